import { parseImportJson } from '@shared/importData';
import { MSG } from '@shared/messages';
import type { DataExport } from '@shared/schemas';
import { usePlatform } from '@/lib/platform';
import { notifyError, notifySuccess } from '@/lib/toast';
import { isUnauthorized, useAdminApi } from '../auth/useAdminApi';
import type { PendingImport } from './useImport';

/**
 * Download and Restore need the saved file's content, which the history list leaves out to stay
 * small: each fetches GET /api/data-exports/:id first.
 */
export function useHistoryActions(onRestoreReady: (pending: PendingImport) => void) {
  const api = useAdminApi();
  const platform = usePlatform();
  const load = (id: string) => api.get<DataExport>(`/api/data-exports/${id}`);

  async function download(id: string) {
    try {
      const record = await load(id);
      if (await platform.saveFile(record.filename, record.fileContent)) void notifySuccess(MSG.exportDownloaded);
    } catch (e) {
      if (!isUnauthorized(e)) void notifyError(MSG.exportFailed);
    }
  }

  async function restore(id: string) {
    let record: DataExport;
    try {
      record = await load(id);
    } catch (e) {
      if (!isUnauthorized(e)) void notifyError(MSG.restoreParseFailed);
      return;
    }
    const parsed = parseImportJson(record.fileContent ?? '');
    if (!parsed) return void notifyError(MSG.restoreParseFailed);
    onRestoreReady(parsed);
  }
  return { download, restore };
}
