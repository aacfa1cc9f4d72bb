import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };
export type LogFormat = 'json' | 'pretty';

/** Fields of a request line (requestLog.ts); the readable format prints them as one short line. */
const REQUEST_FIELDS = ['method', 'path', 'status', 'ms', 'aborted'] as const;

/**
 * The server's one logger (pino). JSON lines for journald and log shippers, written through an
 * asynchronous buffered stream so a request never waits on stdout; readable lines in a terminal.
 * Nothing is logged when silent (tests, LOG=silent for the request log only: see config.ts).
 */
export function createLogger(opts: { format: LogFormat; silent?: boolean; destination?: DestinationStream }): Logger {
  const options = { level: opts.silent ? 'silent' : 'info', base: undefined };
  if (opts.destination) return pino(options, opts.destination);
  if (opts.format === 'pretty') return pino(options, readable());
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

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

/** Writes what is buffered, then resolves (before process.exit, so the last lines are kept). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => logger.flush(() => resolve()));
}
