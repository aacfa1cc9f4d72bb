import fsp from 'node:fs/promises';
import path from 'node:path';
import { makeRecord } from '../content/crud';
import { saveUpload } from '../features/gallery/uploads';
import { APP_ROOT } from '../paths';
import { insertAll, v1, type SeedContext } from './seedContext';
import { withSpanish } from './seedSpanish';

const IMAGES = path.join(APP_ROOT, 'api', 'seed', 'images');

export async function seedGallery({ c, meta }: SeedContext, uploadsDir: string) {
  const files = (await fsp.readdir(IMAGES)).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort();
  // All at once: each is a few libvips resizes, most of a test server's start with demo content.
  const saved = await Promise.all(
    files.map(async (f) => [
      f.replace(/\.\w+$/, ''),
      await saveUpload(uploadsDir, await fsp.readFile(path.join(IMAGES, f))),
    ]),
  );
  const urls: Record<string, string> = Object.fromEntries(saved);
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
  const photoRecords = photos.map(([title, description, image]) =>
    withSpanish('gallery', {
      title,
      description,
      imageUrl: img(image),
      isVideo: false,
      videoUrl: null,
      category: 'photos' as const,
    }),
  );
  const videoRecords = videos.map(([title, description, image, videoUrl, category]) =>
    withSpanish('gallery', { title, description, imageUrl: img(image), isVideo: true, videoUrl, category }),
  );
  await insertAll(
    c.galleryItems,
    [...photoRecords, ...videoRecords].map((r, i) => v1(makeRecord(r, meta(i)))),
  );
}
