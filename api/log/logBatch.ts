import { once, type EventEmitter } from 'node:events';
import pino from 'pino';

/** What the batches go to: sonic-boom in buffer mode, which says 'write' with the bytes written. */
export type Output = EventEmitter & { write(chunk: Buffer): unknown };

/** pino's asynchronous stream (sonic-boom) taking Buffers: its types know only its string mode. */
export const bufferStream = (opts: { dest: number | string; mkdir?: boolean }) =>
  pino.destination({ ...opts, sync: false, contentMode: 'buffer' }) as unknown as Output;

/** A UTF-16 code unit never takes more than 3 bytes of UTF-8. */
const MAX_BYTES_PER_UNIT = 3;

/**
 * Log lines held in memory and handed to the output stream in batches of at most `maxBytes`
 * (a line that would not fit starts the next batch; a longer line goes alone): when the batch is
 * full, when `send()` is called, or every `maxMs`. Each line is encoded into the batch's buffer as
 * it comes, so the stream gets bytes it writes as they are, not a 64 KB string to measure and
 * encode again (docs/build-notes.md#the-request-log). The stream (sonic-boom, no minimum length
 * of its own) writes each batch as soon as its previous write has ended, so nothing handed over
 * waits for anything else.
 */
export class LogBatch {
  private buf: Buffer;
  private used = 0;
  private handed = 0;
  private written = 0;

  constructor(
    private readonly out: Output,
    private readonly maxBytes: number,
    maxMs: number,
  ) {
    this.buf = Buffer.allocUnsafe(maxBytes);
    out.on('write', (n: number) => (this.written += n));
    setInterval(() => this.send(), maxMs).unref();
  }

  /** pino's destination, and the request log's: each line comes here whole. */
  write(line: string) {
    if (this.used + line.length * MAX_BYTES_PER_UNIT > this.maxBytes) {
      // It may not fit: measured (a short ASCII line, the usual one, never gets here until the batch is nearly full).
      const bytes = Buffer.byteLength(line);
      if (this.used + bytes > this.maxBytes) this.send();
      if (bytes > this.maxBytes) return this.hand(Buffer.from(line));
    }
    this.used += this.buf.write(line, this.used);
    if (this.used === this.maxBytes) this.send();
  }

  send() {
    if (this.used === 0) return;
    const full = this.buf.subarray(0, this.used);
    // A new buffer: the stream keeps the one handed over until it is written.
    this.buf = Buffer.allocUnsafe(this.maxBytes);
    this.used = 0;
    this.hand(full);
  }

  private hand(bytes: Buffer) {
    this.handed += bytes.length;
    this.out.write(bytes);
  }

  /** Hands over what is held and resolves once the stream has written it, or after `timeoutMs`. */
  async drain(timeoutMs: number) {
    this.send();
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      while (this.written < this.handed) await once(this.out, 'write', { signal: deadline });
    } catch {
      // The deadline passed (or the stream failed): the caller is ending anyway.
    }
  }
}
