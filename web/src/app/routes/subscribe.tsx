import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { ConfirmSubscription } from '@/features/subscribe/ConfirmSubscription';
import { ManageSubscription } from '@/features/subscribe/ManageSubscription';
import { useNoIndex } from '@/features/subscribe/useNoIndex';
import '@/features/subscribe/subscribe.css';
import { usePageMeta } from '@/hooks/usePageMeta';
import { t } from '@/i18n';

/**
 * The family's two pages, reached only from the emails: /subscribe/confirm?token=... (the
 * confirmation link) and /subscribe/manage?token=... (in every email), under /es/ for a family
 * that subscribed from a Spanish page. One module for both: each
 * lazy route is an entry in every page's first script. Not in the sitemap, and noindex.
 */
export default function SubscribePage() {
  const confirm = useLocation().pathname.endsWith('/confirm');
  const token = useSearchParams()[0].get('token') ?? '';
  const title = t(confirm ? 'subscribe.confirmPageTitle' : 'subscribe.managePageTitle');
  usePageMeta(title, t(confirm ? 'subscribe.confirmPageDescription' : 'subscribe.managePageDescription'));
  useNoIndex();
  return (
    <main id="main">
      <PageHeader eyebrow={t('subscribe.pageEyebrow')} title={title} />
      <div className="page-container family-page">
        {confirm ? <ConfirmSubscription token={token} /> : <ManageSubscription token={token} />}
      </div>
    </main>
  );
}
