import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../web/src/lib/api';
import { lossyFetch } from '../test/lossyFetch';
import { realServer, type RealServer } from '../test/realServer';
import { tempDir } from '../test/tmp';
import { OfflineCache } from './cache';
import { createHttpClient } from './http';
import { EditQueue } from './queue';

type Announcement = { id: string; title: string };

/**
 * The connection dropping after the server applied an edit but before its answer arrived:
 * without idempotency keys, sending the edit again created a second record.
 */
describe('an edit whose answer was lost is applied once', () => {
  let server: RealServer;
  let token: string;
  beforeAll(async () => {
    server = await realServer();
    token = await server.login();
  });
  afterAll(() => server?.stop());

  async function client(dir: string, f: typeof fetch) {
    const queue = await EditQueue.open(dir);
    const http = createHttpClient({ serverUrl: server.url, fetch: f, cache: new OfflineCache(join(dir, 'cache')), queue, getToken: async () => token });
    return { http, queue };
  }
  const post = (title: string): ApiRequest => ({
    method: 'POST',
    path: '/api/announcements',
    body: { title, content: 'x', date: '2026-06-10' },
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  const countOnServer = async (title: string) => (await server.api<Announcement[]>('GET', '/api/announcements')).body.filter((a) => a.title === title).length;

  it('a queued create whose first replay reached the server but lost its answer ends with one record, also across an app restart', async () => {
    const dir = tempDir();
    const net = lossyFetch();
    const first = await client(dir, net.fetch);
    await server.stop();
    expect((await first.http.request(post('Sent twice, made once'))).status).toBe(202);
    const [queued] = first.queue.pending;
    await server.start();

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
