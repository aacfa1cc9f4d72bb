import { formatKey } from '@shared/dates';

/** docs/decisions.md#exact-announcement-dates: an announcement shows exactly its stored calendar date, whatever the visitor's timezone. */
export const announcementDate = (key: string) => formatKey(key, 'MMMM d, yyyy');
export const dateBlock = (key: string) => ({
  day: formatKey(key, 'd'),
  month: formatKey(key, 'MMM'),
  year: formatKey(key, 'yyyy'),
});
