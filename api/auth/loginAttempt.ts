import { MSG } from '../../shared/messages';
import type { Passwords, SecretName } from './passwords';
import type { RateLimiter } from './rateLimit';

/**
 * One password attempt from one address. It is counted before the (slow) check, so a burst sent
 * at once cannot run more checks than the limit allows; a right password clears the address's
 * failures, and a check the server was too busy to run does not count.
 */
export async function attemptLogin(
  passwords: Passwords,
  limiter: RateLimiter,
  key: string,
  secret: SecretName,
  password: string,
): Promise<boolean> {
  const attempt = limiter.reserve(key, MSG.tooManyAttempts);
  let ok: boolean;
  try {
    ok = await passwords.check(secret, password);
  } catch (e) {
    attempt.release();
    throw e;
  }
  if (ok) limiter.reset(key);
  return ok;
}
