// `npm run backup [-- --dir DIR] [--keep N] [--env-file FILE]`: one timestamped .tar.gz of the
// data folder (content, uploads, secrets), consistent while the server runs. See api/storage/backup.ts.
import path from 'node:path';
import { BackupError, createBackup, defaultBackupDir } from '../storage/backup';
import { parseArgs } from './args';

try {
  const { values } = parseArgs(process.argv.slice(2), ['help'], ['dir', 'keep', 'env-file']);
  if (values.help) {
    console.log(
      'Usage: npm run backup [-- --dir DIR] [--keep N] [--env-file FILE]\n' +
        '  DATA_DIR (default ./data), BACKUP_DIR (default: "backups" beside the data folder),' +
        ' BACKUP_KEEP (default: keep all)',
    );
    process.exit(0);
  }
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  const backupDir = typeof values.dir === 'string' ? path.resolve(values.dir) : defaultBackupDir(dataDir);
  const keepRaw = typeof values.keep === 'string' ? values.keep : process.env.BACKUP_KEEP || '0';
  const keep = Number(keepRaw);
  if (!Number.isInteger(keep) || keep < 0)
    throw new BackupError(`BACKUP_KEEP / --keep must be a whole number, got "${keepRaw}"`);
  const started = Date.now();
  const r = await createBackup({ dataDir, backupDir, keep });
  const kb = (r.bytes / 1024).toFixed(1);
  console.log(
    `backup: wrote ${r.file} (${r.manifest.files.length} files, ${kb} KiB, ${Date.now() - started} ms, snapshot attempts: ${r.manifest.attempts})`,
  );
  if (r.manifest.missingUploads.length)
    console.warn(
      `backup: warning: ${r.manifest.missingUploads.length} upload(s) referenced by the data are not in ${dataDir}/uploads: ${r.manifest.missingUploads.join(', ')}`,
    );
  for (const f of r.removed) console.log(`backup: removed old archive ${f}`);
} catch (e) {
  console.error(`backup: failed: ${e instanceof BackupError ? e.message : (e as Error)?.stack || e}`);
  process.exit(1);
}
