import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { COLLECTIONS } from '../../shared/constants';
import { byteLength } from '../../shared/importData';
import { writeFileAtomic } from '../../shared/node/writeFileAtomic';
import { academyEvent, announcement, contactMessage, galleryItem, instructor } from '../../shared/schemas';
import { FORMAT_VERSION } from './formatVersion';

/**
 * Schema versions of the data files, and the start-up migration that brings older ones forward.
 *
 * Versions (FORMAT_VERSION in storage/formatVersion.ts is the current one):
 * - 0: the original site's files: a plain JSON array of records per collection, records without
 *      updatedAt (and often without createdAt), ids sometimes numbers, optional fields missing.
 * - 1: `{ "version": 1, "items": [...] }`; every record has a string id, createdAt and
 *      updatedAt; optional text fields are null when empty; gallery categories normalised.
 *
 * migrateDataDir() runs before the store loads. When any file is older than FORMAT_VERSION it
 * first copies every top-level file of the data folder into DATA_DIR/pre-migration-<time>/
 * (uploads are never changed by a migration, so they are not copied), then rewrites each old
 * file atomically (temporary file, then rename). Files that are current, newer than this
 * server, or unreadable are left alone: the store then reports them by name as usual.
 * A crash half-way is safe: the next start migrates what is still old (each file is either
 * wholly old or wholly new) and the first copy keeps the original files.
 *
 * Contact messages, once one file, now live in one file per month (contactMessages/YYYY-MM.json):
 * an old contactMessages.json is first brought to the current format here like the others, then
 * split into month files when the store loads (storage/splitMonths.ts, its own copy kept in
 * pre-migration-<time>-months/). A future format step must also walk the part files (YYYY-MM.json, YYYY-MM.2.json…).
 *
 * To add version 2: bump FORMAT_VERSION in storage/formatVersion.ts and add a step `{ from: 1, ... }` below.
 */

type Rec = Record<string, unknown>;
type Step = { from: number; describe: string; collection(name: string, items: unknown[], ctx: StepContext): Rec[] };
type StepContext = { now: Date; warn(message: string): void };

/** Collection files the server keeps (content and export history). */
export const COLLECTION_FILES = [...COLLECTIONS, 'dataExports'] as const;

const RECORD_SCHEMAS: Record<string, z.ZodType | undefined> = {
  announcements: announcement,
  events: academyEvent,
  galleryItems: galleryItem,
  contactMessages: contactMessage,
  instructors: instructor,
};

const asIso = (v: unknown): string | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return new Date(v).toISOString();
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Date.parse(v)))
    return new Date(Date.parse(v)).toISOString();
  return null;
};

/** Version 0 to 1: wrap the array, complete each record's metadata, normalise with the schemas. */
function v0ToV1(name: string, items: unknown[], { now, warn }: StepContext): Rec[] {
  const out: Rec[] = [];
  const seen = new Set<string>();
  items.forEach((raw, i) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      warn(`${name}.json: item ${i} is not a record; kept unchanged`);
      out.push(raw as Rec);
      return;
    }
    const rec: Rec = { ...(raw as Rec) };
    // Ids: strings, unique; a missing one gets a stable made-up id.
    let id = rec.id ?? rec._id;
    if (typeof id === 'number') id = String(id);
    if (typeof id !== 'string' || id === '' || seen.has(id)) id = `v0-${name}-${i + 1}`;
    seen.add(id as string);
    rec.id = id;
    delete rec._id;
    // Times: records the old site stored without one keep their file order (oldest first).
    const created = asIso(rec.createdAt) ?? new Date(now.getTime() - (items.length - i) * 1000).toISOString();
    rec.createdAt = created;
    rec.updatedAt = asIso(rec.updatedAt) ?? created;
    if (name === 'announcements' && typeof rec.date === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(rec.date))
      rec.date = rec.date.slice(0, 10);
    if (name === 'galleryItems' && typeof rec.isVideo === 'string') rec.isVideo = rec.isVideo === 'true';
    if (name === 'dataExports') {
      if (typeof rec.fileContent !== 'string') rec.fileContent = JSON.stringify(rec.fileContent ?? null);
      rec.fileSize = byteLength(rec.fileContent as string);
      delete rec.updatedAt;
    }
    if (name === 'contactMessages') delete rec.updatedAt;
    const schema = RECORD_SCHEMAS[name];
    if (schema) {
      const parsed = schema.safeParse(rec);
      if (parsed.success)
        Object.assign(rec, parsed.data as Rec); // unknown fields are kept
      else
        warn(
          `${name}.json: record ${rec.id} does not pass today's checks (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}); kept as it was`,
        );
    }
    out.push(rec);
  });
  return out;
}

