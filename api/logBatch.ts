import { once, type EventEmitter } from 'node:events';

/** What the batches go to: pino's asynchronous stream (sonic-boom), which says 'write' with the bytes written. */
type Output = EventEmitter & { write(chunk: string): unknown };

/**
 * Log lines held in memory and handed to the output stream in batches: when `maxBytes` have
 * gathered, when `send()` is called, or every `maxMs`. The stream (pino's asynchronous
 * sonic-boom, no minimum length of its own) writes each batch as soon as its previous write has
 * ended, so nothing handed over waits for anything else.
 */
export class LogBatch {
  private held = '';
  private handed = 0;
  private written = 0;

  constructor(
    private readonly out: Output,
    private readonly maxBytes: number,
    maxMs: number,
  ) {
    out.on('write', (n: number) => (this.written += n));
    setInterval(() => this.send(), maxMs).unref();
  }

  /** pino's destination: it hands each line here, whole. */
  write(line: string) {
    this.held += line;
    if (this.held.length >= this.maxBytes) this.send();
  }

  send() {
    if (!this.held) return;
    this.handed += Buffer.byteLength(this.held);
    this.out.write(this.held);
    this.held = '';
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
