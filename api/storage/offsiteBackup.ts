import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createBackup } from './backup';
import type { BackupResult } from './backupFormat';
import {
  checkSettings,
  ensureRepository,
  FORGET_POLICY,
  OFFSITE_HOST,
  OFFSITE_TAG,
  OffsiteError,
  redactRepository,
  resticOk,
} from './restic';
import { readStatus, writeStatus } from './offsiteStatus';

/**
 * Off-site backups with restic (Debian's `restic`): the usual consistent archive of the data
 * folder, unpacked into a fixed staging folder and stored as one restic snapshot in
 * RESTIC_REPOSITORY (any restic backend: a path, sftp:, rest:, s3:, b2:, ...), encrypted with
 * RESTIC_PASSWORD_FILE or RESTIC_PASSWORD; the backend's own variables (AWS_*, B2_*, ...) are
 * passed through from the environment. Unpacked rather than the .tar.gz itself so that restic's
 * deduplication works: a gzip stream changes from its first bytes when one file changes, a folder
 * of files changes only where they do.
 *
 * The local archive is made first and never touched afterwards, whatever happens off site. The
 * result of each run goes to DATA_DIR/.offsite-status.json (a dot file: left out of the backups
 * themselves), read by GET /api/backups/offsite.
 */

const execFileP = promisify(execFile);

export type OffsiteResult = {
  local: BackupResult;
  snapshot: string;
  initialised: boolean;
  /** What this run added to the repository (restic's data_added: after deduplication, before compression). */
  bytesAdded: number;
  ms: number;
};

/**
 * The local archive (createBackup), then the same content as a restic snapshot, then the
 * retention policy. Throws BackupError when the local archive fails, OffsiteError (after
 * recording it in the status file) when the off-site part does; the local archive stays either way.
 */
export async function offsiteBackup(opts: {
  dataDir: string;
  backupDir: string;
  keep?: number;
  env?: NodeJS.ProcessEnv;
  now?: Date;
  log?: (line: string) => void;
  /** Called once the local archive is written, before anything goes off site. */
  onLocal?: (local: BackupResult, ms: number) => void;
}): Promise<OffsiteResult> {
  const env = opts.env ?? process.env;
  const log = opts.log ?? (() => {});
  const dataDir = path.resolve(opts.dataDir);
  const t0 = Date.now();
  const local = await createBackup({ dataDir, backupDir: opts.backupDir, keep: opts.keep, now: opts.now });
  opts.onLocal?.(local, Date.now() - t0);
  const started = Date.now();
  const repository = redactRepository(env.RESTIC_REPOSITORY ?? '');
  const previous = await readStatus(dataDir);
  // Fixed path: restic finds the previous snapshot of the same path and skips reading what it knows.
  const staging = path.join(path.dirname(local.file), '.offsite-staging');
  let owned = false;
  try {
    checkSettings(env);
    await claimStaging(staging);
    owned = true;
    await execFileP('tar', ['-xzf', local.file, '-C', staging, '--no-same-owner']);
    const initialised = await ensureRepository(env);
    if (initialised) log(`initialised a new restic repository at ${repository}`);
    const r = await resticOk(
      'restic backup failed',
      ['backup', '--json', '--tag', OFFSITE_TAG, '--host', OFFSITE_HOST, '--exclude', '/.pid', '.'],
      env,
      staging,
    );
    const summary = r.stdout
      .split('\n')
      .map((l) => {
        try {
          return JSON.parse(l) as { message_type?: string; snapshot_id?: string; data_added?: number };
        } catch {
          return null;
        }
      })
      .find((m) => m?.message_type === 'summary');
    if (!summary?.snapshot_id) throw new OffsiteError('restic backup gave no snapshot id.');
    await resticOk(
      'restic forget failed',
      ['forget', '--tag', OFFSITE_TAG, '--group-by', 'tags', ...FORGET_POLICY, '--prune'],
      env,
    );
    const at = new Date().toISOString();
    const bytesAdded = summary.data_added ?? 0;
    await writeStatus(dataDir, { ok: true, at, repository, snapshot: summary.snapshot_id, bytesAdded });
    return { local, snapshot: summary.snapshot_id, initialised, bytesAdded, ms: Date.now() - started };
  } catch (e) {
    const error = e instanceof OffsiteError ? e.message : `${(e as Error).message}`.split('\n')[0];
    const at = new Date().toISOString();
    const lastSuccess = previous?.ok ? { at: previous.at, snapshot: previous.snapshot } : previous?.lastSuccess;
    await writeStatus(dataDir, {
      ok: false,
      at,
      repository,
      error,
      failingSince: previous && !previous.ok ? previous.failingSince : at,
      ...(lastSuccess ? { lastSuccess } : {}),
    });
    throw new OffsiteError(error);
  } finally {
    if (owned) await fsp.rm(staging, { recursive: true, force: true });
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The staging folder is also the lock: a second run at the same time (by hand while the timer's
 * runs) would otherwise empty the folder the first is storing. A folder left by a run that died
 * is taken over.
 */
async function claimStaging(staging: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fsp.mkdir(staging, { mode: 0o700 });
      await fsp.writeFile(path.join(staging, '.pid'), String(process.pid));
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(await fsp.readFile(path.join(staging, '.pid'), 'utf8').catch(() => ''));
      if (pid && pid !== process.pid && alive(pid))
        throw new OffsiteError(`another off-site backup is running (process ${pid}).`);
      await fsp.rm(staging, { recursive: true, force: true });
    }
  }
  throw new OffsiteError(`cannot create ${staging}.`);
}
