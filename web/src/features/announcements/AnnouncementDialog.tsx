import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { CalendarIcon, MapMarkerIcon } from '@blueprintjs/icons';
import type { Announcement } from '@shared/schemas';
import { CategoryBadge } from './CategoryBadge';
import { announcementDate } from './format';
import { t } from '@/i18n';
import { contentText, InEnglish } from '@/i18n/content';

/** docs/product.md#announcement-dialog: title, date, category badge, location and content. */
export function AnnouncementDialog({ item, onClose }: { item: Announcement | null; onClose: () => void }) {
  const title = item && contentText(item, 'title');
  const content = item && contentText(item, 'content');
  const location = item && contentText(item, 'location');
  return (
    <Dialog
      isOpen={!!item}
      onClose={onClose}
      title={
        title && (
          <>
            <span lang={title.lang}>{title.text}</span>
            <InEnglish record={item} fields={['title', 'content', 'location']} />
          </>
        )
      }
      className="announcement-dialog"
    >
      {item && (
        <DialogBody>
          <div className="announcement-meta">
            <span className="announcement-meta__item">
              <CalendarIcon aria-hidden />
              <time dateTime={item.date}>{announcementDate(item.date)}</time>
            </span>
            <CategoryBadge category={item.category} />
          </div>
          {item.location && (
            <p className="announcement-meta__item" lang={location?.lang}>
              <MapMarkerIcon aria-hidden /> {location?.text}
            </p>
          )}
          <div className="announcement-dialog__content" lang={content?.lang}>
            {content?.text}
          </div>
        </DialogBody>
      )}
      <DialogFooter actions={<Button text={t('announcements.close')} onClick={onClose} />} />
    </Dialog>
  );
}
