import { FeedIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { LightButton } from '@/components/LightButton';
import { lazyDialog } from '@/components/lazyDialog';
import { t } from '@/i18n';

// Blueprint's dialog code loads when the visitor first opens it, not with the schedule.
const SubscribeDialog = lazyDialog(() => import('./SubscribeDialog').then((m) => m.SubscribeDialog));

export function SubscribeButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LightButton icon={<FeedIcon />} text={t('events.subscribe')} onClick={() => setOpen(true)} />
      <SubscribeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
