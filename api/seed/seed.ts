import type { Services } from '../services';
import { seedAnnouncements } from './seedAnnouncements';
import { seedContext } from './seedContext';
import { seedEvents } from './seedEvents';
import { seedGallery } from './seedGallery';
import { seedInstructors } from './seedInstructors';

/**
 * Demo content for a new data folder (SEED=demo): dated around today in the academy's
 * timezone, gallery images from api/seed/images run through the real upload pipeline.
 */
export async function seedDemo(s: Services, now = Date.now()) {
  const cx = seedContext(s.db.content, s.config.timezone, now);
  await seedAnnouncements(cx);
  await seedEvents(cx);
  await seedInstructors(cx);
  await seedGallery(cx, s.uploadsDir);
}
