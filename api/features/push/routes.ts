import { Invalid, NotFound } from '../../errors';
import { clientKey } from '../../http/clientKey';
import { API } from '../../../shared/routes';
import { recordRoute } from '../../../shared/resources';
import { pushSubscriptionInput, pushTokenQuery } from '../../../shared/schemas';
import { route, type ApiContext, type RouteDef } from '../../http/route';
import { jsonBody, parse } from '../../http/validate';

const noStore = (ctx: ApiContext) => ctx.set('Cache-Control', 'no-store');

/** Web Push (shared/schemas/push.ts has the contract). */
export const pushRoutes: RouteDef[] = [
  route('GET', API.pushKey, 'public', (ctx, s) => {
    ctx.body = { publicKey: s.push.publicKey };
  }),
  route('POST', API.pushSubscriptions, 'public', async (ctx, s) => {
    const input = parse(pushSubscriptionInput, jsonBody(ctx.request.body));
    const result = await s.push.devices.subscribe(input, clientKey(ctx.ip), s.push.now());
    if (!result.ok) throw new Invalid(result.message, { issues: [{ path: result.field, message: result.message }] });
    noStore(ctx);
    ctx.status = 201;
    ctx.body = result.ok ? result.subscribed : null;
  }),
  route('DELETE', recordRoute(API.pushSubscriptions), 'public', async (ctx, s) => {
    const { token } = parse(pushTokenQuery, { token: ctx.query.token });
    if (!(await s.push.devices.unsubscribe(ctx.params.id, token))) throw new NotFound('Not found');
    noStore(ctx);
    ctx.status = 204;
  }),
  route('GET', API.pushDevices, 'admin', (ctx, s) => {
    ctx.body = s.push.devices.counts();
  }),
];
