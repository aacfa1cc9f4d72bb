import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PlatformProvider, apiFor } from '@/lib/platform';
import { useSite } from '@/lib/siteConfig';
import { installToastHotkey } from '@/lib/toastHotkey';
import { webPlatform } from '@/lib/webPlatform';
import { appRouter } from './router';

export function App() {
  useEffect(() => {
    void useSite.getState().load(apiFor(webPlatform));
    return installToastHotkey();
  }, []);
  return (
    <PlatformProvider platform={webPlatform}>
      <RouterProvider router={appRouter()} />
    </PlatformProvider>
  );
}
