import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness';
import { FORMAT_VERSION } from './formatVersion';
import { readChecked } from './readChecked';
import { StoreError } from './storeError';

const dir = tempDir('academy-read-checked-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const f = path.join(dir, name);
  fs.writeFileSync(f, text);
  return f;
};

describe('readChecked', () => {
  it('is null only when there is no file', async () => {
    expect(await readChecked(path.join(dir, 'none.json'))).toBeNull();
  });
  it('gives the document of a current or older version', async () => {
    expect(await readChecked(file('ok.json', `{"version":${FORMAT_VERSION},"items":[1]}`))).toEqual({
      version: FORMAT_VERSION,
      items: [1],
    });
    expect(await readChecked(file('old.json', '{"version":0,"keys":[]}'))).toEqual({ version: 0, keys: [] });
  });
  it.each([
    ['empty.json', '', /not valid JSON/],
    ['cut.json', '{"version":1,"items":[{"id":', /not valid JSON/],
    ['array.json', '[]', /unknown format/],
    ['null.json', 'null', /unknown format/],
    ['noversion.json', '{"items":[]}', /unknown format/],
    ['newer.json', `{"version":${FORMAT_VERSION + 1},"items":[]}`, /newer version/],
  ])('refuses %s with a StoreError naming the file, leaving it as it was', async (name, text, message) => {
    const f = file(name, text);
    const err = await readChecked(f).catch((e) => e);
    expect(err).toBeInstanceOf(StoreError);
    expect(err.message).toMatch(message);
    expect(err.message).toContain(f);
    expect(fs.readFileSync(f, 'utf8')).toBe(text);
  });
  it('refuses a path it cannot read (a folder)', async () => {
    fs.mkdirSync(path.join(dir, 'folder.json'));
    await expect(readChecked(path.join(dir, 'folder.json'))).rejects.toThrow(/Cannot read data file/);
  });
});
