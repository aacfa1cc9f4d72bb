import type { IncomingMessage } from 'node:http';

/**
 * Whether the request names more than one Host. Node keeps only the first in req.headers, while
 * a proxy or cache in front may have used the other: RFC 9112 says to answer such a request 400.
 * rawHeaders holds every header as sent (name, value, name, value...).
 */
export function hasSeveralHosts(req: IncomingMessage): boolean {
  const raw = req.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i].length === 4 && raw[i].toLowerCase() === 'host' && ++hosts > 1) return true;
  return false;
}
