import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

describe('HTTP caching of the public lists', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = await t.login();
  });
  afterAll(() => t.close());

  const announcement = { title: 'Spring show', content: 'In the gym.', date: '2026-04-02', category: 'Events' };

  it.each(['/api/announcements', '/api/instructors', '/api/events', '/api/events?month=4&year=2026'])(
    '%s: an ETag, revalidation by browsers, a short hold by shared caches, 304 when unchanged',
    async (path) => {
      const first = await t.req(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
      const again = await t.req(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    },
  );

  it('a change makes a new ETag: the old one gets the new list, not a 304', async () => {
    const before = await t.req('/api/announcements');
    const etag = before.headers.get('etag')!;
    const made = await t.req('/api/announcements', { method: 'POST', token, json: announcement });
    expect(made.status).toBe(201);
    const after = await t.req('/api/announcements', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { title: string }[]).map((a) => a.title)).toContain('Spring show');
  });

  it('the compressed answer has its own ETag and revalidates too', async () => {
    const gz = await t.req('/api/announcements', { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = gz.headers.get('etag')!;
    const again = await t.req('/api/announcements', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('a bad month is a 400 no cache keeps', async () => {
    const bad = await t.req('/api/events?month=13&year=2026');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect(bad.headers.get('etag')).toBeNull();
  });
});

describe('a shared cache never holds the announcements past the next scheduled change', () => {
  let t: TestServer;
  afterAll(() => t?.close());

  it('s-maxage shrinks to the seconds left before a notice goes live, without stale-while-revalidate', async () => {
    t = await startTestServer();
    const token = await t.login();
    const publishAt = new Date(Date.now() + 20_000).toISOString();
    const made = await t.req('/api/announcements', {
      method: 'POST',
      token,
      json: { title: 'Soon', content: 'Enrollment opens.', date: '2026-04-02', category: 'Events', publishAt },
    });
    expect(made.status).toBe(201);
    const res = await t.req('/api/announcements');
    const cc = res.headers.get('cache-control')!;
    const hold = Number(/s-maxage=(\d+)/.exec(cc)?.[1]);
    expect(hold).toBeGreaterThan(0);
    expect(hold).toBeLessThanOrEqual(20);
    expect(cc).not.toContain('stale-while-revalidate');
    // With the admin token: the full list with statuses, which no cache may keep.
    const admin = await t.req('/api/announcements', { token });
    expect(admin.headers.get('cache-control')).toBe('no-store');
  });
});
