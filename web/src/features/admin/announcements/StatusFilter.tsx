import { SegmentedControl } from '@blueprintjs/core';
import { ANNOUNCEMENT_STATUSES, type AnnouncementStatus } from '@shared/announcementStatus';
import type { Announcement } from '@shared/schemas';
import { STATUS_LABEL, statusOf } from './ScheduleStatus';

export type StatusFilterValue = 'all' | AnnouncementStatus;

export const byStatus = (items: Announcement[], filter: StatusFilterValue, now: number) =>
  filter === 'all' ? items : items.filter((a) => statusOf(a, now) === filter);

/** All / Scheduled / Live / Expired, each with its count: a filter, so a radio group. */
export function StatusFilter(props: {
  items: Announcement[];
  value: StatusFilterValue;
  onChange: (v: StatusFilterValue) => void;
  now: number;
}) {
  const { now } = props;
  const counts = new Map<AnnouncementStatus, number>();
  for (const a of props.items) counts.set(statusOf(a, now), (counts.get(statusOf(a, now)) ?? 0) + 1);
  return (
    <SegmentedControl
      className="admin-status-filter"
      aria-label="Show"
      value={props.value}
      onValueChange={(v) => props.onChange(v as StatusFilterValue)}
      options={[
        { value: 'all', label: `All (${props.items.length})` },
        ...ANNOUNCEMENT_STATUSES.map((s) => ({ value: s, label: `${STATUS_LABEL[s]} (${counts.get(s) ?? 0})` })),
      ]}
    />
  );
}
