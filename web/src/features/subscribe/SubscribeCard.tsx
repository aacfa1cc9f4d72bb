import { useSite } from '@/lib/siteConfig';
import { SubscribeForm } from './SubscribeForm';

/** The announcements page's subscribe form, below the list (it appears once the site settings say so). */
export function SubscribeCard() {
  const on = useSite((s) => s.subscriptions === true);
  if (!on) return null;
  return (
    <div className="subscribe-card card" id="subscribe">
      <SubscribeForm title="Get notices by email" />
    </div>
  );
}
