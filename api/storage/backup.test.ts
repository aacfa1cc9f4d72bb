import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createBackup } from './backup';
import { listBackups } from './backupDir';
import { snapshotFiles } from './snapshotFiles';
import { restoreBackup } from './restore';
import { content, openDataFolder as open } from '../testing/dataFolder';
import { tempDir } from '../testing/harness';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const cleanup: string[] = [];
afterAll(() => cleanup.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const byId = (list: { id: string }[]) => new Map(list.map((r) => [r.id, r]));

describe('backup and restore of a data folder being written', () => {
  it('backs up while writes happen; wipe, restore, load: every record and upload is back', async () => {
    const dataDir = tempDir('academy-backup-data-');
    const backupDir = tempDir('academy-backup-out-');
    cleanup.push(dataDir, backupDir);

    // 1. Records of each kind, and uploads that two of them show.
    const s = await open(dataDir);
    const uploads = [await s.upload(1), await s.upload(2)];
    await s.photo('Backed-up photo', uploads[0]);
    await s.instructor('Backup Tester', uploads[1]);
    await s.announcement('Before backup');
    await s.event('Before backup');
    await s.message('Hello');
    const before = content(s.db);
    const uploadBytes = new Map(uploads.map((u) => [u, fs.readFileSync(path.join(dataDir, u))]));

    // 2. A writer that goes round four files: announcement w-i, event w-i, instructor w-i, message
    // w-i (and an upload with its gallery item now and then), while `npm run backup` runs in its
    // own process.
    let stop = false;
    let acked = 0;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        await s.announcement(`w-${i}`);
        await s.event(`w-${i}`);
        await s.instructor(`w-${i}`, uploads[1]);
        await s.message(`w-${i}`);
        if (i % 5 === 0) await s.photo(`w-${i}`, await s.upload(10 + i));
        acked = i + 1;
      }
    })();
    while (acked < 3) await new Promise((r) => setTimeout(r, 10));
    const cli = await exec(process.execPath, [TSX, path.join(ROOT, 'api/cli/backup.ts')], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupDir },
    });
    const ackedAfterBackup = acked;
    stop = true;
    await writer;
    await s.db.tracker.idle();
    expect(cli.stdout).toMatch(/backup: wrote .*academy-backup-\d{8}T\d{6}Z\.tar\.gz/);
    const [archive] = await listBackups(backupDir);
    expect(archive).toBeDefined();
    expect((await fsp.stat(archive)).mode & 0o077).toBe(0);

    // 3. Wipe the data folder, restore, load it again.
    await fsp.rm(dataDir, { recursive: true, force: true });
    await fsp.mkdir(dataDir);
    const restored = await restoreBackup({ archive, dataDir });
    expect(restored.manifest.missingUploads).toEqual([]);
    for (const name of await fsp.readdir(dataDir))
      if (name.endsWith('.json'))
        expect(() => JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8')), name).not.toThrow();
    const after = content((await open(dataDir)).db);

    // Everything that existed before the backup started is back, unchanged.
    for (const key of Object.keys(before)) {
      const got = byId(after[key]);
      for (const rec of before[key]) expect(got.get(rec.id), `${key} ${rec.id}`).toEqual(rec);
    }
    // Every upload a record shows is back, byte for byte.
    for (const [url, buf] of uploadBytes) expect(fs.readFileSync(path.join(dataDir, url)).equals(buf), url).toBe(true);
    for (const item of after.galleryItems)
      expect(fs.existsSync(path.join(dataDir, item.imageUrl!)), `gallery ${item.title} -> ${item.imageUrl}`).toBe(true);
    // One instant: in each file the writes made during the backup form a prefix, and no file is
    // ahead of one written before it in the round, nor more than one round behind.
    const idx = (list: Record<string, unknown>[], field: string) =>
      list
        .map((r) => String(r[field] ?? ''))
        .filter((t) => /^w-\d+$/.test(t))
        .map((t) => Number(t.slice(2)))
        .sort((a, b) => a - b);
    const rounds = [
      idx(after.announcements, 'title'),
      idx(after.events, 'title'),
      idx(after.instructors, 'name'),
      idx(after.contactMessages, 'subject'),
    ];
    for (const written of rounds) expect(written).toEqual(written.map((_, i) => i));
    const counts = rounds.map((r) => r.length);
    expect(counts, counts.join(',')).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0] - counts[3], counts.join(',')).toBeLessThanOrEqual(1);
    expect(counts[0]).toBeGreaterThanOrEqual(3);
    expect(counts[0]).toBeLessThanOrEqual(ackedAfterBackup + 1);
  }, 60_000);

  it('refuses to restore while a server answers at its address, and keeps the replaced data aside', async () => {
    const dataDir = tempDir('academy-backup-data-');
    const backupDir = tempDir('academy-backup-out-');
    cleanup.push(dataDir, backupDir);
    const s = await open(dataDir);
    await s.announcement('In the backup');
    const { file } = await createBackup({ dataDir, backupDir });
    // Anything answering GET /api/health there counts as the running server.
    const server = http.createServer((_req, res) => res.end('{}'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await expect(restoreBackup({ archive: file, dataDir, serverUrl })).rejects.toThrow(/server is running/);
    await s.announcement('After the backup');
    await s.db.tracker.idle();
    await new Promise((r) => server.close(r));

    const r = await restoreBackup({ archive: file, dataDir, serverUrl });
    expect(r.replacedDir).toMatch(/replaced-\d{8}T\d{6}Z$/);
    expect(fs.readFileSync(path.join(r.replacedDir!, 'announcements.json'), 'utf8')).toContain('After the backup');
    expect(fs.readFileSync(path.join(dataDir, 'announcements.json'), 'utf8')).not.toContain('After the backup');
    // The local copy is not part of later backups.
    const second = await createBackup({ dataDir, backupDir, keep: 1 });
    expect(second.manifest.files.some((f) => f.path.startsWith('replaced-'))).toBe(false);
    expect(await listBackups(backupDir)).toEqual([second.file]);
  }, 30_000);

  it('a damaged archive is refused and nothing is changed', async () => {
    const dataDir = tempDir('academy-backup-data-');
    cleanup.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'events.json'), '{"version":1,"items":[]}');
    const bad = path.join(dataDir, '..', `not-a-backup-${process.pid}.tar.gz`);
    cleanup.push(bad);
    fs.writeFileSync(bad, 'garbage');
    await expect(restoreBackup({ archive: bad, dataDir })).rejects.toThrow(/Cannot extract/);
    expect(fs.readdirSync(dataDir)).toEqual(['events.json']);
  });
});

