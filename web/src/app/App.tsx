import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PlatformProvider, apiFor } from '@/lib/platform';
import { loadSite } from '@/lib/siteConfig';
import { installToastHotkey } from '@/lib/toastHotkey';
import { webPlatform } from '@/lib/webPlatform';
import { appRouter } from './router';

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
      <RouterProvider router={appRouter()} />
    </PlatformProvider>
  );
}
