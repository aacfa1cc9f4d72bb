import { useEffect, useState } from 'react';
import { loadAreas, t } from '@/i18n';
import { useSite } from '@/lib/siteConfig';
import { SubscribeForm } from './SubscribeForm';

/**
 * The subscribe form in a card: below the announcements list, and under a family page whose link
 * no longer works. It appears once the site settings say the server sends email, with the form's
 * messages (the subscribe area, not in every page's catalog).
 */
export function SubscribeCard({ title }: { title?: string }) {
  const on = useSite((s) => s.subscriptions === true);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!on) return;
    let live = true;
    loadAreas('subscribe').then(
      () => live && setReady(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [on]);
  if (!on || !ready) return null;
  return (
    <div className="subscribe-card card" id="subscribe">
      <SubscribeForm title={title ?? t('subscribe.cardTitle')} />
    </div>
  );
}
