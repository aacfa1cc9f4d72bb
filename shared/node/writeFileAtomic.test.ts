import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeLeftoverTemps, writeFileAtomic } from './writeFileAtomic';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-atomic-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => fs.mkdtempSync(path.join(root, `d${++n}-`));
const temps = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'));
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('writeFileAtomic', () => {
  it('writes a string, a Buffer or a list of Buffers, replacing the old content', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'doc.json');
    await writeFileAtomic(file, '{"a":"ünï ✨"}');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":"ünï ✨"}');
    await writeFileAtomic(file, Buffer.from('second, shorter'));
    expect(fs.readFileSync(file, 'utf8')).toBe('second, shorter');
    await writeFileAtomic(file, [Buffer.from('thi'), Buffer.alloc(0), new Uint8Array([114, 100])]);
    expect(fs.readFileSync(file, 'utf8')).toBe('third');
    await writeFileAtomic(file, []);
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    expect(temps(dir)).toEqual([]);
  });

  it("writes more Buffers than IOV_MAX (1024) in order, leaving the caller's list as it was", async () => {
    const dir = freshDir();
    const file = path.join(dir, 'parts.json');
    const part = (i: number) => Buffer.from(`${i}:${'ü'.repeat(i % 13)}${'x'.repeat(i % 700)};`);
    const parts = Array.from({ length: 5000 }, (_, i) => part(i));
    const lengths = parts.map((p) => p.length);
    await writeFileAtomic(file, parts);
    expect(fs.readFileSync(file).equals(Buffer.concat(parts))).toBe(true);
    expect(parts.map((p) => p.length)).toEqual(lengths);
  });

  it('a reader sees the old or the new content, never a mix or a short file', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'big.json');
    const a = Array.from({ length: 64 }, () => Buffer.alloc(32 * 1024, 'a'));
    const b = Array.from({ length: 64 }, () => Buffer.alloc(32 * 1024, 'b'));
    const full = 64 * 32 * 1024;
    await writeFileAtomic(file, a);
    let done = false;
    let reads = 0;
    const reader = (async () => {
      while (!done) {
        const seen = await fsp.readFile(file);
        expect(seen.length).toBe(full);
        expect(seen[0] === seen[full - 1] && seen.indexOf(seen[0] === 97 ? 98 : 97) === -1).toBe(true);
        reads++;
      }
    })();
    for (let i = 0; i < 40; i++) await writeFileAtomic(file, i % 2 ? a : b);
    done = true;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(temps(dir)).toEqual([]);
  });

  it('applies the mode exactly, also to a file that had another one', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'secrets.json');
    fs.writeFileSync(file, 'old', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    await writeFileAtomic(file, 'hashes', { mode: 0o600 });
    expect(modeOf(file)).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toBe('hashes');
    await writeFileAtomic(file, 'public', { mode: 0o640 });
    expect(modeOf(file)).toBe(0o640);
  });

  it('without a mode, creates the file as fs.writeFile does (0o666 less the umask)', async () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, 'plain'), 'x');
    await writeFileAtomic(path.join(dir, 'atomic'), 'x');
    expect(modeOf(path.join(dir, 'atomic'))).toBe(modeOf(path.join(dir, 'plain')));
  });

  it('concurrent writes of one file each use their own temporary file and all succeed', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'busy.json');
    const contents = Array.from({ length: 20 }, (_, i) => `content ${i} `.repeat(1000 + i));
    await Promise.all(contents.map((c) => writeFileAtomic(file, c)));
    expect(contents).toContain(fs.readFileSync(file, 'utf8'));
    expect(temps(dir)).toEqual([]);
  });

  it('fails into a missing folder without leaving anything', async () => {
    const dir = freshDir();
    const err = await writeFileAtomic(path.join(dir, 'missing', 'doc.json'), 'x').catch((e) => e);
    expect(err.code).toBe('ENOENT');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('removes its temporary file when the rename fails (the target is a folder)', async () => {
    const dir = freshDir();
    const target = path.join(dir, 'taken');
    fs.mkdirSync(path.join(target, 'inside'), { recursive: true });
    const err = await writeFileAtomic(target, [Buffer.from('some'), Buffer.from(' data')]).catch((e) => e);
    expect(['EISDIR', 'ENOTEMPTY', 'EEXIST', 'EPERM']).toContain(err.code);
    expect(fs.readdirSync(dir)).toEqual(['taken']);
  });

  // root may write into a read-only folder, so this only means something for other users.
  const asRoot = process.getuid?.() === 0;
  it.skipIf(asRoot)('fails in a read-only folder, leaving the old file and no temporary file', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'doc.json');
    fs.writeFileSync(file, 'old');
    fs.chmodSync(dir, 0o500);
    try {
      const err = await writeFileAtomic(file, 'new').catch((e) => e);
      expect(err.code).toBe('EACCES');
      expect(fs.readFileSync(file, 'utf8')).toBe('old');
      expect(fs.readdirSync(dir)).toEqual(['doc.json']);
    } finally {
      fs.chmodSync(dir, 0o700);
    }
  });
});

describe('removeLeftoverTemps', () => {
  it('removes the temporary files of that file only', async () => {
    const dir = freshDir();
    const names = ['events.json', '.events.json.123-4.tmp', '.events.json.tmp', '.other.json.5-6.tmp', 'events.json.x'];
    for (const name of names) fs.writeFileSync(path.join(dir, name), 'x');
    await removeLeftoverTemps(path.join(dir, 'events.json'));
    expect(fs.readdirSync(dir).sort()).toEqual(['.other.json.5-6.tmp', 'events.json', 'events.json.x']);
    await removeLeftoverTemps(path.join(dir, 'missing-folder', 'x.json'));
  });
});
