import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { takeTurns } from './turns';

const request = (url: string) => ({ url }) as IncomingMessage;
const res = {} as ServerResponse;
const nextTurn = () => new Promise((r) => setImmediate(r));

/** Turns with a clock the test moves; `started` lists the requests handed to Koa, in order. */
function turnsForTest(perTurn: number, holdMaxMs = 10) {
  let clock = 0;
  const started: string[] = [];
  const turns = takeTurns({
    perTurn,
    handle: (req) => started.push(req.url!),
    skip: (req) => req.url === '/health',
    holdMaxMs,
    now: () => clock,
  });
  return {
    turns,
    started,
    send: (url: string) => turns.request(request(url), res),
    tick: (ms: number) => (clock += ms),
  };
}

describe('takeTurns', () => {
  it('starts a burst a few requests a turn, in arrival order, and what it skips at once', async () => {
    const { started, send } = turnsForTest(8);
    for (let i = 0; i < 20; i++) send(`/r${i}`);
    expect(started).toEqual(Array.from({ length: 8 }, (_, i) => `/r${i}`));
    send('/health');
    expect(started.at(-1)).toBe('/health');
    await nextTurn();
    expect(started).toHaveLength(8 + 1 + 8);
    // Another turn's arrival waits behind the burst's rest.
    send('/late');
    await nextTurn();
    expect(started.slice(17)).toEqual(['/r16', '/r17', '/r18', '/r19', '/late']);
    expect(started.filter((u) => u.startsWith('/r'))).toEqual(Array.from({ length: 20 }, (_, i) => `/r${i}`));
  });

  it('a quiet server starts each request at once', () => {
    const { started, send } = turnsForTest(8);
    send('/a');
    expect(started).toEqual(['/a']);
  });

  it('holds the line while connections are being accepted (one a turn), so a probe behind them is reached', async () => {
    const { turns, started, send, tick } = turnsForTest(4, 10);
    // 200 connections opened at once: the loop accepts one a turn, each bringing its request.
    turns.connection();
    send('/r0');
    expect(started).toEqual([]); // a connection came in this turn: more may be waiting to be accepted
    for (let i = 1; i < 5; i++) {
      await nextTurn();
      turns.connection();
      send(`/r${i}`);
    }
    // Nothing had started for holdMaxMs: one request, then the line is held while connections come.
    expect(started).toEqual(['/r0']);
    // The probe's connection, accepted behind them, is answered at once.
    turns.connection();
    send('/health');
    expect(started).toEqual(['/r0', '/health']);
    await nextTurn();
    expect(started).toHaveLength(2);
    // Connections still arriving after holdMaxMs: one request, then the line is held again.
    tick(10);
    turns.connection();
    await nextTurn();
    expect(started).toEqual(['/r0', '/health', '/r1']);
    turns.connection();
    await nextTurn();
    expect(started).toHaveLength(3);
    // A turn that accepted nothing: the accept queue is empty, the line moves at full speed.
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(['/r0', '/health', '/r1', '/r2', '/r3', '/r4']);
  });
});
