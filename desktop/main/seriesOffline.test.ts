import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/tmp';
import { useRealServer } from '../test/useRealServer';

type Occurrence = { id: string; seriesId?: string; occurrenceDate?: string; cancelled?: boolean; note?: string | null };
type Series = { id: string; version: number; recurrence?: unknown; exceptions?: { date: string }[] };

/** Issue 15: weekly classes in the desktop app, offline: the calendar from the saved copy, a cancellation queued. */
describe('a weekly series offline', () => {
  const suite = useRealServer();
  const series = {
    title: 'Drumline Class',
    startTime: '2031-03-04T22:00:00.000Z', // a Tuesday, 4 PM in Chicago
    endTime: '2031-03-04T23:30:00.000Z',
    recurrence: { frequency: 'weekly', interval: 1, byDay: ['TU', 'TH'], until: '2031-03-27' },
  };
  const month = '/api/events?month=3&year=2031';

  it('shows the saved month, queues a cancelled date with its version, and the server gets it on replay', async () => {
    const made = await suite.server.api<Series>('POST', '/api/events', series);
    expect(made.status).toBe(201);
    const dir = tempDir();
    const app = await suite.client(dir);
    const online = await app.http.request(suite.req('GET', month));
    const occurrences = JSON.parse(online.body) as Occurrence[];
    expect(occurrences.filter((o) => o.seriesId === made.body.id)).toHaveLength(8);
    await suite.server.stop();

    // Offline: the same month comes from the saved copy.
    const saved = await app.http.request(suite.req('GET', month));
    expect(saved.status).toBe(200);
    expect((JSON.parse(saved.body) as Occurrence[]).map((o) => o.id)).toEqual(occurrences.map((o) => o.id));

    // Cancel one date by saving the whole series, made on the version as loaded.
    const exceptions = [{ date: '2031-03-13', cancelled: true, note: 'Gym closed' }];
    const request = suite.req('PUT', `/api/events/${made.body.id}`, { ...series, exceptions });
    const put = await app.http.request({
      ...request,
      headers: { ...request.headers, 'If-Match': `"${made.body.version}"` },
    });
    expect(put.status).toBe(202);
    expect(app.queue.pending[0].body).toMatchObject({ exceptions });

    await suite.server.start();
    expect(await app.http.flush()).toBe(true);
    expect(app.queue.failed.map((f) => [f.error, f.conflict ? 'conflict' : ''])).toEqual([]);
    const after = (await suite.server.api<Occurrence[]>('GET', month)).body;
    expect(after.find((o) => o.id === `${made.body.id}:2031-03-13`)).toMatchObject({
      cancelled: true,
      note: 'Gym closed',
    });
    app.http.dispose();
  });
});
