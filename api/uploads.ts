import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { nanoid } from 'nanoid';
import type { GalleryItem } from '../shared/schemas';
import { thumbUrl } from '../shared/api';
import { writeFileAtomic } from '../shared/node/writeFileAtomic';
import { storageError } from './errors';
import { CONTENT_TYPES, processImage } from './images';
import { hasPageAccess } from './pageAccess';
import type { Services } from './services';
import type { Collection } from './storage/collection';

export const ADMIN_COOKIE = 'admin_session';
const NAME = /^[A-Za-z0-9_-]{1,64}(\.thumb)?\.(jpg|png|webp|gif)$/;

/** Writes a re-encoded upload and its thumbnail under server-chosen names; returns its URL. */
export async function saveUpload(uploadsDir: string, input: Buffer): Promise<string> {
  const { ext, display, thumb } = await processImage(input);
  await fsp.mkdir(uploadsDir, { recursive: true });
  const name = `${nanoid(16)}.${ext}`;
  const url = `/uploads/${name}`;
  // Thumbnail first: once the display file exists its URL is handed out.
  await writeAtomic(path.join(uploadsDir, path.basename(thumbUrl(url))), thumb);
  await writeAtomic(path.join(uploadsDir, name), display);
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
 * Which gallery pages use each upload: an upload used by a photo needs the photos cookie, one
 * used by a video (its thumbnail) the training cookie; the admin may see all. Rebuilt lazily
 * when the gallery changes.
 */
export class UploadGate {
  private revision = -1;
  private index = new Map<string, { photos: boolean; training: boolean }>();
  constructor(private readonly gallery: Collection<GalleryItem>) {}
  pagesFor(uploadUrl: string): { photos: boolean; training: boolean } | undefined {
    if (this.revision !== this.gallery.revision) {
      this.index.clear();
      for (const item of this.gallery.all()) {
        if (!item.imageUrl.startsWith('/uploads/')) continue;
        const key = item.imageUrl.replace('.thumb.', '.');
        const entry = this.index.get(key) ?? { photos: false, training: false };
        if (item.isVideo) entry.training = true;
        else entry.photos = true;
        this.index.set(key, entry);
      }
      this.revision = this.gallery.revision;
    }
    return this.index.get(uploadUrl.replace('.thumb.', '.'));
  }
}

/** GET/HEAD /uploads/<name>: real type, nosniff, gallery images only for those allowed. */
export function serveUploads(s: Services) {
  return async function uploads(ctx: Context, next: Next) {
    if (!ctx.path.startsWith('/uploads/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { message: 'Method not allowed' };
      return;
    }
    const name = ctx.path.slice('/uploads/'.length);
    if (!NAME.test(name)) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    const pages = s.uploadGate.pagesFor(`/uploads/${name}`);
    if (pages) {
      const allowed =
        (pages.photos && hasPageAccess(ctx, 'photos', s.passwords)) ||
        (pages.training && hasPageAccess(ctx, 'training', s.passwords)) ||
        ctx.state.admin === true ||
        (await s.sessions.validate(ctx.cookies.get(ADMIN_COOKIE)));
      if (!allowed) {
        ctx.status = 401;
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { message: 'This image is for members only' };
        return;
      }
    }
    const file = path.join(s.uploadsDir, name);
    let stat;
    try {
      stat = await fsp.stat(file);
    } catch {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    ctx.set('Cache-Control', pages ? 'private, no-cache' : 'public, max-age=3600');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.lastModified = stat.mtime;
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
