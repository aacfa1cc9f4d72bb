import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLine } from './requestLog';

/** What pino itself writes for logger.info(fields) at `time`, with the server's options. */
function pinoLine(fields: Record<string, unknown>, time: number) {
  let line = '';
  const logger = pino({ base: undefined, timestamp: () => `,"time":${time}` }, { write: (s: string) => (line = s) });
  logger.info(fields);
  return line;
}

describe('requestLine', () => {
  const time = 1_795_688_982_009;
  it('is the line pino writes for the same fields, byte for byte', () => {
    const cases: [string, string, number, number, boolean][] = [
      ['GET', '/api/announcements', 200, 0.1, false],
      ['HEAD', '/api/events', 304, 0, false],
      ['POST', '/api/contact', 201, 12.5, false],
      ['GET', '/assets/admin.js', 200, 301.7, true],
    ];
    for (const [method, path, status, ms, aborted] of cases) {
      const fields = aborted ? { method, path, status, ms, aborted } : { method, path, status, ms };
      expect(requestLine(method, path, status, ms, aborted, time)).toBe(pinoLine(fields, time));
    }
  });

  it('escapes what a client may put in a path into valid JSON, as pino does', () => {
    for (const path of ['/a"b\\c', '/tab\there', '/new\nline', '/caf%C3%A9', '/é🥁', '/x'.repeat(40) + '"']) {
      const line = requestLine('GET', path, 404, 1, false, time);
      expect(line.endsWith('}\n')).toBe(true);
      expect(line.slice(0, -1)).not.toContain('\n');
      expect(JSON.parse(line)).toEqual(JSON.parse(pinoLine({ method: 'GET', path, status: 404, ms: 1 }, time)));
    }
  });
});
