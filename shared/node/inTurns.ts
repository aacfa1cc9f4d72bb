import type { Steps } from '../steps';

/**
 * Runs the steps `perTurn` at a time, letting the event loop answer other requests (their I/O,
 * timers) between two turns: a build of hundreds of milliseconds never holds the server for long.
 */
export async function runInTurns<R>(steps: Steps<R>, perTurn: number): Promise<R> {
  for (let step = steps.next(), n = 1; ; step = steps.next(), n++) {
    if (step.done) return step.value;
    if (n % perTurn === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}
