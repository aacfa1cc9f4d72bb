import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OffsiteRun } from '../../shared/api';
import { listBackups } from './backupDir';
import { STATUS_FILE } from './offsiteStatus';
import { redactRepository, resticReason } from './restic';
import { runCli } from '../testing/cli';
import { content, openDataFolder, uploadsOf } from '../testing/dataFolder';
import { tempDir } from '../testing/harness';

/**
 * Off-site backups for real: Debian's restic against a repository in a temp folder and against
 * a REST server started here (`rclone serve restic`), driven through `npm run backup/restore`'s
 * scripts. Skipped only when restic or rclone is missing (.ci/run installs both).
 */
const has = (cmd: string) => spawnSync(cmd, ['version'], { stdio: 'ignore' }).status === 0;
const missing = ['restic', 'rclone'].filter((c) => !has(c));
if (missing.length)
  console.warn(`offsite.test.ts: SKIPPED, ${missing.join(' and ')} not installed (apt-get install restic rclone)`);

const cleanup: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill();
  cleanup.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/** A data folder with a record of each kind and an upload, written by the storage modules. */
async function makeData(dataDir: string) {
  const s = await openDataFolder(dataDir);
  const url = await s.upload(1);
  await s.photo('Off site', url);
  await s.instructor('Far Away', await s.upload(2));
  await s.announcement('Off site');
  await s.event('Off site');
  await s.message('Hi');
  await s.db.tracker.idle();
  return content(s.db);
}
const status = (dataDir: string) => JSON.parse(fs.readFileSync(path.join(dataDir, STATUS_FILE), 'utf8')) as OffsiteRun;

/** Backup, wipe the data folder, restore, load: the same content. */
async function roundTrip(repository: string) {
  const dataDir = tempDir('academy-offsite-data-');
  const backupDir = tempDir('academy-offsite-archives-');
  const secrets = tempDir('academy-offsite-secrets-');
  cleanup.push(dataDir, backupDir, secrets);
  const passwordFile = path.join(secrets, 'restic-password');
  fs.writeFileSync(passwordFile, 'a long restic password\n', { mode: 0o600 });
  const env = {
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    RESTIC_REPOSITORY: repository,
    RESTIC_PASSWORD_FILE: passwordFile,
    RESTIC_CACHE_DIR: path.join(secrets, 'cache'),
    PORT: String(await freePort()),
  };
  const before = await makeData(dataDir);
  const uploads = uploadsOf(dataDir);

  const first = await runCli('backup', ['--offsite'], env);
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  expect(first.stdout).toMatch(/off-site: initialised a new restic repository at /);
  const firstSnapshot = /snapshot ([0-9a-f]{8}) stored/.exec(first.stdout)?.[1];
  expect(status(dataDir)).toMatchObject({ ok: true, snapshot: firstSnapshot });

  // The second night: the repository exists; nothing new to say about it. (On the same day the
  // first snapshot is forgotten: --keep-daily keeps the last of each day.)
  const second = await runCli('backup', ['--offsite'], env);
  expect(second.code).toBe(0);
  expect(second.stdout).not.toMatch(/initialised/);
  const snapshot = /snapshot ([0-9a-f]{8}) stored/.exec(second.stdout)?.[1];
  expect(snapshot).toMatch(/^[0-9a-f]{8}$/);
  expect(snapshot).not.toBe(firstSnapshot);

  // The machine is gone: an empty data folder, no local archives.
  fs.rmSync(dataDir, { recursive: true });
  fs.rmSync(backupDir, { recursive: true });
  fs.mkdirSync(dataDir);
  const restore = await runCli('restore', ['--offsite', snapshot!], env);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  expect(restore.stdout).toMatch(new RegExp(`from the off-site snapshot ${snapshot}`));
  expect(uploadsOf(dataDir)).toEqual(uploads);
  expect(content((await openDataFolder(dataDir)).db)).toEqual(before);

  // `latest` too, over a folder with content: that content is kept aside.
  const latest = await runCli('restore', ['--offsite', 'latest'], env);
  expect(latest.code).toBe(0);
  expect(latest.stdout).toMatch(/previous content is kept in .*replaced-/);
  return { dataDir, backupDir, env };
}

