import { PageHeader } from '@/components/PageHeader';
import { MemberPage } from '@/features/gallery/MemberPage';
import { TrainingVideos } from '@/features/gallery/TrainingVideos';
import { usePageMeta } from '@/hooks/usePageMeta';

export default function TrainingPage() {
  usePageMeta('Training Videos', 'Drumline and color guard training videos for current members to practise at home.');
  return (
    <main id="main">
      <PageHeader eyebrow="Members" title="Training Videos">
        <p>Practise at home with videos from your instructors, for drumline and color guard.</p>
      </PageHeader>
      <div className="page-container">
        <MemberPage page="training">
          {(items, loading) => <TrainingVideos items={items} loading={loading} />}
        </MemberPage>
      </div>
    </main>
  );
}
