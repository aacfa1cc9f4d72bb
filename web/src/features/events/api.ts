import { useEffect } from 'react';
import { mergeById, type YearMonth } from '@shared/dates';
import { API, withQuery } from '@shared/routes';
import type { Program } from '@shared/programs';
import type { EventOccurrence } from '@shared/schemas';
import { readStoredMonths, STORED_MONTHS_ID } from '@shared/storedMonths';
import { isHydrating } from '@/hooks/useHydrated';
import { askAgain, onBackOnline, primeResource, useResource } from '@/hooks/useResource';
import { ApiError } from '@/lib/api';
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
/**
 * A month the phone cannot get: no answer from the server (offline, or a phone that calls itself
 * online with no way through) and not among the months the service worker kept. The calendar says
 * so in plain words (events.notSaved), never that fetching failed.
 */
export class MonthNotSaved extends Error {}

function fetchMonth({ year, month }: YearMonth): Promise<EventOccurrence[]> {
  const key = `${year}-${month}`;
  let p = months.get(key);
  const stored = inlined.get(key);
  if (!p && stored) months.set(key, (p = Promise.resolve(stored)));
  if (!p) {
    p = apiFor(webPlatform)
      .get<EventOccurrence[]>(withQuery(API.events, { month, year }))
      .catch((error: unknown) => {
        months.delete(key);
        // An answer that is an error is the server's; no answer at all is the connection's.
        throw error instanceof ApiError ? new Error(t('events.loadFailed')) : new MonthNotSaved();
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

/**
 * docs/product.md#calendar-data: the events of several months (week: start and end month; schedule: two), merged by id.
 * `required`: how many of the first months must load; a later one that cannot (offline, not kept
 * on the phone) is left out rather than failing the ones that did (the schedule's next month).
 */
export function useEventsForMonths(list: YearMonth[], required = list.length) {
  // A week over the same two months needs both: not the same resource as the schedule's.
  const key =
    'events:' + list.map((m) => `${m.year}-${m.month}`).join(',') + (required < list.length ? `/${required}` : '');
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
  return useResource(key, async () => {
    const got = await Promise.allSettled(list.map(fetchMonth));
    const failed = got.slice(0, required).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return mergeById(...got.map((r) => (r.status === 'fulfilled' ? r.value : [])));
  });
}

/** The schedule as an iCalendar feed, all programs or one with the events both share; a path on this site. */
export const eventsFeedPath = (program?: Program, lang?: 'es') => withQuery(API.eventsFeed, { program, lang });
