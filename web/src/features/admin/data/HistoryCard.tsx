import { Card, H3 } from '@blueprintjs/core';
import { DownloadIcon, HistoryIcon, TrashIcon } from '@blueprintjs/icons';
import { ADMIN_MSG } from '@shared/adminMessages';
import { formatInstant } from '@shared/dates';
import { RESOURCES } from '@shared/resources';
import type { DataExportSummary } from '@shared/schemas';
import { useSite } from '@/lib/siteConfig';
import { useAdminApi } from '../auth/useAdminApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { runMutation } from '../common/runMutation';
import type { Collection } from '../common/useCollection';
import { useDialogs } from '../common/useDialogs';
import { deleteExport } from './api';
import { formatKb } from './exportFile';
import { useHistoryActions } from './useHistoryActions';
import type { PendingImport } from './useImport';
import { CardAction } from '../common/CardAction';

export function HistoryCard(props: {
  history: Collection<DataExportSummary>;
  onRestoreReady: (pending: PendingImport) => void;
}) {
  const api = useAdminApi();
  const tz = useSite((s) => s.timezone);
  const { history } = props;
  const dialogs = useDialogs<DataExportSummary>();
  const actions = useHistoryActions(props.onRestoreReady);

  return (
    <Card className="admin-data-card admin-history" elevation={1}>
      <H3>Export History</H3>
      <p className="admin-muted">Access your 5 most recent data exports</p>
      <ListState
        list={history}
        loadingText="Loading export history..."
        emptyText="No exports yet. Use Export to JSON to create one."
      >
        <ul className="admin-history-list">
          {history.items.map((x) => (
            <li key={x.id} className="admin-history-item">
              <div className="admin-history-info">
                <span className="admin-history-name">{x.filename}</span>
                <span className="admin-muted admin-small">
                  {formatInstant(x.createdAt, tz, 'MMM d, yyyy h:mm a')} · {formatKb(x.fileSize)}
                </span>
              </div>
              <div className="admin-card-actions">
                <CardAction
                  icon={<DownloadIcon />}
                  text="Download"
                  label={`Download ${x.filename}`}
                  onClick={() => void actions.download(x.id)}
                />
                <CardAction
                  icon={<HistoryIcon />}
                  text="Restore"
                  label={`Restore ${x.filename}`}
                  onClick={() => void actions.restore(x.id)}
                />
                <CardAction
                  danger
                  icon={<TrashIcon />}
                  title="Delete"
                  label={`Delete ${x.filename}`}
                  onClick={() => dialogs.open('delete', x)}
                />
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <ConfirmDialog
        isOpen={dialogs.is('delete')}
        title="Delete this export?"
        onClose={dialogs.close}
        onConfirm={() =>
          runMutation({
            verb: 'delete',
            entity: RESOURCES.dataExports.noun,
            action: () => deleteExport(api, dialogs.item!.id),
            reload: history.reload,
            successText: ADMIN_MSG.exportDeleted,
          })
        }
      >
        <p>&ldquo;{dialogs.item?.filename}&rdquo; will be permanently removed from Export History.</p>
      </ConfirmDialog>
    </Card>
  );
}
