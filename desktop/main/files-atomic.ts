import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeFileAtomic as writeWhole } from '../../shared/node/writeFileAtomic';

/**
 * Writes a file completely or not at all (temporary sibling, then rename), creating its folder;
 * mode 600 unless told: the app's files hold the administrator's data and session.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, mode = 0o600): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeWhole(file, data, { mode });
}

/** Reads JSON; a missing file gives `fallback`. A damaged file throws, naming it, and is left alone. */
export async function readJson<T>(file: string, fallback: T): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw e;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${file} is not valid JSON; it was left untouched (move it away to start afresh)`);
  }
}
