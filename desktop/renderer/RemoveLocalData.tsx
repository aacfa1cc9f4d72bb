import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import type { DesktopApi } from '../shared/ipc';

/**
 * For a shared computer: signs out and removes what the app keeps on it (saved lists and images,
 * waiting changes, logs, the sign-in). Main asks first, in a native dialog naming the changes not
 * yet sent; then the app starts afresh on the sign-in.
 */
export function RemoveLocalData({ api }: { api: DesktopApi }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    setError(null);
    try {
      if ((await api.removeLocalData()).removed) window.location.reload();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="desktop-remove-data" aria-labelledby="desktop-remove-data-title">
      <h2 id="desktop-remove-data-title" className="bp6-heading">
        This computer
      </h2>
      <p className="admin-muted">
        Leaving a shared computer: remove the saved lists, the changes waiting to be sent, the app’s logs and your
        sign-in from it. You are asked first.
      </p>
      {error && (
        <Callout intent="danger" role="alert" compact>
          {error}
        </Callout>
      )}
      <Button
        variant="outlined"
        intent="danger"
        fill
        disabled={busy}
        text="Sign out and remove this computer’s data"
        onClick={() => void remove()}
      />
    </section>
  );
}
