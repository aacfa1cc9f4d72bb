import { t } from '@/i18n';
import { useSite } from '@/lib/siteConfig';
import { SubscribeForm } from './SubscribeForm';

/**
 * The subscribe form in a card: below the announcements list, and under a family page whose link
 * no longer works. It appears once the site settings say the server sends email.
 */
export function SubscribeCard({ title = t('subscribe.cardTitle') }: { title?: string }) {
  const on = useSite((s) => s.subscriptions === true);
  if (!on) return null;
  return (
    <div className="subscribe-card card" id="subscribe">
      <SubscribeForm title={title} />
    </div>
  );
}
