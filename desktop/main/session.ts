import { API } from '../../shared/routes';
import type { ApiRequest, ApiResponse } from '../../shared/transport';
import { SIGNED_IN_MARKER } from '../shared/ipc';

/**
 * The session token stays in the main process. The page signs in through the same request as the
 * web (whatever body its login form sends: {password}, or {email, password, code} for staff
 * accounts); main keeps the token of a successful answer and hands the page this marker in its
 * place. The page's API client then sends `Authorization: Bearer <marker>`, which main drops and
 * replaces with the real token on every call (http.ts). A page that is compromised can make the
 * calls the dashboard makes while the app runs, but cannot carry the token off to use elsewhere
 * or after the administrator signs out.
 */
export { SIGNED_IN_MARKER };

/**
 * Calls whose answer carries a new session token: the sign-in, and accepting a staff
 * invitation (which signs the new account in).
 */
const SIGN_IN_PATHS: readonly string[] = [API.adminLogin, API.staffInvite];
export const isSignIn = (req: Pick<ApiRequest, 'method' | 'path'>) =>
  req.method === 'POST' && SIGN_IN_PATHS.includes(req.path);

/**
 * A sign-in's answer split into the token for main and the answer for the page (the marker in
 * the token's place). Any other answer (401 with `secondFactor: 'totp'`, 429, 400) passes as it is:
 * the login form shows it.
 */
export function takeToken(res: ApiResponse): { token: string | null; res: ApiResponse } {
  if (!res.ok) return { token: null, res };
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return { token: null, res };
  }
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '') return { token: null, res };
  return { token, res: { ...res, body: JSON.stringify({ ...(body as object), token: SIGNED_IN_MARKER }) } };
}
