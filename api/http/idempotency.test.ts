import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_KEY_MESSAGE, IDEMPOTENCY_TTL_MS, IdempotencyStore, KEY_REUSED_MESSAGE } from './idempotency';
import { WriteTracker } from '../storage/writeTracker';
import { startTestServer, tempDir, type TestServer } from '../testing/harness';
import { useTestServer } from '../testing/suite';

const t = useTestServer();
let token: string;
beforeAll(async () => void (token = await t.login()));

const announcement = (title: string) => ({ title, content: 'Body', date: '2026-05-01' });
const post = (
  server: TestServer,
  tk: string | null,
  key: string | null,
  json: unknown,
  pathname = '/api/announcements',
  method = 'POST',
) => server.req(pathname, { method, token: tk, json, headers: key === null ? {} : { 'Idempotency-Key': key } });
const titles = async (server: TestServer) =>
  ((await (await server.req('/api/announcements')).json()) as { title: string }[]).map((a) => a.title);

describe('Idempotency-Key on admin writes', () => {
  it('the same key twice creates one record; the second answer is the first one, marked as a replay', async () => {
    const first = await post(t, token, 'create-once-1', announcement('Once'));
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replay')).toBeNull();
    const firstBody = await first.text();
    const again = await post(t, token, 'create-once-1', announcement('Once'));
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await again.text()).toBe(firstBody);
    expect((await titles(t)).filter((x) => x === 'Once')).toHaveLength(1);
  });

  it('the same key sent again while the first request runs waits for it, then gets its answer', async () => {
    const [a, b] = await Promise.all([
      post(t, token, 'concurrent-1', announcement('Concurrent')),
      post(t, token, 'concurrent-1', announcement('Concurrent')),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await a.text()).toBe(await b.text());
    expect([a.headers.get('Idempotent-Replay'), b.headers.get('Idempotent-Replay')].sort()).toEqual(
      ['true', null].sort(),
    );
    expect((await titles(t)).filter((x) => x === 'Concurrent')).toHaveLength(1);
  });

  it('a repeated DELETE answers the first 204 instead of 404', async () => {
    const created = (await (await post(t, token, null, announcement('To delete'))).json()) as { id: string };
    const del = () => post(t, token, 'delete-1', undefined, `/api/announcements/${created.id}`, 'DELETE');
    expect((await del()).status).toBe(204);
    const again = await del();
    expect(again.status).toBe(204);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    // Without a key the same DELETE runs again: 404.
    expect((await post(t, token, null, undefined, `/api/announcements/${created.id}`, 'DELETE')).status).toBe(404);
  });

  it('the same key with another path or method is 422, and nothing runs', async () => {
    expect((await post(t, token, 'reused-1', announcement('Reused'))).status).toBe(201);
    const otherPath = await post(
      t,
      token,
      'reused-1',
      { title: 'Class', startTime: '2026-03-01T15:00:00.000Z', endTime: '2026-03-01T16:00:00.000Z' },
      '/api/events',
    );
    expect(otherPath.status).toBe(422);
    expect(((await otherPath.json()) as { message: string }).message).toBe(KEY_REUSED_MESSAGE);
    const otherMethod = await post(t, token, 'reused-1', announcement('Reused'), '/api/announcements/some-id', 'PUT');
    expect(otherMethod.status).toBe(422);
    expect(((await (await t.req('/api/events', { token })).json()) as unknown[]).length).toBe(0);
  });

  it('a malformed key is 400 with a clear message, and nothing runs', async () => {
    for (const key of ['', 'has space', 'a'.repeat(101), 'semi;colon', 'dot.ted', 'ümlaut']) {
      const res = await t.req('/api/announcements', {
        method: 'POST',
        token,
        json: announcement(`Bad key ${key.length}`),
        // fetch refuses non-Latin-1 header values; send the UTF-8 bytes as Latin-1 characters.
        headers: { 'Idempotency-Key': Buffer.from(key).toString('latin1') },
      });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(BAD_KEY_MESSAGE);
    }
    expect((await post(t, token, 'a'.repeat(100), announcement('Longest key'))).status).toBe(201);
    expect((await titles(t)).filter((x) => x.startsWith('Bad key'))).toEqual([]);
  });

  it('an error answer is not remembered: the next try with the key runs', async () => {
    const bad = await post(t, token, 'after-error-1', { title: '', content: '', date: 'x' });
    expect(bad.status).toBe(400);
    const good = await post(t, token, 'after-error-1', announcement('After an error'));
    expect(good.status).toBe(201);
    expect(good.headers.get('Idempotent-Replay')).toBeNull();
  });

  it('a public contact post with a key runs once (the offline outbox); other requests without the admin token are unaffected', async () => {
    const message = { name: 'Ann', email: 'ann@example.org', subject: 'Hi', message: 'Hello there' };
    const a = await post(t, null, 'contact-1', message, '/api/contact');
    const b = await post(t, null, 'contact-1', message, '/api/contact');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('Idempotent-Replay')).toBe('true');
    expect(((await a.json()) as { id: string }).id).toBe(((await b.json()) as { id: string }).id);
    // Kept apart from the admin's keys: the same key on an admin write is that write's own.
    expect((await post(t, token, 'contact-1', announcement('Own key'))).status).toBe(201);
    expect((await post(t, null, 'not a key!', message, '/api/contact')).status).toBe(400);
    expect((await post(t, null, 'admin-only-1', announcement('No token'))).status).toBe(401);
    expect((await post(t, 'wrong-token', 'admin-only-1', announcement('No token'))).status).toBe(401);
    const inbox = (await (await t.req('/api/contact', { token })).json()) as { name: string }[];
    expect(inbox.filter((m) => m.name === 'Ann')).toHaveLength(1);
  });

  it('remembered keys survive a server restart on the same data folder (file written before the answer)', async () => {
    const dataDir = tempDir();
    const one = await startTestServer({ dataDir });
    const tk = await one.login();
    const first = await post(one, tk, 'restart-1', announcement('Across restarts'));
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const file = path.join(dataDir, 'idempotency.json');
    expect(fs.readFileSync(file, 'utf8')).toContain('restart-1');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await one.close();

    const two = await startTestServer({ dataDir });
    try {
      const again = await post(two, tk, 'restart-1', announcement('Across restarts'));
      expect(again.status).toBe(201);
      expect(again.headers.get('Idempotent-Replay')).toBe('true');
      expect(await again.text()).toBe(firstBody);
      expect((await titles(two)).filter((x) => x === 'Across restarts')).toHaveLength(1);
    } finally {
      await two.stop();
    }
  });
});

