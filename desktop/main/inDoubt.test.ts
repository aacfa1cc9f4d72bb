import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lossyFetch } from '../test/lossyFetch';
import { tempDir } from '../test/tmp';
import { useRealServer } from '../test/useRealServer';
import type { QueueItem } from './queueTypes';
import { TEMP_ID_PREFIX } from './tempIds';

type Announcement = { id: string; title: string; content: string; date: string };

/**
 * A record created offline, then edited or deleted while its create still waits. Merging the edit
 * into the create is right only while the create was never sent: once a send of it may have
 * reached the server, a repeat of its Idempotency-Key gets the FIRST answer, and a merged edit
 * (or a merged delete) would be lost without a word.
 */
describe('edits of a record whose create may already have reached the server', () => {
  const suite = useRealServer();
  const { req } = suite;
  const client = (dir: string, f: typeof fetch) => suite.client(dir, { fetch: f });
  const announcement = (title: string) => ({ title, content: `About ${title}`, date: '2026-06-10' });
  const onServer = async () => (await suite.server.api<Announcement[]>('GET', '/api/announcements')).body;
  const titled = async (title: string) => (await onServer()).filter((a) => a.title === title);
  const queueFile = async (dir: string) =>
    JSON.parse(await readFile(join(dir, 'queue.json'), 'utf8')) as {
      pending: QueueItem[];
      failed: QueueItem[];
      created?: Record<string, { id: string }>;
    };

  /** A live create whose answer is lost (the server made it): queued in doubt; then the server goes away. */
  async function createInDoubt(title: string, body: unknown = announcement(title)) {
    const dir = tempDir();
    const net = lossyFetch();
    const app = await client(dir, net.fetch);
    await app.http.request(req('GET', '/api/announcements')); // the saved list, as the dashboard loads it
    net.dropNext();
    const answer = await app.http.request(req('POST', '/api/announcements', body));
    expect(answer.status).toBe(202);
    const temp = JSON.parse(answer.body) as { id: string };
    expect(temp.id).toMatch(new RegExp(`^${TEMP_ID_PREFIX}`));
    expect(app.queue.pending).toEqual([expect.objectContaining({ method: 'POST', inDoubt: true })]);
    await suite.server.stop();
    return { dir, net, app, temp };
  }

  it('an offline edit is queued after the create (not merged into it) and reaches the server: one record, with the edit', async () => {
    const { net, app, temp } = await createInDoubt('Doubtful');
    const put = await app.http.request(
      req('PUT', `/api/announcements/${temp.id}`, announcement('Doubtful, edited offline')),
    );
    expect(put.status).toBe(202);
    expect(app.queue.pending.map((p) => [p.method, p.path])).toEqual([
      ['POST', '/api/announcements'],
      ['PUT', `/api/announcements/${temp.id}`],
    ]);
    expect(app.queue.pending[0].body).toMatchObject({ title: 'Doubtful' }); // the create goes as it was sent
    expect(app.http.status().queued.map((q) => q.description)).toEqual([
      'Create announcement “Doubtful”',
      'Update announcement “Doubtful, edited offline”',
    ]);
    // The saved list shows the edit meanwhile.
    const shown = JSON.parse((await app.http.request(req('GET', '/api/announcements'))).body) as Announcement[];
    expect(shown.find((a) => a.id === temp.id)?.title).toBe('Doubtful, edited offline');

    await suite.server.start();
    expect(await app.http.probe()).toBe(true);
    expect(app.http.status()).toMatchObject({ queued: [], failed: [] });
    const [record] = await titled('Doubtful, edited offline');
    expect(record).toBeDefined();
    expect(await titled('Doubtful')).toEqual([]); // one record, not two, and it carries the edit
    // The create went again under its key (answered with the first answer), the edit under the server's id.
    expect(net.writes.slice(-2)).toEqual(['POST /api/announcements', `PUT /api/announcements/${record.id}`]);
    // The saved list now knows the record by the server's id.
    const cached = JSON.parse((await app.cache.get('/api/announcements'))!.body) as Announcement[];
    expect(cached.some((a) => a.id.startsWith(TEMP_ID_PREFIX))).toBe(false);
    expect(cached.find((a) => a.id === record.id)?.title).toBe('Doubtful, edited offline');
  });

  it('an offline delete is queued after the create: the server ends with no record', async () => {
    const { app, temp } = await createInDoubt('Doubtful, then deleted');
    const del = await app.http.request(req('DELETE', `/api/announcements/${temp.id}`));
    expect(del.status).toBe(202);
    expect(app.queue.pending.map((p) => p.method)).toEqual(['POST', 'DELETE']);
    await suite.server.start();
    await app.http.probe();
    expect(app.http.status()).toMatchObject({ queued: [], failed: [] });
    expect(await titled('Doubtful, then deleted')).toEqual([]);
  });

  it('a refused create: its dependent edit is kept in the failed list with a reason that says so', async () => {
    // The server refuses the create (no title); its answer is lost, so the app can't know yet.
    const { app, temp } = await createInDoubt('', announcement(''));
    await app.http.request(req('PUT', `/api/announcements/${temp.id}`, announcement('Fixed title')));
    expect(app.queue.pending).toHaveLength(2);
    await suite.server.start();
    await app.http.probe();
    const { queued, failed } = app.http.status();
    expect(queued).toEqual([]);
    expect(failed.map((f) => f.description)).toEqual(['Create announcement', 'Update announcement “Fixed title”']);
    expect(failed[0].error).toMatch(/^400: /);
    expect(failed[1].error).toMatch(
      /^Not sent: the server refused the create it depends on \(Create announcement: 400: /,
    );
    expect(await titled('Fixed title')).toEqual([]);

    // Retry sends both again, in order: still refused, still kept with their reasons.
    const again = await app.http.retryFailed();
    expect(again.failed.map((f) => f.error)).toEqual([
      expect.stringMatching(/^400: /),
      expect.stringMatching(/refused the create it depends on/),
    ]);
    // Discarding the create (only on request) leaves the edit, which can't go anywhere: it says why.
    await app.http.discardFailed(again.failed[0].id);
    const last = await app.http.retryFailed();
    expect(last.failed).toHaveLength(1);
    expect(last.failed[0].error).toMatch(/whose create was discarded/);
  });

  it('a replay whose answer was lost, then an offline edit, survives an app restart in the middle; the id map too', async () => {
    const dir = tempDir();
    const net = lossyFetch();
    const first = await client(dir, net.fetch);
    await first.http.request(req('GET', '/api/announcements'));
    await suite.server.stop();
    await first.http.request(req('GET', '/api/announcements')); // the saved list (this also drops the closed keep-alive connection)
    // Created offline: never sent (connection refused), so an edit still joins it.
    const temp = JSON.parse(
      (await first.http.request(req('POST', '/api/announcements', announcement('Restart A')))).body,
    ) as { id: string };
    await first.http.request(req('PUT', `/api/announcements/${temp.id}`, announcement('Restart B')));
    expect(first.queue.pending).toEqual([expect.objectContaining({ method: 'POST', body: announcement('Restart B') })]);
    expect(first.queue.pending[0]).not.toHaveProperty('inDoubt');

    // The server is back; the replay reaches it but its answer is lost: now in doubt.
    await suite.server.start();
    net.dropNext();
    await first.http.probe();
    expect(await titled('Restart B')).toHaveLength(1);
    expect(first.queue.pending).toEqual([expect.objectContaining({ method: 'POST', inDoubt: true })]);

    // Offline again: the next edit is its own item.
    await suite.server.stop();
    await first.http.request(req('PUT', `/api/announcements/${temp.id}`, announcement('Restart C')));
    first.http.dispose();
    const saved = await queueFile(dir);
    expect(saved.pending.map((p) => [p.method, p.path, p.inDoubt ?? false])).toEqual([
      ['POST', '/api/announcements', true],
      ['PUT', `/api/announcements/${temp.id}`, false],
    ]);

    // The app restarts while offline and the server comes back: the create is answered (its
    // first answer, replayed), the edit's connection fails.
    const second = await client(dir, net.fetch);
    expect(second.queue.pending.map((p) => p.inDoubt ?? false)).toEqual([true, false]);
    await suite.server.start();
    net.refuseNext(1);
    await second.http.probe();
    const [made] = await titled('Restart B');
    expect(second.queue.pending).toEqual([
      expect.objectContaining({ method: 'PUT', path: `/api/announcements/${made.id}` }),
    ]);
    expect((await queueFile(dir)).created).toEqual({
      [temp.id.slice(TEMP_ID_PREFIX.length)]: expect.objectContaining({ id: made.id }),
    });
    second.http.dispose();

    // Another restart, in the middle of it all: the edit goes with the server's id.
    const third = await client(dir, net.fetch);
    await third.http.probe();
    expect(third.http.status()).toMatchObject({ queued: [], failed: [] });
    const [record] = await titled('Restart C');
    expect(record).toMatchObject({ id: made.id });
    expect((await onServer()).filter((a) => a.title.startsWith('Restart '))).toHaveLength(1);
    third.http.dispose();

    // After another restart, a window still showing the temporary id edits the real record.
    const fourth = await client(dir, net.fetch);
    const live = await fourth.http.request(req('PUT', `/api/announcements/${temp.id}`, announcement('Restart D')));
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toMatchObject({ id: record.id, title: 'Restart D' });
    expect((await onServer()).filter((a) => a.title.startsWith('Restart '))).toEqual([
      expect.objectContaining({ id: record.id, title: 'Restart D' }),
    ]);
  });

  it('a live create refused before it left (connection refused) is not in doubt: an edit joins it, one request in all', async () => {
    const dir = tempDir();
    const net = lossyFetch();
    const app = await client(dir, net.fetch);
    net.refuseNext();
    const temp = JSON.parse(
      (await app.http.request(req('POST', '/api/announcements', announcement('Never left')))).body,
    ) as { id: string };
    expect(app.queue.pending[0]).not.toHaveProperty('inDoubt');
    await suite.server.stop();
    await app.http.request(req('PUT', `/api/announcements/${temp.id}`, announcement('Never left, edited')));
    expect(app.queue.pending).toHaveLength(1);
    const before = net.writes.length;
    await suite.server.start();
    await app.http.probe();
    expect(net.writes.slice(before)).toEqual(['POST /api/announcements']);
    expect(await titled('Never left, edited')).toHaveLength(1);
    expect(await titled('Never left')).toEqual([]);
  });
});

/** The packaged app's fetch is Electron's net.fetch, which fails with "net::ERR_…" errors instead of Node's. */
describe('net.fetch’s failures: never sent, or in doubt', () => {
  const suite = useRealServer();
  const { req } = suite;
  /** Fails every write with `error`, before it leaves (`before`) or after the server has answered it. */
  const netFetch = (error: string, before: boolean) =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      const write = Boolean(init?.method && init.method !== 'GET');
      if (write && before) throw new Error(`net::${error}`);
      const res = await fetch(input, init);
      if (!write) return res;
      await res.arrayBuffer();
      throw new Error(`net::${error}`);
    }) as typeof fetch;

  it.each(['ERR_PROXY_CONNECTION_FAILED', 'ERR_CERT_AUTHORITY_INVALID', 'ERR_CONNECTION_REFUSED'])(
    '%s: queued as never sent (a later edit may join it)',
    async (error) => {
      const app = await suite.client(tempDir(), { fetch: netFetch(error, true) });
      const answer = await app.http.request(req('POST', '/api/announcements', announcementBody('Via proxy')));
      expect(answer.status).toBe(202);
      expect(app.queue.pending).toEqual([expect.not.objectContaining({ inDoubt: true })]);
    },
  );

  it.each(['ERR_CONNECTION_RESET', 'ERR_TIMED_OUT', 'ERR_EMPTY_RESPONSE'])(
    '%s: queued in doubt (the server may have applied it)',
    async (error) => {
      const app = await suite.client(tempDir(), { fetch: netFetch(error, false) });
      const answer = await app.http.request(req('POST', '/api/announcements', announcementBody(`Lost ${error}`)));
      expect(answer.status).toBe(202);
      expect(app.queue.pending).toEqual([expect.objectContaining({ inDoubt: true })]);
    },
  );
});

const announcementBody = (title: string) => ({ title, content: `About ${title}`, date: '2026-06-10' });
