// `npm run backup [-- --dir DIR] [--keep N] [--offsite] [--env-file FILE]`: one timestamped .tar.gz
// of the data folder (content, uploads, secrets), consistent while the server runs (api/storage/backup.ts);
// with --offsite, also stored in the restic repository RESTIC_REPOSITORY (api/storage/offsiteBackup.ts).
import path from 'node:path';
import { createBackup } from '../storage/backup';
import { defaultBackupDir } from '../storage/backupDir';
import type { BackupResult } from '../storage/backupFormat';
import { offsiteBackup, type OffsiteResult } from '../storage/offsiteBackup';
import { OffsiteError, offsiteConfigured } from '../storage/restic';
import { parseArgs, runCli, UsageError } from './args';

const USAGE =
  'Usage: npm run backup [-- --dir DIR] [--keep N] [--offsite | --offsite-if-configured] [--env-file FILE]\n' +
  '  DATA_DIR (default ./data), BACKUP_DIR (default: "backups" beside the data folder),' +
  ' BACKUP_KEEP (default: keep all)\n' +
  '  --offsite: then store it with restic in RESTIC_REPOSITORY (password: RESTIC_PASSWORD_FILE or RESTIC_PASSWORD)' +
  ' and forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune;\n' +
  '  --offsite-if-configured: the same when RESTIC_REPOSITORY is set (the nightly timer)';

function report(r: BackupResult, ms: number, dataDir: string) {
  const kb = (r.bytes / 1024).toFixed(1);
  console.log(
    `backup: wrote ${r.file} (${r.manifest.files.length} files, ${kb} KiB, ${ms} ms, snapshot attempts: ${r.manifest.attempts})`,
  );
  if (r.manifest.missingUploads.length)
    console.warn(
      `backup: warning: ${r.manifest.missingUploads.length} upload(s) referenced by the data are not in ${dataDir}/uploads: ${r.manifest.missingUploads.join(', ')}`,
    );
  for (const f of r.removed) console.log(`backup: removed old archive ${f}`);
}

await runCli('backup', USAGE, async () => {
  const { positional, values } = parseArgs(
    process.argv.slice(2),
    ['help', 'offsite', 'offsite-if-configured'],
    ['dir', 'keep', 'env-file'],
  );
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positional.length) throw new UsageError(`unexpected argument "${positional[0]}"`);
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  const backupDir = typeof values.dir === 'string' ? path.resolve(values.dir) : defaultBackupDir(dataDir);
  const keepRaw = typeof values.keep === 'string' ? values.keep : process.env.BACKUP_KEEP || '0';
  const keep = Number(keepRaw);
  if (!Number.isInteger(keep) || keep < 0)
    throw new UsageError(`BACKUP_KEEP / --keep must be a whole number, got "${keepRaw}"`);
  const offsite =
    values.offsite === true || (values['offsite-if-configured'] === true && offsiteConfigured(process.env));
  const started = Date.now();
  if (!offsite) {
    if (values['offsite-if-configured']) console.log('backup: off-site: not configured (RESTIC_REPOSITORY is not set)');
    report(await createBackup({ dataDir, backupDir, keep }), Date.now() - started, dataDir);
    return;
  }
  let r: OffsiteResult;
  try {
    r = await offsiteBackup({
      dataDir,
      backupDir,
      keep,
      log: (l) => console.log(`backup: off-site: ${l}`),
      onLocal: (local, ms) => report(local, ms, dataDir),
    });
  } catch (e) {
    // One line, saying the local archive above is fine; the timer tries again the next night.
    if (e instanceof OffsiteError) throw new Error(`off-site: ${e.message} (the local archive is kept)`, { cause: e });
    throw e;
  }
  console.log(
    `backup: off-site: snapshot ${r.snapshot} stored (${(r.bytesAdded / 1024).toFixed(1)} KiB new, ${r.ms} ms), old snapshots forgotten and pruned`,
  );
});
