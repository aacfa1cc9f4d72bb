import multer from '@koa/multer';
import type { Context } from 'koa';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { Invalid, UnsupportedType } from '../errors';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 },
});
const single = upload.single('image');

/** The bytes of the one file of a multipart/form-data upload, field `image` (multer's 413 and 400 pass on). */
export async function uploadedImage(ctx: Context): Promise<Buffer> {
  if (!ctx.is('multipart/form-data'))
    throw new UnsupportedType('Upload the image as multipart/form-data in the field "image"');
  try {
    await single(ctx, async () => {});
  } catch (e) {
    // busboy's own errors (no boundary, cut body, malformed part header) are the client's.
    const err = e as { name?: string; status?: number; statusCode?: number } | null | undefined;
    if (err?.name === 'MulterError' || err?.status || err?.statusCode) throw e;
    throw new Invalid('Malformed upload');
  }
  const file = (ctx as typeof ctx & { file?: { buffer: Buffer } }).file;
  if (!file) throw new Invalid('An image file is required in the field "image"');
  return file.buffer;
}
