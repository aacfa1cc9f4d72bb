import { MapMarkerIcon } from '@blueprintjs/icons';
import type { Announcement } from '@shared/schemas';
import { CategoryBadge } from './CategoryBadge';
import { announcementDate, dateBlock } from './format';
import { t } from '@/i18n';
import { contentText, InEnglish } from '@/i18n/content';

type Props = {
  item: Announcement;
  onOpen: (a: Announcement) => void;
  variant: 'home' | 'list';
  headingLevel?: 'h3' | 'h2';
};

/** Home cards clamp the text to 2 lines; the announcements page adds a date block and clamps to 3. */
export function AnnouncementCard({ item, onOpen, variant, headingLevel: H = 'h3' }: Props) {
  const block = dateBlock(item.date);
  const title = contentText(item, 'title');
  const content = contentText(item, 'content');
  const location = contentText(item, 'location');
  return (
    <article className={`card announcement-card announcement-card--${variant}`}>
      {variant === 'list' && (
        <div className="date-block" aria-hidden="true">
          <span className="date-block__day">{block.day}</span>
          <span className="date-block__month">{block.month}</span>
          <span className="date-block__year">{block.year}</span>
        </div>
      )}
      <div className="announcement-card__body">
        <div className="announcement-card__top">
          <CategoryBadge category={item.category} />
          <time dateTime={item.date} className="announcement-card__date">
            {announcementDate(item.date)}
          </time>
        </div>
        <H className="announcement-card__title">
          <span lang={title.lang}>{title.text}</span>
          <InEnglish record={item} fields={['title', 'content', 'location']} />
        </H>
        <p className={variant === 'home' ? 'clamp-2' : 'clamp-3'} lang={content.lang}>
          {content.text}
        </p>
        {item.location && (
          <p className="announcement-card__location" lang={location.lang}>
            <MapMarkerIcon aria-hidden size={14} /> {location.text}
          </p>
        )}
        <button
          type="button"
          className="read-more"
          aria-label={t('announcements.readMoreLabel', { title: title.text })}
          onClick={() => onOpen(item)}
        >
          {t('announcements.readMore')} <span aria-hidden="true">→</span>
        </button>
      </div>
    </article>
  );
}

export function AnnouncementCardSkeleton({ variant }: { variant: 'home' | 'list' }) {
  return (
    <div
      className={`card announcement-card announcement-card--${variant} announcement-skeleton`}
      data-testid="announcement-skeleton"
    >
      {variant === 'list' && <div className="skeleton date-block" />}
      <div className="announcement-card__body">
        <div className="skeleton" style={{ width: 90, height: 20 }} />
        <div className="skeleton" style={{ width: '70%', height: 24, margin: '14px 0' }} />
        <div className="skeleton" style={{ width: '100%' }} />
        <div className="skeleton" style={{ width: '85%', marginTop: 8 }} />
      </div>
    </div>
  );
}
