import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OffsiteRun, OffsiteStatus } from '../../shared/api';
import { BackupError, createBackup, type BackupResult } from './backup';
import { restoreBackup, type RestoreResult } from './restore';

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

/** Every snapshot carries this tag: `latest` and `forget` look at ours only. */
export const OFFSITE_TAG = 'academy-data';
/** A fixed host name: a new server (another hostname) continues the same series of snapshots. */
export const OFFSITE_HOST = 'academy';
export const STATUS_FILE = '.offsite-status.json';
export const FORGET_POLICY = ['--keep-daily', '7', '--keep-weekly', '4', '--keep-monthly', '12'];

export class OffsiteError extends Error {}

export const offsiteConfigured = (env: NodeJS.ProcessEnv) => Boolean(env.RESTIC_REPOSITORY?.trim());

/** The repository as it may be shown: a password in a URL (rest:https://user:pw@host/) is hidden. */
export function redactRepository(repo: string): string {
  const start = repo.indexOf('//');
  if (start < 0) return repo;
  const rest = repo.slice(start + 2);
  // A password may hold '@' (and '/'): the user information ends at the LAST '@', so a
  // password like `p@ss` is hidden whole rather than leaving `ss@` on screen.
  const at = rest.lastIndexOf('@');
  const colon = rest.indexOf(':');
  if (at < 0 || colon < 0 || colon > at) return repo;
  return `${repo.slice(0, start + 2)}${rest.slice(0, colon)}:***@${rest.slice(at + 1)}`;
}

function checkSettings(env: NodeJS.ProcessEnv) {
  if (!offsiteConfigured(env)) throw new OffsiteError('RESTIC_REPOSITORY is not set (README: "Off-site backups").');
  if (!env.RESTIC_PASSWORD && !env.RESTIC_PASSWORD_FILE && !env.RESTIC_PASSWORD_COMMAND)
    throw new OffsiteError('RESTIC_PASSWORD_FILE (or RESTIC_PASSWORD) is not set.');
  if (env.RESTIC_PASSWORD_FILE && !fs.existsSync(env.RESTIC_PASSWORD_FILE))
    throw new OffsiteError(`RESTIC_PASSWORD_FILE ${env.RESTIC_PASSWORD_FILE} does not exist.`);
}

/** restic's reason in one line: its `Fatal:` line, else the last line it wrote. */
export function resticReason(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const fatal = lines.find((l) => l.startsWith('Fatal:'));
  return (fatal ?? lines.at(-1) ?? 'no message').replace(/^Fatal:\s*/, '');
}

type Restic = { stdout: string; stderr: string; code: number };

/**
 * Runs restic with stdin closed: restic reads the password from a stdin that is not a terminal,
 * and would wait there forever when no password setting is given.
 */
function restic(args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<Restic> {
  return new Promise((resolve, reject) => {
    const child = spawn('restic', args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        new OffsiteError(
          e.code === 'ENOENT' ? 'restic is not installed (apt-get install restic).' : `restic: ${e.message}`,
        ),
      ),
    );
    child.on('close', (code) => resolve({ stdout, stderr, code: code ?? 1 }));
  });
}

async function resticOk(what: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string) {
  const r = await restic(args, env, cwd);
  if (r.code !== 0) throw new OffsiteError(`${what}: ${resticReason(r.stderr)}`);
  return r;
}

/** Opens the repository, creating it when there is none yet; true when it was created. */
async function ensureRepository(env: NodeJS.ProcessEnv): Promise<boolean> {
  const r = await restic(['cat', 'config', '--no-cache'], env);
  if (r.code === 0) return false;
  // restic 0.14 has one exit code for everything; only "no repository here" leads to an init.
  // An unreachable server says so too, and then the init fails with the connection error.
  if (!/Is there a repository at the following location\?/.test(r.stderr))
    throw new OffsiteError(`cannot open the repository: ${resticReason(r.stderr)}`);
  await resticOk('cannot create the repository', ['init'], env);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Status file

export const statusPath = (dataDir: string) => path.join(dataDir, STATUS_FILE);

export async function readStatus(dataDir: string): Promise<OffsiteRun | null> {
  try {
    return JSON.parse(await fsp.readFile(statusPath(dataDir), 'utf8')) as OffsiteRun;
  } catch {
    return null; // none yet, or unreadable: the next run writes a new one
  }
}

async function writeStatus(dataDir: string, status: OffsiteRun) {
  const file = statusPath(dataDir);
  const tmp = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(tmp, JSON.stringify(status, null, 2) + '\n', { mode: 0o600 });
  await fsp.rename(tmp, file);
}

// ---------------------------------------------------------------------------------------------
// Backup

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

// ---------------------------------------------------------------------------------------------
// Restore

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

/** What GET /api/backups/offsite answers. */
export async function offsiteStatus(dataDir: string, configured: boolean): Promise<OffsiteStatus> {
  const last = await readStatus(dataDir);
  return { configured: configured || Boolean(last), last };
}
