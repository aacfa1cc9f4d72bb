import { MediaIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { thumbUrl } from '@shared/api';
import { SKELETONS } from '@shared/constants';
import type { GalleryItem } from '@shared/schemas';
import { SkeletonList } from '@/components/Skeleton';
import { StateBox } from '@/components/StateBox';
import { t } from '@/i18n';
import { itemText } from './itemText';
import { MediaViewer } from './MediaViewer';

/** Photo cards (thumbnails; title on hover) opening the full-size viewer; 8 skeletons while loading. */
export function PhotoGrid({ items, loading }: { items?: GalleryItem[]; loading: boolean }) {
  const [open, setOpen] = useState<GalleryItem | null>(null);
  if (!loading && items?.length === 0) return <StateBox text={t('gallery.noPhotos')} />;
  return (
    <>
      <div className="photo-grid">
        {loading && (
          <SkeletonList
            count={SKELETONS.photos}
            label={t('gallery.loadingPhotos')}
            render={(i) => <div key={i} className="skeleton photo-card" data-testid="photo-skeleton" />}
          />
        )}
        {items?.map((p) => (
          <PhotoCard key={p.id} item={p} onOpen={setOpen} />
        ))}
      </div>
      <MediaViewer item={open} onClose={() => setOpen(null)} />
    </>
  );
}

function PhotoCard({ item, onOpen }: { item: GalleryItem; onOpen: (p: GalleryItem) => void }) {
  const [failed, setFailed] = useState(false);
  const title = itemText(item, 'title');
  return (
    <button type="button" className="photo-card" onClick={() => onOpen(item)}>
      {failed ? (
        <span className="photo-card__fallback" aria-hidden="true">
          <MediaIcon size={40} />
        </span>
      ) : (
        <img src={thumbUrl(item.imageUrl)} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      )}
      <span className="photo-card__title" lang={title.lang}>
        {title.text}
      </span>
    </button>
  );
}
