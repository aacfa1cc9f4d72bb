import { pageLoginInput, pageLogoutInput } from '../../shared/schemas';
import { API } from '../../shared/routes';
import { grantPage, revokePage } from '../pageAccess';
import { route, type RouteDef } from '../route';
import { jsonBody, parse } from '../validate';

/** Member page gate: photos and training, each with its own password and cookie. */
export const protectedRoutes: RouteDef[] = [
  route('POST', API.pageLogin, 'public', async (ctx, s) => {
    const { password, page } = parse(pageLoginInput, jsonBody(ctx.request.body));
    const key = `${page}:${ctx.ip}`;
    s.limits.pageLogin.assert(key, 'Too many failed attempts. Please try again later.');
    ctx.set('Cache-Control', 'no-store');
    if (!(await s.passwords.check(page, password))) {
      s.limits.pageLogin.hit(key);
      ctx.status = 401;
      ctx.body = { success: false, message: 'Incorrect password' };
      return;
    }
    s.limits.pageLogin.reset(key);
    grantPage(ctx, page, s.passwords);
    ctx.body = { success: true };
  }),
  route('POST', API.pageLogout, 'public', (ctx) => {
    const { page } = parse(pageLogoutInput, jsonBody(ctx.request.body));
    revokePage(ctx, page);
    ctx.body = { success: true };
  }),
];
