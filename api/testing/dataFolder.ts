/** Test helpers for storage: a data folder written through the server's own storage modules. */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../shared/node/writeFileAtomic';
import type { AcademyEvent, Announcement, ContactMessage, GalleryItem, Instructor } from '../../shared/schemas';
import { Database } from '../storage/db';

/**
 * The data folder as the server keeps it, through the same storage modules (db.ts, atomic
 * writes): what a backup sees is what the server writes, without HTTP in between.
 */
export async function openDataFolder(dataDir: string) {
  const db = new Database(dataDir);
  await db.load();
  let n = 0;
  const stamp = () => {
    const at = new Date().toISOString();
    return { id: `r${++n}-${Date.now()}`, createdAt: at, updatedAt: at, version: 1 };
  };
  const c = db.content;
  return {
    db,
    announcement: (title: string) =>
      c.announcements.insert({ ...stamp(), title, content: 'Must survive.', date: '2026-03-01' } as Announcement),
    event: (title: string) =>
      c.events.insert({
        ...stamp(),
        title,
        startTime: '2026-04-01T10:00:00.000Z',
        endTime: '2026-04-01T11:00:00.000Z',
      } as AcademyEvent),
    message: (subject: string) =>
      c.contactMessages.insert({
        ...stamp(),
        name: 'Parent',
        email: 'parent@example.org',
        subject,
        message: 'A question about classes.',
        status: 'new',
      } as ContactMessage),
    /** An upload as the server writes one (write-once, fresh name, in place before a record names it). */
    async upload(seed: number) {
      const name = `u${seed}-${Date.now()}.webp`;
      await fsp.mkdir(path.join(dataDir, 'uploads'), { recursive: true });
      await writeFileAtomic(path.join(dataDir, 'uploads', name), Buffer.from(`image ${seed} `.repeat(200 + seed)));
      return `/uploads/${name}`;
    },
    photo: (title: string, imageUrl: string) =>
      c.galleryItems.insert({ ...stamp(), title, imageUrl, isVideo: false, category: 'photos' } as GalleryItem),
    instructor: (name: string, imageUrl: string) =>
      c.instructors.insert({
        ...stamp(),
        name,
        title: 'Drum Instructor',
        bio: 'Keeps copies.',
        imageUrl,
      } as Instructor),
  };
}
/** Every collection as an export holds it. */
export const content = (db: Database) => {
  const { exportDate: _, ...collections } = db.snapshot();
  return collections as unknown as Record<string, { id: string; title?: string; imageUrl?: string }[]>;
};
/** Every upload's bytes (base64) by name. */
export const uploadsOf = (dataDir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(dataDir, 'uploads'))
      .sort()
      .map((n) => [n, fs.readFileSync(path.join(dataDir, 'uploads', n)).toString('base64')]),
  );
