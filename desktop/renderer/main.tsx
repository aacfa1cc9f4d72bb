import '@blueprintjs/core/lib/css/blueprint.css';
import '@/styles/theme.css';
// After theme.css, whose rules it refines (.state-box--error); imported here rather than by each
// component, so its place in the cascade does not depend on which chunk a component lands in.
import '@/components/components.css';
import './desktop.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DesktopApi } from '../shared/ipc';
import { DesktopApp } from './DesktopApp';

declare global {
  interface Window {
    /** Put there by the preload (desktop/preload/index.ts), or by the end-to-end test's shim. */
    academy?: DesktopApi;
  }
}

const root = createRoot(document.getElementById('root')!);
if (!window.academy) {
  root.render(<p role="alert">This page is the desktop app's window; open it with the desktop app.</p>);
} else {
  root.render(
    <StrictMode>
      <DesktopApp api={window.academy} />
    </StrictMode>,
  );
}
