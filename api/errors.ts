/**
 * What went wrong, in words a client may read, with no HTTP in it: features, content, auth limits
 * and storage throw these, and api/http/errors.ts gives each class its status in one place (as
 * koa's one error path does). An error that is none of these is the server's fault: logged, 500.
 */
export type Issue = { path: string; message: string };
export type DomainErrorOptions = {
  /** The input fields at fault (a 400's `issues`). */
  issues?: Issue[];
  /** More fields of the JSON answer beside `message` (the member gate's `success: false`). */
  fields?: Record<string, unknown>;
  /** Seconds until a retry may succeed (Retry-After). */
  retryAfter?: number;
};

export abstract class DomainError extends Error {
  readonly issues?: Issue[];
  readonly fields?: Record<string, unknown>;
  readonly retryAfter?: number;
  constructor(message: string, options: DomainErrorOptions = {}) {
    super(message);
    this.name = new.target.name;
    this.issues = options.issues;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }
}

/** The input is wrong (a field, a link, a file's record). */
export class Invalid extends DomainError {}
/** Nobody is signed in, or the password or code is wrong. */
export class NotSignedIn extends DomainError {}
/** Signed in, but this account (or this member) may not do it. */
export class Forbidden extends DomainError {}
export class NotFound extends DomainError {}
/** The record's state forbids it now (a last owner, an id taken again). */
export class Conflict extends DomainError {}
/** Changed since the client loaded it (If-Match): `version` is the record's now (its ETag). */
export class Stale extends DomainError {
  constructor(
    message: string,
    readonly version: number,
    options: DomainErrorOptions = {},
  ) {
    super(message, options);
  }
}
/** A link or invitation that has expired. */
export class Expired extends DomainError {}
export class TooLarge extends DomainError {}
/** A file of a kind the server does not take. */
export class UnsupportedType extends DomainError {}
/** A limit was reached: try again later (retryAfter). */
export class TooMany extends DomainError {}
/** Not set up on this server (no SMTP_URL), or too busy to answer now. */
export class Unavailable extends DomainError {}

/** Throws in expression position (`x ?? raise(new NotFound('Not found'))`). */
export const raise = (e: Error): never => {
  throw e;
};
