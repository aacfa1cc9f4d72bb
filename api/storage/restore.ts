import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { API } from '../../shared/routes';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  isLocalCopy,
  MANIFEST,
  stamp,
  type Manifest,
} from './backupFormat';
import { SNAPSHOT_FOLDERS } from './snapshotFiles';

// Restoring a backup made by backup.ts, in its own file since the two share only the archive's
// format: the archive is extracted and checked in full before the data folder is touched.
const run = promisify(execFile);

export type RestoreResult = { dataDir: string; restored: number; replacedDir: string | null; manifest: Manifest };

/** Is a server answering /api/health at this address? */
export async function serverAnswering(url: string, timeoutMs = 1500): Promise<boolean> {
  try {
    const res = await fetch(url + API.health, { signal: AbortSignal.timeout(timeoutMs) });
    return res.status > 0;
  } catch {
    return false;
  }
}

async function readManifest(dir: string): Promise<Manifest> {
  let m: Manifest;
  try {
    m = JSON.parse(await fsp.readFile(path.join(dir, MANIFEST), 'utf8'));
  } catch {
    throw new BackupError(`This archive has no readable ${MANIFEST}: it was not made by \`npm run backup\`.`);
  }
  if (m.format !== BACKUP_FORMAT)
    throw new BackupError(`This archive is not an academy backup (format "${m.format}").`);
  if (m.version > BACKUP_FORMAT_VERSION)
    throw new BackupError(`This archive was made by a newer version (backup format ${m.version}).`);
  return m;
}

/** Checks an extracted archive: every listed file present with its size, every JSON file parses. */
async function verifyExtracted(dir: string, m: Manifest) {
  for (const f of m.files) {
    const p = path.join(dir, 'data', ...f.path.split('/'));
    let st: fs.Stats;
    try {
      st = await fsp.stat(p);
    } catch {
      throw new BackupError(`The archive is incomplete: ${f.path} is missing.`);
    }
    if (st.size !== f.size)
      throw new BackupError(`The archive is damaged: ${f.path} has ${st.size} bytes, expected ${f.size}.`);
    const snapshotted = !f.path.includes('/') || SNAPSHOT_FOLDERS.includes(f.path.split('/')[0]);
    if (snapshotted && f.path.endsWith('.json')) {
      try {
        JSON.parse(await fsp.readFile(p, 'utf8'));
      } catch (e) {
        throw new BackupError(`The archive is damaged: ${f.path} is not valid JSON (${(e as Error).message}).`);
      }
    }
  }
}

/**
 * Puts an archive back as the data folder. The current content of the folder is moved aside to
 * DATA_DIR/replaced-<time>/ (nothing is deleted). Refuses while a server answers at `serverUrl`
 * unless `force`: a running server keeps its data in memory and would overwrite the restored files.
 */
export async function restoreBackup(opts: {
  archive: string;
  dataDir: string;
  serverUrl?: string;
  force?: boolean;
  now?: Date;
}): Promise<RestoreResult> {
  const archive = path.resolve(opts.archive);
  const dataDir = path.resolve(opts.dataDir);
  if (!fs.existsSync(archive)) throw new BackupError(`No such archive: ${archive}`);
  if (!opts.force && opts.serverUrl && (await serverAnswering(opts.serverUrl)))
    throw new BackupError(
      `A server is running at ${opts.serverUrl}. Stop it first (sudo systemctl stop academy), or pass --force if it uses another data folder.`,
    );

  const now = opts.now ?? new Date();
  await fsp.mkdir(dataDir, { recursive: true });
  const staging = path.join(dataDir, `.restore-${stamp(now)}-${process.pid}`);
  await fsp.mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    try {
      await run('tar', ['-xzf', archive, '-C', staging, '--no-same-owner'], { maxBuffer: 16 * 1024 * 1024 });
    } catch (e) {
      const err = e as Error & { stderr?: string | Buffer };
      throw new BackupError(`Cannot extract ${archive}: ${(err.stderr || err.message).toString().trim()}`);
    }
    const manifest = await readManifest(staging);
    await verifyExtracted(staging, manifest);

    // Move the current content aside (same folder, so renames only; safe on a mount point).
    let replacedDir = path.join(dataDir, `replaced-${stamp(now)}`);
    for (let i = 2; fs.existsSync(replacedDir); i++) replacedDir = path.join(dataDir, `replaced-${stamp(now)}-${i}`);
    const current = (await fsp.readdir(dataDir)).filter((n) => path.join(dataDir, n) !== staging && !isLocalCopy(n));
    if (current.length) {
      await fsp.mkdir(replacedDir);
      for (const name of current) await fsp.rename(path.join(dataDir, name), path.join(replacedDir, name));
    }
    const restored = await fsp.readdir(path.join(staging, 'data'));
    for (const name of restored) await fsp.rename(path.join(staging, 'data', name), path.join(dataDir, name));
    return { dataDir, restored: manifest.files.length, replacedDir: current.length ? replacedDir : null, manifest };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
