import { EXPORT_PART_LABELS } from '@shared/importData';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { PendingImport } from './useImport';

/** States what is replaced, and (docs/decisions.md#import-with-backup) that a backup in Export History can undo it. */
export function ConfirmImportDialog(props: {
  pending: PendingImport | null;
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => Promise<boolean>;
}) {
  const preview = props.pending?.preview ?? [];
  const total = preview.reduce((n, p) => n + p.count, 0);
  const types = preview.map((p) => EXPORT_PART_LABELS[p.collection].toLowerCase()).join(', ');
  return (
    <ConfirmDialog
      isOpen={props.isOpen}
      title="Confirm Import"
      confirmText="Proceed"
      pendingText="Importing..."
      intent="warning"
      onClose={props.onClose}
      onConfirm={props.onConfirm}
    >
      <p>
        You are about to import <strong>{total}</strong> {total === 1 ? 'item' : 'items'}.
      </p>
      <ul className="admin-preview-list">
        {preview.map((p) => (
          <li key={p.collection}>
            {EXPORT_PART_LABELS[p.collection]}: {p.count}
          </li>
        ))}
      </ul>
      <p>All existing {types} will be deleted first and replaced by the imported content.</p>
      <p>
        A backup of the current content is saved in <strong>Export History</strong> before anything changes, so you can
        undo this import there with Restore.
      </p>
    </ConfirmDialog>
  );
}
