import { makeRecord } from '../content/crud';
import { insertAll, v1, type SeedContext } from './seedContext';
import { withSpanish } from './seedSpanish';

export async function seedAnnouncements({ c, day, meta }: SeedContext) {
  const announcements = [
    [
      'Fall Enrollment Now Open',
      'Enrollment for our fall drumline and color guard programs is open. Spots in each class are limited to keep classes small, so sign up early!',
      0,
      null,
      'classes',
    ],
    [
      'Winter Showcase Performance',
      'Join us for our Winter Showcase, where every ensemble performs the show they have worked on all season. Families and friends welcome.',
      -3,
      'Lincoln Elementary Gym',
      'performance',
    ],
    [
      'Cookie Dough Fundraiser',
      'Our annual cookie dough fundraiser helps pay for new flags and drum heads. Order forms are available at practice.',
      -7,
      null,
      'fundraiser',
    ],
    [
      'New Beginner Guard Class',
      'A new beginner color guard class for ages 6 to 8 starts next month. No experience needed: we provide flags.',
      -12,
      'Studio B',
      'classes',
    ],
    [
      'Parade Route Announced',
      'The drumline will march in the Harvest Parade. Call time is one hour before the start; wear full uniform.',
      -18,
      'Main Street',
      'performance',
    ],
    [
      'Instrument Care Night',
      'Parents and students: learn how to care for sticks, mallets and drum heads at home.',
      -25,
      'Band Room',
      'other',
    ],
    ['Photo Day Reminder', 'Bring your uniform for individual and group photos before practice.', -31, null, null],
    [
      'Volunteer Chaperones Needed',
      'We are looking for parent volunteers to help at competitions this season.',
      -40,
      null,
      'Update',
    ],
  ] as const;
  await insertAll(
    c.announcements,
    announcements.map(([title, content, offset, location, category], i) =>
      v1(makeRecord(withSpanish('announcements', { title, content, date: day(offset), location, category }), meta(i))),
    ),
  );
}
