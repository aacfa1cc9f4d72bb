import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isTemp } from './backupFormat';

async function linkOrCopy(from: string, to: string) {
  try {
    await fsp.link(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw e;
    await fsp.copyFile(from, to, fs.constants.COPYFILE_FICLONE);
  }
}

/** Copies the sub-folders (uploads, ...) file by file; returns the relative paths staged. */
export async function stageTree(src: string, dest: string, rel = ''): Promise<string[]> {
  const staged: string[] = [];
  await fsp.mkdir(dest, { recursive: true });
  for (const ent of await fsp.readdir(src, { withFileTypes: true })) {
    if (isTemp(ent.name)) continue;
    const from = path.join(src, ent.name);
    const to = path.join(dest, ent.name);
    if (ent.isDirectory()) staged.push(...(await stageTree(from, to, path.posix.join(rel, ent.name))));
    else if (ent.isFile()) {
      try {
        await linkOrCopy(from, to);
        staged.push(path.posix.join(rel, ent.name));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
  }
  return staged;
}
