import fsp from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_PREFIX } from './backupFormat';

/** Where backups go: BACKUP_DIR, else a `backups` folder beside the data folder. */
export function defaultBackupDir(dataDir: string, env: NodeJS.ProcessEnv = process.env) {
  return path.resolve(env.BACKUP_DIR || path.join(path.dirname(path.resolve(dataDir)), 'backups'));
}

export async function listBackups(backupDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fsp.readdir(backupDir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  // By time, then by the -2, -3 suffix of archives made within the same second.
  const key = (n: string) => n.slice(0, -'.tar.gz'.length);
  return names
    .filter((n) => n.startsWith(BACKUP_PREFIX) && n.endsWith('.tar.gz'))
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
    .map((n) => path.join(backupDir, n));
}
