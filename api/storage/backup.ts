import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Backups of the data folder: one `academy-backup-<UTC time>.tar.gz` per run, made with the
 * system `tar` (GNU tar on Debian), put back by restoreBackup() (restore.ts).
 *
 * Consistency while the server runs, without stopping it or asking it anything:
 * - Every file the server writes is either replaced by an atomic rename (shared/node/writeFileAtomic.ts,
 *   for the JSON files and the uploads alike: a file's inode, once in place, never changes, so
 *   one read through an open descriptor is a complete version of it) or only appended to (the
 *   notice queues' logs, notices.jsonl and its Web Push twin, storage/jsonLinesLog.ts; the audit
 *   log's files under audit/): a read of those is a prefix of the file, at worst ending in a torn
 *   line that their readers leave out, and an append between the two stats below changes the
 *   size, so the round is retried.
 * - Across files, the JSON files (small) are read in rounds: stat every file, read each through
 *   a descriptor whose inode must match that stat, stat them all again. If no file was
 *   replaced, created or removed between the two stats (same names, inodes, sizes, change
 *   times), then at the instant between the last first-stat and the first second-stat every
 *   file held exactly the content read: the snapshot is the folder as it was at one instant,
 *   i.e. what a crash at that instant would have left, which the server recovers from (its
 *   import journal, import-journal.json, is captured with the rest). Otherwise, retry.
 * - The part files of contact messages (contactMessages/YYYY-MM*.json, see SNAPSHOT_FOLDERS) are
 *   rewritten like the top-level files, so they are read in the same rounds.
 * - Uploads are write-once under fresh names and never rewritten, and a record only refers to
 *   an upload after the file is in place. They are hard-linked (or copied when the backup
 *   folder is on another file system) after the JSON snapshot, so every upload the snapshot
 *   refers to is captured. References to uploads missing from the folder are reported.
 * The snapshot is staged in BACKUP_DIR, archived to a `.partial` file, then renamed: an archive
 * with the final name is always complete.
 *
 * Left out: temporary files (`*.tmp`), and the local safety copies that live in the data folder
 * (`pre-migration-*`, `replaced-*`, `.restore-*`).
 *
 * Over 250 lines on purpose: the snapshot rounds, the linking of uploads and the archive steps
 * are the argument above in code, read together (restore, which needs none of it, is restore.ts).
 */

const run = promisify(execFile);

export const BACKUP_PREFIX = 'academy-backup-';
export const BACKUP_FORMAT = 'academy-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST = 'backup.json';

export class BackupError extends Error {}

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: string;
  attempts: number;
  files: { path: string; size: number }[];
  missingUploads: string[];
};

export type BackupResult = { file: string; manifest: Manifest; bytes: number; removed: string[] };

/** Where backups go: BACKUP_DIR, else a `backups` folder beside the data folder. */
export function defaultBackupDir(dataDir: string, env: NodeJS.ProcessEnv = process.env) {
  return path.resolve(env.BACKUP_DIR || path.join(path.dirname(path.resolve(dataDir)), 'backups'));
}

const isTemp = (name: string) => name.endsWith('.tmp') || name.startsWith('.');
export const isLocalCopy = (name: string) => /^(pre-migration-|replaced-|\.restore-)/.test(name);

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

