/**
 * Off-site backups at scale (issue 34), part `offsite` of `npm run bench` (`npm run bench -- offsite`
 * runs it alone): the admin part's data set (bench/adminScale.ts: 5,000 events, 10,000 messages,
 * 1,000 announcements, 500 gallery items) plus 200 photos in uploads/, backed up with restic to a
 * REST server on 127.0.0.1 (`rclone serve restic`, as the tests do), twice with nothing changed
 * in between, then restored into an emptied data folder. The second night's bytes are restic's
 * own count (`data_added` of its --json summary: what deduplication left to send).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { offsiteBackup } from '../api/storage/offsiteBackup';
import { offsiteRestore } from '../api/storage/offsiteRestore';

export const OFFSITE_GOAL_MS = 30_000;
export const SECOND_NIGHT_GOAL = 0.05;
export const PHOTOS = 200;
/** About what a re-encoded phone photo weighs here; random bytes, so nothing compresses or deduplicates. */
const PHOTO_BYTES = 150_000;

export type OffsiteBench = {
  files: number;
  dataMB: number;
  first: { ms: number; added: number };
  second: { ms: number; added: number };
  restore: { ms: number; files: number };
  same: boolean;
};

async function freePort() {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Every file under a folder with its content's size and a cheap fingerprint, for the round trip's check. */
function tree(dir: string, rel = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const p = path.join(rel, e.name);
    if (e.name.startsWith('.') || /^(replaced-|pre-migration-)/.test(e.name)) continue;
    if (e.isDirectory()) for (const [k, v] of tree(dir, p)) out.set(k, v);
    else out.set(p, fs.readFileSync(path.join(dir, p)).toString('base64').slice(-64));
  }
  return out;
}

/** `dataDir` holds the scale set (its server stopped); `work` is a scratch folder. */
export async function measureOffsite(dataDir: string, work: string, log: (s: string) => void): Promise<OffsiteBench> {
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  for (let i = 0; i < PHOTOS; i++)
    fs.writeFileSync(path.join(dataDir, 'uploads', `bench-photo-${i}.webp`), randomBytes(PHOTO_BYTES));
  const before = tree(dataDir);
  const dataMB = [...fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })]
    .filter((e) => e.isFile())
    .reduce((a, e) => a + fs.statSync(path.join(e.parentPath, e.name)).size, 0);

  const repoDir = path.join(work, 'offsite-repo');
  const backupDir = path.join(work, 'offsite-archives');
  fs.mkdirSync(repoDir, { recursive: true });
  fs.writeFileSync(path.join(work, 'restic-password'), 'bench restic password\n', { mode: 0o600 });
  const port = await freePort();
  const server: ChildProcess = spawn('rclone', ['serve', 'restic', '--addr', `127.0.0.1:${port}`, repoDir], {
    stdio: 'ignore',
  });
  try {
    for (
      let i = 0;
      !(await fetch(`http://127.0.0.1:${port}/config`, { method: 'HEAD' }).then(
        () => true,
        () => false,
      ));
      i++
    ) {
      if (i > 200) throw new Error('rclone serve restic did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
    const env = {
      ...process.env,
      RESTIC_REPOSITORY: `rest:http://127.0.0.1:${port}/`,
      RESTIC_PASSWORD_FILE: path.join(work, 'restic-password'),
      RESTIC_CACHE_DIR: path.join(work, 'restic-cache'),
    };
    const night = async () => {
      const t0 = Date.now();
      const r = await offsiteBackup({ dataDir, backupDir, env });
      return { ms: Date.now() - t0, added: r.bytesAdded };
    };
    const first = await night();
    log(`offsite: first night ${first.ms} ms, ${first.added} bytes added`);
    const second = await night();
    log(`offsite: second night ${second.ms} ms, ${second.added} bytes added`);

    fs.rmSync(dataDir, { recursive: true });
    fs.rmSync(backupDir, { recursive: true });
    fs.mkdirSync(dataDir);
    const t0 = Date.now();
    const restored = await offsiteRestore({ dataDir, backupDir, snapshot: 'latest', env, force: true });
    const restore = { ms: Date.now() - t0, files: restored.restored };
    log(`offsite: restore ${restore.ms} ms, ${restore.files} files`);
    const after = tree(dataDir);
    const same = after.size === before.size && [...before].every(([k, v]) => after.get(k) === v);
    return { files: before.size, dataMB: dataMB / 1e6, first, second, restore, same };
  } finally {
    server.kill();
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (b: number) => `${(b / 1e6).toFixed(2)} MB`;

export function offsiteRows(r: OffsiteBench) {
  const set = `scale set: 5,000 events, 10,000 messages, ${PHOTOS} photos; ${r.files} files, ${r.dataMB.toFixed(1)} MB`;
  const ratio = r.first.added ? r.second.added / r.first.added : 1;
  return [
    {
      part: 'Off-site',
      figure: `Backup with --offsite, first night (local archive, then restic to rclone serve restic on 127.0.0.1; ${set})`,
      value: `${s(r.first.ms)} (${mb(r.first.added)} sent)`,
      goal: `< ${s(OFFSITE_GOAL_MS)}`,
      met: r.first.ms < OFFSITE_GOAL_MS,
    },
    {
      part: 'Off-site',
      figure: 'Bytes sent on a second night with nothing changed (restic data_added), share of the first',
      value: `${(r.second.added / 1e3).toFixed(1)} KB (${(ratio * 100).toFixed(2)} %), in ${s(r.second.ms)}`,
      goal: `< ${SECOND_NIGHT_GOAL * 100} %`,
      met: ratio < SECOND_NIGHT_GOAL,
    },
    {
      part: 'Off-site',
      figure: `Restore --offsite latest into an emptied data folder (${r.restore.files} files; same content: ${r.same ? 'yes' : 'NO'})`,
      value: s(r.restore.ms),
      goal: `< ${s(OFFSITE_GOAL_MS)}`,
      met: r.restore.ms < OFFSITE_GOAL_MS && r.same,
    },
  ];
}
