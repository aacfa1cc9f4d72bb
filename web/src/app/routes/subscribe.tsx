import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { ConfirmSubscription } from '@/features/subscribe/ConfirmSubscription';
import { ManageSubscription } from '@/features/subscribe/ManageSubscription';
import { useNoIndex } from '@/features/subscribe/useNoIndex';
import '@/features/subscribe/subscribe.css';
import { usePageMeta } from '@/hooks/usePageMeta';

/**
 * The family's two pages, reached only from the emails: /subscribe/confirm?token=... (the
 * confirmation link) and /subscribe/manage?token=... (in every email). One module for both: each
 * lazy route is an entry in every page's first script. Not in the sitemap, and noindex.
 */
export default function SubscribePage() {
  const confirm = useLocation().pathname.endsWith('/confirm');
  const token = useSearchParams()[0].get('token') ?? '';
  usePageMeta(
    confirm ? 'Confirm your subscription' : 'Your email notices',
    confirm
      ? 'Confirm that you want notices by email from the academy.'
      : 'Change the notices you get by email, or unsubscribe.',
  );
  useNoIndex();
  return (
    <main id="main">
      <PageHeader eyebrow="Notices by email" title={confirm ? 'Confirm your subscription' : 'Your email notices'} />
      <div className="page-container family-page">
        {confirm ? <ConfirmSubscription token={token} /> : <ManageSubscription token={token} />}
      </div>
    </main>
  );
}