async function linkOrCopy(from: string, to: string) {
  try {
    await fsp.link(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw e;
    await fsp.copyFile(from, to, fs.constants.COPYFILE_FICLONE);
  }
}

/** Copies the sub-folders (uploads, ...) file by file; returns the relative paths staged. */
async function stageTree(src: string, dest: string, rel = ''): Promise<string[]> {
  const staged: string[] = [];
  await fsp.mkdir(dest, { recursive: true });
  for (const ent of await fsp.readdir(src, { withFileTypes: true })) {
    if (isTemp(ent.name)) continue;
    const from = path.join(src, ent.name);
    const to = path.join(dest, ent.name);
    if (ent.isDirectory()) staged.push(...(await stageTree(from, to, path.posix.join(rel, ent.name))));
    else if (ent.isFile()) {
      try {
        await linkOrCopy(from, to);
        staged.push(path.posix.join(rel, ent.name));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
  }
  return staged;
}

/** `/uploads/<name>` references found in the JSON files. */
export function uploadReferences(contents: Map<string, Buffer>): Set<string> {
  const refs = new Set<string>();
  for (const [name, buf] of contents) {
    if (!name.endsWith('.json')) continue;
    for (const m of buf.toString('utf8').matchAll(/\/uploads\/([A-Za-z0-9_.-]+)/g)) refs.add(m[1]);
  }
  return refs;
}

export const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export async function listBackups(backupDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fsp.readdir(backupDir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  // By time, then by the -2, -3 suffix of archives made within the same second.
  const key = (n: string) => n.slice(0, -'.tar.gz'.length);
  return names
    .filter((n) => n.startsWith(BACKUP_PREFIX) && n.endsWith('.tar.gz'))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
    .map((n) => path.join(backupDir, n));
}

export async function createBackup(opts: {
  dataDir: string;
  backupDir: string;
  keep?: number;
  now?: Date;
}): Promise<BackupResult> {
  const dataDir = path.resolve(opts.dataDir);
  const backupDir = path.resolve(opts.backupDir);
  if (!fs.existsSync(dataDir)) throw new BackupError(`The data folder ${dataDir} does not exist.`);
  if (backupDir === dataDir || backupDir.startsWith(dataDir + path.sep))
    throw new BackupError(`BACKUP_DIR (${backupDir}) must not be inside the data folder (${dataDir}).`);
  await fsp.mkdir(backupDir, { recursive: true, mode: 0o700 });

  const now = opts.now ?? new Date();
  let base = `${BACKUP_PREFIX}${stamp(now)}`;
  for (let i = 2; fs.existsSync(path.join(backupDir, `${base}.tar.gz`)); i++)
    base = `${BACKUP_PREFIX}${stamp(now)}-${i}`;
  const staging = path.join(backupDir, `.staging-${base}-${process.pid}`);
  const target = path.join(backupDir, `${base}.tar.gz`);
  const partial = `${target}.partial`;

  try {
    await fsp.mkdir(path.join(staging, 'data'), { recursive: true, mode: 0o700 });
    // 1. The JSON files (and other top-level files) at one instant.
    const { contents, attempts } = await snapshotFiles(dataDir);
    const files: Manifest['files'] = [];
    for (const folder of SNAPSHOT_FOLDERS)
      if (fs.existsSync(path.join(dataDir, folder)))
        await fsp.mkdir(path.join(staging, 'data', folder), { recursive: true, mode: 0o700 });
    for (const [name, buf] of contents) {
      await fsp.writeFile(path.join(staging, 'data', ...name.split('/')), buf, { mode: 0o600 });
      files.push({ path: name, size: buf.length });
    }
    // 2. Sub-folders (uploads): write-once files, captured after the JSON that refers to them.
    for (const ent of await fsp.readdir(dataDir, { withFileTypes: true })) {
      if (!ent.isDirectory() || isTemp(ent.name) || isLocalCopy(ent.name) || SNAPSHOT_FOLDERS.includes(ent.name))
        continue;
      const src = path.join(dataDir, ent.name);
      if (path.resolve(src) === backupDir) continue;
      for (const rel of await stageTree(src, path.join(staging, 'data', ent.name))) {
        const st = await fsp.stat(path.join(staging, 'data', ent.name, rel));
        files.push({ path: path.posix.join(ent.name, rel), size: st.size });
      }
    }
    const staged = new Set(files.map((f) => f.path));
    const missingUploads = [...uploadReferences(contents)].filter((n) => !staged.has(`uploads/${n}`)).sort();

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      source: dataDir,
      attempts,
      files: files.sort((a, b) => a.path.localeCompare(b.path)),
      missingUploads,
    };
    await fsp.writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });

    // 3. Archive (system tar + gzip), then publish under the final name.
    await run('tar', ['-czf', partial, '-C', staging, MANIFEST, 'data'], { maxBuffer: 16 * 1024 * 1024 });
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, target);
    const bytes = (await fsp.stat(target)).size;

    // 4. Retention: keep the newest `keep` archives (0 or undefined: keep all).
    const removed: string[] = [];
    if (opts.keep && opts.keep > 0) {
      const all = await listBackups(backupDir);
      for (const old of all.slice(0, Math.max(0, all.length - opts.keep))) {
        await fsp.rm(old, { force: true });
        removed.push(old);
      }
    }
    return { file: target, manifest, bytes, removed };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
}
