import type { Steps } from '../steps';

/** How long the builds in progress, all together, may hold the event loop before other work runs. */
export const TURN_BUDGET_MS = 2;
/** Steps a build runs each time its turn comes round, between two looks at the clock. */
const STEPS_PER_VISIT = 4;

type Job = { steps: Steps<unknown>; resolve(value: unknown): void; reject(error: unknown): void };
/** Builds in progress, taken round robin. */
const jobs: Job[] = [];
let scheduled = false;

/** Runs STEPS_PER_VISIT steps of the job, and more until `until` (performance.now()); whether it ended. */
function visit(job: Job, until: number): boolean {
  try {
    do {
      for (let n = 0; n < STEPS_PER_VISIT; n++) {
        const step = job.steps.next();
        if (step.done) {
          job.resolve(step.value);
          return true;
        }
      }
    } while (performance.now() < until);
    return false;
  } catch (e) {
    job.reject(e);
    return true;
  }
}

/**
 * One turn of the event loop's check phase for every build in progress: a few steps of each in
 * turn until TURN_BUDGET_MS is spent, then the loop answers what came meanwhile (requests, timers)
 * before the next turn. The budget is shared: however many builds run at once (an attacker may ask
 * for hundreds of distinct cold months), the loop is held about TURN_BUDGET_MS per turn.
 */
function turn() {
  scheduled = false;
  const end = performance.now() + TURN_BUDGET_MS;
  while (jobs.length && performance.now() < end) {
    const job = jobs.shift()!;
    if (!visit(job, -Infinity)) jobs.push(job);
  }
  if (jobs.length) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setImmediate(turn);
}

/**
 * Runs the steps for up to TURN_BUDGET_MS at once (a small build ends there, as if run at once),
 * then in turns of the event loop shared with every other build in progress (see turn()), so that
 * a build of hundreds of milliseconds, or many at once, never holds the server for long.
 */
export function runInTurns<R>(steps: Steps<R>): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const job: Job = { steps, resolve: resolve as (value: unknown) => void, reject };
    if (visit(job, performance.now() + TURN_BUDGET_MS)) return;
    jobs.push(job);
    schedule();
  });
}
