import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../../shared/schemas/audit';
import { createBackup } from '../../storage/backup';
import { PASSWORDS, tempDir } from '../../testing/harness';
import { useTestServer } from '../../testing/suite';

const t = useTestServer();
let token: string;
beforeAll(async () => void (token = await t.login()));

const page = async (query = '') => {
  const res = await t.req(`/api/audit${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as AuditPage;
};
const newest = async (n: number) => (await page(`?limit=${n}`)).entries;
const logText = () =>
  fs
    .readdirSync(path.join(t.dataDir, 'audit'))
    .filter((n) => n.endsWith('.jsonl'))
    .map((n) => fs.readFileSync(path.join(t.dataDir, 'audit', n), 'utf8'))
    .join('');
const ann = { title: 'Spring recital', content: 'Hello', date: '2026-03-01' };

describe('the audit log', () => {
  it('logs the sign-in and each change with who, what and from where, newest first', async () => {
    const first = (await newest(1))[0];
    expect(first).toMatchObject({ actor: { id: 'owner', name: 'Owner' }, action: 'signIn', target: null });
    const created = await (await t.req('/api/announcements', { method: 'POST', token, json: ann })).json();
    await t.req(`/api/announcements/${created.id}`, { method: 'PUT', token, json: { ...ann, title: 'Recital' } });
    expect((await t.req(`/api/announcements/${created.id}`, { method: 'DELETE', token })).status).toBe(204);
    const trash = await (await t.req('/api/trash', { token })).json();
    const entry = trash.find((e: { record: { id: string } }) => e.record.id === created.id);
    await t.req(`/api/trash/${entry.id}/restore`, { method: 'POST', token });
    // A refused change is not one.
    expect((await t.req(`/api/announcements/${created.id}`, { method: 'PUT', token, json: {} })).status).toBe(400);

    const entries = await newest(4);
    const target = { type: 'announcement', id: created.id };
    expect(entries.map((e) => [e.action, e.target])).toEqual([
      ['restore', { ...target, title: 'Recital' }],
      ['delete', { ...target, title: 'Recital' }],
      ['update', { ...target, title: 'Recital' }],
      ['create', { ...target, title: 'Spring recital' }],
    ]);
    for (const e of entries) {
      expect(e.actor).toEqual({ id: 'owner', name: 'Owner' });
      expect(e.ip).toMatch(/127\.0\.0\.1/);
      expect(Date.parse(e.at)).toBeGreaterThan(Date.now() - 60_000);
      expect(e.prev).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
  });

  it('logs failed and locked sign-ins, and the member pages', async () => {
    const login = (password: string) => t.req('/api/admin/login', { method: 'POST', json: { password } });
    for (let i = 0; i < 5; i++) expect((await login('wrong-password')).status).toBe(401);
    expect((await login('wrong-password')).status).toBe(429);
    const sixth = await newest(6);
    expect(sixth.map((e) => e.action)).toEqual(['signInLocked', ...Array(5).fill('signInFailed')]);
    for (const e of sixth) expect(e.actor).toBeNull();

    await t.req('/api/protected/login', { method: 'POST', json: { password: 'nope', page: 'photos' } });
    await t.req('/api/protected/login', { method: 'POST', json: { password: PASSWORDS.training, page: 'training' } });
    const [ok, failed] = await newest(2);
    expect([ok.action, ok.target]).toEqual(['signIn', { type: 'page', id: 'training' }]);
    expect([failed.action, failed.target]).toEqual(['signInFailed', { type: 'page', id: 'photos' }]);
    // Bad input is no attempt.
    const before = (await newest(1))[0].id;
    await t.req('/api/admin/login', { method: 'POST', json: {} });
    expect((await newest(1))[0].id).toBe(before);
    // No password, typed or right, is ever in the log.
    expect(logText()).not.toContain('wrong-password');
    expect(logText()).not.toContain(PASSWORDS.admin);
    expect(logText()).not.toContain(token);
  });

  it("never logs a family's details: messages by id only", async () => {
    const msg = {
      name: 'Ana Family',
      email: 'ana.family@example.com',
      subject: 'My son Leo',
      message: 'Leo is nine: which class suits him?',
    };
    const res = await t.req('/api/contact', { method: 'POST', json: msg });
    const posted = await res.json();
    expect(res.status, JSON.stringify(posted)).toBe(201);
    expect((await newest(1))[0].action).not.toBe('create'); // a family's post is not a staff change
    await t.req(`/api/contact/${posted.id}`, { method: 'PATCH', token, json: { status: 'archived' } });
    const [e] = await newest(1);
    expect([e.action, e.target]).toEqual(['status.archived', { type: 'contactMessage', id: posted.id }]);
    const text = logText();
    for (const secret of ['Ana Family', 'ana.family', 'Leo']) expect(text).not.toContain(secret);
  });

  it('filters by actor and type and pages with before; bad queries are 400 naming the field', async () => {
    const events = await page('?type=announcement&limit=2');
    expect(events.entries).toHaveLength(2);
    for (const e of events.entries) expect(e.target?.type).toBe('announcement');
    const rest = await page(`?type=announcement&before=${events.next}`);
    expect(rest.entries.map((e) => e.id).every((id) => id < events.next!)).toBe(true);
    expect(rest.next).toBeNull();
    expect((await page('?actor=owner')).entries.every((e: AuditEntry) => e.actor?.id === 'owner')).toBe(true);
    expect((await page('?actor=someone-else')).entries).toEqual([]);
    for (const [q, field] of [
      ['limit=500', 'limit'],
      ['limit=0', 'limit'],
      ['before=abc', 'before'],
      ['actor=' + 'x'.repeat(101), 'actor'],
    ]) {
      const res = await t.req(`/api/audit?${q}`, { token });
      expect(res.status).toBe(400);
      expect((await res.json()).issues[0].path).toBe(field);
    }
  });

  it('is the owner’s alone', async () => {
    expect((await t.req('/api/audit')).status).toBe(401);
    expect((await t.req('/api/audit/verify')).status).toBe(401);
  });

  it('verify finds an entry changed on disk', async () => {
    const res = await t.req('/api/audit/verify', { token });
    const ok = await res.json();
    expect(ok).toEqual({ ok: true, entries: expect.any(Number) });
    expect(ok.entries).toBeGreaterThan(10);
    const dir = path.join(t.dataDir, 'audit');
    const file = path.join(
      dir,
      fs.readdirSync(dir).find((n) => n.endsWith('.jsonl'))!,
    );
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.replace('"action":"delete"', '"action":"update"'));
    const deleted = text.split('\n').find((l) => l.includes('"action":"delete"'))!;
    expect(await (await t.req('/api/audit/verify', { token })).json()).toEqual({
      ok: false,
      brokenAt: JSON.parse(deleted).id,
    });
    fs.writeFileSync(file, text);
  });

  it('goes into backups', async () => {
    const backupDir = tempDir();
    await t.services.audit.idle();
    const { manifest } = await createBackup({ dataDir: t.dataDir, backupDir });
    const files = manifest.files.map((f) => f.path);
    expect(files.some((f) => /^audit\/\d{4}-\d{2}\.jsonl$/.test(f))).toBe(true);
    expect(files).toContain('audit/head.json');
  });
});
