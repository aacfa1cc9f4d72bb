import { useCallback, useState } from 'react';

export type DialogMode = 'create' | 'edit' | 'duplicate' | 'delete' | 'view';
type State<T> = { mode: DialogMode; item: T | null; seq: number; open: boolean };

/** Which of a tab's dialogs is open, and for which record: at most one at a time. */
export function useDialogs<T>() {
  const [state, setState] = useState<State<T>>({ mode: 'create', item: null, seq: 0, open: false });
  const open = useCallback(
    (mode: DialogMode, item: T | null = null) => setState((s) => ({ mode, item, seq: s.seq + 1, open: true })),
    [],
  );
  // Closing keeps mode and record, so a dialog keeps its content while it animates out.
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return {
    item: state.item,
    /** The last opened mode, open or closing. */
    mode: state.mode,
    /** Changes each time a dialog opens: as a `key` it remounts a form with the record's values. */
    key: state.seq,
    open,
    close,
    is: (mode: DialogMode) => state.open && state.mode === mode,
  };
}
