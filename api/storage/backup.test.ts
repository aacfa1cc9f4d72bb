import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from './backup';
import { listBackups } from './backupDir';
import { snapshotFiles } from './snapshotFiles';
import { restoreBackup } from './restore';
import { startServer } from '../server';
import { silentLogger, tempDir } from '../testing/harness';

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const ADMIN_PASSWORD = 'backup-test-admin-pw';
const cleanup: string[] = [];
afterAll(() => cleanup.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The real server on 127.0.0.1 with the admin password from the environment, as in production. */
async function start(dataDir: string) {
  const server = await startServer({
    env: { ...process.env, ADMIN_PASSWORD, SEED: 'demo', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' },
    logger: silentLogger(),
    logRequests: false,
  });
  const base = `http://127.0.0.1:${server.port}`;
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const call = async (method: string, p: string, body?: unknown) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(base + p, { method, headers, body: payload });
    return { status: res.status, res };
  };
  const json = async <T = any>(method: string, p: string, body?: unknown): Promise<T> => {
    const { status, res } = await call(method, p, body);
    if (status >= 300) throw new Error(`${method} ${p}: ${status} ${await res.text()}`);
    return (status === 204 ? null : await res.json()) as T;
  };
  const upload = async (seed: number) => {
    const img = await sharp({
      create: { width: 64 + seed, height: 48, channels: 3, background: { r: (seed * 37) % 256, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(img)], { type: 'image/png' }), `p${seed}.png`);
    return (await json<{ imageUrl: string }>('POST', '/api/upload/image', form)).imageUrl;
  };
  const bytes = async (url: string) => Buffer.from(await (await call('GET', url)).res.arrayBuffer());
  return { server, base, call, json, upload, bytes };
}

type Content = Record<
  'announcements' | 'events' | 'instructors' | 'gallery' | 'contact',
  { id: string; title?: string; name?: string; imageUrl?: string }[]
>;
async function content(s: Awaited<ReturnType<typeof start>>): Promise<Content> {
  return {
    announcements: await s.json('GET', '/api/announcements'),
    events: await s.json('GET', '/api/events'),
    instructors: await s.json('GET', '/api/instructors'),
    gallery: await s.json('GET', '/api/gallery'),
    contact: await s.json('GET', '/api/contact'),
  };
}
const byId = (list: { id: string }[]) => new Map(list.map((r) => [r.id, r]));

describe('backup and restore of a running server', () => {
  it('backs up while writes happen; wipe, restore, start: every record and upload is back', async () => {
    const dataDir = tempDir('academy-backup-data-');
    const backupDir = tempDir('academy-backup-out-');
    cleanup.push(dataDir, backupDir);

    // 1. A server with the demo content plus records and uploads made over HTTP.
    let s = await start(dataDir);
    const uploads = [await s.upload(1), await s.upload(2)];
    await s.json('POST', '/api/gallery', {
      title: 'Backed-up photo',
      description: null,
      imageUrl: uploads[0],
      isVideo: false,
      videoUrl: null,
      category: 'photos',
    });
    await s.json('POST', '/api/instructors', {
      name: 'Backup Tester',
      title: 'Drum Instructor',
      bio: 'Keeps copies.',
      imageUrl: uploads[1],
    });
    await s.json('POST', '/api/announcements', {
      title: 'Before backup',
      content: 'Must survive.',
      date: '2026-03-01',
      location: null,
      category: null,
    });
    await s.json('POST', '/api/contact', {
      name: 'Parent',
      email: 'parent@example.org',
      subject: 'Hello',
      message: 'A question about classes.',
    });
    const before = await content(s);
    const uploadBytes = new Map<string, Buffer>();
    for (const item of [...before.gallery, ...before.instructors])
      if (item.imageUrl?.startsWith('/uploads/')) uploadBytes.set(item.imageUrl, await s.bytes(item.imageUrl));
    expect(uploadBytes.size).toBeGreaterThanOrEqual(3); // demo gallery images and ours

    // 2. A writer that alternates two files: announcement w-i, then event w-i (and an upload
    // with its gallery item now and then), while `npm run backup` runs.
    let stop = false;
    let acked = 0;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        await s.json('POST', '/api/announcements', {
          title: `w-${i}`,
          content: 'during backup',
          date: '2026-04-01',
          location: null,
          category: null,
        });
        await s.json('POST', '/api/events', {
          title: `w-${i}`,
          description: null,
          location: null,
          category: null,
          startTime: '2026-04-01T10:00:00.000Z',
          endTime: '2026-04-01T11:00:00.000Z',
        });
        if (i % 5 === 0) {
          const url = await s.upload(10 + i);
          await s.json('POST', '/api/gallery', {
            title: `w-${i}`,
            description: null,
            imageUrl: url,
            isVideo: false,
            videoUrl: null,
            category: 'photos',
          });
        }
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
    expect(cli.stdout).toMatch(/backup: wrote .*academy-backup-\d{8}T\d{6}Z\.tar\.gz/);
    const [archive] = await listBackups(backupDir);
    expect(archive).toBeDefined();
    expect((await fsp.stat(archive)).mode & 0o077).toBe(0);
    await s.server.close();

    // 3. Wipe the data folder, restore, start again.
    await fsp.rm(dataDir, { recursive: true, force: true });
    await fsp.mkdir(dataDir);
    const restored = await exec(process.execPath, [TSX, path.join(ROOT, 'api/cli/restore.ts'), archive], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(s.server.port) },
    });
    expect(restored.stdout).toContain('restored');
    for (const name of await fsp.readdir(dataDir))
      if (name.endsWith('.json'))
        expect(() => JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8')), name).not.toThrow();

    s = await start(dataDir);
    const after = await content(s);

    // Everything that existed before the backup started is back, unchanged.
    for (const key of Object.keys(before) as (keyof Content)[]) {
      const got = byId(after[key]);
      for (const rec of before[key]) expect(got.get(rec.id), `${key} ${rec.id}`).toEqual(rec);
    }
    // Every upload referenced by a record is back, byte for byte, and served.
    for (const [url, buf] of uploadBytes) expect((await s.bytes(url)).equals(buf), url).toBe(true);
    for (const item of after.gallery) {
      const { status } = await s.call('GET', item.imageUrl!);
      expect(status, `gallery ${item.title} -> ${item.imageUrl}`).toBe(200);
    }
    // One instant: the writes made during the backup form a prefix, and the event file is
    // never ahead of the announcement file nor more than one write behind.
    const idx = (list: { title?: string }[]) =>
      list
        .map((r) => r.title ?? '')
        .filter((t) => /^w-\d+$/.test(t))
        .map((t) => Number(t.slice(2)))
        .sort((a, b) => a - b);
    const ann = idx(after.announcements);
    const ev = idx(after.events);
    expect(ann).toEqual(ann.map((_, i) => i));
    expect(ev).toEqual(ev.map((_, i) => i));
    expect(ann.length - ev.length).toBeGreaterThanOrEqual(0);
    expect(ann.length - ev.length).toBeLessThanOrEqual(1);
    expect(ann.length).toBeGreaterThanOrEqual(3);
    expect(ann.length).toBeLessThanOrEqual(ackedAfterBackup + 1);
    await s.server.close();
  }, 60_000);

  it('refuses to restore over a running server unless forced, and keeps the replaced data aside', async () => {
    const dataDir = tempDir('academy-backup-data-');
    const backupDir = tempDir('academy-backup-out-');
    cleanup.push(dataDir, backupDir);
    const s = await start(dataDir);
    const { file } = await createBackup({ dataDir, backupDir });
    const serverUrl = `http://127.0.0.1:${s.server.port}`;
    await expect(restoreBackup({ archive: file, dataDir, serverUrl })).rejects.toThrow(/server is running/);
    await s.json('POST', '/api/announcements', {
      title: 'After the backup',
      content: 'x',
      date: '2026-05-01',
      location: null,
      category: null,
    });
    await s.server.close();

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
    try {
      await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
      let retried = 0;
      const seen = new Set<number>();
      for (let k = 0; k < 300; k++) {
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
    } finally {
      child.kill();
    }
  }, 30_000);
});
