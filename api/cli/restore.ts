// `npm run restore -- FILE [--force] [--env-file FILE]`: puts a backup archive back as the data
// folder. The current content moves aside to DATA_DIR/replaced-<time>/. Stop the server first
// (sudo systemctl stop academy): it refuses while a server answers on PORT unless --force.
import path from 'node:path';
import { BackupError } from '../storage/backup';
import { restoreBackup } from '../storage/restore';
import { parseArgs } from './args';

try {
  const { positional, values } = parseArgs(process.argv.slice(2), ['force', 'help'], ['env-file']);
  if (values.help || positional.length !== 1) {
    console.log(
      'Usage: npm run restore -- FILE [--force] [--env-file FILE]\n' +
        '  Stop the server first. DATA_DIR (default ./data); PORT/HOST tell where to look for a running server.',
    );
    process.exit(values.help ? 0 : 2);
  }
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  const host =
    !process.env.HOST || process.env.HOST === '0.0.0.0' || process.env.HOST === '::' ? '127.0.0.1' : process.env.HOST;
  const serverUrl = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 3000}`;
  const r = await restoreBackup({ archive: positional[0], dataDir, serverUrl, force: values.force === true });
  console.log(`restore: restored ${r.restored} files from the backup of ${r.manifest.createdAt} into ${r.dataDir}`);
  console.log(
    r.replacedDir ? `restore: the previous content is kept in ${r.replacedDir}` : 'restore: the data folder was empty',
  );
  if (r.manifest.missingUploads.length)
    console.warn(
      `restore: note: the backup recorded ${r.manifest.missingUploads.length} referenced upload(s) that were already missing.`,
    );
} catch (e) {
  console.error(`restore: failed: ${e instanceof BackupError ? e.message : (e as Error)?.stack || e}`);
  process.exit(1);
}
