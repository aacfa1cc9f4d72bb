import { parseImportJson } from '@shared/importData';
import { ADMIN_MSG } from '@shared/adminMessages';
import type { DataExport } from '@shared/schemas';
import { usePlatform } from '@/lib/platform';
import { notifyError, notifySuccess } from '@/lib/toast';
import { isUnauthorized, useAdminApi } from '../auth/useAdminApi';
import { getExport } from './api';
import type { PendingImport } from './useImport';

/**
 * Download and Restore need the saved file's content, which the history list leaves out to stay
 * small: each fetches the export first.
 */
export function useHistoryActions(onRestoreReady: (pending: PendingImport) => void) {
  const api = useAdminApi();
  const platform = usePlatform();

  async function download(id: string) {
    try {
      const record = await getExport(api, id);
      if (await platform.saveFile(record.filename, record.fileContent)) void notifySuccess(ADMIN_MSG.exportDownloaded);
    } catch (e) {
      if (!isUnauthorized(e)) void notifyError(ADMIN_MSG.exportFailed);
    }
  }

  async function restore(id: string) {
    let record: DataExport;
    try {
      record = await getExport(api, id);
    } catch (e) {
      if (!isUnauthorized(e)) void notifyError(ADMIN_MSG.restoreParseFailed);
      return;
    }
    const parsed = parseImportJson(record.fileContent ?? '');
    if (!parsed) return void notifyError(ADMIN_MSG.restoreParseFailed);
    onRestoreReady(parsed);
  }
  return { download, restore };
}
