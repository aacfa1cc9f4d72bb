import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorIcon, OfflineIcon } from '@blueprintjs/icons';
import { LightButton } from '@/components/LightButton';
import { localPath, t } from '@/i18n';
import { NoConnection } from '@/lib/connection';

/**
 * Shown when a route's code fails to load (e.g. after a deploy replaced the chunks). Blueprint's
 * NonIdealState markup written out: this is in the entry chunk every page loads, which stays
 * free of Blueprint's component code (docs/build-notes.md#what-the-home-page-loads).
 */
export function RouteError({ noConnection = false }: { noConnection?: boolean }) {
  // Offline, a page whose code this phone never loaded (the member pages, a page not visited) cannot
  // come: said as such, inside the site's header and footer, with the way to what works offline.
  // So when the phone calls itself online but the server does not answer (lib/connection.ts).
  if (noConnection || (typeof navigator !== 'undefined' && navigator.onLine === false)) return <NeedsConnection />;
  return (
    <main className="page-container" id="main">
      <div className="bp6-non-ideal-state bp6-non-ideal-state-vertical">
        <div className="bp6-non-ideal-state-visual" style={{ fontSize: '48px', lineHeight: '48px' }}>
          <ErrorIcon size={48} className="bp6-icon-muted" />
        </div>
        <div className="bp6-non-ideal-state-text">
          <h4 className="bp6-heading">{t('layout.errorTitle')}</h4>
          <div>{t('layout.errorText')}</div>
        </div>
        <LightButton intent="primary" text={t('layout.reload')} onClick={() => window.location.reload()} />
      </div>
    </main>
  );
}

function NeedsConnection() {
  return (
    <main className="page-container" id="main">
      <div className="bp6-non-ideal-state bp6-non-ideal-state-vertical">
        <div className="bp6-non-ideal-state-visual" style={{ fontSize: '48px', lineHeight: '48px' }}>
          <OfflineIcon size={48} className="bp6-icon-muted" />
        </div>
        <div className="bp6-non-ideal-state-text">
          <h1 className="bp6-heading">{t('layout.offlineTitle')}</h1>
          <div>{t('layout.offlineText')}</div>
        </div>
        <Link className="btn btn--primary" to={localPath('/schedule')}>
          {t('layout.offlineSchedule')}
        </Link>
      </div>
    </main>
  );
}

type BoundaryProps = { path: string; children: ReactNode };
type BoundaryState = { failed: boolean; noConnection: boolean; path: string };

/** RouteError in place of the routes when rendering them throws; a navigation to another path draws that one. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, noConnection: false, path: this.props.path };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, noConnection: error instanceof NoConnection };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    return this.state.failed ? <RouteError noConnection={this.state.noConnection} /> : this.props.children;
  }
}
