import { useEffect } from 'react';
import { mergeById, type YearMonth } from '@shared/dates';
import { API, withQuery } from '@shared/routes';
import type { EventOccurrence } from '@shared/schemas';
import { readStoredMonths, STORED_MONTHS_ID } from '@shared/storedMonths';
import { isHydrating } from '@/hooks/useHydrated';
import { askAgain, onBackOnline, primeResource, useResource } from '@/hooks/useResource';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';
import { t } from '@/i18n';

/** One request per month, shared by the week and month views and kept for the page's life. */
const months = new Map<string, Promise<EventOccurrence[]>>();
/**
 * The months the service worker put into the schedule page it answered from its store (offline,
 * shared/storedMonths.ts): the calendar draws them as the page hydrates, with no request. Then it
 * asks the network once (checkStored); an answer that differs, or back online, replaces them, and
 * they are not used again.
 */
const inlined = new Map<string, EventOccurrence[]>();
if (typeof document !== 'undefined')
  for (const m of readStoredMonths(document.getElementById(STORED_MONTHS_ID)?.textContent))
    inlined.set(`${m.year}-${m.month}`, m.events as EventOccurrence[]);
onBackOnline(() => {
  months.clear();
  inlined.clear();
});
function fetchMonth({ year, month }: YearMonth): Promise<EventOccurrence[]> {
  const key = `${year}-${month}`;
  let p = months.get(key);
  const stored = inlined.get(key);
  if (!p && stored) months.set(key, (p = Promise.resolve(stored)));
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

/**
 * After the stored months are drawn: the network's answer for each (the worker's stored copy again
 * when there is no network, the same). One that differs is newer: every part of the page asks again.
 */
let checked = false;
async function checkStored() {
  if (checked) return;
  checked = true;
  const stored = [...inlined];
  for (const [key, events] of stored) {
    const [year, month] = key.split('-').map(Number);
    const now = await apiFor(webPlatform)
      .get<EventOccurrence[]>(withQuery(API.events, { month, year }))
      .catch(() => events);
    if (inlined.get(key) !== events) return; // back online meanwhile: asked again already
    if (JSON.stringify(now) !== JSON.stringify(events)) return askAgain();
  }
}

/** docs/product.md#calendar-data: the events of several months (week: start and end month; schedule: two), merged by id. */
export function useEventsForMonths(list: YearMonth[]) {
  const key = 'events:' + list.map((m) => `${m.year}-${m.month}`).join(',');
  // Asked for while the page hydrates, not after its commit: the answer (the service worker's
  // stored copy offline, ~25 ms) arrives during the hydration's remaining slices instead of
  // after them, on the way to the first drawing of the calendar.
  if (isHydrating()) for (const m of list) fetchMonth(m).catch(() => {});
  const stored = list.map((m) => inlined.get(`${m.year}-${m.month}`));
  const fromStore = stored.every((s) => s !== undefined);
  if (fromStore) primeResource(key, () => mergeById(...(stored as EventOccurrence[][])));
  useEffect(() => {
    if (!fromStore) return;
    // In a task of its own, after the commit that drew them.
    const t = setTimeout(() => void checkStored());
    return () => clearTimeout(t);
  }, [fromStore]);
  return useResource(key, async () => mergeById(...(await Promise.all(list.map(fetchMonth)))));
}

/** The schedule as an iCalendar feed, all programs or one ('drum', 'guard'); a path on this site. */
export const eventsFeedPath = (category?: string, lang?: 'es') => withQuery(API.eventsFeed, { category, lang });
