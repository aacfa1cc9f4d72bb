import { PageHeader } from '@/components/PageHeader';
import { ClassList } from '@/features/enroll/ClassList';
import '@/features/enroll/enroll.css';
import { usePageMeta } from '@/hooks/usePageMeta';
import { t } from '@/i18n';

/** /enroll and /es/enroll: each class taking requests, with its form. */
export default function EnrollPage() {
  usePageMeta(t('enroll.metaTitle'), t('enroll.metaDescription'));
  return (
    <main id="main">
      <PageHeader eyebrow={t('enroll.eyebrow')} title={t('enroll.title')} />
      <div className="page-container enroll-page">
        <p className="enroll-lead">{t('enroll.lead')}</p>
        <ClassList />
      </div>
    </main>
  );
}
