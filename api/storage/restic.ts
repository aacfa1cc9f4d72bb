import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** Every snapshot carries this tag: `latest` and `forget` look at ours only. */
export const OFFSITE_TAG = 'academy-data';
/** A fixed host name: a new server (another hostname) continues the same series of snapshots. */
export const OFFSITE_HOST = 'academy';
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

export function checkSettings(env: NodeJS.ProcessEnv) {
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

export async function resticOk(what: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string) {
  const r = await restic(args, env, cwd);
  if (r.code !== 0) throw new OffsiteError(`${what}: ${resticReason(r.stderr)}`);
  return r;
}

/** Opens the repository, creating it when there is none yet; true when it was created. */
export async function ensureRepository(env: NodeJS.ProcessEnv): Promise<boolean> {
  const r = await restic(['cat', 'config', '--no-cache'], env);
  if (r.code === 0) return false;
  // restic 0.14 has one exit code for everything; only "no repository here" leads to an init.
  // An unreachable server says so too, and then the init fails with the connection error.
  if (!/Is there a repository at the following location\?/.test(r.stderr))
    throw new OffsiteError(`cannot open the repository: ${resticReason(r.stderr)}`);
  await resticOk('cannot create the repository', ['init'], env);
  return true;
}
