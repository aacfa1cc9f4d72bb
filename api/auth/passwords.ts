import { TooMany } from '../errors';
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FairConcurrencyLimit } from './concurrencyLimit';
import { JsonDoc } from '../storage/jsonDoc';
import type { WriteTracker } from '../storage/writeTracker';

export const SECRET_NAMES = ['admin', 'photos', 'training'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
type SecretRecord = { salt: string; hash: string; version: number; changedAt: string };
type SecretsDoc = { secrets: Partial<Record<SecretName, SecretRecord>> };

const scrypt = promisify(crypto.scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LEN = 32;
/**
 * scrypt runs in libuv's thread pool (4 threads), which also reads files: a burst of password
 * guesses holding every thread made a public image take seconds. Two checks at a time leave the
 * rest of the pool free; on a machine of two cores, one: each check keeps a core busy for its
 * ~50-100 ms, and two of them left the event loop no core of its own (the floods' stress test:
 * GET /api/health p99 0.26-0.28 s during 80 guesses with two at once, 0.09-0.16 s with one,
 * runs side by side at a load average of 18). Each client (clientKey.ts) runs one check at a time and waits in its
 * own line: a flood from one client (or from a few) waits behind itself, and the administrator
 * signing in from elsewhere takes the next free slot (the attack pass's 40 guesses in flight
 * used to fill one shared line and refuse the right password).
 */
export const PASSWORD_CHECKS_AT_ONCE = os.availableParallelism() <= 2 ? 1 : 2;
const CHECKS_PER_CLIENT = 1;
/** One client's line: the per-client budget of failures (5) fits in it. */
const CHECKS_WAITING_PER_CLIENT = 8;
const CHECKS_WAITING = 256;
export const PASSWORD_CHECKS_BUSY = 'Too many sign-in attempts at once. Please try again in a moment.';

export async function hashPassword(password: string): Promise<{ salt: string; hash: string }> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password.normalize('NFC'), salt, KEY_LEN, SCRYPT);
  return { salt: salt.toString('base64'), hash: hash.toString('base64') };
}
export async function verifyPassword(password: string, rec: { salt: string; hash: string }): Promise<boolean> {
  const expected = Buffer.from(rec.hash, 'base64');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(rec.salt, 'base64'), KEY_LEN, SCRYPT);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
/** 16 characters from an unambiguous alphabet (~93 bits). */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(16);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}-${out.slice(12, 16)}`;
}

/**
 * The three secrets. Only scrypt hashes are stored (DATA_DIR/secrets.json), each with a version
 * that grows on every change: admin sessions and page cookies carry the version they were
 * granted under, so a change ends them. The file is re-read when another process
 * (npm run set-password) changes it.
 */
export class Passwords {
  private doc: JsonDoc<SecretsDoc>;
  private lastStat = 0;
  private mtime = 0;
  private readonly checks = new FairConcurrencyLimit(
    PASSWORD_CHECKS_AT_ONCE,
    CHECKS_PER_CLIENT,
    CHECKS_WAITING_PER_CLIENT,
    CHECKS_WAITING,
    () => new TooMany(PASSWORD_CHECKS_BUSY, { retryAfter: 1 }),
  );
  constructor(
    private readonly dataDir: string,
    tracker: WriteTracker,
  ) {
    this.doc = new JsonDoc<SecretsDoc>(path.join(dataDir, 'secrets.json'), tracker, true);
  }

  /** Loads, applies passwords given in the environment, generates missing ones. Returns the generated plaintexts. */
  async init(fromEnv: Partial<Record<SecretName, string>>): Promise<Partial<Record<SecretName, string>>> {
    await this.doc.load(() => ({ secrets: {} }));
    const generated: Partial<Record<SecretName, string>> = {};
    // The three at once: each is a scrypt of ~50-100 ms in the thread pool, and nothing else
    // runs yet (a test or a restart waits on them).
    const changed = await Promise.all(
      SECRET_NAMES.map(async (name) => {
        const current = this.doc.data.secrets[name];
        const env = fromEnv[name];
        if (env !== undefined) {
          if (current && (await verifyPassword(env, current))) return false;
          await this.setUnsaved(name, env);
        } else if (!current) {
          generated[name] = generatePassword();
          await this.setUnsaved(name, generated[name]!);
        } else return false;
        return true;
      }),
    );
    if (changed.includes(true)) await this.doc.write();
    if (Object.keys(generated).length) {
      const file = path.join(this.dataDir, 'initial-passwords.txt');
      const lines = Object.entries(generated)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n');
      await fsp.writeFile(
        file,
        `# Generated ${new Date().toISOString()}. Store these safely, then delete this file.\n${lines}\n`,
        { mode: 0o600, flag: 'a' },
      );
      await fsp.chmod(file, 0o600);
    }
    await this.noteMtime();
    return generated;
  }

  private async setUnsaved(name: SecretName, password: string) {
    const prev = this.doc.data.secrets[name];
    this.doc.data.secrets[name] = {
      ...(await hashPassword(password)),
      version: (prev?.version ?? 0) + 1,
      changedAt: new Date().toISOString(),
    };
  }
  async set(name: SecretName, password: string): Promise<number> {
    await this.setUnsaved(name, password);
    await this.doc.write();
    await this.noteMtime();
    return this.doc.data.secrets[name]!.version;
  }

  private async noteMtime() {
    try {
      this.mtime = (await fsp.stat(this.doc.file)).mtimeMs;
    } catch {
      this.mtime = 0;
    }
  }
  /** Picks up changes made by the CLI (checked at most once a second). */
  async refresh(): Promise<void> {
    const now = Date.now();
    if (now - this.lastStat < 1000) return;
    this.lastStat = now;
    try {
      const m = (await fsp.stat(this.doc.file)).mtimeMs;
      if (m !== this.mtime) {
        await this.doc.reload();
        this.mtime = m;
      }
    } catch {
      /* keep what we have */
    }
  }

  /** `client` is the line the check waits in (clientKey(ctx.ip)); see CHECKS_PER_CLIENT. */
  check(name: SecretName, password: string, client = ''): Promise<boolean> {
    return this.runCheck(client, () => this.verify(name, password));
  }
  /** The check itself, outside any line: only for a caller already inside runCheck. */
  async verify(name: SecretName, password: string): Promise<boolean> {
    await this.refresh();
    const rec = this.doc.data.secrets[name];
    return rec ? verifyPassword(password, rec) : false;
  }
  /** Runs a slow password check (any account's) in the client's line, at most PASSWORD_CHECKS_AT_ONCE at once. */
  runCheck<T>(client: string, check: () => Promise<T>): Promise<T> {
    return this.checks.run(client, check);
  }
  /** A staff account's password against its stored hash, in the client's line like the secrets. */
  checkHash(password: string, rec: { salt: string; hash: string }, client = ''): Promise<boolean> {
    return this.runCheck(client, () => verifyPassword(password, rec));
  }
  /** How many password checks are running now (at most PASSWORD_CHECKS_AT_ONCE). */
  get checksRunning(): number {
    return this.checks.active;
  }
  /** The password's version as stored now (the file is re-read when the CLI has changed it). */
  async currentVersion(name: SecretName): Promise<number> {
    await this.refresh();
    return this.version(name);
  }
  version(name: SecretName): number {
    return this.doc.data.secrets[name]?.version ?? 0;
  }
}
