import { describe, expect, it } from 'vitest';
import { logFormatFrom } from './logger';
import { capturedLogger, startTestServer } from './testing';

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
});
