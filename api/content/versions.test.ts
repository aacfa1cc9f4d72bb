import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir } from '../testing/harness';
import { useTestServer } from '../testing/suite';
import { MAX_REVISIONS } from './versions';

const t = useTestServer();
let token: string;
beforeAll(async () => void (token = await t.login()));

const DAY = 24 * 60 * 60 * 1000;
type Rec = { id: string; version: number; title?: string; [k: string]: unknown };
type Trash = { id: string; type: string; deletedAt: string; record: Rec };
const ann = (title: string) => ({ title, content: 'Body', date: '2026-05-01' });
const json = async <T = Rec>(res: Response) => (await res.json()) as T;

async function create(title = 'A') {
  const res = await t.req('/api/announcements', { method: 'POST', token, json: ann(title) });
  expect(res.status).toBe(201);
  return json(res);
}
const put = (id: string, title: string, ifMatch?: string) =>
  t.req(`/api/announcements/${id}`, {
    method: 'PUT',
    token,
    json: ann(title),
    headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
  });
const trashList = async () => json<Trash[]>(await t.req('/api/trash', { token }));

describe('versions and ETag', () => {
  it('version 1 on create, +1 on each change, ETag on POST and PUT', async () => {
    const res = await t.req('/api/announcements', { method: 'POST', token, json: ann('V') });
    expect(res.status).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    const a = await json(res);
    expect(a.version).toBe(1);
    const p1 = await put(a.id, 'V2');
    expect(p1.status).toBe(200);
    expect(p1.headers.get('etag')).toBe('"2"');
    expect((await json(p1)).version).toBe(2);
    const p2 = await put(a.id, 'V3', '"2"');
    expect(p2.status).toBe(200);
    expect((await json(p2)).version).toBe(3);
    const list = await json<Rec[]>(await t.req('/api/announcements'));
    expect(list.find((r) => r.id === a.id)!.version).toBe(3);
  });

  it('events, gallery items and contact messages carry versions too', async () => {
    const ev = await t.req('/api/events', {
      method: 'POST',
      token,
      json: { title: 'E', startTime: '2026-05-01T10:00:00Z', endTime: '2026-05-01T11:00:00Z' },
    });
    expect(ev.status).toBe(201);
    expect(ev.headers.get('etag')).toBe('"1"');
    const g = await t.req('/api/gallery', {
      method: 'POST',
      token,
      json: { title: 'G', imageUrl: 'https://x.org/a.jpg' },
    });
    expect((await json(g)).version).toBe(1);
    const c = await t.req('/api/contact', {
      method: 'POST',
      json: { name: 'Nia', email: 'n@example.org', subject: 'Hello', message: 'Hello there' },
    });
    expect(c.status).toBe(201);
    expect(c.headers.get('etag')).toBe('"1"');
  });

  it('If-Match: a mismatch is 412 {message, current} and changes nothing; malformed is 400 naming the header', async () => {
    const a = await create('M');
    await put(a.id, 'M2');
    const stale = await put(a.id, 'lost', '"1"');
    expect(stale.status).toBe(412);
    const body = await json<{ message: string; current: Rec }>(stale);
    expect(body.message).toBeTruthy();
    expect(body.current).toMatchObject({ id: a.id, title: 'M2', version: 2 });
    const del = await t.req(`/api/announcements/${a.id}`, { method: 'DELETE', token, headers: { 'If-Match': '"1"' } });
    expect(del.status).toBe(412);
    expect((await json<{ current: Rec }>(del)).current.version).toBe(2);
    const list = await json<Rec[]>(await t.req('/api/announcements'));
    expect(list.find((r) => r.id === a.id)).toMatchObject({ title: 'M2', version: 2 });
    for (const bad of ['2', '"0"', '"-1"', '"abc"', '"1", "2"', 'W/"2"', '*', '', '"2.5"']) {
      const res = await put(a.id, 'bad', bad);
      expect(res.status, bad).toBe(400);
      expect((await json<{ message: string }>(res)).message, bad).toMatch(/If-Match/);
      const d = await t.req(`/api/announcements/${a.id}`, { method: 'DELETE', token, headers: { 'If-Match': bad } });
      expect(d.status, bad).toBe(400);
    }
    expect((await put(a.id, 'M3', '"2"')).status).toBe(200);
    const ok = await t.req(`/api/announcements/${a.id}`, { method: 'DELETE', token, headers: { 'If-Match': '"3"' } });
    expect(ok.status).toBe(204);
    expect((await put('nope', 'x', '"1"')).status).toBe(404);
  });
});

