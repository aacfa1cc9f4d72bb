import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useCloseWhenDone } from './useCloseWhenDone';

/**
 * Create/edit dialog shell shared by the tabs: a form whose submit button shows its pending
 * label ('Creating...', 'Updating...') while `onSubmit` runs; the dialog closes when it resolves true.
 */
export function FormDialog(props: {
  isOpen: boolean;
  title: string;
  submitText: string;
  pendingText: string;
  onSubmit: () => Promise<boolean>;
  onClose: () => void;
  /** Disables submit while something else is busy (an image upload). */
  blocked?: boolean;
  /** Wide enough for English and Spanish side by side (BilingualField). */
  bilingual?: boolean;
  children: ReactNode;
}) {
  const { pending, go } = useCloseWhenDone(props.onSubmit, props.onClose);
  function submit(e: FormEvent) {
    e.preventDefault();
    void go();
  }
  return (
    <Dialog
      isOpen={props.isOpen}
      title={props.title}
      onClose={pending ? undefined : props.onClose}
      className={props.bilingual ? 'admin-dialog admin-dialog-bilingual' : 'admin-dialog'}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>{props.children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="outlined" onClick={props.onClose} disabled={pending} />
              <Button
                type="submit"
                intent="primary"
                text={pending ? props.pendingText : props.submitText}
                disabled={pending || props.blocked}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
