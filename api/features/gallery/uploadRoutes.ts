import { API } from '../../../shared/routes';
import { uploadedImage } from '../../http/multipart';
import { route, type RouteDef } from '../../http/route';
import { saveUpload } from './uploads';

/** POST /api/upload/image, multipart field `image` (admin): 201 {imageUrl}. */
export const uploadRoutes: RouteDef[] = [
  route('POST', API.uploadImage, 'admin', async (ctx, s) => {
    const imageUrl = await saveUpload(s.uploadsDir, await uploadedImage(ctx));
    ctx.status = 201;
    ctx.body = { imageUrl };
  }),
];
