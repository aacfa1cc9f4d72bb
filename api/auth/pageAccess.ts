import type { Context } from '../http/route';
import { PAGE_COOKIE_MS, pageCookieName, type ProtectedPage } from '../../shared/constants';
import type { Passwords } from './passwords';

/**
 * Member page access: a signed `{page}_authenticated` cookie (Koa signed cookies, keys kept in
 * DATA_DIR/cookie-keys.json). Its value is `v<passwordVersion>.<expiresAtMs>`: the server
 * checks both, so the 24 hours hold even if a browser keeps the cookie, and a password change
 * ends every access granted with the old password.
 */
export function cookieOptions(ctx: Context, maxAge: number) {
  return {
    signed: true,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.secure,
    path: '/',
    maxAge,
    overwrite: true,
  };
}

export function grantPage(ctx: Context, page: ProtectedPage, passwords: Passwords, now = Date.now()) {
  const value = `v${passwords.version(page)}.${now + PAGE_COOKIE_MS}`;
  ctx.cookies.set(pageCookieName(page), value, cookieOptions(ctx, PAGE_COOKIE_MS));
}

export function revokePage(ctx: Context, page: ProtectedPage) {
  ctx.cookies.set(pageCookieName(page), '', { ...cookieOptions(ctx, 0), expires: new Date(0), maxAge: undefined });
}

/**
 * Whether the request carries a live cookie for the page. The version is read as stored now,
 * so a password changed from the command line ends old cookies within a second.
 */
export async function hasPageAccess(ctx: Context, page: ProtectedPage, passwords: Passwords): Promise<boolean> {
  let value: string | undefined;
  try {
    value = ctx.cookies.get(pageCookieName(page), { signed: true });
  } catch {
    return false;
  }
  const m = value ? /^v(\d+)\.(\d+)$/.exec(value) : null;
  if (!m) return false;
  return Number(m[2]) > Date.now() && Number(m[1]) === (await passwords.currentVersion(page));
}
