import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { CalendarIcon, MapMarkerIcon } from '@blueprintjs/icons';
import type { Announcement } from '@shared/schemas';
import { CategoryBadge } from './CategoryBadge';
import { announcementDate } from './format';

/** docs/product.md#announcement-dialog: title, date, category badge, location and content. */
export function AnnouncementDialog({ item, onClose }: { item: Announcement | null; onClose: () => void }) {
  return (
    <Dialog isOpen={!!item} onClose={onClose} title={item?.title} className="announcement-dialog">
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
            <p className="announcement-meta__item">
              <MapMarkerIcon aria-hidden /> {item.location}
            </p>
          )}
          <div className="announcement-dialog__content">{item.content}</div>
        </DialogBody>
      )}
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
