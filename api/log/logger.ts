import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import { bufferStream, LogBatch } from './logBatch';

export type { Logger };
export type LogFormat = 'json' | 'pretty';

/** Fields of a request line (requestLog.ts); the readable format prints them as one short line. */
const REQUEST_FIELDS = ['method', 'path', 'status', 'ms', 'aborted'] as const;

/**
 * Request lines are written in batches: they gather in memory up to BATCH_BYTES or BATCH_MS, then
 * go out in one write. Each write costs a trip through libuv's thread pool and a wake-up of the
 * reader (journald, or whatever reads the pipe) on the cores that answer the requests: at 4 KB
 * (~40 lines) that was still a quarter of the server's CPU per cached 304, at 64 KB (a pipe's
 * default capacity) it is a few percent (docs/build-notes.md#the-request-log). Other messages
 * (start, warnings, errors) are written at once, with the batch before them, so the order is
 * kept. What a kill -9 loses is the last quarter second of request lines, never a server message.
 */
const BATCH_BYTES = 64 * 1024;
const BATCH_MS = 250;

/**
 * The server's one logger (pino). JSON lines for journald and log shippers, written through an
 * asynchronous buffered stream so a request never waits on stdout; readable lines in a terminal.
 * Nothing is logged when silent (tests, LOG=silent for the request log only: see config.ts).
 */
export function createLogger(opts: { format: LogFormat; silent?: boolean; destination?: DestinationStream }): Logger {
  const options = { level: opts.silent ? 'silent' : 'info', base: undefined };
  if (opts.format === 'pretty' && !opts.destination) return pino(options, readable());
  const logger = opts.destination ? pino(options, opts.destination) : batched(options);
  if (!opts.silent) {
    const stream = (opts.destination ?? batches.get(logger)) as { write(line: string): unknown };
    jsonOutputs.set(logger, (line) => void stream.write(line));
  }
  return logger;
}

/**
 * Where a JSON logger writes its lines, for the request log's lines (requestLog.ts), which are
 * made there as pino would make them: pino's serializer walks each object's keys, checks each
 * value's type and escapes each string, about a microsecond a request on a cached 304 that
 * costs ~13 (docs/build-notes.md#the-request-log). Null for the readable format (lines through
 * pino-pretty) and a silent logger.
 */
export const jsonOutput = (logger: Logger) => jsonOutputs.get(logger) ?? null;
const jsonOutputs = new WeakMap<Logger, (line: string) => void>();

function batched(options: LoggerOptions): Logger {
  const batch = new LogBatch(bufferStream({ dest: 1 }), BATCH_BYTES, BATCH_MS);
  const logger = pino(
    {
      ...options,
      hooks: {
        // Every message through pino is a server message (request lines come by jsonOutput): out at once.
        logMethod(args, method) {
          method.apply(this, args);
          batch.send();
        },
      },
    },
    batch,
  );
  batches.set(logger, batch);
  return logger;
}
const batches = new WeakMap<Logger, LogBatch>();

function readable() {
  return pretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(','),
    messageFormat: (log, messageKey) =>
      log.method
        ? `${String(log.method)} ${String(log.path)} ${String(log.status)} ${String(log.ms)}ms${log.aborted ? ' aborted' : ''}`
        : String(log[messageKey] ?? ''),
  });
}

/** LOG_FORMAT, or when unset: readable in a terminal, JSON anywhere else (journald, files, pipes). */
export function logFormatFrom(value: string | undefined, isTTY: boolean | undefined): LogFormat | null {
  if (value === undefined || value === '') return isTTY ? 'pretty' : 'json';
  return value === 'json' || value === 'pretty' ? value : null;
}

/** Writes what is held, then resolves (at most a second later): before the process ends, so the last lines are kept. */
export async function flushLogger(logger: Logger): Promise<void> {
  const batch = batches.get(logger);
  if (batch) return batch.drain(1000);
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
}
