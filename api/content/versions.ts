import { Conflict, Invalid, NotFound, Stale } from '../errors';
import type { Context } from '../http/route';
import { nanoid } from 'nanoid';
import { ifMatchHeader, type TrashType } from '../../shared/schemas';
import { versionOf, type Database, type StoredRevision, type StoredTrash, nextVersion } from '../storage/db';

// Routes name a record's version through here: they reach storage only through Services.
export { nextVersion, versionOf };
import type { StoredRecord } from '../storage/collection';

/** How long a deleted record stays in the trash. */
export const TRASH_DAYS = 30;
const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000;
/** Earlier contents kept per record. */
export const MAX_REVISIONS = 20;

type Versioned = StoredRecord & { version?: number };

/** The If-Match version asked for, or null without the header; 400 when it is not one quoted positive integer. */
export function ifMatch(ctx: Context): number | null {
  const raw = ctx.headers['if-match'];
  if (raw === undefined) return null;
  const parsed = ifMatchHeader.safeParse(raw);
  if (!parsed.success) {
    const message = 'If-Match must be one quoted version number, e.g. "3"';
    throw new Invalid(message, { issues: [{ path: 'If-Match', message }] });
  }
  return parsed.data!;
}

/** ETag: "<version>" of a record answer. */
export const setETag = (ctx: Context, record: object) => ctx.set('ETag', `"${versionOf(record)}"`);

/** 412 {message, current} when the record is no longer at the expected version. */
export function checkVersion(current: Versioned, expected: number | null) {
  if (expected !== null && versionOf(current) !== expected)
    throw new Stale('This record was changed since you loaded it: reload it and try again.', versionOf(current), {
      fields: { current },
    });
}

/**
 * Keeps the previous content of a record that just changed (at most MAX_REVISIONS per record),
 * with the account that changed it.
 */
export async function saveRevision(
  db: Database,
  type: TrashType,
  previous: Versioned,
  by?: { id: string; name: string } | null,
) {
  const now = new Date(db.clock()).toISOString();
  const rev: StoredRevision = {
    id: nanoid(),
    createdAt: now,
    type,
    recordId: previous.id,
    version: versionOf(previous),
    updatedAt: previous.updatedAt ?? previous.createdAt,
    record: { ...previous, version: versionOf(previous) },
    ...(by ? { by: { id: by.id, name: by.name } } : {}),
  };
  await db.revisions.insert(rev);
  const mine = db.revisions.all().filter((r) => r.type === type && r.recordId === previous.id);
  if (mine.length > MAX_REVISIONS) {
    const drop = new Set([...mine].sort((a, b) => b.version - a.version).slice(MAX_REVISIONS));
    await db.revisions.retain((r) => !drop.has(r));
  }
}

/** A record's earlier contents, newest first. */
export const revisionsOf = (db: Database, type: TrashType, id: string) =>
  db.revisions
    .all()
    .filter((r) => r.type === type && r.recordId === id)
    .sort((a, b) => b.version - a.version);

/**
 * Moves a record to the trash: the entry is written first, then the record removed only if it
 * is still the one put in the trash (a change in between: 412 with If-Match, else once more).
 */
export async function moveToTrash(db: Database, type: TrashType, id: string, expected: number | null) {
  const col = db.versioned(type);
  for (let attempt = 0; ; attempt++) {
    const current = col.get(id);
    if (!current) throw new NotFound('Not found');
    checkVersion(current, expected);
    const now = new Date(db.clock()).toISOString();
    const entry: StoredTrash = {
      id: nanoid(),
      createdAt: now,
      type,
      deletedAt: now,
      record: { ...current, version: versionOf(current) },
    };
    await db.trash.insert(entry);
    let removed: boolean;
    try {
      removed = await col.remove(id, (old) => old === current);
    } catch (e) {
      await db.trash.remove(entry.id).catch(() => {});
      throw e;
    }
    if (removed) break;
    await db.trash.remove(entry.id);
    if (attempt >= 3) throw new Conflict('The record is changing: try again.');
  }
  await purgeTrash(db);
}

/** Drops trash entries older than TRASH_DAYS, and the revisions of records gone for good. */
export async function purgeTrash(db: Database) {
  const cutoff = db.clock() - TRASH_MS;
  const old = db.trash.all().filter((e) => !(Date.parse(e.deletedAt) >= cutoff));
  if (!old.length) return;
  const gone = new Set(old);
  await db.trash.retain((e) => !gone.has(e));
  await dropRevisionsOfGone(db, old);
}

/**
 * Removes revisions of records that are neither live nor in the trash any more, then tells
 * db.onGone of the entries and those revisions (their image files go too).
 */
export async function dropRevisionsOfGone(db: Database, entries: StoredTrash[]) {
  const key = (type: string, id: string) => `${type}\u0000${id}`;
  const gone = new Set<string>();
  for (const e of entries) {
    const stillThere =
      db.versioned(e.type).get(e.record.id) ||
      db.trash.all().some((t) => t.type === e.type && t.record.id === e.record.id);
    if (!stillThere) gone.add(key(e.type, e.record.id));
  }
  const revisions = gone.size ? db.revisions.all().filter((r) => gone.has(key(r.type, r.recordId))) : [];
  if (revisions.length) await db.revisions.retain((r) => !gone.has(key(r.type, r.recordId)));
  await db.onGone?.({ entries, revisions });
}

/**
 * Restore and delete-forever of one trash entry, one at a time: each awaits a write between
 * reading the entry and removing it, so a restore and a delete running together both
 * succeeded (a 200 and a 204) and the record ended up live. Now the second finds it gone: 404.
 */
const entryLocks = new Map<string, Promise<unknown>>();
function oneAtATime<T>(trashId: string, work: () => Promise<T>): Promise<T> {
  const run = (entryLocks.get(trashId) ?? Promise.resolve()).then(work);
  const settled = run.catch(() => {});
  entryLocks.set(trashId, settled);
  void settled.then(() => {
    if (entryLocks.get(trashId) === settled) entryLocks.delete(trashId);
  });
  return run;
}

/**
 * Puts a trash entry's record back under its id: 404 when not in the trash, 412 when `expected`
 * is not the version in the trash, 409 when the id is taken.
 */
export const restoreFromTrash = (db: Database, trashId: string, expected: number | null = null) =>
  oneAtATime(trashId, () => restoreNow(db, trashId, expected));

async function restoreNow(db: Database, trashId: string, expected: number | null): Promise<Versioned> {
  const entry = db.trash.get(trashId);
  if (!entry) throw new NotFound('Not found in the trash');
  checkVersion(entry.record, expected);
  const col = db.versioned(entry.type);
  // Back as a new version: an edit or delete still holding the version it had before the delete
  // (another tab, a queued desktop edit) meets a 412 instead of overwriting it unseen.
  const record: Versioned = { ...entry.record, version: nextVersion(entry.record) };
  if (record.updatedAt !== undefined) record.updatedAt = new Date(db.clock()).toISOString();
  if (!(await col.insertNew(record)))
    throw new Conflict('A record with this id exists again: it cannot be restored over it.');
  await db.trash.remove(trashId);
  await purgeTrash(db);
  return record;
}

/** Deletes a trash entry for good (404 when not there); returns it. */
export const deleteFromTrash = (db: Database, trashId: string) =>
  oneAtATime(trashId, async (): Promise<StoredTrash> => {
    const entry = db.trash.get(trashId);
    if (!entry || !(await db.trash.remove(trashId))) throw new NotFound('Not found in the trash');
    await dropRevisionsOfGone(db, [entry]);
    await purgeTrash(db);
    return entry;
  });
