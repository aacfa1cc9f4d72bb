/** What went wrong, in the domain's words; routes.ts turns each kind into its status code. */
export type EnrollmentErrorKind = 'invalid' | 'notFound' | 'conflict' | 'unavailable';

export class EnrollmentError extends Error {
  constructor(
    readonly kind: EnrollmentErrorKind,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

export const invalid = (path: string, message: string): never => {
  throw new EnrollmentError('invalid', message, path);
};
export const notFound = (message = 'This link is not valid (any more).'): never => {
  throw new EnrollmentError('notFound', message, 'token');
};
export const conflict = (message: string): never => {
  throw new EnrollmentError('conflict', message);
};

/** An import file's enrollments that cannot be stored, each issue naming its record and field. */
export class EnrollmentImportError extends Error {
  constructor(readonly issues: { path: string; message: string }[]) {
    super(`Invalid record at ${issues[0].path}: ${issues[0].message}`);
  }
}
export const invalidImport = (issues: { path: string; message: string }[]): never => {
  throw new EnrollmentImportError(issues);
};