export const STEPS: Step[] = [
  { from: 0, describe: 'plain arrays to {version, items}; record metadata completed', collection: v0ToV1 },
];

/** A file's format version: 0 for a plain array, the `version` field otherwise; null if unknown. */
export function formatVersion(doc: unknown): number | null {
  if (Array.isArray(doc)) return 0;
  if (doc && typeof doc === 'object' && typeof (doc as Rec).version === 'number') return (doc as Rec).version as number;
  return null;
}

export type MigrationReport = {
  migrated: { file: string; from: number; to: number; records: number }[];
  copyDir: string | null;
  warnings: string[];
};

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** Brings every collection file of `dir` to FORMAT_VERSION; see the comment at the top. */
export async function migrateDataDir(
  dir: string,
  opts: { log?: (line: string) => void; now?: Date } = {},
): Promise<MigrationReport> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const report: MigrationReport = { migrated: [], copyDir: null, warnings: [] };
  if (!fs.existsSync(dir)) return report;

  const todo: { name: string; file: string; doc: unknown; from: number }[] = [];
  for (const name of COLLECTION_FILES) {
    const file = path.join(dir, `${name}.json`);
    let doc: unknown;
    try {
      doc = JSON.parse(await fsp.readFile(file, 'utf8'));
    } catch {
      continue; // missing (created on load) or damaged (the store names it and stops)
    }
    const from = formatVersion(doc);
    if (from === null || from >= FORMAT_VERSION) continue;
    todo.push({ name, file, doc, from });
  }
  if (!todo.length) return report;

  // Copy of the pre-migration files (every top-level file, so the folder can be put back as is).
  let copyDir = path.join(dir, `pre-migration-${stamp(now)}`);
  for (let i = 2; fs.existsSync(copyDir); i++) copyDir = path.join(dir, `pre-migration-${stamp(now)}-${i}`);
  await fsp.mkdir(copyDir, { mode: 0o700 });
  for (const ent of await fsp.readdir(dir, { withFileTypes: true }))
    if (ent.isFile() && !ent.name.endsWith('.tmp'))
      await fsp.copyFile(path.join(dir, ent.name), path.join(copyDir, ent.name));
  report.copyDir = copyDir;
  log(`migrate copy=${copyDir} files=${todo.map((t) => `${t.name}.json@v${t.from}`).join(',')}`);

  const ctx: StepContext = {
    now,
    warn: (m) => {
      report.warnings.push(m);
      log(`migrate warning ${m}`);
    },
  };
  for (const t of todo) {
    let items: unknown[] = Array.isArray(t.doc) ? t.doc : (((t.doc as Rec).items as unknown[]) ?? []);
    let version = t.from;
    for (const step of STEPS) {
      if (step.from !== version) continue;
      items = step.collection(t.name, items, ctx);
      version = step.from + 1;
    }
    if (version !== FORMAT_VERSION)
      throw new Error(`No migration path for ${t.file} from format ${t.from} to ${FORMAT_VERSION}`);
    const doc = { ...(Array.isArray(t.doc) ? {} : (t.doc as Rec)), version, items };
    await writeFileAtomic(t.file, JSON.stringify(doc), { mode: 0o600 });
    report.migrated.push({ file: t.file, from: t.from, to: version, records: items.length });
    log(`migrate file=${path.basename(t.file)} from=${t.from} to=${version} records=${items.length}`);
  }
  return report;
}
