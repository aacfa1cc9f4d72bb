import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export type TurnsOptions = {
  /** Requests started per turn of the event loop. */
  perTurn: number;
  handle: Handler;
  /** Requests that start at once, whatever waits (the monitor's probe). */
  skip: (req: IncomingMessage) => boolean;
  /** The longest the waiting requests are held while connections keep arriving (ms). */
  holdMaxMs: number;
  now?: () => number;
};

/** `request` takes the server's requests; `connection` is told of each accepted connection. */
export type Turns = { request: Handler; connection: () => void };

/**
 * Starts at most `perTurn` requests per turn of the event loop; the rest wait, in arrival order,
 * for the next turns (setImmediate). Requests that `skip` names start at once. While connections
 * are being accepted, the waiting requests are held (up to `holdMaxMs`) until a turn accepted none.
 *
 * Why the turns: a burst arrives in one turn (200 sign-ups sent at once), and each request runs
 * Koa's chain up to its answer before the loop looks at any other socket: at ~1-2 ms a request,
 * GET /api/health arriving meanwhile waited for all of it (the floods' stress test: p99 0.4-5 s).
 *
 * Why the hold: libuv (since 1.45, Node 20) accepts one connection per turn of the loop, so 200
 * connections opened at once wait in the kernel's accept queue and are taken one a turn, in
 * order; a probe that connects behind them is accepted only after as many turns. When each of
 * those turns also ran a sign-up's Koa chain (measured: the accept queue 50-196 deep, drained
 * 1-4 every 25 ms, the probe accepted 0.3-1.3 s after it connected, then answered in 2-5 ms),
 * the probe waited for all of them. A turn that accepted a connection may have more behind it,
 * so the work waits while the loop takes them: a turn costs an accept and a parse (~0.1 ms), the
 * queue empties in milliseconds, and the probe, parsed, skips the line. The total CPU is the
 * same; a stream of new connections still lets one request start every `holdMaxMs`.
 */
export function takeTurns({ perTurn, handle, skip, holdMaxMs, now = () => performance.now() }: TurnsOptions): Turns {
  const waiting: [IncomingMessage, ServerResponse][] = [];
  let started = 0;
  let scheduled = false;
  /** A connection was accepted since the last turn ended: the accept queue may hold more. */
  let accepted = false;
  let lastStart = -Infinity;
  const schedule = () => {
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  };
  function start(req: IncomingMessage, res: ServerResponse) {
    started++;
    lastStart = now();
    // The count starts again once the loop has polled its sockets (setImmediate runs after the poll).
    schedule();
    handle(req, res);
  }
  function turn() {
    scheduled = false;
    started = 0;
    const accepting = accepted;
    accepted = false;
    if (!waiting.length) return;
    // Connections still arriving: one request per `holdMaxMs`, the rest once they stop.
    const allowed = !accepting ? perTurn : now() - lastStart >= holdMaxMs ? 1 : 0;
    if (!allowed) return schedule();
    while (waiting.length && started < allowed) {
      const [req, res] = waiting.shift()!;
      start(req, res);
    }
  }
  return {
    request(req, res) {
      if (skip(req)) handle(req, res);
      else if (started < perTurn && !waiting.length && !accepted) start(req, res);
      else {
        waiting.push([req, res]);
        schedule();
      }
    },
    connection() {
      accepted = true;
    },
  };
}
