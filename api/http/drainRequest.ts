import type { IncomingMessage } from 'node:http';

/**
 * Reads and drops what is left of a request body, up to a byte and a time bound. Answering
 * early (a 413 decided from Content-Length) and closing at once makes the kernel reset the
 * connection on the unread bytes, and a reset throws away the answer the client has not read
 * yet: it sees a broken pipe instead of "Request body too large".
 */
export function drainRequest(req: IncomingMessage, maxBytes = 16 * 1024 * 1024, maxMs = 2000): Promise<void> {
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', finish);
      req.off('error', finish);
      req.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish();
    };
    const timer = setTimeout(finish, maxMs);
    req.on('data', onData);
    req.once('end', finish);
    req.once('error', finish);
    req.once('close', finish);
    req.resume();
  });
}
