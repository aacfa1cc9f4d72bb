import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/suite';

const t = useTestServer();
let token: string;
beforeAll(async () => void (token = await t.login()));

const base = { title: 'Notice', content: 'Text', date: '2026-03-01' };
const create = async (fields: Record<string, unknown>) => {
  const res = await t.req('/api/announcements', { method: 'POST', token, json: { ...base, ...fields } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; publishAt?: string; expiresAt?: string; urgent?: boolean };
};
const publicIds = async (headers: Record<string, string> = {}) => {
  const res = await t.req('/api/announcements', { headers });
  expect(res.status).toBe(200);
  const enc = res.headers.get('content-encoding');
  const raw = Buffer.from(await res.arrayBuffer());
  // fetch decodes br/gzip itself; the header still says which cached variant was sent.
  const list = JSON.parse((enc && raw[0] !== 0x5b ? zlib.unzipSync(raw) : raw).toString()) as { id: string }[];
  return { ids: list.map((a) => a.id), enc, list };
};
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

describe('scheduled and expiring announcements', () => {
  it('stores publishAt, expiresAt (as UTC) and urgent; absent fields stay absent', async () => {
    const a = await create({ publishAt: '2030-01-01T09:00:00-06:00', expiresAt: '2030-01-02T09:00:00Z', urgent: true });
    expect(a).toMatchObject({
      publishAt: '2030-01-01T15:00:00.000Z',
      expiresAt: '2030-01-02T09:00:00.000Z',
      urgent: true,
    });
    const plain = await create({ publishAt: null, expiresAt: '' });
    expect(plain).not.toHaveProperty('publishAt');
    expect(plain).not.toHaveProperty('expiresAt');
    expect(plain).not.toHaveProperty('urgent');
  });

  it('refuses bad times with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ publishAt: 'next monday' }, 'publishAt', 'Publish time must be an ISO 8601 date-time'],
      [{ expiresAt: '2030-13-01T00:00:00Z' }, 'expiresAt', 'Expiry time must be an ISO 8601 date-time'],
      [{ publishAt: 12 }, 'publishAt', 'Publish time must be an ISO 8601 date-time'],
      [
        { publishAt: '2030-01-02T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' },
        'expiresAt',
        'Expiry time must be after the publish time',
      ],
      [
        { publishAt: '2030-01-01T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' },
        'expiresAt',
        'Expiry time must be after the publish time',
      ],
      [{ urgent: 'yes' }, 'urgent', 'urgent must be true or false'],
    ];
    for (const [fields, path, message] of cases) {
      const res = await t.req('/api/announcements', { method: 'POST', token, json: { ...base, ...fields } });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const b = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
      expect(b.message).toBe(message);
      expect(b.issues[0].path).toBe(path);
    }
  });

  it('the admin list has every announcement with its status; the public one only the live ones', async () => {
    const scheduled = await create({ publishAt: iso(86_400_000) });
    const expired = await create({ publishAt: iso(-86_400_000), expiresAt: iso(-3_600_000) });
    const live = await create({ expiresAt: iso(86_400_000) });
    const res = await t.req('/api/announcements', { token });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const all = (await res.json()) as { id: string; status: string }[];
    const statusOf = (id: string) => all.find((a) => a.id === id)?.status;
    expect([statusOf(scheduled.id), statusOf(expired.id), statusOf(live.id)]).toEqual([
      'scheduled',
      'expired',
      'published',
    ]);
    const { ids, list } = await publicIds();
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(scheduled.id);
    expect(ids).not.toContain(expired.id);
    expect(list.every((a) => !('status' in a))).toBe(true);
    // An invalid token is a visitor.
    const bad = await t.req('/api/announcements', { token: 'nope' });
    expect(((await bad.json()) as { id: string }[]).map((a) => a.id)).toEqual(ids);
  });

  it('a notice due in three seconds appears then, and one expiring goes, with no write in between', async () => {
    // One instant for both (made apart, each would have its own), a few seconds ahead even on a slow machine.
    const at = iso(3000);
    const due = await create({ title: 'Due', publishAt: at });
    const going = await create({ title: 'Going', expiresAt: at });
    // Warm every cached variant: plain, brotli, gzip.
    for (const enc of ['identity', 'br', 'gzip']) {
      const { ids } = await publicIds({ 'Accept-Encoding': enc });
      expect(ids).not.toContain(due.id);
      expect(ids).toContain(going.id);
    }
    const revision = await t.req('/api/announcements', { token }).then((r) => r.json());
    await expect
      .poll(async () => (await publicIds({ 'Accept-Encoding': 'br' })).ids.includes(due.id), {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(true);
    for (const enc of ['identity', 'br', 'gzip']) {
      const { ids } = await publicIds({ 'Accept-Encoding': enc });
      expect(ids, enc).toContain(due.id);
      expect(ids, enc).not.toContain(going.id);
    }
    // Nothing was written: the admin list is the same records.
    const after = (await t.req('/api/announcements', { token }).then((r) => r.json())) as { id: string }[];
    expect(after.map((a) => a.id).sort()).toEqual((revision as { id: string }[]).map((a) => a.id).sort());
  });

  it('30 concurrent public requests across a boundary never see a scheduled notice early', async () => {
    const at = Date.now() + 1500;
    const due = await create({ title: 'Burst', publishAt: new Date(at).toISOString() });
    const seen: boolean[] = [];
    while (Date.now() < at + 500) {
      const results = await Promise.all(Array.from({ length: 30 }, () => publicIds()));
      // Judged by when the answers were in, not when the burst began: the list is what is live when
      // the server answers, and on a loaded machine a burst sent before the boundary can be answered after it.
      const answered = Date.now();
      for (const r of results) {
        const has = r.ids.includes(due.id);
        if (answered < at) expect(has).toBe(false);
        seen.push(has);
      }
    }
    expect(seen.at(-1)).toBe(true);
  });

  it('an import keeps the new fields, and refuses an expiry before publish naming the record', async () => {
    const record = {
      id: 'sched-1',
      ...base,
      publishAt: '2031-05-01T12:00:00.000Z',
      expiresAt: '2031-06-01T12:00:00.000Z',
      urgent: true,
      status: 'scheduled', // what the admin list (and so an export) carries: ignored
    };
    const bad = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: { content: { announcements: [{ ...record, expiresAt: '2031-04-01T12:00:00.000Z' }] } },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues[0].path).toBe('announcements.0.expiresAt');
    const res = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: { content: { announcements: [record] } },
    });
    expect(res.status).toBe(200);
    const all = (await t.req('/api/announcements', { token }).then((r) => r.json())) as Record<string, unknown>[];
    expect(all).toEqual([
      expect.objectContaining({
        id: 'sched-1',
        publishAt: '2031-05-01T12:00:00.000Z',
        expiresAt: '2031-06-01T12:00:00.000Z',
        urgent: true,
        status: 'scheduled',
      }),
    ]);
    expect((await publicIds()).ids).toEqual([]);
  });
});
