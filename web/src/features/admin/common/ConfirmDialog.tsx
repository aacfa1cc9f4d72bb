import type { ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useCloseWhenDone } from './useCloseWhenDone';

/**
 * The dashboard's one confirmation dialog (deletes, import). The confirm button shows its
 * pending label ('Deleting...') while `onConfirm` runs, and the dialog closes when it resolves true.
 */
export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmText?: string;
  pendingText?: string;
  intent?: 'danger' | 'primary' | 'warning';
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const { confirmText = 'Delete', pendingText = 'Deleting...', intent = 'danger' } = props;
  const { pending, go: confirm } = useCloseWhenDone(props.onConfirm, props.onClose);
  return (
    <Dialog
      isOpen={props.isOpen}
      title={props.title}
      onClose={pending ? undefined : props.onClose}
      className="admin-dialog admin-confirm"
      role="alertdialog"
    >
      <DialogBody>{props.children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" variant="outlined" onClick={props.onClose} disabled={pending} />
            <Button intent={intent} text={pending ? pendingText : confirmText} onClick={confirm} disabled={pending} />
          </>
        }
      />
    </Dialog>
  );
}
