/**
 * Work written as a generator that yields between its pieces (an event of a feed, an event of a
 * month's expansion): run at once here, or by the server in turns of the event loop
 * (shared/node/inTurns.ts), from the same code.
 */
export type Steps<R> = Generator<void, R, void>;

/** Runs every step at once and returns the result. */
export function runSteps<R>(steps: Steps<R>): R {
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}
