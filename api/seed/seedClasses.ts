import { addDaysKey, zonedIso, type DateKey } from '../../shared/dates';
import { upcomingDates } from '../../shared/recurrence';
import type { AcademyEvent, WeekdayCode } from '../../shared/schemas';

type Series = Omit<AcademyEvent, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

/**
 * The demo's term of weekly classes as series (docs/decisions.md#weekly-classes): six weeks
 * back to ten ahead of the week `weekStart` (a Sunday), and one class cancelled, with a note,
 * on its next date after today (not the busy day), so the demo shows what parents see.
 */
export function weeklyClasses(weekStart: DateKey, today: DateKey, tz: string, busyDay?: DateKey): Series[] {
  const termStart = addDaysKey(weekStart, -42);
  const until = addDaysKey(weekStart, 76);
  const dayIndex: Record<WeekdayCode, number> = { SU: 0, MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6 };
  const make = (
    title: string,
    days: WeekdayCode[],
    h: number,
    m: number,
    minutes: number,
    category: string,
    location: string,
    description: string | null,
    interval = 1,
  ): Series => {
    const first = addDaysKey(termStart, dayIndex[days[0]]);
    const start = zonedIso(first, h, m, tz);
    return {
      title,
      description,
      location,
      category,
      startTime: start,
      endTime: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
      recurrence: { frequency: 'weekly', interval, byDay: days, until },
    };
  };
  const drum = make('Drumline Class', ['TU', 'TH'], 16, 0, 90, 'drum', 'Band Room', 'Technique, reading and ensemble.');
  // Not on the demo's busy day, where it would sit behind '+N more' in the week view.
  const next = upcomingDates({ id: 'seed', ...drum, recurrence: drum.recurrence! }, tz, addDaysKey(today, 1), 3).find(
    (d) => d !== busyDay,
  );
  if (next)
    drum.exceptions = [
      {
        date: next,
        cancelled: true,
        location: null,
        note: 'Band Room floor is being refinished',
        translations: { es: { note: 'Se está renovando el piso del salón de banda' } },
      },
    ];
  // Two classes take enrollment requests, so the demo's /enroll page has something to show.
  drum.enrollment = { capacity: 16, open: true, ageMin: 8, ageMax: 14 };
  const guard = make('Color Guard Class', ['MO', 'WE'], 17, 30, 90, 'guard', 'Studio B', 'Flag, rifle and movement.');
  guard.enrollment = { capacity: 12, open: true, ageMin: 10, ageMax: 18 };
  return [
    drum,
    guard,
    make('Saturday Ensemble', ['SA'], 10, 0, 120, 'ensemble', 'Gym', 'Drumline and guard together.'),
    make('Open Practice', ['FR'], 16, 30, 60, 'Practice', 'Gym', null, 2),
  ];
}
