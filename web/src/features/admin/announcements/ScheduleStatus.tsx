import { Tag } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { announcementStatus, type AnnouncementStatus } from '@shared/announcementStatus';
import { formatInstant } from '@shared/dates';
import type { Announcement } from '@shared/schemas';
import { useSite } from '@/lib/siteConfig';
import { useNow } from '../common/useNow';

export const STATUS_LABEL: Record<AnnouncementStatus, string> = {
  scheduled: 'Scheduled',
  published: 'Live',
  expired: 'Expired',
};
const STATUS_CLASS: Record<AnnouncementStatus, string> = {
  scheduled: 'admin-status-scheduled',
  published: 'admin-status-live',
  expired: 'admin-status-expired',
};

/** Computed here, not taken from the list: it stays right on a list fetched a while ago (or offline). */
export const statusOf = (a: Announcement, now: number) => announcementStatus(a, now);

/** A card's Scheduled / Live / Expired badge, Urgent, and its publish and expiry times (academy timezone). */
export function ScheduleStatus({ item }: { item: Announcement }) {
  const timezone = useSite((s) => s.timezone);
  const status = statusOf(item, useNow());
  const at = (iso: string) => formatInstant(iso, timezone, 'MMM d, yyyy h:mm a');
  return (
    <>
      <Tag round className={`admin-badge admin-status ${STATUS_CLASS[status]}`} data-status={status}>
        {STATUS_LABEL[status]}
      </Tag>
      {item.urgent && (
        <Tag round className="admin-badge admin-status-urgent">
          Urgent
        </Tag>
      )}
      {item.publishAt && (
        <span>
          <TimeIcon size={12} aria-hidden="true" /> {status === 'scheduled' ? 'Publishes' : 'Published'}{' '}
          {at(item.publishAt)}
        </span>
      )}
      {item.expiresAt && (
        <span>
          <TimeIcon size={12} aria-hidden="true" /> {status === 'expired' ? 'Expired' : 'Expires'} {at(item.expiresAt)}
        </span>
      )}
    </>
  );
}