describe('trash', () => {
  it('DELETE moves to the trash (404 after); list newest first; restore; 409; 404; delete for good', async () => {
    const a = await create('T1');
    const b = await create('T2');
    expect((await t.req(`/api/announcements/${a.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await t.req(`/api/announcements/${a.id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await put(a.id, 'x')).status).toBe(404);
    expect((await t.req(`/api/announcements/${b.id}`, { method: 'DELETE', token })).status).toBe(204);
    const list = await trashList();
    const ea = list.find((e) => e.record.id === a.id)!;
    const eb = list.find((e) => e.record.id === b.id)!;
    expect(ea).toMatchObject({ type: 'announcement', record: { title: 'T1', version: 1 } });
    expect(Object.keys(ea).sort()).toEqual(['deletedAt', 'id', 'record', 'type']);
    expect(list.indexOf(eb)).toBeLessThan(list.indexOf(ea));
    const r = await t.req(`/api/trash/${ea.id}/restore`, { method: 'POST', token });
    expect(r.status).toBe(200);
    expect(await json(r)).toMatchObject({ id: a.id, title: 'T1', version: 2 });
    expect(r.headers.get('etag')).toBe('"2"');
    // An edit made on the version from before the delete does not overwrite the restored record unseen.
    const stale = await t.req(`/api/announcements/${a.id}`, {
      method: 'PUT',
      token,
      headers: { 'If-Match': '"1"' },
      json: { title: 'stale', content: 'c', date: '2026-05-01' },
    });
    expect(stale.status).toBe(412);
    const live = await json<Rec[]>(await t.req('/api/announcements'));
    expect(live.some((x) => x.id === a.id)).toBe(true);
    expect((await trashList()).some((e) => e.id === ea.id)).toBe(false);
    expect((await t.req(`/api/trash/${ea.id}/restore`, { method: 'POST', token })).status).toBe(404);
    // 409 when the id is taken again (here by an import) while the record is in the trash.
    await t.req(`/api/announcements/${a.id}`, { method: 'DELETE', token });
    const again = (await trashList()).find((e) => e.record.id === a.id)!;
    await t.req(`/api/trash/${again.id}/restore`, { method: 'POST', token });
    await t.req(`/api/announcements/${a.id}`, { method: 'DELETE', token });
    const e1 = (await trashList()).find((e) => e.record.id === a.id)!;
    // put the same id back through an import, then the trash entry cannot restore over it
    const current = await json<Rec[]>(await t.req('/api/announcements'));
    const imp = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: { content: { announcements: [...current, { ...e1.record }] } },
    });
    expect(imp.status).toBe(200);
    const conflict = await t.req(`/api/trash/${e1.id}/restore`, { method: 'POST', token });
    expect(conflict.status).toBe(409);
    expect((await trashList()).some((e) => e.id === e1.id)).toBe(true);
    // delete for good
    expect((await t.req(`/api/trash/${eb.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await t.req(`/api/trash/${eb.id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await t.req(`/api/trash/${eb.id}/restore`, { method: 'POST', token })).status).toBe(404);
    expect((await trashList()).some((e) => e.id === eb.id)).toBe(false);
  });

  it('10 restores racing 10 deletes-forever of one entry: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await create(`Race ${round}`);
      expect((await t.req(`/api/announcements/${a.id}`, { method: 'DELETE', token })).status).toBe(204);
      const entry = (await trashList()).find((e) => e.record.id === a.id)!;
      const calls = Array.from({ length: 20 }, (_, i) =>
        (i + round) % 2
          ? t.req(`/api/trash/${entry.id}/restore`, { method: 'POST', token })
          : t.req(`/api/trash/${entry.id}`, { method: 'DELETE', token }),
      );
      const statuses = (await Promise.all(calls)).map((r) => r.status);
      const wins = statuses.filter((st) => st === 200 || st === 204);
      expect(wins, statuses.join()).toHaveLength(1);
      expect(statuses.filter((st) => st === 404)).toHaveLength(19);
      const live = (await json<Rec[]>(await t.req('/api/announcements'))).some((x) => x.id === a.id);
      expect(live).toBe(wins[0] === 200);
      expect((await trashList()).some((e) => e.id === entry.id)).toBe(false);
    }
  });

  it('a restore honours If-Match: the version in the trash, 412 {message, current} when stale', async () => {
    const a = await create('IM1');
    await put(a.id, 'IM2');
    expect((await t.req(`/api/announcements/${a.id}`, { method: 'DELETE', token })).status).toBe(204);
    const entry = (await trashList()).find((e) => e.record.id === a.id)!;
    const restore = (ifMatch: string) =>
      t.req(`/api/trash/${entry.id}/restore`, { method: 'POST', token, headers: { 'If-Match': ifMatch } });
    const stale = await restore('"1"');
    expect(stale.status).toBe(412);
    const body = await json<{ message: string; current: Rec }>(stale);
    expect(body.message).toBeTruthy();
    expect(body.current).toMatchObject({ id: a.id, title: 'IM2', version: 2 });
    expect((await restore('1')).status).toBe(400);
    expect((await trashList()).some((e) => e.id === entry.id)).toBe(true);
    const ok = await restore('"2"');
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ id: a.id, version: 3 });
  });

  it('contact messages, events and gallery items go to the trash with their type; the trash needs the admin', async () => {
    const c = await json(
      await t.req('/api/contact', {
        method: 'POST',
        json: { name: 'Nia', email: 'n@example.org', subject: 'Hello', message: 'Trash me please' },
      }),
    );
    // Its month's file (contactMessages/YYYY-MM.json) loses it and gets it back.
    const monthFile = path.join(t.dataDir, 'contactMessages', `${String(c.createdAt).slice(0, 7)}.json`);
    const inMonth = () => JSON.parse(fs.readFileSync(monthFile, 'utf8')).items.some((m: Rec) => m.id === c.id);
    expect(inMonth()).toBe(true);
    expect((await t.req(`/api/contact/${c.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(inMonth()).toBe(false);
    const e = (await trashList()).find((x) => x.record.id === c.id)!;
    expect(e.type).toBe('contactMessage');
    const back = await t.req(`/api/trash/${e.id}/restore`, { method: 'POST', token });
    expect(back.status).toBe(200);
    expect(inMonth()).toBe(true);
    const msgs = await json<Rec[]>(await t.req('/api/contact', { token }));
    expect(msgs.some((m) => m.id === c.id)).toBe(true);
    expect((await t.req('/api/trash')).status).toBe(401);
    expect((await t.req(`/api/trash/${e.id}/restore`, { method: 'POST' })).status).toBe(401);
    expect((await t.req(`/api/trash/${e.id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('keeps 30 days: older entries are purged on a trash write and at start-up', async () => {
    const a = await create('Old');
    await t.req(`/api/announcements/${a.id}`, { method: 'DELETE', token });
    const db = t.services.db;
    const real = db.clock;
    try {
      db.clock = () => Date.now() + 29 * DAY;
      const b = await create('Newer');
      await t.req(`/api/announcements/${b.id}`, { method: 'DELETE', token });
      expect((await trashList()).some((e) => e.record.id === a.id)).toBe(true);
      db.clock = () => Date.now() + 31 * DAY;
      const c = await create('Newest');
      await t.req(`/api/announcements/${c.id}`, { method: 'DELETE', token });
      const ids = (await trashList()).map((e) => e.record.id);
      expect(ids).not.toContain(a.id);
      expect(ids).toContain(b.id);
      expect(ids).toContain(c.id);
    } finally {
      db.clock = real;
    }
  });

  it('purges old entries at start-up (trash.json kept in its own file)', async () => {
    let s = await startTestServer();
    try {
      const ids: string[] = [];
      for (const title of ['x', 'y']) {
        const id = (
          (await (await s.signedIn('/api/announcements', { method: 'POST', json: ann(title) })).json()) as Rec
        ).id;
        ids.push(id);
        await s.signedIn(`/api/announcements/${id}`, { method: 'DELETE' });
      }
      await s.close();
      const file = path.join(s.dataDir, 'trash.json');
      const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { items: Trash[] };
      expect(doc.items).toHaveLength(2);
      const old = doc.items.find((e) => e.record.id === ids[0])!;
      old.deletedAt = new Date(Date.now() - 31 * DAY).toISOString();
      (old as unknown as { createdAt: string }).createdAt = old.deletedAt;
      fs.writeFileSync(file, JSON.stringify(doc));
      s = await s.restart();
      const left = s.services.db.trash.all().map((e) => e.record.id);
      expect(left).toEqual([ids[1]]);
      const onDisk = JSON.parse(fs.readFileSync(file, 'utf8')) as { items: Trash[] };
      expect(onDisk.items.map((e) => e.record.id)).toEqual([ids[1]]);
    } finally {
      await s.stop();
    }
  });

  it('a trashed gallery item keeps its image gated to its page (and kept by the sweep); gone for good, admin only', async () => {
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00a' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(small)], { type: 'image/jpeg' }), 'p.jpg');
    const up = await t.req('/api/upload/image', { method: 'POST', body: form, token });
    const { imageUrl } = (await up.json()) as { imageUrl: string };
    const item = await json(await t.req('/api/gallery', { method: 'POST', token, json: { title: 'P', imageUrl } }));
    const photos = await t.pageCookie('photos');
    const training = await t.pageCookie('training');
    expect((await t.req(`/api/gallery/${item.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await t.req(imageUrl)).status).toBe(401);
    expect((await t.req(imageUrl, { cookie: training })).status).toBe(401);
    expect((await t.req(imageUrl, { cookie: photos })).status).toBe(200);
    const name = imageUrl.split('/').pop()!;
    expect(t.services.uploadIndex.isUsed(name)).toBe(true);
    const later = Date.now() + 3 * DAY;
    await t.services.uploadSweeper.sweep(later);
    expect(await t.services.uploadSweeper.sweep(later + 2 * DAY)).not.toContain(name);
    expect(fs.existsSync(path.join(t.services.uploadsDir, name))).toBe(true);
    const entry = (await trashList()).find((e) => e.record.id === item.id)!;
    expect((await t.req(`/api/trash/${entry.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await t.req(imageUrl, { cookie: photos })).status).toBe(401);
    expect((await t.req(imageUrl, { token })).status).toBe(404); // no other record uses it: removed
    expect(t.services.uploadIndex.isUsed(name)).toBe(false);
  });
});

describe('revisions', () => {
  it('lists earlier contents newest first, at most 20, and restores one as a new version', async () => {
    const a = await create('R1');
    for (let i = 2; i <= 25; i++) expect((await put(a.id, `R${i}`)).status).toBe(200);
    const res = await t.req(`/api/announcements/${a.id}/revisions`, { token });
    expect(res.status).toBe(200);
    const revs = await json<{ version: number; updatedAt: string; record: Rec }[]>(res);
    expect(revs).toHaveLength(MAX_REVISIONS);
    expect(revs[0]).toMatchObject({ version: 24, record: { title: 'R24', version: 24 } });
    expect(revs.at(-1)!.version).toBe(5);
    // Each revision says who made it (the account whose change replaced that content).
    expect(Object.keys(revs[0]).sort()).toEqual(['by', 'record', 'updatedAt', 'version']);
    expect(revs[0]).toMatchObject({ by: { id: 'owner', name: 'Owner' } });
    const stored = t.services.db.revisions.all().filter((r) => r.recordId === a.id);
    expect(stored).toHaveLength(MAX_REVISIONS);
    const back = await t.req(`/api/announcements/${a.id}/revisions/10/restore`, { method: 'POST', token });
    expect(back.status).toBe(200);
    expect(back.headers.get('etag')).toBe('"26"');
    expect(await json(back)).toMatchObject({ id: a.id, title: 'R10', version: 26, createdAt: a.createdAt });
    const after = await json<{ version: number }[]>(await t.req(`/api/announcements/${a.id}/revisions`, { token }));
    expect(after[0].version).toBe(25);
    expect(after).toHaveLength(MAX_REVISIONS);
    for (const v of ['4', '99', '0', 'abc', '-1', '1.5'])
      expect(
        (await t.req(`/api/announcements/${a.id}/revisions/${v}/restore`, { method: 'POST', token })).status,
        v,
      ).toBe(404);
    expect((await t.req('/api/announcements/nope/revisions', { token })).status).toBe(404);
    expect((await t.req(`/api/announcements/${a.id}/revisions`)).status).toBe(401);
  });

  it('a revision restore honours If-Match: 412 {message, current} when the record changed since', async () => {
    const a = await create('H1');
    await put(a.id, 'H2');
    const restore = (ifMatch: string) =>
      t.req(`/api/announcements/${a.id}/revisions/1/restore`, {
        method: 'POST',
        token,
        headers: { 'If-Match': ifMatch },
      });
    const stale = await restore('"1"');
    expect(stale.status).toBe(412);
    expect((await json<{ current: Rec }>(stale)).current).toMatchObject({ title: 'H2', version: 2 });
    expect((await json<Rec[]>(await t.req('/api/announcements'))).find((x) => x.id === a.id)!.version).toBe(2);
    const ok = await restore('"2"');
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ title: 'H1', version: 3 });
  });

  it('events and gallery items have revisions too', async () => {
    const ev = await json(
      await t.req('/api/events', {
        method: 'POST',
        token,
        json: { title: 'E1', startTime: '2026-05-01T10:00:00Z', endTime: '2026-05-01T11:00:00Z' },
      }),
    );
    await t.req(`/api/events/${ev.id}`, {
      method: 'PUT',
      token,
      json: { title: 'E2', startTime: '2026-05-01T10:00:00Z', endTime: '2026-05-01T11:00:00Z' },
    });
    const evRevs = await json<{ version: number; record: Rec }[]>(
      await t.req(`/api/events/${ev.id}/revisions`, { token }),
    );
    expect(evRevs).toMatchObject([{ version: 1, record: { title: 'E1' } }]);
    const g = await json(
      await t.req('/api/gallery', { method: 'POST', token, json: { title: 'G1', imageUrl: 'https://x.org/1.jpg' } }),
    );
    await t.req(`/api/gallery/${g.id}`, {
      method: 'PUT',
      token,
      json: { title: 'G2', imageUrl: 'https://x.org/2.jpg' },
    });
    const r = await t.req(`/api/gallery/${g.id}/revisions/1/restore`, { method: 'POST', token });
    expect(await json(r)).toMatchObject({ title: 'G1', imageUrl: 'https://x.org/1.jpg', version: 3 });
  });
});

describe('instructors', () => {
  it('carry a version and ETag; PUT and DELETE honour If-Match (412 {message, current} when stale)', async () => {
    const res = await t.req('/api/instructors', { method: 'POST', token, json: { name: 'Ana', title: 'Drumline' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    const ana = await json(res);
    const edit = (name: string, ifMatch: string) =>
      t.req(`/api/instructors/${ana.id}`, {
        method: 'PUT',
        token,
        json: { name, title: 'Drumline' },
        headers: { 'If-Match': ifMatch },
      });
    const first = await edit('Ana B', '"1"');
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    const stale = await edit('Ana C', '"1"');
    expect(stale.status).toBe(412);
    expect((await json<{ current: Rec }>(stale)).current).toMatchObject({ name: 'Ana B', version: 2 });
    const del = (ifMatch: string) =>
      t.req(`/api/instructors/${ana.id}`, { method: 'DELETE', token, headers: { 'If-Match': ifMatch } });
    expect((await del('"1"')).status).toBe(412);
    expect((await del('"2"')).status).toBe(204);
    expect((await del('"2"')).status).toBe(404);
  });
});

describe('export and import', () => {
  it('exports carry version; an import keeps a version, and gives 1 to a record without', async () => {
    const a = await create('X');
    await put(a.id, 'X2');
    const snap = t.services.db.snapshot();
    expect(snap.announcements.find((r) => r.id === a.id)!.version).toBe(2);
    const base = { content: 'c', date: '2026-05-01' };
    const res = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: {
        content: {
          announcements: [
            { id: 'keep7', title: 'K', ...base, version: 7 },
            { id: 'null', title: 'Z', ...base, version: null },
            { id: 'none', title: 'N', ...base },
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    const { backupId } = await json<{ backupId: string }>(res);
    expect(backupId).toBeTruthy();
    const list = await json<Rec[]>(await t.req('/api/announcements'));
    const v = Object.fromEntries(list.map((r) => [r.id, r.version]));
    expect(v).toEqual({ keep7: 7, null: 1, none: 1 });
    const put7 = await t.req('/api/announcements/keep7', {
      method: 'PUT',
      token,
      json: ann('K2'),
      headers: { 'If-Match': '"7"' },
    });
    expect(put7.headers.get('etag')).toBe('"8"');
  });

  it('an imported version outside the schema (16+ digits, 0, a fraction, text) is a 400 naming the field', async () => {
    const base = { title: 'V', content: 'c', date: '2026-05-01' };
    for (const version of [10_000_000_000_000_000, 2 ** 53, 0, -1, 1.5, '3']) {
      const res = await t.req('/api/data-imports', {
        method: 'POST',
        token,
        json: {
          content: {
            announcements: [
              { id: 'ok', ...base },
              { id: 'big', ...base, version },
            ],
          },
        },
      });
      expect(res.status, String(version)).toBe(400);
      expect((await json<{ message: string }>(res)).message).toContain('announcements.1.version');
    }
    const max = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: { content: { announcements: [{ id: 'max', ...base, version: 999_999_999_999_999 }] } },
    });
    expect(max.status).toBe(200);
  });

  it('an imported record does not take the revisions of a replaced or deleted record with its id', async () => {
    const live = await create('Live v1');
    await put(live.id, 'Live v2');
    const gone = await create('Gone v1');
    await put(gone.id, 'Gone v2');
    expect((await t.req(`/api/announcements/${gone.id}`, { method: 'DELETE', token })).status).toBe(204);
    const kept = await create('Kept v1');
    await put(kept.id, 'Kept v2');
    const base = { content: 'c', date: '2026-05-01' };
    const res = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: {
        content: {
          announcements: [
            { id: live.id, title: 'Other record', ...base, version: 5 },
            { id: gone.id, title: 'Another record', ...base, version: 5 },
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    for (const id of [live.id, gone.id]) {
      const revs = await json<unknown[]>(await t.req(`/api/announcements/${id}/revisions`, { token }));
      expect(revs, id).toEqual([]);
      const restore = await t.req(`/api/announcements/${id}/revisions/1/restore`, { method: 'POST', token });
      expect(restore.status).toBe(404);
    }
    // Nothing left pointing at the replaced records (they are not in the trash).
    expect(t.services.db.revisions.all().filter((r) => r.type === 'announcement' && r.recordId === kept.id)).toEqual(
      [],
    );
  });

  it("an imported series' exceptions are checked as at the API (dates of the series)", async () => {
    const series = {
      title: 'Class',
      startTime: '2026-09-01T16:00:00-05:00',
      endTime: '2026-09-01T17:00:00-05:00',
      recurrence: { frequency: 'weekly', byDay: ['TU'], until: '2026-10-15' },
    };
    const bad = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: { content: { events: [{ ...series, exceptions: [{ date: '2026-09-02', cancelled: true }] }] } },
    });
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toContain('events.0.exceptions.0.date');
    const twice = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: {
        content: {
          events: [
            {
              ...series,
              exceptions: [
                { date: '2026-09-08', cancelled: true },
                { date: '2026-09-08', cancelled: true },
              ],
            },
          ],
        },
      },
    });
    expect(twice.status).toBe(400);
    const good = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: { content: { events: [{ ...series, exceptions: [{ date: '2026-09-08', cancelled: true }] }] } },
    });
    expect(good.status).toBe(200);
  });

  it('a record stored with a version out of range (16+ digits, from an older import) counts as 1 and can be edited', async () => {
    const dir = tempDir();
    const rec = (id: string, version: number) => ({
      id,
      ...ann(id),
      location: null,
      category: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      version,
    });
    fs.writeFileSync(
      path.join(dir, 'announcements.json'),
      JSON.stringify({ version: 1, items: [rec('huge', 10_000_000_000_000_000), rec('max', 2 ** 53)] }),
    );
    const s = await startTestServer({ dataDir: dir });
    try {
      const list = await json<Rec[]>(await s.req('/api/announcements'));
      expect(list.map((r) => r.version)).toEqual([1, 1]);
      const tk = await s.login();
      for (const id of ['huge', 'max']) {
        const res = await s.req(`/api/announcements/${id}`, {
          method: 'PUT',
          token: tk,
          json: ann(`${id} 2`),
          headers: { 'If-Match': '"1"' },
        });
        expect(res.status, id).toBe(200);
        expect(res.headers.get('etag')).toBe('"2"');
      }
    } finally {
      await s.stop();
    }
  });

  it('records stored without a version count as version 1', async () => {
    const dir = tempDir();
    fs.writeFileSync(
      path.join(dir, 'announcements.json'),
      JSON.stringify({
        version: 1,
        items: [
          {
            id: 'legacy',
            ...ann('L'),
            location: null,
            category: null,
            createdAt: '2025-01-01T00:00:00.000Z',
            updatedAt: '2025-01-01T00:00:00.000Z',
          },
        ],
      }),
    );
    const s = await startTestServer({ dataDir: dir });
    try {
      const list = await json<Rec[]>(await s.req('/api/announcements'));
      expect(list[0]).toMatchObject({ id: 'legacy', version: 1 });
      const tk = await s.login();
      const res = await s.req('/api/announcements/legacy', {
        method: 'PUT',
        token: tk,
        json: ann('L2'),
        headers: { 'If-Match': '"1"' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe('"2"');
    } finally {
      await s.stop();
    }
  });
});
