import { PageHeader } from '@/components/PageHeader';
import { MemberPage } from '@/features/gallery/MemberPage';
import { PhotoGrid } from '@/features/gallery/PhotoGrid';
import { usePageMeta } from '@/hooks/usePageMeta';

export default function PhotosPage() {
  usePageMeta('Photos', 'Photos from our performances and events, for current members.');
  return (
    <main id="main">
      <PageHeader eyebrow="Members" title="Photos">
        <p>Moments from our performances, parades and classes. Click a photo to see it full size.</p>
      </PageHeader>
      <div className="page-container">
        <MemberPage page="photos">
          {(items, loading) => (
            <>
              <div className="gallery-banner">
                <h2>Performance &amp; Event Photos</h2>
                <p>Our students in action, season by season.</p>
              </div>
              <PhotoGrid items={items} loading={loading} />
            </>
          )}
        </MemberPage>
      </div>
    </main>
  );
}
