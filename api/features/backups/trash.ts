import { API } from '../../../shared/routes';
import { recordRoute, trashRestoreRoute } from '../../../shared/resources';
import type { TrashEntry } from '../../../shared/schemas';
import { route, type RouteDef } from '../../http/route';
import { deleteFromTrash, ifMatch, purgeTrash, restoreFromTrash, setETag } from '../../content/versions';

/**
 * The trash (admin): deleted announcements, events, gallery items and contact messages, kept
 * 30 days. GET lists them newest first; restore puts one back under its id (409 when the id is
 * taken again; If-Match honoured); DELETE removes one for good, with a gallery item's image
 * files unless another record or revision uses them.
 */
export const trashRoutes: RouteDef[] = [
  route('GET', API.trash, 'admin', async (ctx, s) => {
    await purgeTrash(s.db);
    const list: TrashEntry[] = s.db.trash
      .all()
      .map(({ id, type, deletedAt, record }) => ({ id, type, deletedAt, record }));
    ctx.body = list;
  }),
  route('POST', trashRestoreRoute, 'admin', async (ctx, s) => {
    // If-Match names the version in the trash: the one the admin saw before restoring.
    const record = await restoreFromTrash(s.db, ctx.params.id, ifMatch(ctx));
    setETag(ctx, record);
    ctx.body = record;
  }),
  route('DELETE', recordRoute(API.trash), 'owner', async (ctx, s) => {
    await deleteFromTrash(s.db, ctx.params.id); // its images go with it (removeImagesOfGone)
    ctx.status = 204;
  }),
];
