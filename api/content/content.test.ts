import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { capturedLogger, startTestServer } from '../testing/harness';
import { useTestServer } from '../testing/suite';

const t = useTestServer();
let token: string;
beforeAll(async () => void (token = await t.login()));

const body = async (res: Response) => (await res.json()) as any;
const issueMessages = async (res: Response) => ((await body(res)).issues ?? []).map((i: any) => i.message);

type Case = {
  base: string;
  valid: Record<string, unknown>;
  update: Record<string, unknown>;
  invalid: [Record<string, unknown>, string][];
};
const cases: Case[] = [
  {
    base: '/api/announcements',
    valid: { title: 'Hello', content: 'World', date: '2026-03-01', location: '', category: 'performance' },
    update: { title: 'Hello 2', content: 'World 2', date: '2026-03-02' },
    invalid: [
      [{ content: 'x', date: '2026-03-01' }, MSG.titleRequired],
      [{ title: '  ', content: 'x', date: '2026-03-01' }, MSG.titleRequired],
      [{ title: 'x', content: '', date: '2026-03-01' }, MSG.contentRequired],
      [{ title: 'x', content: 'y', date: '2025-02-30' }, MSG.invalidDate],
      [{ title: 'x', content: 'y' }, MSG.dateRequired],
    ],
  },
  {
    base: '/api/events',
    valid: {
      title: 'Class',
      startTime: '2026-03-01T15:00:00.000Z',
      endTime: '2026-03-01T16:00:00.000Z',
      category: null,
      description: '',
      location: 'Gym',
    },
    update: {
      title: 'Class 2',
      startTime: '2026-03-01T15:00:00.000Z',
      endTime: '2026-03-01T17:00:00.000Z',
      category: 'Class',
    },
    invalid: [
      [{ startTime: '2026-03-01T15:00:00.000Z', endTime: '2026-03-01T16:00:00.000Z' }, MSG.titleRequired],
      [{ title: 'x', startTime: '2026-03-01T15:00:00.000Z', endTime: '2026-03-01T15:00:00.000Z' }, MSG.endAfterStart],
      [{ title: 'x', startTime: '2026-03-01T15:00:00.000Z', endTime: '2026-03-01T14:00:00.000Z' }, MSG.endAfterStart],
      [
        { title: 'x', startTime: 'tomorrow', endTime: '2026-03-01T14:00:00.000Z' },
        'Start time must be an ISO 8601 date-time',
      ],
    ],
  },
  {
    base: '/api/instructors',
    valid: { name: 'Maya', title: 'Color Guard Instructor', bio: 'Flags', imageUrl: '' },
    update: { name: 'Maya T', title: 'Color Guard Instructor', bio: 'Flags!', imageUrl: 'https://example.com/m.jpg' },
    invalid: [
      [{ title: 'x' }, 'Name is required'],
      [{ name: 'x', title: 'y', imageUrl: 'javascript:alert(1)' }, MSG.invalidUrl],
    ],
  },
  {
    base: '/api/gallery',
    valid: {
      title: 'Photo',
      description: '',
      imageUrl: '/uploads/abc.jpg',
      isVideo: false,
      videoUrl: '',
      category: 'photos',
    },
    update: {
      title: 'Video',
      imageUrl: 'https://example.com/t.jpg',
      isVideo: true,
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      category: 'photos',
    },
    invalid: [
      [{ imageUrl: '/uploads/a.jpg' }, MSG.titleRequired],
      [{ title: 'x', imageUrl: '' }, MSG.imageUrlRequired],
      [{ title: 'x', imageUrl: 'data:image/png;base64,AAAA' }, MSG.invalidUrl],
      [{ title: 'x', imageUrl: '/uploads/a.jpg', isVideo: true, videoUrl: 'javascript:alert(1)' }, MSG.invalidVideoUrl],
    ],
  },
];

