import { API } from '../../../shared/routes';
import { route, type RouteDef } from '../../http/route';

/**
 * The last off-site backup (admin): when, which snapshot, or the error and since when, as the
 * backup command recorded it in the data folder (api/storage/offsiteStatus.ts). The repository's address is
 * shown without any password it may carry.
 */
export const backupRoutes: RouteDef[] = [
  route('GET', API.offsiteBackup, 'owner', async (ctx, s) => {
    ctx.body = await s.offsiteStatus();
  }),
];
