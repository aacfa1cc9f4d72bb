import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';

/** Shown when a route's code fails to load (e.g. after a deploy replaced the chunks). */
export function RouteError() {
  return (
    <main className="page-container" id="main">
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title="Something went wrong"
        description="This page could not be loaded. Please reload to try again."
        action={<Button intent="primary" text="Reload" onClick={() => window.location.reload()} />}
      />
    </main>
  );
}
