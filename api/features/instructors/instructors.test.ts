import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/suite';

const t = useTestServer();
let token: string;
beforeAll(async () => void (token = await t.login()));

type Rec = { id: string; version: number; name: string; title: string; translations?: unknown };
const json = async <T = Rec>(res: Response) => (await res.json()) as T;
const maya = {
  name: 'Maya Ortiz',
  title: 'Color Guard Instructor',
  bio: 'Ten seasons of winter guard.',
  translations: { es: { title: 'Instructora de Color Guard', bio: 'Diez temporadas.' } },
};
const put = (id: string, body: unknown, version?: number) =>
  t.req(`/api/instructors/${id}`, {
    method: 'PUT',
    token,
    json: body,
    headers: version ? { 'If-Match': `"${version}"` } : {},
  });

describe('instructor profiles', () => {
  it('are edited with If-Match, keep revisions saying who made them, and stay public to read', async () => {
    const res = await t.req('/api/instructors', { method: 'POST', token, json: maya });
    expect(res.status).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    const created = await json(res);
    expect(created).toMatchObject({ ...maya, version: 1 });

    const edited = await put(created.id, { ...maya, title: 'Color Guard Caption Head' }, 1);
    expect(edited.status).toBe(200);
    expect((await json(edited)).version).toBe(2);
    const stale = await put(created.id, { ...maya, name: 'Someone else' }, 1);
    expect(stale.status).toBe(412);
    expect((await json<{ current: Rec }>(stale)).current.title).toBe('Color Guard Caption Head');

    const revs = await json<{ version: number; by: unknown; record: Rec }[]>(
      await t.req(`/api/instructors/${created.id}/revisions`, { token }),
    );
    expect(revs).toEqual([
      expect.objectContaining({
        version: 1,
        by: { id: 'owner', name: 'Owner' },
        record: expect.objectContaining(maya),
      }),
    ]);
    const back = await t.req(`/api/instructors/${created.id}/revisions/1/restore`, {
      method: 'POST',
      token,
      headers: { 'If-Match': '"2"' },
    });
    expect(await json(back)).toMatchObject({ title: maya.title, version: 3 });

    const list = await json<Rec[]>(await t.req('/api/instructors'));
    expect(list.find((p) => p.id === created.id)).toMatchObject({ translations: maya.translations });
    // The audit log names the profile (a public name).
    const audit = await json<{ entries: { action: string; target: unknown }[] }>(
      await t.req('/api/audit?type=instructor&limit=3', { token }),
    );
    expect(audit.entries.map((e) => [e.action, e.target])).toEqual([
      ['restoreRevision', { type: 'instructor', id: created.id, title: 'Maya Ortiz' }],
      ['update', { type: 'instructor', id: created.id, title: 'Maya Ortiz' }],
      ['create', { type: 'instructor', id: created.id, title: 'Maya Ortiz' }],
    ]);
  });

  it('go to the trash when deleted (type instructor) and come back from it', async () => {
    const created = await json(await t.req('/api/instructors', { method: 'POST', token, json: maya }));
    expect((await t.req(`/api/instructors/${created.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await json<Rec[]>(await t.req('/api/instructors'))).some((p) => p.id === created.id)).toBe(false);
    const trash = await json<{ id: string; type: string; record: Rec }[]>(await t.req('/api/trash', { token }));
    const entry = trash.find((e) => e.record.id === created.id)!;
    expect(entry.type).toBe('instructor');
    const restored = await t.req(`/api/trash/${entry.id}/restore`, {
      method: 'POST',
      token,
      headers: { 'If-Match': '"1"' },
    });
    expect(restored.status).toBe(200);
    expect(await json(restored)).toMatchObject({ id: created.id, name: maya.name, version: 2 });
    expect((await json<Rec[]>(await t.req('/api/instructors'))).some((p) => p.id === created.id)).toBe(true);
  });

  it('may link an account, validated; export and import keep it', async () => {
    const bad = await t.req('/api/instructors', { method: 'POST', token, json: { ...maya, accountId: 'no spaces!' } });
    expect(bad.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(bad)).issues[0].path).toBe('accountId');
    const linked = await json<Rec & { accountId: string }>(
      await t.req('/api/instructors', { method: 'POST', token, json: { ...maya, accountId: 'acc_123' } }),
    );
    expect(linked.accountId).toBe('acc_123');
    const content = { instructors: [linked] };
    expect((await t.req('/api/data-imports', { method: 'POST', token, json: { content } })).status).toBe(200);
    expect(await json<Rec[]>(await t.req('/api/instructors'))).toEqual([
      expect.objectContaining({ accountId: 'acc_123' }),
    ]);
  });
});
