import { LOGIN_MAX_FAILURES } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import type { RateLimiter, Reservation } from '../../auth/rateLimit';
import type { StaffAccounts } from './accounts';
import type { SecondFactor } from './secondFactor';
import type { StoredAccount } from './store';

/**
 * Failures one account takes from all clients together in LOGIN_WINDOW_MS before its sign-in
 * answers 429. Above the per-client limit on purpose: one client's flood is stopped by its own
 * limit first and never locks the account for everyone (the owner signs in during it), while
 * guesses spread over many addresses still stop at this many.
 */
export const ACCOUNT_MAX_FAILURES = LOGIN_MAX_FAILURES * 4;

export type SignInInput = { email?: string; password: string; code?: string };
export type SignInResult =
  | { outcome: 'ok'; account: StoredAccount }
  /** Wrong email or password (counted). */
  | { outcome: 'wrong' }
  /** Right password, the account has TOTP and no code came (not counted: the form asks for it). */
  | { outcome: 'codeMissing' }
  /** Right password, wrong or used code (counted). */
  | { outcome: 'codeWrong' };

/** The limiter's keys: the client's (the same as before accounts) and the account's. */
export const clientKey = (client: string) => `admin:${client}`;
export const accountKey = (id: string) => `account:${id}`;

/**
 * One sign-in attempt. `{password}` alone is the primary owner's (the spec's call); with an email,
 * that account's (an unknown address is checked against nothing, as slowly, and counted under its
 * own key, so the answer tells nothing). The attempt is counted per client and per account before
 * the slow check, as the login limit always did: a burst cannot run more checks than allowed. A
 * right password clears both counts only once the second factor, if any, has passed too.
 */
export async function signIn(
  deps: { accounts: StaffAccounts; factor: SecondFactor; limiter: RateLimiter; accountLimiter: RateLimiter },
  input: SignInInput,
  client: string,
): Promise<SignInResult> {
  const { accounts, factor, limiter, accountLimiter } = deps;
  const account = input.email === undefined ? accounts.store.primary() : accounts.store.byEmail(input.email);
  const keys: [RateLimiter, string][] = [
    [limiter, clientKey(client)],
    [accountLimiter, accountKey(account?.id ?? `unknown:${input.email}`)],
  ];
  const held: Reservation[] = [];
  const releaseAll = () => held.forEach((r) => r.release());
  try {
    for (const [l, key] of keys) held.push(l.reserve(key, MSG.tooManyAttempts));
  } catch (e) {
    releaseAll();
    throw e;
  }
  let ok: boolean;
  try {
    ok = account ? await accounts.checkPassword(account, input.password) : await accounts.checkNobody(input.password);
  } catch (e) {
    releaseAll(); // the server was too busy to check: not a failure
    throw e;
  }
  // Removed while its password was being checked: as if it never existed.
  if (!ok || !account || !accounts.store.get(account.id)) return { outcome: 'wrong' };
  if (account.totp) {
    if (input.code === undefined) {
      releaseAll();
      return { outcome: 'codeMissing' };
    }
    if (!factor.accept(account, input.code)) return { outcome: 'codeWrong' };
  }
  for (const [l, key] of keys) l.reset(key);
  await accounts.signedIn(account);
  return { outcome: 'ok', account };
}
