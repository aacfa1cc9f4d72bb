import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Starts at most `perTurn` requests per turn of the event loop; the rest wait, in arrival order,
 * for the next turns (setImmediate). Requests that `skip` names start at once.
 *
 * Why: a burst arrives in one turn (200 sign-ups sent at once are 200 sockets ready together),
 * and each request runs Koa's chain up to its answer before the loop looks at any other socket:
 * at ~1-2 ms a request that held the loop 0.3 s on a quiet 2-core machine and 1-2 s on a
 * loaded one, and GET /api/health, arriving meanwhile, waited for all of it (the floods' stress
 * test: p99 0.4-5 s). Started a few at a time, a burst costs the same CPU in total, while the
 * loop polls its sockets between the groups, so the monitor's probe (and any other
 * request) waits for one group at most.
 */
export function takeTurns(perTurn: number, handle: Handler, skip: (req: IncomingMessage) => boolean): Handler {
  const waiting: [IncomingMessage, ServerResponse][] = [];
  let started = 0;
  let turnEnds = false;
  const nextTurn = () => {
    turnEnds = false;
    started = 0;
    while (waiting.length && started < perTurn) {
      const [req, res] = waiting.shift()!;
      start(req, res);
    }
  };
  function start(req: IncomingMessage, res: ServerResponse) {
    started++;
    // The count starts again once the loop has polled its sockets (setImmediate runs after the poll).
    if (!turnEnds) {
      turnEnds = true;
      setImmediate(nextTurn);
    }
    handle(req, res);
  }
  return (req, res) => {
    if (skip(req)) handle(req, res);
    else if (started < perTurn && !waiting.length) start(req, res);
    else {
      waiting.push([req, res]);
      if (!turnEnds) {
        turnEnds = true;
        setImmediate(nextTurn);
      }
    }
  };
}
