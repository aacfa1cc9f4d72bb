import type { ContactMessage } from '@shared/schemas';
import { MSG } from '@shared/messages';
import { usePlatform } from '@/lib/platform';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { TabHeader } from '../common/TabHeader';
import { useEntityTab } from '../common/useEntityTab';
import { messagesApi } from './api';
import { MessageCard } from './MessageCard';
import { MessageDialog } from './MessageDialog';
import { replyMailto } from './mailto';

export function MessagesTab() {
  const platform = usePlatform();
  const { list, dialogs, target, deleteDialog } = useEntityTab<ContactMessage>({
    records: messagesApi,
    deletedText: MSG.messageDeleted,
  });
  // The platform opens the mail link in a new window (the desktop hands it to the OS).
  const reply = (m: ContactMessage) => platform.openExternal(replyMailto(m));

  return (
    <section>
      <TabHeader
        title="Contact Messages"
        description="Messages sent through the website's contact form, newest first."
      />
      <ListState list={list} loadingText="Loading messages..." emptyText="No messages found.">
        <div className="admin-grid admin-message-grid">
          {list.items.map((m) => (
            <MessageCard
              key={m.id}
              item={m}
              onView={() => dialogs.open('view', m)}
              onReply={() => reply(m)}
              onDelete={() => dialogs.open('delete', m)}
            />
          ))}
        </div>
      </ListState>
      <MessageDialog
        isOpen={dialogs.is('view')}
        item={target}
        onClose={dialogs.close}
        onReply={() => target && reply(target)}
      />
      <ConfirmDialog {...deleteDialog} title="Are you sure?">
        <p>This will permanently delete the message from {target?.name}. This action cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
