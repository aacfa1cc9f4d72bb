import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/tmp';
import { useRealServer } from '../test/useRealServer';

type Announcement = {
  id: string;
  title: string;
  publishAt?: string;
  expiresAt?: string;
  urgent?: boolean;
  status?: string;
};

/** Issue 16: a scheduled (or urgent) announcement made offline keeps its times through the queue. */
describe('a scheduled announcement created offline', () => {
  const suite = useRealServer();
  const times = { publishAt: '2031-03-02T14:00:00.000Z', expiresAt: '2031-03-09T14:00:00.000Z', urgent: true };

  it('is queued, shown and replayed with its publish and expiry times and urgency, across a restart', async () => {
    const dir = tempDir();
    const first = await suite.client(dir);
    expect((await first.http.request(suite.req('GET', '/api/announcements'))).status).toBe(200); // the saved list
    await suite.server.stop();

    const body = { title: 'Enrollment opens', content: 'Monday 8 AM', date: '2031-03-02', ...times };
    const answer = await first.http.request(suite.req('POST', '/api/announcements', body));
    expect(answer.status).toBe(202);
    expect(first.queue.pending[0].body).toEqual(body);
    const saved = JSON.parse((await first.cache.get('/api/announcements'))!.body) as Announcement[];
    expect(saved.find((a) => a.title === 'Enrollment opens')).toMatchObject(times);
    first.http.dispose();

    // The app restarts with the server still away, then the server is back.
    const second = await suite.client(dir);
    expect(second.queue.pending[0].body).toEqual(body);
    await suite.server.start();
    expect(await second.http.flush()).toBe(true);
    expect(second.queue.pending).toEqual([]);
    expect(second.queue.failed).toEqual([]);

    const all = (await suite.server.api<Announcement[]>('GET', '/api/announcements')).body;
    expect(all.find((a) => a.title === 'Enrollment opens')).toMatchObject({ ...times, status: 'scheduled' });
    const publicList = (await (await fetch(`${suite.server.url}/api/announcements`)).json()) as Announcement[];
    expect(publicList.some((a) => a.title === 'Enrollment opens')).toBe(false);
    second.http.dispose();
  });
});
