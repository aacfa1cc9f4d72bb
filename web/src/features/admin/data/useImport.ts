import type { ImportPreview } from '@shared/importData';
import { ADMIN_MSG } from '@shared/adminMessages';
import { errorDetail } from '@/lib/api';
import { notify, notifySuccess } from '@/lib/toast';
import { isUnauthorized, useAdminApi } from '../auth/useAdminApi';
import { importContent } from './api';

export type PendingImport = { content: Record<string, unknown>; preview: ImportPreview };

/**
 * Import through the server's atomic call (docs/decisions.md#import-with-backup): it saves a backup of the current
 * content to Export History first, then replaces the included types in one write.
 */
export function useImport(onImported: () => void) {
  const api = useAdminApi();
  return async function runImport(pending: PendingImport): Promise<boolean> {
    try {
      await importContent(api, pending.content);
    } catch (e) {
      if (!isUnauthorized(e))
        void notify({ title: 'Error', message: ADMIN_MSG.importFailed(errorDetail(e)), intent: 'danger' });
      return false;
    }
    void notifySuccess(ADMIN_MSG.dataImported);
    onImported();
    return true;
  };
}
