import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { logFormatFrom } from './logger';
import { capturedLogger, spawnServer, startTestServer, tempDir } from '../testing/harness';

describe('the log', () => {
  it('is readable in a terminal and JSON elsewhere unless LOG_FORMAT says', () => {
    expect(logFormatFrom(undefined, true)).toBe('pretty');
    expect(logFormatFrom(undefined, false)).toBe('json');
    expect(logFormatFrom('', undefined)).toBe('json');
    expect(logFormatFrom('json', true)).toBe('json');
    expect(logFormatFrom('pretty', false)).toBe('pretty');
    expect(logFormatFrom('xml', false)).toBeNull();
  });

  it('writes one structured line per request, with the status really sent', async () => {
    const log = capturedLogger();
    const t = await startTestServer({ logger: log.logger, logRequests: true });
    try {
      await t.req('/api/announcements');
      await t.req('/api/nothing-here');
      await t.req('/api/announcements', { method: 'POST', json: { title: 'x' } });
      await expect.poll(() => log.lines.filter((l) => l.method).length, { timeout: 10_000 }).toBe(3);
      const requests = log.lines.filter((l) => l.method);
      expect(requests.map((l) => [l.method, l.path, l.status])).toEqual([
        ['GET', '/api/announcements', 200],
        ['GET', '/api/nothing-here', 404],
        ['POST', '/api/announcements', 401],
      ]);
      for (const l of requests) {
        expect(l.level).toBe(30);
        expect(typeof l.ms).toBe('number');
        expect(typeof l.time).toBe('number');
      }
    } finally {
      await t.close();
    }
  });

  it('logs nothing per request when the request log is off', async () => {
    const log = capturedLogger();
    const t = await startTestServer({ logger: log.logger, logRequests: false });
    try {
      await t.req('/api/announcements');
      expect(log.lines.filter((l) => l.method)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('as npm start runs it (JSON to a pipe): request lines come within a moment, and all of them before the exit', async () => {
    const dataDir = tempDir('academy-log-');
    const server = await spawnServer(dataDir, { LOG_FORMAT: 'json', LOG: '', NODE_ENV: 'production' });
    try {
      const lines = () =>
        server
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>);
      const requests = () => lines().filter((l) => l.method);
      await fetch(`${server.base}/api/health`);
      // Less than a batch: written by the timer, not held until more requests come.
      await expect.poll(() => requests().length, { timeout: 5_000 }).toBe(1);
      await Promise.all(Array.from({ length: 30 }, (_, i) => fetch(`${server.base}/api/nothing-${i}`)));
      expect(await server.stop()).toBe(0);
      expect(requests()).toHaveLength(31);
      expect(lines().at(-1)?.msg).toBe('stopped');
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
