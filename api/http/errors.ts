import { drainRequest } from './drainRequest';
import type { Logger } from '../log/logger';
import type { Context, Next } from 'koa';
import type { ApiErrorBody } from '../../shared/api';
import { isStorageFailure, StorageUnavailableError } from '../storage/storageFailure';

export type Issue = { path: string; message: string };

export type HttpErrorOptions = {
  issues?: Issue[];
  headers?: Record<string, string>;
  /** More fields of the JSON answer beside `message` (the member gate's `success: false`). */
  fields?: Record<string, unknown>;
};

/** An error whose message (and issues) may be shown to the client. */
export class HttpError extends Error {
  status: number;
  expose = true;
  issues?: Issue[];
  headers?: Record<string, string>;
  fields?: Record<string, unknown>;
  constructor(status: number, message: string, options: HttpErrorOptions = {}) {
    super(message);
    this.status = status;
    this.issues = options.issues;
    this.headers = options.headers;
    this.fields = options.fields;
  }
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'The server could not save your change (storage unavailable). Please try again later.';
/** A write the storage refused (disk full, read-only, not permitted): 503 {message}, nothing changed. */
class StorageUnavailableAnswer extends HttpError {
  constructor() {
    super(503, STORAGE_UNAVAILABLE_MESSAGE, { headers: { 'Retry-After': '30' } });
  }
}

/** What a thrown value may carry: Koa's, the body parsers', multer's and Node's errors differ. */
type Thrown =
  | {
      status?: unknown;
      statusCode?: unknown;
      name?: unknown;
      code?: unknown;
      type?: unknown;
      message?: unknown;
      expose?: unknown;
      stack?: unknown;
      cause?: unknown;
    }
  | null
  | undefined;

/** Messages for errors raised by libraries (co-body, raw-body, multer, router), in our words. */
function libraryMessage(err: Thrown, status: number): string | null {
  const type = err?.type ?? err?.code;
  if (status === 413 || type === 'entity.too.large' || type === 'LIMIT_FILE_SIZE') return 'Request body too large';
  if (type === 'entity.parse.failed' || err instanceof SyntaxError || (err && 'body' in err && status === 400))
    return 'Malformed JSON body';
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return 'Unsupported request encoding';
  if (type === 'request.aborted') return 'Request aborted';
  if (typeof type === 'string' && /^Z_|^ERR_BROTLI|^ERR__?ZLIB/.test(type))
    return 'The request body could not be decoded';
  if (type === 'request.size.invalid') return 'Request size did not match Content-Length';
  if (status === 405) return 'Method not allowed';
  if (status === 501) return 'Not implemented';
  return null;
}

/** The status and JSON answer for an error a client may be told about, or null for a server fault. */
function clientError(err: Thrown): { status: number; body: ApiErrorBody } | null {
  let status = Number(err?.status ?? err?.statusCode);
  if (err?.name === 'MulterError') status = err.code === 'LIMIT_FILE_SIZE' ? 413 : 400;
  // A body sent with Content-Encoding: gzip/deflate/br that does not decode.
  if (typeof err?.code === 'string' && /^Z_|^ERR_BROTLI|^ERR__?ZLIB/.test(err.code)) status = 400;
  // 501: a method the server does not implement at all (TRACE, PROPFIND...), from the router.
  const known = Number.isInteger(status) && ((status >= 400 && status < 500) || status === 501);
  if (err instanceof HttpError && status >= 400 && status < 600) {
    const body: ApiErrorBody = { ...err.fields, message: err.message };
    if (err.issues) body.issues = err.issues;
    return { status, body };
  }
  if (!known) return null;
  const message =
    libraryMessage(err, status) ?? (err?.expose && typeof err.message === 'string' ? err.message : 'Bad request');
  return { status, body: { message: err?.name === 'MulterError' && status === 400 ? 'Malformed upload' : message } };
}

/**
 * The one error middleware, first in the chain: every failure leaves as `{message}` or
 * `{message, issues}` JSON, never uncached. A refused write is 503; anything unexpected is
 * logged and becomes a generic 500.
 */
export function errorHandler(logger: Logger, onStorageFailure: () => void = () => {}) {
  return async function errors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (e) {
      // Storage's own error becomes its HTTP answer here: storage/ knows nothing of HTTP.
      const err = (e instanceof StorageUnavailableError ? new StorageUnavailableAnswer() : e) as Thrown;
      if (isStorageFailure(e)) onStorageFailure();
      let answer = clientError(err);
      if (!answer && isStorageFailure(err)) {
        // Disk full, read-only or refused: the change was not saved; say so, stay up.
        logger.error(
          `storage ${ctx.method} ${ctx.path}: ${err?.code ?? (err?.cause as { code?: unknown } | undefined)?.code} ${err?.message}`,
        );
        answer = clientError(new StorageUnavailableAnswer());
      }
      if (!answer) {
        logger.error({ err }, `error ${ctx.method} ${ctx.path}`);
        answer = { status: 500, body: { message: 'Internal server error' } };
      }
      if (ctx.headerSent) return; // a stream failed mid-answer: nothing more can be said
      if (answer.status === 413) await drainRequest(ctx.req);
      ctx.status = answer.status;
      if (err instanceof HttpError && err.headers) ctx.set(err.headers);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer.body;
      // Past the drain's bounds the rest stays unread: close rather than parse it as a request.
      if (answer.status === 413) ctx.set('Connection', 'close');
    }
  };
}

export const fail = (status: number, message: string, options?: HttpErrorOptions): never => {
  throw new HttpError(status, message, options);
};
