import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness';
import { AuditLog, type AuditInput } from './auditLog';
import { GENESIS, sha256 } from './auditFiles';
import { WriteTracker } from './writeTracker';

const owner = { id: 'owner', name: 'Owner' };
const entry = (n: number, over: Partial<AuditInput> = {}): AuditInput => ({
  actor: n % 2 ? owner : { id: 'acc2', name: 'Maya' },
  action: 'update',
  target: { type: n % 3 ? 'announcement' : 'event', id: `r${n}` },
  ip: '127.0.0.1',
  ...over,
});

async function open(dir: string, clock?: () => number) {
  const log = new AuditLog(dir, new WriteTracker(), () => {}, clock);
  await log.load();
  return log;
}
const monthFiles = (dir: string) => fs.readdirSync(path.join(dir, 'audit')).filter((n) => n.endsWith('.jsonl'));
const lines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);

describe('the audit log file', () => {
  it('chains each entry to the one before it, ids counting up, under concurrent appends', async () => {
    const dir = tempDir();
    const log = await open(dir);
    await Promise.all(Array.from({ length: 30 }, (_, i) => log.append(entry(i))));
    const [file] = monthFiles(dir);
    const all = lines(path.join(dir, 'audit', file)).map((l) => JSON.parse(l));
    expect(all.map((e) => e.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(all[0].prev).toBe(GENESIS);
    const raw = lines(path.join(dir, 'audit', file));
    for (let i = 1; i < raw.length; i++) expect(all[i].prev).toBe(sha256(raw[i - 1]));
    expect(Object.keys(all[0])).toEqual(['id', 'at', 'actor', 'action', 'target', 'ip', 'prev']);
    expect(await log.verify()).toEqual({ ok: true, entries: 30 });
  });

  it('pages newest first with filters and a cursor, the same after a restart', async () => {
    const dir = tempDir();
    let log = await open(dir);
    for (let i = 1; i <= 50; i++) await log.append(entry(i));
    const first = await log.page({ limit: 20 });
    expect(first.entries.map((e) => e.id)).toEqual(Array.from({ length: 20 }, (_, i) => 50 - i));
    expect(first.next).toBe(31);
    const second = await log.page({ limit: 20, before: first.next! });
    expect(second.entries[0].id).toBe(30);
    const last = await log.page({ limit: 20, before: 11 });
    expect(last.entries.map((e) => e.id)).toEqual(Array.from({ length: 10 }, (_, i) => 10 - i));
    expect(last.next).toBeNull();

    log = await open(dir);
    const maya = await log.page({ actor: 'acc2', type: 'event', limit: 200 });
    expect(maya.entries.length).toBeGreaterThan(0);
    for (const e of maya.entries) {
      expect(e.actor).toEqual({ id: 'acc2', name: 'Maya' });
      expect(e.target?.type).toBe('event');
    }
    expect(maya.entries.map((e) => e.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => 50 - i).filter((n) => n % 2 === 0 && n % 3 === 0),
    );
    expect((await log.page({ actor: 'nobody', limit: 10 })).entries).toEqual([]);
    // New entries go on from the last id and chain to the last line.
    await log.append(entry(51));
    expect((await log.page({ limit: 1 })).entries[0].id).toBe(51);
    expect(await log.verify()).toEqual({ ok: true, entries: 51 });
  });

  it('finds an entry that was changed, removed, or cut off the end', async () => {
    const dir = tempDir();
    const log = await open(dir);
    for (let i = 1; i <= 10; i++) await log.append(entry(i));
    await log.idle();
    const file = path.join(dir, 'audit', monthFiles(dir)[0]);
    const original = fs.readFileSync(file, 'utf8');

    fs.writeFileSync(file, original.replace('"id":4,', '"id":4,').replace(/("id":4,.*?"action":")update/, '$1delete'));
    expect(await log.verify()).toEqual({ ok: false, brokenAt: 4 });

    const rows = original.split('\n');
    fs.writeFileSync(file, [...rows.slice(0, 6), ...rows.slice(7)].join('\n'));
    expect(await log.verify()).toEqual({ ok: false, brokenAt: 7 });

    fs.writeFileSync(file, original.replace(/("id":10,.*?"ip":")127/, '$1128'));
    expect(await log.verify()).toEqual({ ok: false, brokenAt: 10 });

    // The last two entries cut off while the server was stopped: head.json still names entry 10.
    fs.writeFileSync(file, rows.slice(0, 8).join('\n') + '\n');
    const reopened = await open(dir);
    expect(await reopened.verify()).toEqual({ ok: false, brokenAt: 9 });
    // The gap stays: new entries do not take the missing ids.
    await reopened.append(entry(11));
    expect((await reopened.page({ limit: 1 })).entries[0].id).toBe(11);
    expect(await reopened.verify()).toEqual({ ok: false, brokenAt: 9 });
  });

  it('cuts a torn last line at start (a crash mid-append) and goes on verifiably', async () => {
    const dir = tempDir();
    const log = await open(dir);
    for (let i = 1; i <= 3; i++) await log.append(entry(i));
    const file = path.join(dir, 'audit', monthFiles(dir)[0]);
    fs.appendFileSync(file, '{"id":4,"at":"20');
    const reopened = await open(dir);
    expect(await reopened.verify()).toEqual({ ok: true, entries: 3 });
    await reopened.append(entry(4));
    expect(await reopened.verify()).toEqual({ ok: true, entries: 4 });
  });

  it('drops months older than two years, the chain still verifying from the anchor', async () => {
    const dir = tempDir();
    let now = Date.parse('2024-01-10T12:00:00Z');
    const clock = () => now;
    let log = await open(dir, clock);
    for (let i = 1; i <= 5; i++) await log.append(entry(i));
    now = Date.parse('2024-02-10T12:00:00Z');
    for (let i = 6; i <= 8; i++) await log.append(entry(i));
    expect(monthFiles(dir).sort()).toEqual(['2024-01.jsonl', '2024-02.jsonl']);

    // Two years and a little: January 2024 is wholly older than two years, February not yet.
    now = Date.parse('2026-02-15T12:00:00Z');
    await log.append(entry(9));
    expect(monthFiles(dir).sort()).toEqual(['2024-02.jsonl', '2026-02.jsonl']);
    expect(await log.verify()).toEqual({ ok: true, entries: 4 });
    expect((await log.page({ limit: 200 })).entries.map((e) => e.id)).toEqual([9, 8, 7, 6]);
    const anchor = JSON.parse(fs.readFileSync(path.join(dir, 'audit', 'anchor.json'), 'utf8'));
    expect(anchor).toMatchObject({ lastId: 5, prunedThrough: '2024-01' });

    log = await open(dir, clock);
    expect(await log.verify()).toEqual({ ok: true, entries: 4 });
    // The first kept entry changed: caught although the entry before it is gone.
    const feb = path.join(dir, 'audit', '2024-02.jsonl');
    fs.writeFileSync(feb, fs.readFileSync(feb, 'utf8').replace(/"id":6,/, '"id":6 ,'));
    expect(await log.verify()).toEqual({ ok: false, brokenAt: 6 });
  });
});
