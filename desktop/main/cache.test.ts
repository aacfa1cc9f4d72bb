import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/tmp';
import { OfflineCache } from './cache';
import { TokenStore, type Cipher } from './tokenStore';

describe('offline cache', () => {
  it('saves in the background in order: 30 puts and an update not awaited, then a get sees the last of them', async () => {
    const cache = new OfflineCache(tempDir());
    const body = (i: number) => JSON.stringify([{ id: String(i), text: 'x'.repeat(50_000 * (i % 3)) }]);
    const writes = Array.from({ length: 30 }, (_, i) =>
      cache.put('/api/contact', { status: 200, statusText: 'OK', body: body(i) }),
    );
    const updated = cache.update('/api/contact', (list) => [...(list as object[]), { id: 'queued' }]);
    const seen = await cache.get('/api/contact');
    expect(JSON.parse(seen!.body).map((m: { id: string }) => m.id)).toEqual(['29', 'queued']);
    expect(await updated).toBe(true);
    expect((await Promise.all(writes)).map((e) => JSON.parse(e.body)[0].id)).toEqual(writes.map((_, i) => String(i)));
  });

  it('a failed save does not stop the next one of the same path', async () => {
    const dir = tempDir();
    const cache = new OfflineCache(dir);
    await writeFile(join(dir, 'blocker'), '');
    const blocked = new OfflineCache(join(dir, 'blocker'));
    await expect(blocked.put('/api/events', { status: 200, statusText: 'OK', body: '[]' })).rejects.toThrow();
    expect(await blocked.get('/api/events')).toBeNull();
    await cache.put('/api/events', { status: 200, statusText: 'OK', body: '[1]' });
    expect((await cache.get('/api/events'))!.body).toBe('[1]');
  });

  it('keeps the last answer of each GET on disk with the time it was saved', async () => {
    const dir = tempDir();
    let now = new Date('2026-03-01T10:00:00Z');
    const cache = new OfflineCache(dir, () => now);
    expect(await cache.get('/api/announcements')).toBeNull();
    await cache.put('/api/announcements', { status: 200, statusText: 'OK', body: '[{"id":"a"}]' });
    now = new Date('2026-03-01T11:30:00Z');
    await cache.put('/api/events', { status: 200, statusText: 'OK', body: '[]' });
    await cache.put('/api/announcements', { status: 200, statusText: 'OK', body: '[{"id":"b"}]' });

    // A new instance on the same folder: the app was restarted.
    const again = new OfflineCache(dir);
    expect(await again.get('/api/announcements')).toEqual({
      key: '/api/announcements',
      status: 200,
      statusText: 'OK',
      body: '[{"id":"b"}]',
      savedAt: '2026-03-01T11:30:00.000Z',
    });
    expect((await again.get('/api/events'))?.savedAt).toBe('2026-03-01T11:30:00.000Z');
    expect((await readdir(dir)).filter((n) => n.endsWith('.json'))).toHaveLength(2);
  });

  it('patches a saved JSON body in place, keeping its saved time', async () => {
    const cache = new OfflineCache(tempDir(), () => new Date('2026-01-01T00:00:00Z'));
    await cache.put('/api/events', { status: 200, statusText: 'OK', body: '[{"id":"1","title":"A"}]' });
    expect(await cache.update('/api/events', (list) => [...(list as object[]), { id: '2' }])).toBe(true);
    const entry = await cache.get('/api/events');
    expect(JSON.parse(entry!.body)).toEqual([{ id: '1', title: 'A' }, { id: '2' }]);
    expect(entry!.savedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(await cache.update('/api/none', (x) => x)).toBe(false);
  });

  it('treats a damaged entry as missing, and clear() empties the folder', async () => {
    const dir = tempDir();
    const cache = new OfflineCache(dir);
    await cache.put('/api/gallery', { status: 200, statusText: 'OK', body: '[]' });
    const [file] = await readdir(dir);
    await writeFile(join(dir, file), '{broken');
    expect(await cache.get('/api/gallery')).toBeNull();
    await cache.put('/api/gallery', { status: 200, statusText: 'OK', body: '[1]' });
    expect((await cache.get('/api/gallery'))?.body).toBe('[1]');
    await cache.clear();
    expect(await cache.get('/api/gallery')).toBeNull();
  });
});

describe('token store', () => {
  const fakeSafeStorage = (available = true): Cipher => ({
    isEncryptionAvailable: () => available,
    encryptString: (plain) => Buffer.from(`enc:${Buffer.from(plain).toString('base64').split('').reverse().join('')}`),
    decryptString: (buf) => Buffer.from(buf.toString().slice(4).split('').reverse().join(''), 'base64').toString(),
  });

  it('keeps the token encrypted on disk and reads it back after a restart', async () => {
    const dir = tempDir();
    await new TokenStore(dir, fakeSafeStorage()).set('secret-token-123');
    const raw = await readFile(join(dir, 'admin-token.bin'), 'utf8');
    expect(raw).not.toContain('secret-token-123');
    expect(await new TokenStore(dir, fakeSafeStorage()).get()).toBe('secret-token-123');
    await new TokenStore(dir, fakeSafeStorage()).set(null);
    expect(await new TokenStore(dir, fakeSafeStorage()).get()).toBeNull();
  });

  it('answers concurrent reads at start-up alike (the renderer asks twice in React strict mode)', async () => {
    const dir = tempDir();
    await new TokenStore(dir, fakeSafeStorage()).set('tok');
    const fresh = new TokenStore(dir, fakeSafeStorage());
    expect(await Promise.all([fresh.get(), fresh.get(), fresh.get()])).toEqual(['tok', 'tok', 'tok']);
  });

  it('without a keychain keeps the token in memory only', async () => {
    const dir = tempDir();
    const store = new TokenStore(dir, fakeSafeStorage(false));
    await store.set('t');
    expect(await store.get()).toBe('t');
    expect(await readdir(dir)).toEqual([]);
    expect(await new TokenStore(dir, fakeSafeStorage(false)).get()).toBeNull();
  });
});
