/** What went wrong in the staff domain; routes.ts turns each kind into its status code. */
export type StaffErrorKind = 'notFound' | 'conflict' | 'invalid' | 'expired';
export class StaffError extends Error {
  constructor(
    readonly kind: StaffErrorKind,
    message: string,
    /** The input field at fault (an `issues` entry of a 400). */
    readonly field?: string,
  ) {
    super(message);
  }
}
