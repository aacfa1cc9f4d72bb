import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, type CliScript } from '../testing/cli';
import { tempDir } from '../testing/harness';

/** The commands as `npm run` starts them: a bad command line is one line and the usage, never a stack trace. */
const run = (script: CliScript, args: string[]) =>
  runCli(script, args, { DATA_DIR: path.join(tempDir('academy-cli-'), 'data'), PORT: '1' });

describe('command line errors', () => {
  const cases: [CliScript, string[], RegExp][] = [
    ['backup', ['--unknown'], /^backup: Unknown option --unknown$/],
    ['backup', ['--keep'], /^backup: --keep needs a value$/],
    ['backup', ['--keep', 'x'], /^backup: BACKUP_KEEP \/ --keep must be a whole number, got "x"$/],
    ['backup', ['stray'], /^backup: unexpected argument "stray"$/],
    ['restore', ['--unknown'], /^restore: Unknown option --unknown$/],
    ['restore', [], /^restore: which archive\?$/],
    ['restore', ['--offsite', 'a', 'b'], /^restore: give one snapshot id or "latest"$/],
    ['set-password', ['admin', '--unknown'], /^set-password: Unknown option --unknown$/],
    ['set-password', ['root'], /^set-password: unknown password "root"$/],
  ];
  it.each(cases)(
    '%s %j: the reason in one line, then the usage; exit 2',
    async (script, args, reason) => {
      const r = await run(script, args);
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines[0]).toMatch(reason);
      expect(lines[1]).toMatch(/^Usage: npm run /);
      expect(r.stderr).not.toMatch(/^\s+at /m);
      expect(r.code).toBe(2);
    },
    30_000,
  );

  it('a failure at run time is one line; exit 1', async () => {
    const missing = await run('restore', ['/nonexistent/academy-backup.tar.gz']);
    expect(missing.stderr).toBe('restore: failed: No such archive: /nonexistent/academy-backup.tar.gz\n');
    expect(missing.code).toBe(1);
    const offsite = await run('restore', ['--offsite']);
    expect(offsite.stderr).toMatch(/^restore: failed: RESTIC_REPOSITORY is not set .*\n$/);
    expect(offsite.code).toBe(1);
  }, 30_000);

  it('--env-file may be given twice (the server settings, then the off-site ones)', async () => {
    const dir = tempDir('academy-cli-env-');
    fs.writeFileSync(path.join(dir, 'academy.env'), `DATA_DIR=${path.join(dir, 'data')}\n`);
    fs.writeFileSync(path.join(dir, 'offsite.env'), `RESTIC_REPOSITORY=${path.join(dir, 'repo')}\n`);
    const args = [
      '--offsite',
      '--env-file',
      path.join(dir, 'academy.env'),
      '--env-file',
      path.join(dir, 'offsite.env'),
    ];
    const r = await run('restore', args);
    expect(r.stderr).toBe('restore: failed: RESTIC_PASSWORD_FILE (or RESTIC_PASSWORD) is not set.\n');
  }, 30_000);
});
