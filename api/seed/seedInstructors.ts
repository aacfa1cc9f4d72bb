import { makeRecord } from '../content/crud';
import { insertAll, v1, type SeedContext } from './seedContext';
import { withSpanish } from './seedSpanish';

export async function seedInstructors({ c, meta }: SeedContext) {
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
  await insertAll(
    c.instructors,
    instructors.map(([name, title, bio], i) =>
      v1(makeRecord(withSpanish('instructors', { name, title, bio, imageUrl: null }), meta(i))),
    ),
  );
}
