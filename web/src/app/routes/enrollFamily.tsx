import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { FamilyPage } from '@/features/enroll/FamilyPage';
import '@/features/enroll/enroll.css';
import '@/features/subscribe/subscribe.css';
import { useNoIndex } from '@/features/subscribe/useNoIndex';
import { usePageMeta } from '@/hooks/usePageMeta';
import { t } from '@/i18n';

/**
 * The guardian's pages the enrollment emails link to (/enroll/confirm, /enroll/offer,
 * /enroll/manage, under /es/ for a Spanish family): one module for the three. Not in the
 * sitemap, noindex, never stored by the service worker.
 */
export default function EnrollFamilyPage() {
  const path = useLocation().pathname;
  const kind = path.endsWith('/confirm') ? 'confirm' : path.endsWith('/offer') ? 'offer' : 'manage';
  const token = useSearchParams()[0].get('token') ?? '';
  const title = t(
    kind === 'confirm' ? 'enroll.confirmTitle' : kind === 'offer' ? 'enroll.offerTitle' : 'enroll.manageTitle',
  );
  usePageMeta(title, t('enroll.metaDescription'));
  useNoIndex();
  return (
    <main id="main">
      <PageHeader eyebrow={t('enroll.familyEyebrow')} title={title} />
      <div className="page-container family-page">
        <FamilyPage kind={kind} token={token} />
      </div>
    </main>
  );
}
