// What an archive is, shared by the backup (backup.ts) and the restore (restore.ts), which must
// agree on it and on nothing else.

export const BACKUP_PREFIX = 'academy-backup-';
export const BACKUP_FORMAT = 'academy-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST = 'backup.json';

export class BackupError extends Error {}

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: string;
  attempts: number;
  files: { path: string; size: number }[];
  missingUploads: string[];
};

export type BackupResult = { file: string; manifest: Manifest; bytes: number; removed: string[] };

export const isTemp = (name: string) => name.endsWith('.tmp') || name.startsWith('.');
export const isLocalCopy = (name: string) => /^(pre-migration-|replaced-|\.restore-)/.test(name);

export const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
