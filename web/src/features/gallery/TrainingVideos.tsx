import { useState } from 'react';
import { SKELETONS } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { GalleryItem } from '@shared/schemas';
import { SkeletonList } from '@/components/Skeleton';
import { StateBox } from '@/components/StateBox';
import { MediaViewer } from './MediaViewer';
import { VideoCard, VideoCardSkeleton } from './VideoCard';
import { VideoFilterBar } from './VideoFilterBar';
import { VIDEO_FILTERS, filterVideos, videoCounts, type VideoFilter } from './videoFilters';

/** Training videos: filters with counts, the filter's banner, cards, and the per-filter empty text. */
export function TrainingVideos({ items, loading }: { items?: GalleryItem[]; loading: boolean }) {
  const [filter, setFilter] = useState<VideoFilter>('all');
  const [open, setOpen] = useState<GalleryItem | null>(null);
  const shown = filterVideos(items ?? [], filter);
  const current = VIDEO_FILTERS.find((f) => f.id === filter)!;
  const panel = (
    <>
      <div className="filter-banner">
        <h2>{current.label}</h2>
        <p data-testid="filter-banner">{current.banner}</p>
      </div>
      {!loading && shown.length === 0 ? (
        <StateBox text={MSG.noVideos[filter]} />
      ) : (
        <div className="video-grid">
          {loading && (
            <SkeletonList
              count={SKELETONS.videos}
              label="Loading videos"
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
