import { adminLoginInput } from '../../shared/schemas';
import { fail } from '../http/errors';
import { attemptLogin } from '../auth/loginAttempt';
import { route, type ApiContext, type RouteDef } from '../http/route';
import { ADMIN_COOKIE } from '../uploads/uploads';
import { jsonBody, parse } from '../http/validate';
import { ADMIN_TOKEN_IDLE_MS } from '../../shared/constants';
import { API } from '../../shared/routes';

export const bearerToken = (ctx: { get(h: string): string }) =>
  /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1] ?? null;

/**
 * The admin session. Login also sets an httpOnly `admin_session` cookie with the same token:
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
    const { password } = parse(adminLoginInput, jsonBody(ctx.request.body));
    if (!(await attemptLogin(s.passwords, s.limits.adminLogin, `admin:${ctx.ip}`, 'admin', password))) {
      fail(401, 'Incorrect password');
    }
    // Who signed in, for the audit log's entry (features/audit): the one password is the owner's.
    ctx.state.account = { id: 'owner', name: 'Owner', email: '', role: 'owner' };
    const token = await s.sessions.create();
    adminCookie(ctx, token);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token };
  }),
  /** A restored session (token from storage) renews the /uploads cookie, which may have expired. */
  route('GET', API.adminSession, 'admin', (ctx) => {
    adminCookie(ctx, bearerToken(ctx));
    ctx.body = { ok: true };
  }),
  /** Idempotent: revokes the bearer token when there is one, always clears the cookie. */
  route('POST', API.adminLogout, 'public', async (ctx, s) => {
    await s.sessions.revoke(bearerToken(ctx));
    await s.sessions.revoke(ctx.cookies.get(ADMIN_COOKIE));
    adminCookie(ctx, null);
    ctx.status = 204;
  }),
];
