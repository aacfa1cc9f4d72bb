import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/tmp';
import { useRealServer } from '../test/useRealServer';
import { OfflineCache } from './cache';
import { OFFLINE_NOT_QUEUEABLE, OFFLINE_NOTHING_SAVED } from './http';

type Announcement = { id: string; title: string; content: string; date: string };

describe('main-process http client against the real server', () => {
  const suite = useRealServer();
  const { client, req } = suite;

  it('forwards while online, caches GET answers, and passes 4xx through', async () => {
    const { http, cache } = await client();
    const created = await http.request(
      req('POST', '/api/announcements', { title: 'Hello', content: 'World', date: '2026-06-01' }),
    );
    expect(created.status).toBe(201);
    const list = await http.request(req('GET', '/api/announcements'));
    expect(list.status).toBe(200);
    expect((await cache.get('/api/announcements'))?.body).toBe(list.body);
    const bad = await http.request(req('POST', '/api/announcements', { title: '', content: '', date: 'x' }));
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).message).toBeTruthy();
    const missing = await http.request(req('GET', '/api/nothing-here'));
    expect(missing.status).toBe(404);
    expect(await cache.get('/api/nothing-here')).toBeNull();
    expect(http.status()).toEqual({ online: true, savedAt: null, queued: [], failed: [] });
  });

  it("never saves enrollments (children's data) to the offline cache", async () => {
    const { http, cache } = await client();
    for (const path of [
      '/api/enrollments',
      '/api/enrollments?eventId=x',
      '/api/enrollments.csv',
      '/api/enrollments/export',
    ]) {
      const res = await http.request(req('GET', path));
      expect(res.status, path).toBe(200);
      expect(await cache.get(path), path).toBeNull();
    }
    expect((await http.request(req('GET', '/api/classes'))).status).toBe(200);
    await expect.poll(async () => (await cache.get('/api/classes'))?.status).toBe(200);
  });

  it('offline: shows saved content with its time, queues edits (shown in the saved list), sends them in order when the server is back', async () => {
    const { http, statuses, dir } = await client();
    const a = JSON.parse(
      (await http.request(req('POST', '/api/announcements', { title: 'Before', content: 'x', date: '2026-06-02' })))
        .body,
    ) as Announcement;
    await http.request(req('GET', '/api/announcements'));
    // Saved after the answer, in the background.
    const saved = () => new OfflineCache(join(dir, 'cache')).get('/api/announcements');
    await expect.poll(saved).not.toBeNull();
    const savedAt = (await saved())!.savedAt;

    await suite.server.stop();
    const offlineList = await http.request(req('GET', '/api/announcements'));
    expect(offlineList.ok).toBe(true);
    expect(http.status()).toMatchObject({ online: false, savedAt });
    expect(statuses.at(-1)).toMatchObject({ online: false, savedAt });

    const never = await http.request(req('GET', '/api/events?month=1&year=2020'));
    expect(never.status).toBe(503);
    expect(JSON.parse(never.body).message).toBe(OFFLINE_NOTHING_SAVED);

    // An edit, a create, then an edit of that create: two queue entries, shown in the saved list.
    const put = await http.request(
      req('PUT', `/api/announcements/${a.id}`, { title: 'After', content: 'x', date: '2026-06-02' }),
    );
    expect(put.status).toBe(202);
    expect(JSON.parse(put.body)).toMatchObject({ queued: true, id: a.id, title: 'After' });
    const post = await http.request(
      req('POST', '/api/announcements', { title: 'Made offline', content: 'y', date: '2026-06-03' }),
    );
    const temp = JSON.parse(post.body) as Announcement & { queued: boolean };
    expect(temp.id).toMatch(/^queued-/);
    await http.request(
      req('PUT', `/api/announcements/${temp.id}`, { title: 'Made offline, renamed', content: 'y', date: '2026-06-03' }),
    );
    const shown = JSON.parse((await http.request(req('GET', '/api/announcements'))).body) as Announcement[];
    expect(shown.find((x) => x.id === a.id)?.title).toBe('After');
    expect(shown.find((x) => x.id === temp.id)?.title).toBe('Made offline, renamed');
    expect(http.status().queued.map((q) => q.description)).toEqual([
      'Update announcement “After”',
      'Create announcement “Made offline, renamed”',
    ]);

    // Sign-in can't be queued: it is answered as offline, not as a success.
    const login = await http.request({
      method: 'POST',
      path: '/api/admin/login',
      body: { password: 'x' },
      headers: {},
    });
    expect(login).toMatchObject({ status: 503, ok: false });
    expect(JSON.parse(login.body).message).toBe(OFFLINE_NOT_QUEUEABLE);
    expect(http.status().queued).toHaveLength(2);

    // Still offline: the probe says so and sends nothing.
    expect(await http.probe()).toBe(false);
    await suite.server.start();
    expect(await http.probe()).toBe(true);
    expect(http.status()).toEqual({ online: true, savedAt: null, queued: [], failed: [] });
    const onServer = (await suite.server.api<Announcement[]>('GET', '/api/announcements')).body.map((x) => x.title);
    expect(onServer).toEqual(expect.arrayContaining(['After', 'Made offline, renamed']));
    expect(onServer).not.toContain('Before');
    expect(onServer).not.toContain('Made offline');
  });

  it('offline: a message status change (PATCH) is queued, shown in the saved inbox, and sent when the server is back', async () => {
    const { http } = await client();
    const msg = JSON.parse(
      (
        await http.request(
          req('POST', '/api/contact', {
            name: 'Ann Parent',
            email: 'ann@example.com',
            subject: 'Recital',
            message: 'When is the recital this year?',
          }),
        )
      ).body,
    ) as { id: string; status: string };
    expect(msg.status).toBe('read'); // an admin's post: as an import would store it
    const live = await http.request(req('PATCH', `/api/contact/${msg.id}`, { status: 'replied' }));
    expect(live.status).toBe(200);
    await http.request(req('GET', '/api/contact'));

    await suite.server.stop();
    const queued = await http.request(req('PATCH', `/api/contact/${msg.id}`, { status: 'archived' }));
    expect(queued.status).toBe(202);
    expect(JSON.parse(queued.body)).toMatchObject({ queued: true, id: msg.id, status: 'archived' });
    const shown = JSON.parse((await http.request(req('GET', '/api/contact'))).body) as { id: string; status: string }[];
    expect(shown.find((m) => m.id === msg.id)?.status).toBe('archived');
    expect(http.status().queued.map((q) => q.description)).toEqual(['Mark message “Ann Parent” archived']);

    await suite.server.start();
    expect(await http.probe()).toBe(true);
    expect(http.status().queued).toEqual([]);
    const onServer = (await suite.server.api<{ id: string; status: string; version: number }[]>('GET', '/api/contact'))
      .body;
    expect(onServer.find((m) => m.id === msg.id)).toMatchObject({ status: 'archived', version: 3 });
  });

  it('waiting edits go before a newer request once the server answers', async () => {
    const { http, queue } = await client();
    await suite.server.stop();
    await http.request(
      req('POST', '/api/events', {
        title: 'Queued first',
        startTime: '2026-07-01T15:00:00.000Z',
        endTime: '2026-07-01T16:00:00.000Z',
      }),
    );
    expect(queue.pending).toHaveLength(1);
    await suite.server.start();
    const live = await http.request(
      req('POST', '/api/events', {
        title: 'Sent live',
        startTime: '2026-07-02T15:00:00.000Z',
        endTime: '2026-07-02T16:00:00.000Z',
      }),
    );
    expect(live.status).toBe(201);
    const events = (await suite.server.api<{ title: string; createdAt: string }[]>('GET', '/api/events')).body;
    const first = events.find((e) => e.title === 'Queued first')!;
    const second = events.find((e) => e.title === 'Sent live')!;
    expect(first.createdAt <= second.createdAt).toBe(true);
  });

  it('an edit the server refuses is listed with its reason until retried or discarded', async () => {
    const { http } = await client();
    await suite.server.stop();
    await http.request(req('DELETE', '/api/gallery/no-such-item'));
    await http.request(req('POST', '/api/announcements', { title: 'Fine', content: 'ok', date: '2026-06-05' }));
    await suite.server.start();
    await http.probe();
    const status = http.status();
    expect(status.queued).toEqual([]);
    expect(status.failed).toHaveLength(1);
    expect(status.failed[0]).toMatchObject({ description: 'Delete gallery item' });
    expect(status.failed[0].error).toMatch(/^404: /);
    expect(
      (await suite.server.api<Announcement[]>('GET', '/api/announcements')).body.some((x) => x.title === 'Fine'),
    ).toBe(true);

    const retried = await http.retryFailed();
    expect(retried.failed).toHaveLength(1); // refused again, still kept
    const discarded = await http.discardFailed(retried.failed[0].id);
    expect(discarded.failed).toEqual([]);
  });

  it('a refused sign-in keeps edits waiting (not failed) until the administrator signs in again', async () => {
    let current: string | null = 'not-a-valid-token';
    const { http } = await client(tempDir(), { getToken: async () => current });
    await suite.server.stop();
    await http.request(
      req('POST', '/api/announcements', { title: 'Waits for sign-in', content: 'z', date: '2026-06-06' }),
    );
    await suite.server.start();
    await http.probe();
    const waiting = http.status();
    expect(waiting.failed).toEqual([]);
    expect(waiting.queued).toHaveLength(1);
    expect(waiting.queued[0].error).toMatch(/sign in again/);
    current = suite.token;
    expect(await http.flush()).toBe(true);
    expect(http.status().queued).toEqual([]);
    expect(
      (await suite.server.api<Announcement[]>('GET', '/api/announcements')).body.some(
        (x) => x.title === 'Waits for sign-in',
      ),
    ).toBe(true);
  });

  it('uploads an image with the token and reports a network failure as status 0', async () => {
    const { http } = await client();
    // 1x1 PNG
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await http.upload({ name: 'dot.png', type: 'image/png', data: new Uint8Array(png) }, suite.token);
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body).imageUrl).toMatch(/^\/uploads\//);
    await suite.server.stop();
    const down = await http.upload({ name: 'dot.png', type: 'image/png', data: new Uint8Array(png) }, suite.token);
    expect(down).toMatchObject({ status: 0, ok: false });
    await suite.server.start();
  });
});
