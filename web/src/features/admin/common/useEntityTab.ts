import { useAdminApi } from '../auth/useAdminApi';
import { runMutation } from './runMutation';
import { useCollection } from './useCollection';
import { useDialogs } from './useDialogs';

/**
 * A dashboard tab over one collection: its list, its dialogs (at most one open), and the props
 * of the dialogs every such tab has, so each tab only lays out its own texts and cards.
 */
export function useEntityTab<T extends { id: string }>(opts: {
  /** Collection path: '/api/announcements'. */
  path: string;
  /** Lower-case entity name, as runMutation takes it: 'announcement', 'gallery item'. */
  entity: string;
  /** Overrides the default delete toast ('Announcement deleted successfully'). */
  deletedText?: string;
}) {
  const api = useAdminApi();
  const list = useCollection<T>(opts.path);
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
      onConfirm: () =>
        runMutation({ verb: 'delete', entity: opts.entity, action: () => api.del(`${opts.path}/${target!.id}`), reload: list.reload, successText: opts.deletedText }),
    },
  };
}
