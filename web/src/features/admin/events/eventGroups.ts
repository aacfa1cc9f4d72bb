import { instantDayKey, monthTitle, yearMonthOf, zonedParts, type DateKey } from '@shared/dates';
import { nextDate } from '@shared/recurrence';
import type { AcademyEvent } from '@shared/schemas';
import type { CardGroup } from '../common/cardRows';

export type EventWhen = 'upcoming' | 'past';

/** Where an event sorts: its next date (a series), or its start; upcoming until its last day is over. */
function placeOf(e: AcademyEvent, tz: string, today: DateKey): { when: EventWhen; sortKey: string } {
  const start = zonedParts(e.startTime, tz);
  const time = `${String(start.hour24).padStart(2, '0')}:${String(start.minute).padStart(2, '0')}`;
  if (e.recurrence) {
    const next = nextDate({ ...e, recurrence: e.recurrence }, tz, today);
    if (next) return { when: 'upcoming', sortKey: `${next} ${time}` };
    return { when: 'past', sortKey: `${e.recurrence.until ?? start.dateKey} ${time}` };
  }
  const when = instantDayKey(e.endTime, tz) >= today ? 'upcoming' : 'past';
  return { when, sortKey: `${start.dateKey} ${time}` };
}

export type PlacedEvent = { e: AcademyEvent; when: EventWhen; sortKey: string };

/** Each event's side and sort key, soonest first: made once per list and day (series cost an rrule each). */
export function placeEvents(items: readonly AcademyEvent[], tz: string, today: DateKey): PlacedEvent[] {
  const placed = items.map((e) => ({ e, ...placeOf(e, tz, today) }));
  return placed.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
}

/**
 * The dashboard's events: upcoming ones soonest first, past ones latest first, each side in
 * month groups ("December 2026"), so next week is at the top however many years are stored.
 * `keep` is the search and category filter; the order is the placed one, so this is one pass.
 */
export function groupPlaced(placed: readonly PlacedEvent[], keep: (e: AcademyEvent) => boolean) {
  const side = (when: EventWhen): CardGroup<AcademyEvent>[] => {
    const mine = placed.filter((p) => p.when === when && keep(p.e));
    if (when === 'past') mine.reverse();
    const groups: CardGroup<AcademyEvent>[] = [];
    for (const p of mine) {
      const month = p.sortKey.slice(0, 7);
      if (groups.at(-1)?.key !== month)
        groups.push({ key: month, label: monthTitle(yearMonthOf(p.sortKey.slice(0, 10))), items: [] });
      groups.at(-1)!.items.push(p.e);
    }
    return groups;
  };
  return { upcoming: side('upcoming'), past: side('past') };
}

export const groupEvents = (items: readonly AcademyEvent[], tz: string, today: DateKey) =>
  groupPlaced(placeEvents(items, tz, today), () => true);

export const countOf = (groups: readonly CardGroup<unknown>[]) => groups.reduce((n, g) => n + g.items.length, 0);
