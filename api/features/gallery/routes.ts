import { NotSignedIn } from '../../errors';
import { galleryInput, galleryPageQuery } from '../../../shared/schemas';
import { API } from '../../../shared/routes';
import { writeRoutes } from '../../content/crud';
import { hasPageAccess } from '../../auth/pageAccess';
import { route, sendJson, type RouteDef } from '../../http/route';
import { cachedView } from '../../http/viewCache';
import { parse } from '../../http/validate';

/**
 * GET /api/gallery?page=photos|training: that page's items for a member of the page (cookie)
 * or the admin; without page: every item, admin only. The `auth` parameter is ignored.
 */
export const galleryRoutes: RouteDef[] = [
  route('GET', API.gallery, 'member', async (ctx, s) => {
    ctx.set('Cache-Control', 'no-store');
    const { page } = parse(galleryPageQuery, { page: ctx.query.page });
    const items = s.db.content.galleryItems;
    if (!page) {
      if (!ctx.state.admin) throw new NotSignedIn('Authentication required');
      return sendJson(
        ctx,
        cachedView(items, 'all', (all) => all),
      );
    }
    if (!ctx.state.admin && !(await hasPageAccess(ctx, page, s.passwords)))
      throw new NotSignedIn('Password required for this page');
    return sendJson(
      ctx,
      cachedView(items, page, (all) => all.filter((i) => i.isVideo === (page === 'training'))),
    );
  }),
  ...writeRoutes(API.gallery, (s) => s.db.content.galleryItems, galleryInput, 'galleryItem'),
];
