import { PageHeader } from '@/components/PageHeader';
import { MemberPage } from '@/features/gallery/MemberPage';
import { TrainingVideos } from '@/features/gallery/TrainingVideos';
import { usePageMeta } from '@/hooks/usePageMeta';
import { t } from '@/i18n';

export default function TrainingPage() {
  usePageMeta(t('gallery.trainingMetaTitle'), t('gallery.trainingMetaDescription'));
  return (
    <main id="main">
      <PageHeader eyebrow={t('gallery.membersEyebrow')} title={t('gallery.trainingTitle')}>
        <p>{t('gallery.trainingIntro')}</p>
      </PageHeader>
      <div className="page-container">
        <MemberPage page="training">
          {(items, loading) => <TrainingVideos items={items} loading={loading} />}
        </MemberPage>
      </div>
    </main>
  );
}