describe.each(cases)('$base', ({ base, valid, update, invalid }) => {
  it('creates 201, updates 200, deletes 204, with ids and timestamps', async () => {
    const created = await t.req(base, { method: 'POST', json: valid, token });
    expect(created.status).toBe(201);
    const rec = await body(created);
    expect(rec.id).toMatch(/^[\w-]{10,}$/);
    expect(Date.parse(rec.createdAt)).not.toBeNaN();
    expect(rec.updatedAt).toBe(rec.createdAt);
    if (base !== '/api/gallery') {
      const list = await body(await t.req(base, { token }));
      expect(list.some((r: any) => r.id === rec.id)).toBe(true);
    }
    const put = await t.req(`${base}/${rec.id}`, { method: 'PUT', json: update, token });
    expect(put.status).toBe(200);
    const updated = await body(put);
    expect(updated.id).toBe(rec.id);
    expect(updated.createdAt).toBe(rec.createdAt);
    expect(updated.title ?? updated.name).toBe(update.title ?? update.name);
    const del = await t.req(`${base}/${rec.id}`, { method: 'DELETE', token });
    expect(del.status).toBe(204);
    expect((await t.req(`${base}/${rec.id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('refuses invalid bodies with the spec messages', async () => {
    for (const [input, message] of invalid) {
      const res = await t.req(base, { method: 'POST', json: input, token });
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(await issueMessages(res)).toContain(message);
    }
  });

  it('404 for unknown ids, 401 without a token', async () => {
    expect((await t.req(`${base}/nope`, { method: 'PUT', json: valid, token })).status).toBe(404);
    expect((await t.req(`${base}/nope`, { method: 'DELETE', token })).status).toBe(404);
    expect((await t.req(base, { method: 'POST', json: valid })).status).toBe(401);
  });
});

describe('specific rules', () => {
  it('announcements: newest date first, empty optional fields are null', async () => {
    for (const date of ['2026-01-05', '2026-03-05', '2026-02-05'])
      await t.req('/api/announcements', { method: 'POST', json: { title: date, content: 'c', date }, token });
    const list = await body(await t.req('/api/announcements'));
    expect(list.map((a: any) => a.date)).toEqual(['2026-03-05', '2026-02-05', '2026-01-05']);
    expect(list[0].location).toBeNull();
    expect(list[0].category).toBeNull();
  });

  it('gallery: a video never keeps category photos, a photo drops its videoUrl', async () => {
    const v = await body(
      await t.req('/api/gallery', {
        method: 'POST',
        json: {
          title: 'v',
          imageUrl: '/uploads/a.jpg',
          isVideo: true,
          category: 'photos',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        },
        token,
      }),
    );
    expect(v.category).toBe('videos');
    const p = await body(
      await t.req('/api/gallery', {
        method: 'POST',
        json: {
          title: 'p',
          imageUrl: '/uploads/a.jpg',
          isVideo: false,
          category: 'drumLine',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        },
        token,
      }),
    );
    expect(p.category).toBe('photos');
    expect(p.videoUrl).toBeNull();
    const all = await t.req('/api/gallery', { token });
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect((await body(all)).length).toBeGreaterThanOrEqual(2);
  });

  it('contact: 201 for a visitor, validation messages, admin list newest first, delete', async () => {
    const ok = { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello there, a question.' };
    const res = await t.req('/api/contact', { method: 'POST', json: { ...ok, createdAt: '2020-01-01T00:00:00.000Z' } });
    expect(res.status).toBe(201);
    const rec = await body(res);
    expect(rec.createdAt).not.toBe('2020-01-01T00:00:00.000Z');
    const bad = await t.req('/api/contact', {
      method: 'POST',
      json: { name: 'A', email: 'nope', subject: 'H', message: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(await issueMessages(bad)).toEqual(
      expect.arrayContaining([MSG.nameMin, MSG.emailInvalid, MSG.subjectMin, MSG.messageMin]),
    );
    const restored = await body(
      await t.req('/api/contact', { method: 'POST', json: { ...ok, createdAt: '2020-01-01T00:00:00.000Z' }, token }),
    );
    expect(restored.createdAt).toBe('2020-01-01T00:00:00.000Z');
    const list = await body(await t.req('/api/contact', { token }));
    expect(list[0].id).toBe(rec.id);
    expect(list.at(-1).id).toBe(restored.id);
    expect((await t.req(`/api/contact/${rec.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await t.req(`/api/contact/${rec.id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('contact: honeypot posts answer 201 and are not stored; 5 accepted per 10 minutes, then 429', async () => {
    const before = (await body(await t.req('/api/contact', { token }))).length;
    const ok = {
      name: 'Bot',
      email: 'bot@example.com',
      subject: 'Buy',
      message: 'Cheap things for sale!!',
      website: 'http://spam',
    };
    expect((await t.req('/api/contact', { method: 'POST', json: ok })).status).toBe(201);
    expect((await body(await t.req('/api/contact', { token }))).length).toBe(before);
    // One accepted already in the test above; four more are allowed.
    const msg = { ...ok, website: '' };
    for (let i = 0; i < 4; i++) expect((await t.req('/api/contact', { method: 'POST', json: msg })).status).toBe(201);
    const limited = await t.req('/api/contact', { method: 'POST', json: msg });
    expect(limited.status).toBe(429);
    expect((await body(limited)).message).toBeTruthy();
    expect((await t.req('/api/contact', { method: 'POST', json: msg, token })).status).toBe(201);
  });

  it('API conventions: unknown path 404 JSON, malformed JSON 400, too large 413, wrong content type 415, 405', async () => {
    const nf = await t.req('/api/nothing-here');
    expect(nf.status).toBe(404);
    expect(await body(nf)).toEqual({ message: 'Not found' });
    const malformed = await t.req('/api/announcements', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"title": ',
    });
    expect(malformed.status).toBe(400);
    expect((await body(malformed)).message).toBe('Malformed JSON body');
    const big = await t.req('/api/announcements', {
      method: 'POST',
      token,
      json: { title: 'x', content: 'y'.repeat(1_100_000), date: '2026-01-01' },
    });
    expect(big.status).toBe(413);
    const text = await t.req('/api/announcements', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    const method = await t.req('/api/announcements', { method: 'PATCH', token, json: {} });
    expect(method.status).toBe(405);
    expect((await body(method)).message).toBe('Method not allowed');
    const noBody = await t.req('/api/announcements', { method: 'POST', token });
    expect(noBody.status).toBe(400);
  });

  it('unusual methods on /api paths are 405 or 501 with a JSON message, never 500, and log no error', async () => {
    const { request } = await import('node:http');
    const log = capturedLogger();
    const own = await startTestServer({ logger: log.logger });
    try {
      const send = (method: string, pathname: string) =>
        new Promise<{ status: number; body: string; cache: string | undefined }>((resolve, reject) => {
          const req = request(`${own.url}${pathname}`, { method }, (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode!, body: text, cache: res.headers['cache-control'] }));
          });
          req.on('error', reject);
          req.end();
        });
      for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'PURGE', 'OPTIONS', 'PATCH'])
        for (const p of ['/api/announcements', '/api/events/some-id', '/api/nothing']) {
          const res = await send(method, p);
          expect([200, 204, 404, 405, 501], `${method} ${p}`).toContain(res.status);
          if (res.status >= 400) expect(JSON.parse(res.body).message, `${method} ${p}`).toBeTruthy();
        }
      expect((await send('TRACE', '/api/announcements')).status).toBe(501);
      expect((await send('PATCH', '/api/announcements')).status).toBe(405);
      expect(log.lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    } finally {
      await own.stop();
    }
  });

  it('every error answer is JSON and uncached, including ones from the early public lists', async () => {
    const bad = await t.req('/api/events?month=13&year=2026');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect((await body(bad)).message).toMatch(/month/);
  });

  it('health and site', async () => {
    const h = await body(await t.req('/api/health'));
    expect(h).toMatchObject({ ok: true, version: expect.any(String), dataWritable: true });
    expect(h.uptimeSeconds).toBeGreaterThanOrEqual(0);
    const site = await body(await t.req('/api/site'));
    expect(site).toEqual({
      siteName: expect.any(String),
      contactEmail: expect.any(String),
      timezone: 'America/Chicago',
      tagline: 'At the core of performance',
      subscriptions: false, // no SMTP_URL: the subscription form is hidden
      digest: null,
      enrollment: false, // no class takes requests: 'Enroll Now' leads to /contact
      enrollmentRetentionDays: 365,
    });
  });
});
