import { NotFound, NotSignedIn, raise } from '../../errors';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from '../../http/route';
import { nanoid } from 'nanoid';
import { thumbUrl } from '../../../shared/api';
import { writeFileAtomic } from '../../../shared/node/writeFileAtomic';
import { methodNotAllowed } from '../../http/errors';
import type { GoneRecords } from '../../storage/db';
import { storageError } from '../../storage/storageFailure';
import { CONTENT_TYPES, processImage } from './images';
import { ADMIN_COOKIE } from '../../http/bearer';
import { hasPageAccess } from '../../auth/pageAccess';
import type { Services } from '../../services';
import { UPLOAD_FILE_NAME, uploadKey, type UploadAccess } from './uploadAccess';

/** Writes a re-encoded upload and its thumbnail under server-chosen names; returns its URL. */
export async function saveUpload(uploadsDir: string, input: Buffer): Promise<string> {
  const { ext, display, thumb } = await processImage(input);
  await fsp.mkdir(uploadsDir, { recursive: true });
  const name = `${nanoid(16)}.${ext}`;
  const url = `/uploads/${name}`;
  // Thumbnail first: once the display file exists its URL is handed out.
  const thumbFile = path.join(uploadsDir, path.basename(thumbUrl(url)));
  await writeAtomic(thumbFile, thumb);
  try {
    await writeAtomic(path.join(uploadsDir, name), display);
  } catch (e) {
    // The thumbnail fitted and the image did not (the disk's last free page): no URL names it.
    await fsp.rm(thumbFile, { force: true }).catch(() => {});
    throw e;
  }
  return url;
}
async function writeAtomic(file: string, data: Buffer) {
  try {
    await writeFileAtomic(file, data);
  } catch (e) {
    throw storageError(e); // disk full or read-only: 503, no partial file left
  }
}

/**
 * Removes an upload's display copy and thumbnail when no record, trashed record or revision uses
 * it any more (a gallery item deleted for good); a file that cannot be removed is left to the sweep.
 */
export async function removeIfUnused(s: Services, imageUrl: string | null | undefined) {
  const name = uploadKey(imageUrl);
  if (!name || s.uploadIndex.isUsed(name)) return;
  for (const file of [name, path.basename(thumbUrl(`/uploads/${name}`))])
    await fsp
      .rm(path.join(s.uploadsDir, file), { force: true })
      .catch((e: Error) => s.logger.warn(`could not remove upload ${file}: ${e.message}`));
}

/**
 * The images of gallery items and instructors gone for good (db.onGone: a delete-forever or the 30-day purge of
 * the trash), in the entries and in their dropped revisions, removed unless something still uses them.
 */
export async function removeImagesOfGone(s: Services, { entries, revisions }: GoneRecords) {
  const urls = new Set<string>();
  for (const { type, record } of [...entries, ...revisions]) {
    const withImage = type === 'galleryItem' || type === 'instructor';
    const url = withImage ? (record as { imageUrl?: string }).imageUrl : undefined;
    if (url) urls.add(url);
  }
  for (const url of urls) await removeIfUnused(s, url);
}

/** A gated upload: members of a page that shows it, or the administrator (bearer or /uploads cookie). */
async function mayView(ctx: Context, s: Services, access: Exclude<UploadAccess, { kind: 'public' }>): Promise<boolean> {
  if (ctx.state.admin === true || (await s.sessions.validate(ctx.cookies.get(ADMIN_COOKIE)))) return true;
  if (access.kind !== 'members') return false;
  return (
    (access.photos && (await hasPageAccess(ctx, 'photos', s.passwords))) ||
    (access.training && (await hasPageAccess(ctx, 'training', s.passwords)))
  );
}

/** GET/HEAD /uploads/<name>: real type, nosniff; only images a public record shows are public. */
export function serveUploads(s: Services) {
  return async function uploads(ctx: Context, next: Next) {
    if (!ctx.path.startsWith('/uploads/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw methodNotAllowed('GET, HEAD');
    const name = ctx.path.slice('/uploads/'.length);
    if (!UPLOAD_FILE_NAME.test(name)) throw new NotFound('Not found');
    const access = s.uploadIndex.accessFor(name);
    if (access.kind !== 'public' && !(await mayView(ctx, s, access)))
      throw new NotSignedIn('This image is for members only');
    const file = path.join(s.uploadsDir, name);
    const stat = await fsp.stat(file).catch(() => raise(new NotFound('Not found')));
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (access.kind !== 'public') {
      // Member media is never kept by the browser: with `no-cache` a locked page's photo still
      // came out of the HTTP cache after its password changed (or on a shared family device).
      ctx.set('Cache-Control', 'no-store');
    } else {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.lastModified = stat.mtime;
    }
    ctx.type = CONTENT_TYPES[name.split('.').pop()!];
    ctx.length = stat.size;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    if (ctx.method === 'GET') ctx.body = fs.createReadStream(file);
  };
}
