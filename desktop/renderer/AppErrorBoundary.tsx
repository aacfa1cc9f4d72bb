import { Component, type ReactNode } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';

type State = { error: string | null };

/**
 * A render error anywhere in the app shows this instead of a blank window: what failed, that the
 * waiting changes are safe (they are on disk in the main process), and Reload.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };
  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  componentDidCatch(error: unknown) {
    console.error('render error', error);
  }
  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main id="main" className="desktop-boot" role="alert">
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title="Something went wrong in this window"
          description={
            <>
              <p>Changes waiting to be sent are kept on this computer. Reload to go on.</p>
              <p className="admin-muted">{this.state.error}</p>
            </>
          }
          action={<Button intent="primary" text="Reload" onClick={() => window.location.reload()} />}
        />
      </main>
    );
  }
}
