import '@blueprintjs/core/lib/css/blueprint.css';
import '@/styles/theme.css';
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
