import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness';
import { AtomicFile } from './atomicFile';
import { serializeCollectionParts } from './serializeCollection';

const dir = tempDir('academy-atomic-file-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('AtomicFile', () => {
  it('writes a list of Buffers (more than IOV_MAX) in order', async () => {
    const parts = Array.from({ length: 5000 }, (_, i) => Buffer.from(`${i}:${'ü'.repeat(i % 7)},`));
    expect(parts.length).toBeGreaterThan(2048);
    const file = path.join(dir, 'parts.txt');
    await new AtomicFile(file).write(parts);
    expect(fs.readFileSync(file).equals(Buffer.concat(parts))).toBe(true);
  });

  it("writes a collection's blocks as JSON.stringify would", async () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({ id: `r${i}`, text: 'ü'.repeat(i % 7), createdAt: 'x' }));
    const doc = { version: 1, items };
    const file = path.join(dir, 'doc.json');
    await new AtomicFile(file).write(serializeCollectionParts(doc));
    expect(fs.readFileSync(file).equals(Buffer.from(JSON.stringify(doc)))).toBe(true);
  });

  it("writes one at a time, so the file ends with the last call's content", async () => {
    const file = path.join(dir, 'order.json');
    const out = new AtomicFile(file);
    // Large first, small last: unordered renames would often leave an earlier, larger one.
    const writes = Array.from({ length: 30 }, (_, i) => out.write(`${i}:`.padEnd((30 - i) * 20_000, 'x')));
    await Promise.all(writes);
    expect(fs.readFileSync(file, 'utf8').startsWith('29:')).toBe(true);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('goes on after a failed write, and applies its mode', async () => {
    const sub = path.join(dir, 'sub');
    const out = new AtomicFile(path.join(sub, 'doc.json'), { mode: 0o600 });
    await expect(out.write('lost')).rejects.toMatchObject({ code: 'ENOENT' });
    fs.mkdirSync(sub);
    await out.write('kept');
    expect(fs.readFileSync(out.file, 'utf8')).toBe('kept');
    expect(fs.statSync(out.file).mode & 0o777).toBe(0o600);
  });
});
