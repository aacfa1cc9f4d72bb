import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../shared/node/writeFileAtomic';
import type { CollectionDoc } from './collectionFile';
import { FORMAT_VERSION } from './formatVersion';
import { readChecked } from './readChecked';
import type { StoredRecord } from './recordStore';
import { StoreError } from './storeError';

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Splits a one-file collection (`contactMessages.json`, as versions before the month files kept
 * it) into the month files of `dir`; returns whether there was one. Crash-safe and idempotent:
 * the month files are written first (atomically), each merged by id with what the month file
 * already holds, and only then is the old file moved (a rename) into a new
 * `pre-migration-<time>-months/` folder beside it, the copy kept. A start after a crash half-way
 * splits the old file again: records already in a month file are not added twice, none is lost.
 * The old file must be in the current format (migrateDataDir runs first and brings it there).
 */
export async function splitLegacyFile<T extends StoredRecord>(
  legacyFile: string,
  dir: string,
  monthOf: (r: T) => string,
  now = new Date(),
): Promise<boolean> {
  const doc = await readChecked<CollectionDoc<T>>(legacyFile);
  if (!doc) return false;
  if (!Array.isArray(doc.items))
    throw new StoreError(`Data file ${legacyFile} has no "items" array. The server leaves it untouched.`);
  const byMonth = new Map<string, T[]>();
  for (const r of doc.items) {
    const key = monthOf(r);
    const list = byMonth.get(key);
    if (list) list.push(r);
    else byMonth.set(key, [r]);
  }
  await fsp.mkdir(dir, { recursive: true });
  for (const [key, items] of byMonth) {
    const file = path.join(dir, `${key}.json`);
    const existing = await readChecked<CollectionDoc<T>>(file);
    const have = existing?.items ?? [];
    const ids = new Set(have.map((r) => r.id));
    const merged = [...have, ...items.filter((r) => !ids.has(r.id))];
    await writeFileAtomic(file, JSON.stringify({ version: FORMAT_VERSION, items: merged }));
  }
  const base = path.dirname(legacyFile);
  let copyDir = path.join(base, `pre-migration-${stamp(now)}-months`);
  for (let i = 2; fs.existsSync(copyDir); i++) copyDir = path.join(base, `pre-migration-${stamp(now)}-months-${i}`);
  await fsp.mkdir(copyDir, { mode: 0o700 });
  await fsp.rename(legacyFile, path.join(copyDir, path.basename(legacyFile)));
  return true;
}
