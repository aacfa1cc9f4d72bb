import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { listBackups } from './backupDir';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_PREFIX,
  BackupError,
  isLocalCopy,
  isTemp,
  MANIFEST,
  stamp,
  type BackupResult,
  type Manifest,
} from './backupFormat';
import { SNAPSHOT_FOLDERS, snapshotFiles } from './snapshotFiles';
import { stageTree } from './stageTree';

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
 */

const run = promisify(execFile);

/** `/uploads/<name>` references found in the JSON files. */
export function uploadReferences(contents: Map<string, Buffer>): Set<string> {
  const refs = new Set<string>();
  for (const [name, buf] of contents) {
    if (!name.endsWith('.json')) continue;
    for (const m of buf.toString('utf8').matchAll(/\/uploads\/([A-Za-z0-9_.-]+)/g)) refs.add(m[1]);
  }
  return refs;
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
