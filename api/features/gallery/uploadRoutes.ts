import multer from '@koa/multer';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { API } from '../../../shared/routes';
import { fail } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { saveUpload } from './uploads';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 },
});
const single = upload.single('image');

/** POST /api/upload/image, multipart field `image` (admin): 201 {imageUrl}. */
export const uploadRoutes: RouteDef[] = [
  route('POST', API.uploadImage, 'admin', async (ctx, s) => {
    if (!ctx.is('multipart/form-data')) fail(415, 'Upload the image as multipart/form-data in the field "image"');
    try {
      await single(ctx, async () => {});
    } catch (e) {
      // busboy's own errors (no boundary, cut body, malformed part header) are the client's.
      const err = e as { name?: string; status?: number; statusCode?: number } | null | undefined;
      if (err?.name === 'MulterError' || err?.status || err?.statusCode) throw e;
      fail(400, 'Malformed upload');
    }
    const file = (ctx as typeof ctx & { file?: { buffer: Buffer } }).file;
    if (!file) fail(400, 'An image file is required in the field "image"');
    const imageUrl = await saveUpload(s.uploadsDir, file!.buffer);
    ctx.status = 201;
    ctx.body = { imageUrl };
  }),
];
