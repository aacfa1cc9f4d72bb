import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { takeTurns } from './turns';

const request = (url: string) => ({ url }) as IncomingMessage;
const res = {} as ServerResponse;
const nextTurn = () => new Promise((r) => setImmediate(r));

describe('takeTurns', () => {
  it('starts a burst a few requests a turn, in arrival order, and what it skips at once', async () => {
    const started: string[] = [];
    const handle = takeTurns(
      8,
      (req) => started.push(req.url!),
      (req) => req.url === '/health',
    );
    for (let i = 0; i < 20; i++) handle(request(`/r${i}`), res);
    expect(started).toEqual(Array.from({ length: 8 }, (_, i) => `/r${i}`));
    handle(request('/health'), res);
    expect(started.at(-1)).toBe('/health');
    await nextTurn();
    expect(started).toHaveLength(8 + 1 + 8);
    // Another turn's arrival waits behind the burst's rest.
    handle(request('/late'), res);
    await nextTurn();
    expect(started.slice(17)).toEqual(['/r16', '/r17', '/r18', '/r19', '/late']);
    expect(started.filter((u) => u.startsWith('/r'))).toEqual(Array.from({ length: 20 }, (_, i) => `/r${i}`));
  });

  it('a quiet server starts each request at once', () => {
    const started: string[] = [];
    const handle = takeTurns(
      8,
      (req) => started.push(req.url!),
      () => false,
    );
    handle(request('/a'), res);
    expect(started).toEqual(['/a']);
  });
});
