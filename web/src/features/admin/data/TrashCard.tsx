import { Card, H3 } from '@blueprintjs/core';
import { HistoryIcon, TrashIcon } from '@blueprintjs/icons';
import { formatDistanceToNow } from 'date-fns';
import type { TrashEntry, TrashType } from '@shared/schemas';
import { useAdminApi } from '../auth/useAdminApi';
import { useIsOwner } from '../auth/authStore';
import { CardAction } from '../common/CardAction';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { trashApi } from '../common/recordApi';
import { runMutation } from '../common/runMutation';
import { useCollection } from '../common/useCollection';
import { useDialogs } from '../common/useDialogs';

const NOUNS: Record<TrashType, string> = {
  announcement: 'Announcement',
  event: 'Event',
  galleryItem: 'Gallery item',
  contactMessage: 'Message',
  instructor: 'Instructor',
};
/** What the trash shows of a record: its title, or a message's sender and subject. */
export function trashTitle(e: TrashEntry): string {
  const r = e.record;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  if (e.type === 'contactMessage') return [text(r.name), text(r.subject)].filter(Boolean).join(': ') || 'Message';
  return text(r.title) ?? text(r.name) ?? text(r.filename) ?? '(untitled)';
}
const ago = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? formatDistanceToNow(t, { addSuffix: true }) : '';
};

/** Data Management's trash: deleted records (kept 30 days), newest first, with restore and delete forever. */
export function TrashCard() {
  // Delete forever is the owner's (the server answers 403 to an instructor).
  const isOwner = useIsOwner();
  const api = useAdminApi();
  const trash = useCollection<TrashEntry>(trashApi.list);
  const dialogs = useDialogs<TrashEntry>();
  const restore = (e: TrashEntry) =>
    runMutation({
      verb: 'update',
      entity: NOUNS[e.type].toLowerCase(),
      action: () => trashApi.restore(api, e),
      reload: trash.reload,
      successText: `${NOUNS[e.type]} “${trashTitle(e)}” restored`,
    });

  return (
    <Card className="admin-data-card admin-trash-card" elevation={1}>
      <H3>Trash</H3>
      <p className="admin-muted">
        Deleted announcements, events, gallery items and messages are kept here for 30 days.
      </p>
      <ListState list={trash} loadingText="Loading the trash..." emptyText="The trash is empty.">
        <ul className="admin-trash-list" aria-label="Trash">
          {trash.items.map((e) => (
            <li key={e.id}>
              <div>
                <span className="admin-muted admin-small">{NOUNS[e.type]}</span>{' '}
                <strong className="admin-trash-title">{trashTitle(e)}</strong>
                <div className="admin-muted admin-small">Deleted {ago(e.deletedAt)}</div>
              </div>
              <div className="admin-card-actions">
                <CardAction
                  icon={<HistoryIcon />}
                  text="Restore"
                  label={`Restore ${trashTitle(e)}`}
                  onClick={() => void restore(e)}
                />
                {isOwner && (
                  <CardAction
                    danger
                    icon={<TrashIcon />}
                    text="Delete forever"
                    label={`Delete ${trashTitle(e)} forever`}
                    onClick={() => dialogs.open('delete', e)}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      </ListState>
      <ConfirmDialog
        isOpen={dialogs.is('delete')}
        title="Delete forever?"
        confirmText="Delete forever"
        onClose={dialogs.close}
        onConfirm={() =>
          runMutation({
            verb: 'delete',
            entity: 'trash entry',
            action: () => trashApi.purge(api, dialogs.item!.id),
            reload: trash.reload,
            successText: `“${dialogs.item ? trashTitle(dialogs.item) : ''}” deleted for good`,
          })
        }
      >
        <p>&ldquo;{dialogs.item && trashTitle(dialogs.item)}&rdquo; will be removed for good. This cannot be undone.</p>
      </ConfirmDialog>
    </Card>
  );
}
