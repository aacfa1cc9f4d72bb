import { clientKey } from '../http/clientKey';
import type { Passwords, SecretName } from './passwords';
import type { SignInLimits } from './signInLimits';

/**
 * One sign-in attempt from one address (ctx.ip): counted against the client's, the network's
 * and the site's budgets before the (slow) check (signInLimits.ts), then checked in the
 * client's own line (passwords.ts). A right password clears the client's failures; a check the
 * server was too busy to run does not count. `extraKeys` are counted too (e.g. an account).
 */
export async function attemptSignIn(
  passwords: Passwords,
  limits: SignInLimits,
  ip: string,
  check: () => Promise<boolean>,
  options: { extraKeys?: readonly string[]; scope?: string } = {},
): Promise<boolean> {
  const attempt = limits.reserve(ip, options.extraKeys, options.scope);
  let ok: boolean;
  try {
    ok = await passwords.runCheck(clientKey(ip), check);
  } catch (e) {
    attempt.release();
    throw e;
  }
  if (ok) attempt.succeeded();
  return ok;
}

/** A sign-in with one of the three secrets (the admin password, a member page's). */
export function attemptLogin(
  passwords: Passwords,
  limits: SignInLimits,
  ip: string,
  secret: SecretName,
  password: string,
  extraKeys: readonly string[] = [],
): Promise<boolean> {
  return attemptSignIn(passwords, limits, ip, () => passwords.verify(secret, password), {
    extraKeys,
    scope: secret === 'admin' ? '' : `${secret}:`,
  });
}