describe('IdempotencyStore bounds', () => {
  /** The least of a Koa context the middleware reads and writes. */
  const fakeCtx = (key: string, path = '/api/announcements') => {
    const headers: Record<string, string> = {};
    return {
      headers: { 'idempotency-key': key },
      state: { admin: true },
      method: 'POST',
      path,
      status: 404,
      body: undefined as unknown,
      type: '',
      set: (k: string, v: string) => void (headers[k] = v),
      response: { get: () => 'application/json' },
      replayed: () => headers['Idempotent-Replay'] === 'true',
    };
  };

  it('keeps at most the given number of keys, the oldest go first, and forgets keys after 24 hours', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const dir = tempDir();
    const store = new IdempotencyStore(
      dir,
      new WriteTracker(),
      () => {},
      () => now,
      { keys: 3, bytes: 1_000_000 },
    );
    await store.load();
    let runs = 0;
    const send = async (key: string) => {
      const ctx = fakeCtx(key);
      await store.middleware()(ctx as unknown as Context, async () => {
        runs++;
        ctx.status = 201;
        ctx.body = { n: runs };
      });
      return ctx;
    };
    for (const k of ['k1', 'k2', 'k3', 'k4']) await send(k);
    expect(store.size).toBe(3);
    expect((await send('k4')).replayed()).toBe(true);
    expect((await send('k1')).replayed()).toBe(false); // evicted: runs again
    expect(runs).toBe(5);

    now += IDEMPOTENCY_TTL_MS + 1;
    expect((await send('k4')).replayed()).toBe(false);
    expect(store.size).toBe(1);

    // What is on disk is what a restart sees.
    const reopened = new IdempotencyStore(
      dir,
      new WriteTracker(),
      () => {},
      () => now,
    );
    await reopened.load();
    expect(reopened.size).toBe(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('drops the oldest answers when the remembered bodies pass the size limit', async () => {
    const dir = tempDir();
    const store = new IdempotencyStore(dir, new WriteTracker(), () => {}, Date.now, { keys: 100, bytes: 250 });
    await store.load();
    for (const k of ['a', 'b', 'c']) {
      const ctx = fakeCtx(k);
      await store.middleware()(ctx as unknown as Context, async () => {
        ctx.status = 201;
        ctx.body = Buffer.from('x'.repeat(100));
      });
    }
    expect(store.size).toBe(2);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
