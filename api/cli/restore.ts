// `npm run restore -- FILE [--force] [--env-file FILE]`: puts a backup archive back as the data
// folder; `npm run restore -- --offsite [SNAPSHOT | latest]` takes it from the restic repository.
// The current content moves aside to DATA_DIR/replaced-<time>/. Stop the server first
// (sudo systemctl stop academy): it refuses while a server answers on PORT unless --force.
import path from 'node:path';
import { defaultBackupDir } from '../storage/backupDir';
import { restoreBackup } from '../storage/restore';
import { offsiteRestore, type OffsiteRestoreResult } from '../storage/offsiteRestore';
import { parseArgs, runCli, UsageError } from './args';

const USAGE =
  'Usage: npm run restore -- FILE [--force] [--env-file FILE]\n' +
  '       npm run restore -- --offsite [SNAPSHOT-ID | latest] [--force] [--env-file FILE]\n' +
  '  Stop the server first. DATA_DIR (default ./data); PORT/HOST tell where to look for a running server;\n' +
  '  --offsite reads RESTIC_REPOSITORY with RESTIC_PASSWORD_FILE (or RESTIC_PASSWORD).';

await runCli('restore', USAGE, async () => {
  const { positional, values } = parseArgs(process.argv.slice(2), ['force', 'help', 'offsite'], ['env-file']);
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const offsite = values.offsite === true;
  if (offsite ? positional.length > 1 : positional.length !== 1)
    throw new UsageError(
      offsite ? 'give one snapshot id or "latest"' : positional.length ? 'give one archive' : 'which archive?',
    );
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  const host =
    !process.env.HOST || process.env.HOST === '0.0.0.0' || process.env.HOST === '::' ? '127.0.0.1' : process.env.HOST;
  const serverUrl = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 3000}`;
  const force = values.force === true;
  const r = offsite
    ? await offsiteRestore({
        dataDir,
        backupDir: defaultBackupDir(dataDir),
        snapshot: positional[0] ?? 'latest',
        serverUrl,
        force,
      })
    : await restoreBackup({ archive: positional[0], dataDir, serverUrl, force });
  const from =
    'snapshotTime' in r ? `off-site snapshot ${(r as OffsiteRestoreResult).snapshot} (${r.snapshotTime})` : 'backup';
  console.log(`restore: restored ${r.restored} files from the ${from} of ${r.manifest.createdAt} into ${r.dataDir}`);
  console.log(
    r.replacedDir ? `restore: the previous content is kept in ${r.replacedDir}` : 'restore: the data folder was empty',
  );
  if (r.manifest.missingUploads.length)
    console.warn(
      `restore: note: the backup recorded ${r.manifest.missingUploads.length} referenced upload(s) that were already missing.`,
    );
});
