import { useState } from 'react';
import { Button, Card, H3, Spinner } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { EXPORT_PARTS, EXPORT_PART_LABELS } from '@shared/importData';
import { ADMIN_MSG } from '@shared/adminMessages';
import { usePlatform } from '@/lib/platform';
import { notify, notifyError, notifySuccess } from '@/lib/toast';
import { useAdminApi } from '../auth/useAdminApi';
import { fetchSiteContent, saveExport } from './api';
import { buildExport, type SiteContent } from './exportFile';

/**
 * 'Export to JSON': saves the file through the platform (a download on the web, a Save dialog on
 * the desktop), then keeps a copy in Export History when it is under 10 MB (docs/product.md#export).
 */
export function ExportCard(props: { content: SiteContent | null; onExported: () => void }) {
  const api = useAdminApi();
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);

  async function exportJson() {
    setBusy(true);
    try {
      const file = buildExport(await fetchSiteContent(api), new Date());
      if (!(await platform.saveFile(file.filename, file.text))) return; // the user cancelled
      if (!file.fitsHistory)
        return void notify({ title: ADMIN_MSG.dataExported, message: ADMIN_MSG.exportTooLarge, intent: 'warning' });
      try {
        await saveExport(api, { filename: file.filename, fileContent: file.text, fileSize: file.size });
        void notifySuccess(ADMIN_MSG.dataExported, ADMIN_MSG.exportSaved);
      } catch {
        void notifyError(ADMIN_MSG.exportSaveFailed);
      }
      props.onExported();
    } catch {
      void notifyError(ADMIN_MSG.exportFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="admin-data-card" elevation={1}>
      <H3>Export Data</H3>
      <p className="admin-muted">Download all site content as a JSON file. A copy is kept in Export History.</p>
      {props.content ? (
        <ul className="admin-counts" aria-label="Current content">
          {EXPORT_PARTS.map((c) => {
            const list = props.content![c];
            return (
              list && (
                <li key={c}>
                  <span>{EXPORT_PART_LABELS[c]}</span>
                  <strong>{list.length}</strong>
                </li>
              )
            );
          })}
        </ul>
      ) : (
        <div className="admin-list-state" role="status">
          <Spinner size={20} aria-hidden="true" /> <span>Counting content...</span>
        </div>
      )}
      <Button
        intent="primary"
        icon={<ExportIcon />}
        text={busy ? 'Exporting...' : 'Export to JSON'}
        disabled={busy}
        onClick={exportJson}
      />
    </Card>
  );
}
