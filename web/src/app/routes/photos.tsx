import { PageHeader } from '@/components/PageHeader';
import { MemberPage } from '@/features/gallery/MemberPage';
import { PhotoGrid } from '@/features/gallery/PhotoGrid';
import { usePageMeta } from '@/hooks/usePageMeta';
import { t } from '@/i18n';

export default function PhotosPage() {
  usePageMeta(t('gallery.photosMetaTitle'), t('gallery.photosMetaDescription'));
  return (
    <main id="main">
      <PageHeader eyebrow={t('gallery.membersEyebrow')} title={t('gallery.photosTitle')}>
        <p>{t('gallery.photosIntro')}</p>
      </PageHeader>
      <div className="page-container">
        <MemberPage page="photos">
          {(items, loading) => (
            <>
              <div className="gallery-banner">
                <h2>{t('gallery.photosBannerTitle')}</h2>
                <p>{t('gallery.photosBannerText')}</p>
              </div>
              <PhotoGrid items={items} loading={loading} />
            </>
          )}
        </MemberPage>
      </div>
    </main>
  );
}
