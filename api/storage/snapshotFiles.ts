import fs from 'node:fs';
import path from 'node:path';
import { BackupError, isTemp } from './backupFormat';

// The argument for why one round is the folder at one instant is backup.ts's comment.

type FileId = { ino: bigint; size: bigint; mtimeNs: bigint; ctimeNs: bigint };
const sameId = (a: FileId, b: FileId) =>
  a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;

/**
 * Sub-folders whose files the server rewrites (the month files of contact messages) or appends to
 * (the audit log's month files, whose last line may be half-written at any instant): read in the
 * same consistent rounds as the top-level files, not linked afterwards like the write-once uploads.
 */
export const SNAPSHOT_FOLDERS = ['contactMessages', 'audit'];

// Synchronous on purpose: a round takes well under a millisecond for this site's files, and
// the shorter the round, the less likely a server write falls inside it (then it is retried).
function topLevelFiles(dir: string): Map<string, FileId> {
  const out = new Map<string, FileId>();
  const list = (rel: string) => {
    let ents: fs.Dirent[];
    try {
      ents = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT' && rel) return;
      throw e;
    }
    for (const ent of ents) {
      if (!ent.isFile() || isTemp(ent.name)) continue;
      const name = rel ? `${rel}/${ent.name}` : ent.name;
      const s = fs.statSync(path.join(dir, name), { bigint: true, throwIfNoEntry: false });
      if (s) out.set(name, { ino: s.ino, size: s.size, mtimeNs: s.mtimeNs, ctimeNs: s.ctimeNs });
      // removed meanwhile: the second listing will differ
    }
  };
  list('');
  for (const folder of SNAPSHOT_FOLDERS) list(folder);
  return out;
}

/** One round; null when something changed during it. */
function snapshotRound(dir: string): Map<string, Buffer> | null {
  const before = topLevelFiles(dir);
  const contents = new Map<string, Buffer>();
  for (const [name, id] of before) {
    let fd: number;
    try {
      fd = fs.openSync(path.join(dir, name), 'r');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
    try {
      if (fs.fstatSync(fd, { bigint: true }).ino !== id.ino) return null;
      contents.set(name, fs.readFileSync(fd));
    } finally {
      fs.closeSync(fd);
    }
  }
  const after = topLevelFiles(dir);
  if (after.size !== before.size) return null;
  for (const [name, id] of before) {
    const a = after.get(name);
    if (!a || !sameId(a, id)) return null;
  }
  return contents;
}

/** The top-level files of the data folder (and those of SNAPSHOT_FOLDERS, as `folder/name`) as they were at one instant. */
export async function snapshotFiles(
  dir: string,
  maxAttempts = 50,
): Promise<{ contents: Map<string, Buffer>; attempts: number }> {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const contents = snapshotRound(dir);
    if (contents) return { contents, attempts: attempt };
    await new Promise((r) => setTimeout(r, Math.min(500, 5 * attempt) + Math.random() * 20));
  }
  throw new BackupError(`The data folder ${dir} kept changing during ${maxAttempts} attempts to read it; try again.`);
}
