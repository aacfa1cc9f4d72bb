import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { PlatformProvider, apiFor } from '@/lib/platform';
import { loadSite } from '@/lib/siteConfig';
import { installToastHotkey } from '@/lib/toastHotkey';
import { webPlatform } from '@/lib/webPlatform';
import { AppRoutes } from './routes';

const pathListeners = new Set<(path: string) => void>();
/** Calls onPath with the path of each page the app draws (lib/urgentNotice.ts). */
export const subscribePath = (onPath: (path: string) => void) => void pathListeners.add(onPath);
function PathReporter() {
  const { pathname } = useLocation();
  useEffect(() => pathListeners.forEach((onPath) => onPath(pathname)), [pathname]);
  return null;
}

export function App() {
  useEffect(() => {
    // A task of its own: the effects that follow a hydration are already a long task on a phone.
    const start = setTimeout(() => void loadSite(apiFor(webPlatform)));
    const uninstall = installToastHotkey();
    return () => {
      clearTimeout(start);
      uninstall();
    };
  }, []);
  return (
    <PlatformProvider platform={webPlatform}>
      <BrowserRouter>
        <PathReporter />
        <AppRoutes />
      </BrowserRouter>
    </PlatformProvider>
  );
}
