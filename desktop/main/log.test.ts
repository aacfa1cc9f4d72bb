import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/tmp';
import { createLog } from './log';

describe('the main process log', () => {
  it('appends timestamped lines to main.log, creating its folder', async () => {
    const dir = join(tempDir(), 'logs');
    const log = createLog(dir, () => new Date('2026-11-26T10:00:00Z'));
    await log('did-fail-load -6 ERR_FILE_NOT_FOUND app://app/index.html');
    await log('update check failed: net::ERR_NAME_NOT_RESOLVED');
    expect(await readFile(join(dir, 'main.log'), 'utf8')).toBe(
      '2026-11-26T10:00:00.000Z did-fail-load -6 ERR_FILE_NOT_FOUND app://app/index.html\n' +
        '2026-11-26T10:00:00.000Z update check failed: net::ERR_NAME_NOT_RESOLVED\n',
    );
  });

  it('keeps one older file once it passes its size, so it never fills the disk', async () => {
    const dir = tempDir();
    await writeFile(join(dir, 'main.log'), 'x'.repeat(2000));
    const log = createLog(dir, () => new Date('2026-11-26T10:00:00Z'), 1000);
    await log('after');
    expect(await readFile(join(dir, 'main.old.log'), 'utf8')).toBe('x'.repeat(2000));
    expect(await readFile(join(dir, 'main.log'), 'utf8')).toBe('2026-11-26T10:00:00.000Z after\n');
    expect((await stat(join(dir, 'main.log'))).size).toBeLessThan(1000);
  });

  it('never throws: a log that cannot be written costs only the line', async () => {
    const file = join(tempDir(), 'a-file');
    await writeFile(file, '');
    const log = createLog(join(file, 'logs')); // a folder under a file: cannot be made
    await expect(log('x')).resolves.toBeUndefined();
  });
});
