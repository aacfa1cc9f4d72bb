import { weekOf, zonedIso } from '../../shared/dates';
import { makeRecord } from '../content/crud';
import { weeklyClasses } from './seedClasses';
import { insertAll, v1, type SeedContext } from './seedContext';
import { withSpanish } from './seedSpanish';

export async function seedEvents({ c, tz, today, day, meta }: SeedContext) {
  const ev = (
    offset: number,
    h: number,
    m: number,
    minutes: number,
    title: string,
    category: string | null,
    location: string | null,
    description: string | null,
  ) => {
    const start = zonedIso(day(offset), h, m, tz);
    return {
      title,
      description,
      location,
      category,
      startTime: start,
      endTime: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    };
  };
  const week = weekOf(today);
  const busy = week.days.indexOf(today) < 5 ? 2 : -2; // a busy day inside this week
  const events = [
    ev(busy, 9, 0, 60, 'Beginner Drumline', 'drum', 'Band Room', 'Stick control and basic rudiments.'),
    ev(busy, 10, 30, 60, 'Beginner Color Guard', 'guard', 'Studio B', 'Flag basics: spins, drop spins and carries.'),
    ev(busy, 13, 0, 90, 'Full Ensemble Rehearsal', 'ensemble', 'Gym', 'Drumline and guard together on the show.'),
    ev(busy, 15, 0, 60, 'Parent Meeting', 'other', 'Cafeteria', 'Season calendar and uniforms.'),
    ev(busy, 17, 0, 60, 'Advanced Rudiments', 'class', 'Band Room', null),
    ev(busy + 7, 9, 0, 60, 'Drumline Sectional', 'drum', 'Band Room', null),
    ev(busy + 7, 10, 0, 60, 'Guard Sectional', 'guard', 'Studio B', null),
    ev(busy + 7, 11, 0, 60, 'Pit Percussion Basics', 'drum', 'Band Room', 'Mallet technique for keyboards.'),
    ev(busy + 7, 13, 0, 120, 'Show Run-Through', 'practice', 'Gym', null),
  ];
  // One-off dates between the weekly classes (which are series, below).
  const pattern: [number, number, number, string, string | null, string | null][] = [
    [18, 0, 60, 'Rudiment Clinic', 'class', 'Band Room'],
    [14, 0, 180, 'Winter Showcase', 'performance', 'Lincoln Elementary Gym'],
    [8, 0, 480, 'Regional Competition', 'competition', 'Central High School'],
    [11, 0, 120, 'Choreography Workshop', 'workshop', 'Studio B'],
  ];
  for (let i = 0; events.length < 24; i++) {
    const offset = -45 + i * 7 + (i % 3);
    if (offset === busy || offset === busy + 7) continue;
    const [h, m, minutes, title, category, location] = pattern[i % pattern.length];
    events.push(
      ev(
        offset,
        h,
        m,
        minutes,
        title,
        category,
        location,
        i % 3 === 0 ? `${title} for all levels. Bring water and arrive ten minutes early.` : null,
      ),
    );
  }
  events.push(ev(-1, 19, 0, 60, 'Guard Uniform Fitting', 'guard', 'Studio B', null));
  events.push(ev(1, 18, 30, 90, 'Drumline Open House', 'drum', 'Band Room', 'Try a drum! Families welcome.'));
  events.push(...weeklyClasses(week.start, today, tz, day(busy)));
  await insertAll(
    c.events,
    events.map((e, i) => v1(makeRecord(withSpanish('events', e), meta(i)))),
  );
}
