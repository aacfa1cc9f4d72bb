import createError, { isHttpError } from 'http-errors';
import { drainRequest } from './drainRequest';
import {
  Conflict,
  DomainError,
  Expired,
  Forbidden,
  Invalid,
  NotFound,
  NotSignedIn,
  Stale,
  TooLarge,
  TooMany,
  Unavailable,
  UnsupportedType,
} from '../errors';
import type { Logger } from '../log/logger';
import type { Context, Next } from 'koa';
import type { ApiErrorBody } from '../../shared/api';
import { isStorageFailure, StorageUnavailableError } from '../storage/storageFailure';

/** Each domain error's status: the one place where what went wrong becomes an HTTP answer. */
const STATUS = new Map<abstract new (...args: never[]) => DomainError, number>([
  [Invalid, 400],
  [NotSignedIn, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Expired, 410],
  [Stale, 412],
  [TooLarge, 413],
  [UnsupportedType, 415],
  [TooMany, 429],
  [Unavailable, 503],
]);

/** The status a thrown value answers with: a domain error's, or an HTTP error's own (0 for none). */
export function statusOf(e: unknown): number {
  if (e instanceof DomainError) return STATUS.get(e.constructor as typeof Invalid) ?? 500;
  const status = Number((e as { status?: unknown } | null)?.status);
  return Number.isInteger(status) ? status : 0;
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'The server could not save your change (storage unavailable). Please try again later.';
/** A write the storage refused (disk full, read-only, not permitted): 503 {message}, nothing changed. */
const storageUnavailable = () => new Unavailable(STORAGE_UNAVAILABLE_MESSAGE, { retryAfter: 30 });

/** 405 for a path that answers only the methods named (Allow). */
export const methodNotAllowed = (allow: string) =>
  createError(405, 'Method not allowed', { headers: { Allow: allow } });

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
  if (err instanceof DomainError) {
    const body: ApiErrorBody = { ...err.fields, message: err.message };
    if (err.issues) body.issues = err.issues;
    return { status: statusOf(err), body };
  }
  if (!known) return null;
  const message =
    libraryMessage(err, status) ?? (err?.expose && typeof err.message === 'string' ? err.message : 'Bad request');
  return { status, body: { message: err?.name === 'MulterError' && status === 400 ? 'Malformed upload' : message } };
}

/**
 * The one error middleware, first in the chain: a domain error (api/errors.ts) or an HTTP error
 * (http-errors, as Koa, its body parser and the router throw them) leaves as `{message}` or
 * `{message, issues}` JSON, never cached. A refused write is 503; anything unexpected is
 * logged and becomes a generic 500.
 */
export function errorHandler(logger: Logger, onStorageFailure: () => void = () => {}) {
  return async function errors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (e) {
      // Storage's own error becomes its HTTP answer here: storage/ knows nothing of HTTP.
      const err = (e instanceof StorageUnavailableError ? storageUnavailable() : e) as Thrown;
      if (isStorageFailure(e)) onStorageFailure();
      let answer = clientError(err);
      if (!answer && isStorageFailure(err)) {
        // Disk full, read-only or refused: the change was not saved; say so, stay up.
        logger.error(
          `storage ${ctx.method} ${ctx.path}: ${err?.code ?? (err?.cause as { code?: unknown } | undefined)?.code} ${err?.message}`,
        );
        answer = clientError(storageUnavailable());
      }
      if (!answer) {
        logger.error({ err }, `error ${ctx.method} ${ctx.path}`);
        answer = { status: 500, body: { message: 'Internal server error' } };
      }
      if (ctx.headerSent) return; // a stream failed mid-answer: nothing more can be said
      if (answer.status === 413) await drainRequest(ctx.req);
      ctx.status = answer.status;
      if (err instanceof DomainError && err.retryAfter !== undefined) ctx.set('Retry-After', String(err.retryAfter));
      if (err instanceof Stale) ctx.set('ETag', `"${err.version}"`);
      if (isHttpError(err) && err.headers) ctx.set(err.headers);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer.body;
      // Past the drain's bounds the rest stays unread: close rather than parse it as a request.
      if (answer.status === 413) ctx.set('Connection', 'close');
    }
  };
}
