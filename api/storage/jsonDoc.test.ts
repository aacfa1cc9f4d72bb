import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StorageUnavailableError } from './storageFailure';
import { tempDir } from '../testing/harness';
import { JsonDoc } from './jsonDoc';
import { StoreError } from './storeError';
import { WriteTracker } from './writeTracker';

const root = tempDir('academy-json-doc-');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => fs.mkdtempSync(path.join(root, `d${++n}-`));
type Keys = { keys: string[] };

describe('JsonDoc', () => {
  it('starts from initial() without a file, writes it mode 600 when secret, reads it back', async () => {
    const file = path.join(freshDir(), 'keys.json');
    const doc = new JsonDoc<Keys>(file, new WriteTracker(), true);
    expect(await doc.load(() => ({ keys: ['k1'] }))).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
    await doc.write();
    expect(fs.readFileSync(file, 'utf8')).toBe('{"keys":["k1"],"version":1}');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = new JsonDoc<Keys>(file, new WriteTracker(), true);
    expect(await again.load(() => ({ keys: [] }))).toBe(true);
    expect(again.data.keys).toEqual(['k1']);
  });

  it('makes an existing secret file mode 600 at its next write', async () => {
    const file = path.join(freshDir(), 'secrets.json');
    fs.writeFileSync(file, '{"version":1,"keys":[]}');
    fs.chmodSync(file, 0o644);
    const doc = new JsonDoc<Keys>(file, new WriteTracker(), true);
    await doc.load(() => ({ keys: [] }));
    doc.data.keys.push('new');
    await doc.write();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("reload() picks up another process's change", async () => {
    const file = path.join(freshDir(), 'keys.json');
    const doc = new JsonDoc<Keys>(file, new WriteTracker());
    await doc.load(() => ({ keys: ['a'] }));
    await doc.write();
    fs.writeFileSync(file, '{"version":1,"keys":["from the CLI"]}');
    await doc.reload();
    expect(doc.data.keys).toEqual(['from the CLI']);
  });

  it('refuses a damaged file', async () => {
    const file = path.join(freshDir(), 'keys.json');
    fs.writeFileSync(file, '{"version":1,');
    await expect(new JsonDoc<Keys>(file, new WriteTracker()).load(() => ({ keys: [] }))).rejects.toThrow(StoreError);
  });

  it('a write the disk refuses is a 503', async () => {
    const dir = freshDir();
    const doc = new JsonDoc<Keys>(path.join(dir, 'keys.json'), new WriteTracker(), true);
    await doc.load(() => ({ keys: [] }));
    fs.rmSync(dir, { recursive: true });
    await expect(doc.write()).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('after a failed write, memory is what the file holds again', async () => {
    const dir = freshDir();
    // A name the file system takes, but not with the temporary file's longer name beside it.
    const file = path.join(dir, `${'k'.repeat(245)}.json`);
    fs.writeFileSync(file, '{"version":1,"keys":["on disk"]}');
    const doc = new JsonDoc<Keys>(file, new WriteTracker());
    await doc.load(() => ({ keys: [] }));
    doc.data.keys.push('not saved');
    await expect(doc.write()).rejects.toMatchObject({ code: 'ENAMETOOLONG' });
    expect(doc.data.keys).toEqual(['on disk']);
    expect(fs.readdirSync(dir)).toEqual([path.basename(file)]);
  });
});
