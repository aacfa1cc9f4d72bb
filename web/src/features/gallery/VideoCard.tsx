import { MediaIcon, PlayIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { thumbUrl } from '@shared/api';
import type { GalleryItem } from '@shared/schemas';
import { Badge } from '@/components/Badge';
import { t } from '@/i18n';
import { itemText } from './itemText';

const TONE: Record<string, string> = { drumLine: 'amber', colorGuard: 'darkgrey' };

/** Thumbnail with a play overlay, category badge, title and a two-line description. */
export function VideoCard({ item, onOpen }: { item: GalleryItem; onOpen: (v: GalleryItem) => void }) {
  const [failed, setFailed] = useState(false);
  const title = itemText(item, 'title');
  const description = itemText(item, 'description');
  return (
    <article className="card video-card">
      <button
        type="button"
        className="video-card__thumb"
        onClick={() => onOpen(item)}
        aria-label={t('gallery.play', { title: title.text })}
      >
        {failed ? (
          <span className="photo-card__fallback">
            <MediaIcon size={40} />
          </span>
        ) : (
          <img src={thumbUrl(item.imageUrl)} alt="" loading="lazy" onError={() => setFailed(true)} />
        )}
        <span className="video-card__play" aria-hidden="true">
          <PlayIcon size={28} />
        </span>
      </button>
      <div className="video-card__body">
        <Badge tone={TONE[item.category] ?? 'primary'}>
          {t(`gallery.badge.${item.category in TONE ? item.category : 'other'}`)}
        </Badge>
        <h3 lang={title.lang}>{title.text}</h3>
        {description.text && (
          <p className="clamp-2" lang={description.lang}>
            {description.text}
          </p>
        )}
      </div>
    </article>
  );
}

export const VideoCardSkeleton = () => (
  <div className="card video-card" data-testid="video-skeleton">
    <div className="skeleton video-card__thumb" />
    <div className="video-card__body">
      <div className="skeleton" style={{ width: 80, height: 20 }} />
      <div className="skeleton" style={{ width: '75%', height: 22, marginTop: 12 }} />
    </div>
  </div>
);
