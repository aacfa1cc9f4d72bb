import { mkdir, readFile, rename } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
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

/**
 * A damaged file moved aside at start: where it was, and the name it is kept under; `items` when
 * only that many of its entries were unreadable and moved there, the rest kept in place.
 */
export type SetAside = { file: string; keptAs: string; items?: number };

/** `queue.json` → `queue.damaged-2026-11-24T08-36-37Z.json` (no colons: Windows file names). */
export function damagedName(file: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  const ext = extname(file);
  return join(dirname(file), `${basename(file, ext)}.damaged-${stamp}${ext}`);
}

/**
 * Reads a JSON object; a missing file gives `fallback`. A file that is not a JSON object (cut
 * short by a power cut, emptied, edited by hand) is renamed aside with a timestamp, never
 * overwritten, and `fallback` is returned with where it was kept, so the app starts and says so.
 */
export async function readJsonObject<T extends object>(
  file: string,
  fallback: T,
  now: () => Date = () => new Date(),
): Promise<{ value: Partial<T>; setAside?: SetAside }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { value: fallback };
    throw e;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { value: parsed as Partial<T> };
  } catch {
    // damaged: set aside below
  }
  const keptAs = damagedName(file, now());
  await rename(file, keptAs);
  return { value: fallback, setAside: { file, keptAs } };
}

/** The message shown at start when damaged files were set aside (null when none). */
export function damagedFilesMessage(files: readonly SetAside[]): { message: string; detail: string } | null {
  if (files.length === 0) return null;
  const what = (f: SetAside) => {
    const name = basename(f.file);
    if (f.items)
      return `${f.items === 1 ? 'One edit' : `${f.items} edits`} waiting in ${name} could not be read and ${f.items === 1 ? 'was' : 'were'} set aside; the other edits are kept and will be sent. The unreadable ${f.items === 1 ? 'one was' : 'ones were'} kept as:\n${f.keptAs}`;
    const meaning =
      name === 'queue.json'
        ? 'Edits waiting to be sent to the server in that file could not be read and are not in the queue.'
        : name === 'settings.json'
          ? 'The server address was forgotten: enter it again.'
          : 'Its content was replaced by defaults.';
    return `${name} could not be read (it may have been cut short by a power cut or a crash). ${meaning} The damaged file was kept as:\n${f.keptAs}`;
  };
  return {
    message: files.length === 1 ? 'A damaged file was set aside' : `${files.length} damaged files were set aside`,
    detail: `${files.map(what).join('\n\n')}\n\nThe app starts afresh with the rest. Keep the damaged copies if you want to recover anything from them.`,
  };
}