describe('snapshotFiles', () => {
  it('reads the month files of contact messages in the same round as the top-level files', async () => {
    const dir = tempDir('academy-snap-months-');
    cleanup.push(dir);
    fs.writeFileSync(path.join(dir, 'events.json'), '{"version":1,"items":[]}');
    fs.mkdirSync(path.join(dir, 'contactMessages'));
    fs.writeFileSync(path.join(dir, 'contactMessages', '2026-01.json'), '{"version":1,"items":[]}');
    fs.writeFileSync(path.join(dir, 'contactMessages', '.2026-01.json.1-1.tmp'), 'half');
    fs.mkdirSync(path.join(dir, 'uploads'));
    fs.writeFileSync(path.join(dir, 'uploads', 'a.webp'), 'img');
    const { contents } = await snapshotFiles(dir);
    expect([...contents.keys()].sort()).toEqual(['contactMessages/2026-01.json', 'events.json']);
  });

  it('sees many files as they were at one instant while another process replaces them', async () => {
    const dir = tempDir('academy-snap-');
    cleanup.push(dir);
    // Another process, like the server: bursts that replace f00..f19 in order (temp file +
    // rename, as lowdb does) with n = 1, 2, ..., a millisecond apart.
    const FILES = 20;
    const script = `
      const fs = require('fs'), path = require('path');
      const [dir, count] = [process.argv[1], Number(process.argv[2])];
      const name = (i) => 'f' + String(i).padStart(2, '0') + '.json';
      const write = (i, n) => {
        const tmp = path.join(dir, '.' + name(i) + '.tmp');
        fs.writeFileSync(tmp, JSON.stringify({ n, pad: 'x'.repeat(5000) }));
        fs.renameSync(tmp, path.join(dir, name(i)));
      };
      let n = 0;
      for (let i = 0; i < count; i++) write(i, 0);
      console.log('ready');
      const burst = () => { n++; for (let i = 0; i < count; i++) write(i, n); setTimeout(burst, 1); };
      burst();`;
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, ['-e', script, dir, String(FILES)], { stdio: ['ignore', 'pipe', 'inherit'] });
    // Killed also when the test times out, before afterAll removes the folder it writes in.
    onTestFinished(() => {
      child.kill();
    });
    await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    let retried = 0;
    const seen = new Set<number>();
    // At most 300 snapshots, or as many as 12 s allow: on a loaded machine one snapshot can
    // need many rounds against this writer, which never stops (it timed out a full run once).
    const until = Date.now() + 12_000;
    for (let k = 0; k < 300 && Date.now() < until; k++) {
      const { contents, attempts } = await snapshotFiles(dir, 5000);
      retried += attempts - 1;
      const values = [...contents.keys()].sort().map((f) => JSON.parse(contents.get(f)!.toString()).n as number);
      expect(values).toHaveLength(FILES);
      // One instant: the files written first are at most one burst ahead, never behind.
      const consistent = values.every((v, i) => i === 0 || v <= values[i - 1]) && values[0] - values[FILES - 1] <= 1;
      expect(consistent, values.join(',')).toBe(true);
      seen.add(values[0]);
      await new Promise((r) => setTimeout(r, Math.random() * 2));
    }
    expect(seen.size).toBeGreaterThan(10); // the writer really was writing meanwhile
    console.log(`snapshotFiles: ${seen.size} distinct states seen, ${retried} rounds retried`);
  }, 30_000);
});
