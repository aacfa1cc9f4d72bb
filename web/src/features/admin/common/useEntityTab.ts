import { useAdminApi } from '../auth/useAdminApi';
import { trashApi, versionOf, type RecordApi } from './recordApi';
import { runMutation } from './runMutation';
import { useCollection } from './useCollection';
import { useDialogs } from './useDialogs';

/**
 * A dashboard tab over one collection: its list, its dialogs (at most one open), and the props
 * of the dialogs every such tab has, so each tab only lays out its own texts and cards.
 */
export function useEntityTab<T extends { id: string }>(opts: {
  /** The collection's calls (its sub-feature's api.ts); must not change between renders. */
  records: RecordApi<T, never>;
  /** Overrides the default delete toast ('Announcement deleted successfully'). */
  deletedText?: string;
}) {
  const api = useAdminApi();
  const { records } = opts;
  const list = useCollection<T>(records.list);
  const dialogs = useDialogs<T>();
  const target = dialogs.item;
  return {
    list,
    dialogs,
    /** The record the open (or closing) dialog is for. */
    target,
    /** For the create/edit/duplicate dialog, besides its `key={dialogs.key}` and its mode. */
    formDialog: {
      isOpen: dialogs.is('create') || dialogs.is('edit') || dialogs.is('duplicate'),
      item: target,
      onClose: dialogs.close,
      reload: list.reload,
    },
    /** For the ConfirmDialog that deletes `target`, besides its title and text. */
    deleteDialog: {
      isOpen: dialogs.is('delete'),
      onClose: dialogs.close,
      onConfirm: () => {
        const item = target!;
        const { trashType } = records;
        return runMutation({
          verb: 'delete',
          entity: records.noun,
          // With the version as loaded: a record changed since is not deleted unseen (412, conflict dialog).
          action: () => records.remove(api, item.id, versionOf(item)),
          reload: list.reload,
          successText: opts.deletedText,
          conflict: { mine: item as Record<string, unknown>, retry: (v) => records.remove(api, item.id, v) },
          undo: trashType && (() => trashApi.undoDelete(api, trashType, item.id)),
        });
      },
    },
  };
}
