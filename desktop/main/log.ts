import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The main process's log: `main.log` in Electron's logs folder, one timestamped line per event
 * (a page that failed to load, a crashed window, an update that failed), so support can ask for
 * it. Past `maxBytes` the file becomes `main.old.log` (one older file is kept). Never throws.
 */
export function createLog(dir: string, now: () => Date = () => new Date(), maxBytes = 1024 * 1024) {
  const file = join(dir, 'main.log');
  let writing: Promise<void> = Promise.resolve();
  const write = async (line: string) => {
    await mkdir(dir, { recursive: true });
    const size = await stat(file).then(
      (s) => s.size,
      () => 0,
    );
    if (size > maxBytes) await rename(file, join(dir, 'main.old.log'));
    await appendFile(file, `${now().toISOString()} ${line}\n`, { mode: 0o600 });
  };
  return (line: string): Promise<void> => {
    // Chained, so lines keep their order and a rotation never races an append.
    writing = writing.then(() => write(line)).catch(() => undefined);
    return writing;
  };
}

export type Log = ReturnType<typeof createLog>;
