import fsp from 'node:fs/promises';
import path from 'node:path';
import type { OffsiteRun, OffsiteStatus } from '../../shared/api';

// A file rather than memory: `npm run backup -- --offsite` runs in its own process, and the server
// answers GET /api/backups/offsite. A dot file, so the backups themselves leave it out.

export const STATUS_FILE = '.offsite-status.json';

export const statusPath = (dataDir: string) => path.join(dataDir, STATUS_FILE);

export async function readStatus(dataDir: string): Promise<OffsiteRun | null> {
  try {
    return JSON.parse(await fsp.readFile(statusPath(dataDir), 'utf8')) as OffsiteRun;
  } catch {
    return null; // none yet, or unreadable: the next run writes a new one
  }
}

export async function writeStatus(dataDir: string, status: OffsiteRun) {
  const file = statusPath(dataDir);
  const tmp = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(tmp, JSON.stringify(status, null, 2) + '\n', { mode: 0o600 });
  await fsp.rename(tmp, file);
}

/** What GET /api/backups/offsite answers. */
export async function offsiteStatus(dataDir: string, configured: boolean): Promise<OffsiteStatus> {
  const last = await readStatus(dataDir);
  return { configured: configured || Boolean(last), last };
}
