import { create } from 'zustand';

export type ConflictChoice = 'mine' | 'theirs' | 'cancel';
/** A change the server refused with 412: what the admin sent, and the record as it is now. */
export type Conflict = {
  noun: string;
  verb: 'update' | 'delete';
  mine: Record<string, unknown>;
  current: Record<string, unknown>;
};
type State = { open: (Conflict & { resolve: (c: ConflictChoice) => void }) | null };

/** The one conflict the dashboard shows at a time (ConflictDialog, mounted once by the dashboard). */
export const useConflictStore = create<State>(() => ({ open: null }));

/** Shows both versions and resolves with the admin's choice. */
export function askConflict(conflict: Conflict): Promise<ConflictChoice> {
  return new Promise((resolve) => {
    // A newer conflict replaces an older one still open: that one counts as cancelled.
    useConflictStore.getState().open?.resolve('cancel');
    useConflictStore.setState({
      open: {
        ...conflict,
        resolve: (choice) => {
          useConflictStore.setState({ open: null });
          resolve(choice);
        },
      },
    });
  });
}
