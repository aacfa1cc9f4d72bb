import { open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * Node-only (api and the desktop app's main process): the web app must never import this folder.
 */

export type AtomicData = string | Uint8Array | readonly Uint8Array[];
export type WriteFileAtomicOptions = {
  /** The file's exact mode, whatever the umask (0o600 for secrets); default 0o666 less the umask. */
  mode?: number;
};

let calls = 0;
/**
 * A sibling of `file`, so the rename stays on one filesystem. Unique per process and call: two
 * writers of one file never share a temp file. Hidden and ending in `.tmp`, the names backups and
 * migrations skip.
 */
const tempPathFor = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${++calls}.tmp`);

/**
 * Replaces `file` with `data` completely or not at all: the data goes to a temporary file that
 * is then renamed over `file`, so a reader or a killed process sees the old or the new content,
 * never a mix. A failure removes the temporary file and rethrows. No fsync, by choice: a finished
 * write survives the process being killed but not a power cut, and fdatasync costs hundreds of ms
 * on a busy disk.
 * A list of Buffers is written in order with writev, so a large file is never concatenated.
 * Concurrent calls for one file each succeed, in whatever order their renames land: callers
 * that need order wait for the previous write.
 */
export async function writeFileAtomic(file: string, data: AtomicData, options: WriteFileAtomicOptions = {}) {
  const temp = tempPathFor(file);
  let handle: FileHandle | undefined;
  try {
    handle = await open(temp, 'w', options.mode ?? 0o666);
    if (options.mode !== undefined) await handle.chmod(options.mode);
    await writeAll(handle, typeof data === 'string' ? [Buffer.from(data)] : data instanceof Uint8Array ? [data] : data);
    await handle.close();
    handle = undefined;
    await rename(temp, file);
  } catch (e) {
    await handle?.close().catch(() => {});
    await rm(temp, { force: true }).catch(() => {});
    throw e;
  }
}

async function writeAll(handle: FileHandle, data: readonly Uint8Array[]) {
  let bufs = data;
  // writev may write less than asked (libuv stops at a short write): go on from there.
  while (bufs.length) {
    let n = (await handle.writev(bufs as Uint8Array[])).bytesWritten;
    let i = 0;
    while (i < bufs.length && n >= bufs[i].length) n -= bufs[i++].length;
    const rest = bufs.slice(i); // a copy: the caller's list stays as it was
    if (n > 0) rest[0] = rest[0].subarray(n);
    bufs = rest;
  }
}

/**
 * Removes the temporary files of `file` that writes killed half-way left behind (their names
 * are unique, so nothing else would ever replace them). Only for a file that no other process
 * is writing at the time.
 */
export async function removeLeftoverTemps(file: string) {
  const dir = path.dirname(file);
  const prefix = `.${path.basename(file)}.`;
  const names = await readdir(dir).catch(() => [] as string[]);
  const temps = names.filter((n) => n.startsWith(prefix) && n.endsWith('.tmp'));
  await Promise.all(temps.map((n) => rm(path.join(dir, n), { force: true })));
}
