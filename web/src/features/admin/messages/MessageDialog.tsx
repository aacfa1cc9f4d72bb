import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { formatInstant } from '@shared/dates';
import type { ContactMessage } from '@shared/schemas';
import { useSite } from '@/lib/siteConfig';
import { notEmailed, STATUS_LABELS, statusOf } from './status';

/** The full message and when it was received (in the academy's timezone). */
export function MessageDialog(props: {
  isOpen: boolean;
  item: ContactMessage | null;
  onClose: () => void;
  onReply: () => void;
}) {
  const tz = useSite((s) => s.timezone);
  const m = props.item;
  return (
    <Dialog isOpen={props.isOpen} title={m?.subject ?? 'Message'} onClose={props.onClose} className="admin-dialog">
      {m && (
        <DialogBody>
          <dl className="admin-message-meta">
            <dt>From</dt>
            <dd>
              {m.name} &lt;{m.email}&gt;
            </dd>
            <dt>Received</dt>
            <dd>{formatInstant(m.createdAt, tz, "EEEE, MMMM d, yyyy 'at' h:mm a")}</dd>
            <dt>Status</dt>
            <dd>{STATUS_LABELS[statusOf(m)]}</dd>
            {notEmailed(m) && (
              <>
                <dt>Email</dt>
                <dd>Not emailed yet (retrying){m.notify?.lastError ? `: ${m.notify.lastError}` : ''}</dd>
              </>
            )}
          </dl>
          <p className="admin-message-body">{m.message}</p>
        </DialogBody>
      )}
      <DialogFooter
        actions={
          <>
            <Button text="Close" variant="outlined" onClick={props.onClose} />
            <Button intent="primary" icon={<EnvelopeIcon />} text="Reply" onClick={props.onReply} />
          </>
        }
      />
    </Dialog>
  );
}
