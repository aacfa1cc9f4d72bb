import { useState } from 'react';

/**
 * A dialog's action: pending while `run` works (for the button's 'Deleting...'), and the dialog
 * closes when it resolves true; on false it stays open with what the admin typed.
 */
export function useCloseWhenDone(run: () => Promise<boolean>, onClose: () => void) {
  const [pending, setPending] = useState(false);
  async function go() {
    setPending(true);
    const ok = await run();
    setPending(false);
    if (ok) onClose();
  }
  return { pending, go };
}
