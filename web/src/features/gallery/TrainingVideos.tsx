import { useState } from 'react';
import { SKELETONS } from '@shared/constants';
import type { GalleryItem } from '@shared/schemas';
import { SkeletonList } from '@/components/Skeleton';
import { StateBox } from '@/components/StateBox';
import { t } from '@/i18n';
import { MediaViewer } from './MediaViewer';
import { VideoCard, VideoCardSkeleton } from './VideoCard';
import { VideoFilterBar } from './VideoFilterBar';
import { filterVideos, videoCounts, type VideoFilter } from './videoFilters';

/** Training videos: filters with counts, the filter's banner, cards, and the per-filter empty text. */
export function TrainingVideos({ items, loading }: { items?: GalleryItem[]; loading: boolean }) {
  const [filter, setFilter] = useState<VideoFilter>('all');
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const shown = filterVideos(items ?? [], filter);
  const panel = (
    <>
      <div className="filter-banner">
        <h2>{t(`gallery.filter.${filter}`)}</h2>
        <p data-testid="filter-banner">{t(`gallery.banner.${filter}`)}</p>
      </div>
      {!loading && shown.length === 0 ? (
        <StateBox text={t(`gallery.noVideos.${filter}`)} />
      ) : (
        <div className="video-grid">
          {loading && (
            <SkeletonList
              count={SKELETONS.videos}
              label={t('gallery.loadingVideos')}
              render={(i) => <VideoCardSkeleton key={i} />}
            />
          )}
          {shown.map((v) => (
            <VideoCard key={v.id} item={v} onOpen={setOpen} />
          ))}
        </div>
      )}
    </>
  );
  return (
    <>
      <VideoFilterBar value={filter} counts={videoCounts(items ?? [])} onChange={setFilter} panel={panel} />
      <MediaViewer item={open} onClose={() => setOpen(null)} />
    </>
  );
}
