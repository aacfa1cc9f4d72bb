import { mergeById, type YearMonth } from '@shared/dates';
import { API, withQuery } from '@shared/routes';
import type { EventOccurrence } from '@shared/schemas';
import { onBackOnline, useResource } from '@/hooks/useResource';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';
import { t } from '@/i18n';

/** One request per month, shared by the week and month views and kept for the page's life. */
const months = new Map<string, Promise<EventOccurrence[]>>();
onBackOnline(() => months.clear());
function fetchMonth({ year, month }: YearMonth): Promise<EventOccurrence[]> {
  const key = `${year}-${month}`;
  let p = months.get(key);
  if (!p) {
    p = apiFor(webPlatform)
      .get<EventOccurrence[]>(withQuery(API.events, { month, year }))
      .catch(() => {
        months.delete(key);
        throw new Error(t('events.loadFailed'));
      });
    months.set(key, p);
  }
  return p;
}

/** docs/product.md#calendar-data: the events of several months (week: start and end month; schedule: two), merged by id. */
export function useEventsForMonths(list: YearMonth[]) {
  const key = 'events:' + list.map((m) => `${m.year}-${m.month}`).join(',');
  return useResource(key, async () => mergeById(...(await Promise.all(list.map(fetchMonth)))));
}

/** The schedule as an iCalendar feed, all programs or one ('drum', 'guard'); a path on this site. */
export const eventsFeedPath = (category?: string, lang?: 'es') => withQuery(API.eventsFeed, { category, lang });
