import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, HTMLSelect } from '@blueprintjs/core';
import { ArchiveIcon } from '@blueprintjs/icons';
import { formatInstant } from '@shared/dates';
import { ADMIN_MSG } from '@shared/adminMessages';
import { contactSearchText, matchesContactQuery, type ContactMessage, type ContactStatus } from '@shared/schemas';
import { errorDetail } from '@/lib/api';
import { usePlatform } from '@/lib/platform';
import { useSite } from '@/lib/siteConfig';
import { notifyError, notifySuccess } from '@/lib/toast';
import { isUnauthorized, useAdminApi } from '../auth/useAdminApi';
import { TrashNote } from '../common/TrashNote';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import { TabHeader } from '../common/TabHeader';
import { useEntityTab } from '../common/useEntityTab';
import { useSearch } from '../common/useSearch';
import { VirtualCardList } from '../common/VirtualCardList';
import { messagesApi, setMessageStatus } from './api';
import { MessageCard } from './MessageCard';
import { MessageDialog } from './MessageDialog';
import { replyMailto } from './mailto';
import { useNewMessageCount } from './newCount';
import { FILTER_OPTIONS, statusOf, type MessageFilter } from './status';

const keyOf = (m: ContactMessage) => m.id;

export function MessagesTab() {
  const platform = usePlatform();
  const api = useAdminApi();
  const tz = useSite((s) => s.timezone);
  const { list, dialogs, target, deleteDialog } = useEntityTab<ContactMessage>({
    records: messagesApi,
    deletedText: ADMIN_MSG.messageDeleted,
  });
  const [filter, setFilter] = useState<MessageFilter>('open');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [archiving, setArchiving] = useState(false);

  // The list is the whole inbox; filter and search run here, so typing answers at once.
  const inFilter = useMemo(
    () => (filter === 'all' ? list.items : list.items.filter((m) => matchesContactQuery(m, { status: filter }))),
    [list.items, filter],
  );
  const shown = useSearch(inFilter, contactSearchText, query);
  const groups = useMemo(() => [{ key: 'all', items: shown }], [shown]);
  const shownSelected = shown.filter((m) => selected.has(m.id));

  useEffect(() => {
    if (!list.loading && !list.error)
      useNewMessageCount.getState().set(list.items.filter((m) => statusOf(m) === 'new').length);
  }, [list.items, list.loading, list.error]);

  /** Moves one message to a status; the list (and the count) follow. Quiet on success. */
  async function mark(m: ContactMessage, status: ContactStatus) {
    if (statusOf(m) === status) return;
    try {
      await setMessageStatus(api, m.id, status);
    } catch (e) {
      if (!isUnauthorized(e)) void notifyError(`Failed to mark the message as ${status}: ${errorDetail(e)}`);
      return;
    }
    await list.reload();
  }

  const view = (m: ContactMessage) => {
    dialogs.open('view', m);
    void mark(m, 'read');
  };
  // The platform opens the mail link in a new window (the desktop hands it to the OS).
  const reply = (m: ContactMessage) => {
    const when = formatInstant(m.createdAt, tz, "MMMM d, yyyy 'at' h:mm a");
    platform.openExternal(replyMailto({ ...m, when }));
    void mark(m, 'replied');
  };

  async function archiveSelected() {
    const targets = shownSelected;
    if (!targets.length) return;
    setArchiving(true);
    let failed = 0;
    for (const m of targets) {
      try {
        await setMessageStatus(api, m.id, 'archived');
      } catch (e) {
        if (isUnauthorized(e)) break;
        failed++;
      }
    }
    setArchiving(false);
    setSelected(new Set());
    const done = targets.length - failed;
    if (done) void notifySuccess('Success', `${done} message${done === 1 ? '' : 's'} archived`);
    if (failed) void notifyError(`Failed to archive ${failed} message${failed === 1 ? '' : 's'}`);
    await list.reload();
  }

  const select = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allShownSelected = shown.length > 0 && shownSelected.length === shown.length;
  // The dialog shows the record as it is now (its status changes when it is opened).
  const current = (target && list.items.find((m) => m.id === target.id)) ?? target;

  return (
    <section>
      <TabHeader
        title="Contact Messages"
        description="Messages sent through the website's contact form, newest first."
      />
      <div className="admin-toolbar">
        <SearchBox label="Search messages" onChange={setQuery} />
        <label className="admin-toolbar-field">
          Show
          <HTMLSelect
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value as MessageFilter)}
            options={FILTER_OPTIONS}
          />
        </label>
        <Checkbox
          className="admin-inbox-select-all"
          label="Select all"
          checked={allShownSelected}
          indeterminate={shownSelected.length > 0 && !allShownSelected}
          disabled={!shown.length}
          onChange={(e) => setSelected(e.currentTarget.checked ? new Set(shown.map((m) => m.id)) : new Set())}
        />
        <Button
          icon={<ArchiveIcon />}
          text={shownSelected.length ? `Archive selected (${shownSelected.length})` : 'Archive selected'}
          disabled={!shownSelected.length}
          loading={archiving}
          onClick={() => void archiveSelected()}
        />
      </div>
      <ListState list={list} loadingText="Loading messages..." emptyText="No messages found.">
        <VirtualCardList
          groups={groups}
          keyOf={keyOf}
          className="admin-message-grid"
          noneText="No messages match."
          renderCard={(m) => (
            <MessageCard
              item={m}
              selected={selected.has(m.id)}
              onSelect={(on) => select(m.id, on)}
              onView={() => view(m)}
              onReply={() => reply(m)}
              onDelete={() => dialogs.open('delete', m)}
            />
          )}
        />
      </ListState>
      <MessageDialog
        isOpen={dialogs.is('view')}
        item={current}
        onClose={dialogs.close}
        onReply={() => current && reply(current)}
      />
      <ConfirmDialog {...deleteDialog} title="Are you sure?">
        <p>This will move the message from {target?.name} to the trash.</p>
        <TrashNote />
      </ConfirmDialog>
    </section>
  );
}
