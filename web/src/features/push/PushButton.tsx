import { NotificationsIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useState } from 'react';
import { LightButton } from '@/components/LightButton';
import { t } from '@/i18n';
import { pushSupport } from './support';

// The push code (subscribe, the panel, its texts) loads on the tap: never with the page.
const PushPanel = lazy(() => import('./PushPanel'));

/**
 * "Notify me on this phone": does nothing until tapped. The permission is asked right in the tap
 * (Safari keeps a user gesture only that long), while the panel's code loads beside it.
 */
export function PushButton() {
  const [opened, setOpened] = useState<{ permission: Promise<NotificationPermission> | null } | null>(null);
  const onClick = () => {
    if (opened) return setOpened(null);
    const ask =
      pushSupport() === 'ok' && Notification.permission === 'default' && !localStorage.getItem('push_device')
        ? Notification.requestPermission()
        : null;
    setOpened({ permission: ask });
  };
  return (
    <>
      <LightButton
        icon={<NotificationsIcon />}
        text={t('notices.pushButton')}
        aria-expanded={opened !== null}
        aria-controls="push-panel"
        onClick={onClick}
      />
      {opened && (
        <Suspense fallback={null}>
          <PushPanel permission={opened.permission} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </>
  );
}
