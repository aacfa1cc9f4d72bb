import { NotSignedIn } from '../../errors';
import { adminLoginInput } from '../../../shared/schemas';
import { ADMIN_COOKIE, bearerToken } from '../../http/bearer';
import { sessionInfo } from './routes';
import { signIn } from './signIn';
import { route, type ApiContext, type RouteDef } from '../../http/route';
import { jsonBody, parse } from '../../http/validate';
import { ADMIN_TOKEN_IDLE_MS } from '../../../shared/constants';
import { API } from '../../../shared/routes';

export { bearerToken };

/**
 * The staff session (one per account: api/features/staff). Login also sets an httpOnly `admin_session` cookie with the same token:
 * it is accepted only for GET /uploads/* (so the dashboard's <img> tags can show gated
 * thumbnails), never for API calls, so it opens no CSRF hole.
 */
const adminCookie = (ctx: ApiContext, token: string | null) =>
  ctx.cookies.set(ADMIN_COOKIE, token ?? '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/uploads',
    overwrite: true,
    ...(token ? { maxAge: ADMIN_TOKEN_IDLE_MS } : { expires: new Date(0) }),
  });

export const adminRoutes: RouteDef[] = [
  route('POST', API.adminLogin, 'public', async (ctx, s) => {
    const input = parse(adminLoginInput, jsonBody(ctx.request.body));
    const result = await signIn(
      { ...s.staff, limits: s.limits.adminLogin, accountLimiter: s.staff.accountLimiter },
      input,
      ctx.ip,
    );
    const totp = { fields: { secondFactor: 'totp' } };
    if (result.outcome === 'wrong')
      throw new NotSignedIn(input.email === undefined ? 'Incorrect password' : 'Incorrect email or password');
    if (result.outcome === 'codeMissing')
      throw new NotSignedIn('Enter the 6-digit code from your authenticator app', totp);
    if (result.outcome === 'codeWrong')
      throw new NotSignedIn('That code is not right, or was used already: wait for the next one', totp);
    if (result.outcome !== 'ok') return;
    // Who signed in, for the audit log's entry (features/audit).
    const { id, name, email, role } = result.account;
    ctx.state.account = { id, name, email, role };
    const token = await s.sessions.create(result.account.id);
    adminCookie(ctx, token);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token };
  }),
  /** A restored session (token from storage) renews the /uploads cookie, which may have expired. */
  route('GET', API.adminSession, 'admin', (ctx, s) => {
    adminCookie(ctx, bearerToken(ctx));
    const account = s.staff.store.get(ctx.state.account!.id);
    if (!account) throw new NotSignedIn('Authentication required');
    ctx.body = sessionInfo(account!);
  }),
  /** Idempotent: revokes the bearer token when there is one, always clears the cookie. */
  route('POST', API.adminLogout, 'public', async (ctx, s) => {
    await s.sessions.revoke(bearerToken(ctx));
    await s.sessions.revoke(ctx.cookies.get(ADMIN_COOKIE));
    adminCookie(ctx, null);
    ctx.status = 204;
  }),
];