describe('what the status and the log show of restic', () => {
  it('a password in the repository address is hidden', () => {
    expect(redactRepository('rest:https://backup:s3cr3t@host.example.org/academy/')).toBe(
      'rest:https://backup:***@host.example.org/academy/',
    );
    expect(redactRepository('s3:https://s3.us-west-004.backblazeb2.com/bucket/academy')).toBe(
      's3:https://s3.us-west-004.backblazeb2.com/bucket/academy',
    );
    expect(redactRepository('sftp:user@host:/srv/academy')).toBe('sftp:user@host:/srv/academy');
  });
  it("a password holding '@' (and '/') is hidden up to the last '@'", () => {
    expect(redactRepository('rest:https://backup:p@ss/w@rd@host.example.org:8000/academy/')).toBe(
      'rest:https://backup:***@host.example.org:8000/academy/',
    );
  });
  it("restic's reason is its Fatal line, in one line", () => {
    expect(resticReason('reading index...\nFatal: wrong password or no key found\n')).toBe(
      'wrong password or no key found',
    );
    expect(resticReason('Load(<lock/1>) returned error, retrying\nconnection reset\n')).toBe('connection reset');
    expect(resticReason('')).toBe('no message');
  });
});

describe.skipIf(missing.length > 0)('off-site backups with restic', () => {
  let rest: string;
  beforeAll(async () => {
    const dir = tempDir('academy-offsite-rest-');
    cleanup.push(dir);
    const port = await freePort();
    const server = spawn('rclone', ['serve', 'restic', '--addr', `127.0.0.1:${port}`, dir], { stdio: 'ignore' });
    children.push(server);
    rest = `rest:http://127.0.0.1:${port}/`;
    // Ready when it answers (404 for a repository not made yet).
    for (let i = 0; ; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/config`, { method: 'HEAD' }).then(
        () => true,
        () => false,
      );
      if (ok) break;
      if (i > 200) throw new Error('rclone serve restic did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('a repository in a folder: backup, wipe, restore, the same content', async () => {
    const repo = tempDir('academy-offsite-repo-');
    cleanup.push(repo);
    await roundTrip(path.join(repo, 'restic'));
  }, 120_000);

  it('a REST server (rclone serve restic): backup, wipe, restore, the same content', async () => {
    const { dataDir, backupDir, env } = await roundTrip(rest);

    // The restored server's first night, then a repository that refuses: the local archive is
    // made and kept, the reason in one line and in the status file, since the first failure.
    const night = await runCli('backup', ['--offsite'], env);
    expect(night.code).toBe(0);
    const lastGood = status(dataDir);
    const archivesBefore = await listBackups(backupDir);
    const sizes = archivesBefore.map((f) => fs.statSync(f).size);
    const wrongPassword = path.join(path.dirname(env.RESTIC_PASSWORD_FILE), 'wrong');
    fs.writeFileSync(wrongPassword, 'not the password\n');
    const refused = await runCli('backup', ['--offsite'], { ...env, RESTIC_PASSWORD_FILE: wrongPassword });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/^backup: wrote .*academy-backup-.*\.tar\.gz/);
    expect(refused.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^backup: failed: off-site: .*wrong password.*\(the local archive is kept\)$/),
    ]);
    const archivesAfter = await listBackups(backupDir);
    expect(archivesAfter.length).toBe(archivesBefore.length + 1);
    expect(archivesBefore.map((f) => fs.statSync(f).size)).toEqual(sizes);
    const failed = status(dataDir);
    expect(failed).toMatchObject({ ok: false, error: expect.stringMatching(/wrong password/) });
    if (failed.ok) throw new Error('unreachable');
    expect(failed.failingSince).toBe(failed.at);
    expect(failed.lastSuccess).toEqual({ at: lastGood.at, snapshot: lastGood.ok && lastGood.snapshot });

    // A run by hand while another runs: refused, the other's staging folder left alone.
    const staging = path.join(backupDir, '.offsite-staging');
    fs.mkdirSync(staging);
    fs.writeFileSync(path.join(staging, '.pid'), String(process.pid));
    const busy = await runCli('backup', ['--offsite'], env);
    expect(busy.stderr).toMatch(/^backup: failed: off-site: another off-site backup is running \(process \d+\)/);
    expect(fs.readFileSync(path.join(staging, '.pid'), 'utf8')).toBe(String(process.pid));
    fs.rmSync(staging, { recursive: true });
    const archivesBusy = await listBackups(backupDir);
    expect(archivesBusy.length).toBe(archivesAfter.length + 1);

    // Unreachable the next night: still failing since the first failure.
    const unreachable = await runCli('backup', ['--offsite'], {
      ...env,
      RESTIC_REPOSITORY: `rest:http://127.0.0.1:${await freePort()}/`,
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^backup: failed: off-site: .*connection refused/),
    ]);
    expect((await listBackups(backupDir)).length).toBe(archivesBusy.length + 1);
    const still = status(dataDir);
    expect(still).toMatchObject({ ok: false, failingSince: failed.failingSince });

    // Back to normal: a success replaces the error.
    const ok = await runCli('backup', ['--offsite'], env);
    expect(ok.code).toBe(0);
    expect(status(dataDir).ok).toBe(true);
  }, 180_000);
});
