import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backupFormat';
import { restoreBackup, type RestoreResult } from './restore';
import { checkSettings, OFFSITE_TAG, OffsiteError, resticOk } from './restic';
import { statusPath } from './offsiteStatus';

const execFileP = promisify(execFile);

export type OffsiteRestoreResult = RestoreResult & { snapshot: string; snapshotTime: string };

/**
 * Puts a snapshot ('latest' or an id) back as the data folder: restic restores it into a folder
 * beside the local archives, which is packed into an archive and restored as a local one
 * (restoreBackup: checked first, the current content kept in DATA_DIR/replaced-<time>/).
 */
export async function offsiteRestore(opts: {
  dataDir: string;
  backupDir: string;
  snapshot?: string;
  env?: NodeJS.ProcessEnv;
  serverUrl?: string;
  force?: boolean;
}): Promise<OffsiteRestoreResult> {
  const env = opts.env ?? process.env;
  const dataDir = path.resolve(opts.dataDir);
  const wanted = opts.snapshot ?? 'latest';
  if (!/^(latest|[0-9a-f]{8,64})$/.test(wanted))
    throw new OffsiteError(`"${wanted}" is not a snapshot id (8 to 64 hex digits) or "latest".`);
  checkSettings(env);
  const list = await resticOk('cannot read the snapshots', ['snapshots', '--json', '--tag', OFFSITE_TAG, wanted], env);
  const found = (JSON.parse(list.stdout || '[]') as { id: string; short_id: string; time: string }[]) ?? [];
  if (!found.length)
    throw new OffsiteError(
      wanted === 'latest' ? 'the repository holds no academy snapshot yet.' : `no snapshot ${wanted}.`,
    );
  const snap = found[found.length - 1];

  await fsp.mkdir(opts.backupDir, { recursive: true, mode: 0o700 });
  const work = await fsp.mkdtemp(path.join(path.resolve(opts.backupDir), '.offsite-restore-'));
  try {
    const tree = path.join(work, 'tree');
    await resticOk('restic restore failed', ['restore', snap.id, '--target', tree], env);
    if (!fs.existsSync(path.join(tree, 'backup.json')))
      throw new OffsiteError(`snapshot ${snap.short_id} is not an academy backup (no backup.json).`);
    const archive = path.join(work, 'snapshot.tar.gz');
    await execFileP('tar', ['--use-compress-program=gzip -1', '-cf', archive, '-C', tree, 'backup.json', 'data']);
    // The status file describes the repository, not the data: it stays with the folder.
    const status = await fsp.readFile(statusPath(dataDir)).catch(() => null);
    const r = await restoreBackup({ archive, dataDir, serverUrl: opts.serverUrl, force: opts.force });
    if (status) await fsp.writeFile(statusPath(dataDir), status, { mode: 0o600 });
    return { ...r, snapshot: snap.short_id, snapshotTime: snap.time };
  } catch (e) {
    if (e instanceof BackupError || e instanceof OffsiteError) throw e;
    throw new OffsiteError((e as Error).message.split('\n')[0]);
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
