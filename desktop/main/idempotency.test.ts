import { describe, expect, it } from 'vitest';
import { lossyFetch } from '../test/lossyFetch';
import { tempDir } from '../test/tmp';
import { useRealServer } from '../test/useRealServer';

type Announcement = { id: string; title: string };

/**
 * The connection dropping after the server applied an edit but before its answer arrived:
 * without idempotency keys, sending the edit again created a second record.
 */
describe('an edit whose answer was lost is applied once', () => {
  const suite = useRealServer();
  const client = (dir: string, f: typeof fetch) => suite.client(dir, { fetch: f });
  const post = (title: string) => suite.req('POST', '/api/announcements', { title, content: 'x', date: '2026-06-10' });
  const countOnServer = async (title: string) =>
    (await suite.server.api<Announcement[]>('GET', '/api/announcements')).body.filter((a) => a.title === title).length;

  it('a queued create whose first replay reached the server but lost its answer ends with one record, also across an app restart', async () => {
    const dir = tempDir();
    const net = lossyFetch();
    const first = await client(dir, net.fetch);
    await suite.server.stop();
    expect((await first.http.request(post('Sent twice, made once'))).status).toBe(202);
    const [queued] = first.queue.pending;
    await suite.server.start();

    net.dropNext();
    expect(await first.http.probe()).toBe(true); // server answers health; the replay's answer is lost
    expect(await countOnServer('Sent twice, made once')).toBe(1); // the server did apply it
    expect(first.queue.pending.map((p) => p.id)).toEqual([queued.id]); // the app doesn't know: still waiting
    first.http.dispose();

    // The app restarts; the edit goes again from queue.json with the same key.
    const second = await client(dir, net.fetch);
    await second.http.probe();
    expect(second.queue.pending).toEqual([]);
    expect(second.queue.failed).toEqual([]);
    expect(net.keys).toEqual([queued.id, queued.id]);
    expect(await countOnServer('Sent twice, made once')).toBe(1);
  });

  it('a live create whose answer is lost is queued under the key it was sent with, and not applied again', async () => {
    const net = lossyFetch();
    const { http, queue } = await client(tempDir(), net.fetch);
    net.dropNext();
    const answer = await http.request(post('Live, answer lost'));
    expect(answer.status).toBe(202); // looked offline: queued
    expect(queue.pending).toHaveLength(1);
    expect(net.keys).toEqual([queue.pending[0].id]);
    expect(await http.flush()).toBe(true);
    expect(net.keys).toEqual([net.keys[0], net.keys[0]]);
    expect(await countOnServer('Live, answer lost')).toBe(1);
  });
});
