/** Codes of a write that failed because of the disk or folder, not the request. */
const STORAGE_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EACCES',
  'EPERM',
  'EIO',
  'EMFILE',
  'ENFILE',
  'ENOENT',
  'EBUSY',
  'EFBIG',
]);

/**
 * A write the storage refused (disk full, read-only, not permitted): nothing changed. Storage
 * says only that; the HTTP layer (http/errors.ts) answers it as a 503 with Retry-After.
 */
export class StorageUnavailableError extends Error {
  constructor(readonly cause: unknown) {
    super(`storage unavailable: ${(cause as { message?: unknown } | null)?.message ?? String(cause)}`);
  }
}
export const isStorageFailure = (e: unknown): boolean =>
  e instanceof StorageUnavailableError ||
  (!!e &&
    typeof (e as NodeJS.ErrnoException).code === 'string' &&
    STORAGE_CODES.has((e as NodeJS.ErrnoException).code!));
/** Wraps a failed write's error as a StorageUnavailableError; other errors pass unchanged. */
export const storageError = (e: unknown): unknown =>
  e instanceof StorageUnavailableError || !isStorageFailure(e) ? e : new StorageUnavailableError(e);
