import fsp from 'node:fs/promises';
import path from 'node:path';
import { addDaysKey, todayKey, weekOf, zonedIso } from '../../shared/dates';
import { makeRecord, newMeta } from '../content/crud';
import { weeklyClasses } from './seedClasses';
import { withSpanish } from './seedSpanish';

/** Seeded records start at version 1, as created ones do. */
const v1 = <T>(r: T) => ({ ...r, version: 1 });
import { APP_ROOT } from '../paths';
import type { Services } from '../services';
import { saveUpload } from '../features/gallery/uploads';

const IMAGES = path.join(APP_ROOT, 'api', 'seed', 'images');

/**
 * Demo content for a new data folder (SEED=demo): dated around today in the academy's
 * timezone, gallery images from api/seed/images run through the real upload pipeline.
 */
export async function seedDemo(s: Services, now = Date.now()) {
  const tz = s.config.timezone;
  const today = todayKey(tz, now);
  const day = (offset: number) => addDaysKey(today, offset);
  const meta = (i: number) => newMeta(new Date(now - (100 - i) * 60_000).toISOString());
  const c = s.db.content;

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
  for (const [i, [title, content, offset, location, category]] of announcements.entries())
    await c.announcements.insert(
      v1(makeRecord(withSpanish('announcements', { title, content, date: day(offset), location, category }), meta(i))),
    );

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
  for (const [i, e] of events.entries()) await c.events.insert(v1(makeRecord(withSpanish('events', e), meta(i))));

  const instructors = [
    [
      'Jordan Ellis',
      'Executive Director',
      'Jordan founded the academy after fifteen years of teaching marching percussion and still teaches beginner classes every week.',
    ],
    [
      'Maya Torres',
      'Color Guard Instructor',
      'Maya performed with a World Class winter guard and loves teaching young performers their first flag work.',
    ],
    [
      'Riley Chen',
      'Color Guard Choreographer',
      'Riley designs our guard shows and teaches dance and equipment classes.',
    ],
    ['Marcus Bell', 'Drumline Caption Head', 'Marcus leads the battery and writes our percussion arrangements.'],
    ['Sam Okafor', 'Percussion Instructor', 'Sam teaches snare, tenors and bass and runs the rudiment clinic.'],
  ] as const;
  for (const [i, [name, title, bio]] of instructors.entries())
    await c.instructors.insert(
      v1(makeRecord(withSpanish('instructors', { name, title, bio, imageUrl: null }), meta(i))),
    );

  const files = (await fsp.readdir(IMAGES)).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort();
  const urls: Record<string, string> = {};
  for (const f of files)
    urls[f.replace(/\.\w+$/, '')] = await saveUpload(s.uploadsDir, await fsp.readFile(path.join(IMAGES, f)));
  const img = (name: string) => urls[name] ?? Object.values(urls)[0];
  const photos = [
    ['Snare Line Spotlight', 'Our snare line under the lights at the Winter Showcase.', 'snare-spotlight'],
    ['Drumline at Sunset', 'The full battery warming up before the parade.', 'drumline-row'],
    ['Flags in Motion', 'Color guard flag feature from the spring show.', 'guard-flags'],
    ['Stage Lights', 'Tech rehearsal the night before the showcase.', 'stage-lights'],
    ['Guard Silhouettes', 'Final pose of the guard feature.', 'guard-silhouette'],
    ['Practice Field', 'Outdoor rehearsal on a sunny Saturday.', 'practice-field'],
    ['Showcase Finale', null, 'stage-lights'],
    ['Beginner Guard Class', 'Our youngest flag spinners.', 'guard-flags'],
    ['Battery Warm-Up', null, 'drumline-row'],
    ['Spotlight Solo', 'A snare solo at the spring concert.', 'snare-spotlight'],
  ] as const;
  let i = 0;
  for (const [title, description, image] of photos)
    await c.galleryItems.insert(
      v1(
        makeRecord(
          withSpanish('gallery', {
            title,
            description,
            imageUrl: img(image),
            isVideo: false,
            videoUrl: null,
            category: 'photos' as const,
          }),
          meta(i++),
        ),
      ),
    );
  const videos = [
    [
      'Eighth Note Timing',
      'Basic eighth note exercise with a metronome.',
      'snare-spotlight',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'drumLine',
    ],
    [
      'Paradiddle Workshop',
      'Single, double and triple paradiddles step by step.',
      'drumline-row',
      'https://youtu.be/9bZkp7q19f0',
      'drumLine',
    ],
    [
      'Drop Spin Basics',
      'How to drop spin a flag safely.',
      'guard-flags',
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view',
      'colorGuard',
    ],
    [
      'Guard Warm-Up Routine',
      'Stretching and across-the-floor work.',
      'guard-silhouette',
      'https://example.com/media/guard-warmup.mp4',
      'colorGuard',
    ],
    [
      'Show Run-Through',
      "Full ensemble run of this season's show.",
      'stage-lights',
      'https://vimeo.com/76979871',
      'videos',
    ],
    [
      'Parent Info Night',
      'Recording of the season kickoff meeting.',
      'practice-field',
      'https://example.com/recordings/info-night',
      'videos',
    ],
  ] as const;
  for (const [title, description, image, videoUrl, category] of videos)
    await c.galleryItems.insert(
      v1(
        makeRecord(
          withSpanish('gallery', { title, description, imageUrl: img(image), isVideo: true, videoUrl, category }),
          meta(i++),
        ),
      ),
    );
}
