import { NotSignedIn } from '../../errors';
import { pageLoginInput, pageLogoutInput } from '../../../shared/schemas';
import { attemptLogin } from '../../auth/loginAttempt';
import { API } from '../../../shared/routes';
import { grantPage, revokePage } from '../../auth/pageAccess';
import { route, type RouteDef } from '../../http/route';
import { jsonBody, parse } from '../../http/validate';

/** Member page gate: photos and training, each with its own password and cookie. */
export const protectedRoutes: RouteDef[] = [
  route('POST', API.pageLogin, 'public', async (ctx, s) => {
    const { password, page } = parse(pageLoginInput, jsonBody(ctx.request.body));
    ctx.set('Cache-Control', 'no-store');
    const ok = await attemptLogin(s.passwords, s.limits.pageLogin, ctx.ip, page, password);
    if (!ok) throw new NotSignedIn('Incorrect password', { fields: { success: false } });
    grantPage(ctx, page, s.passwords);
    ctx.body = { success: true };
  }),
  route('POST', API.pageLogout, 'public', (ctx) => {
    const { page } = parse(pageLogoutInput, jsonBody(ctx.request.body));
    revokePage(ctx, page);
    ctx.body = { success: true };
  }),
];
