import type { Reservation } from '../../auth/rateLimit';
import type { AccountBudget } from './accountBudget';
import type { SignInLimits } from '../../auth/signInLimits';
import { clientKey } from '../../http/clientKey';
import type { StaffAccounts } from './accounts';
import type { SecondFactor } from './secondFactor';
import type { StoredAccount } from './store';

export { ACCOUNT_MAX_FAILURES } from './accountBudget';

export type SignInInput = { email?: string; password: string; code?: string };
export type SignInResult =
  | { outcome: 'ok'; account: StoredAccount }
  /** Wrong email or password (counted). */
  | { outcome: 'wrong' }
  /** Right password, the account has TOTP and no code came (not counted: the form asks for it). */
  | { outcome: 'codeMissing' }
  /** Right password, wrong or used code (counted). */
  | { outcome: 'codeWrong' };

const NOT_COUNTED: Reservation = { release: () => {} };

/** The per-account limiter's key. */
export const accountKey = (id: string) => `account:${id}`;

/**
 * One sign-in attempt. `{password}` alone is the primary owner's (the spec's call); with an email,
 * that account's (an unknown address is checked against nothing, as slowly, and counted under its
 * own key, so the answer tells nothing). The attempt is counted against the client's, network's
 * and site's budgets (api/auth/signInLimits.ts) and the account's before the slow check, which
 * runs in the client's own line (a flood from one client waits behind itself). A right password
 * clears the counts only once the second factor, if any, has passed too.
 */
export async function signIn(
  deps: { accounts: StaffAccounts; factor: SecondFactor; limits: SignInLimits; accountLimiter: AccountBudget },
  input: SignInInput,
  ip: string,
): Promise<SignInResult> {
  const { accounts, factor, limits, accountLimiter } = deps;
  const account = input.email === undefined ? accounts.store.primary() : accounts.store.byEmail(input.email);
  const key = accountKey(account?.id ?? `unknown:${input.email}`);
  const attempt = limits.reserve(ip);
  let held: Reservation;
  try {
    // The spec's `{password}` form counts per client, network and site only, as it always did;
    // an email names an account, whose own budget counts too (accountBudget.ts).
    held = input.email === undefined ? NOT_COUNTED : accountLimiter.reserve(key, clientKey(ip));
  } catch (e) {
    attempt.release();
    throw e;
  }
  const release = () => {
    attempt.release();
    held.release();
  };
  const line = clientKey(ip);
  let ok: boolean;
  try {
    ok = account
      ? await accounts.checkPassword(account, input.password, line)
      : await accounts.checkNobody(input.password, line);
  } catch (e) {
    release(); // the server was too busy to check: not a failure
    throw e;
  }
  // Removed while its password was being checked: as if it never existed.
  if (!ok || !account || !accounts.store.get(account.id)) return { outcome: 'wrong' };
  if (account.totp) {
    if (input.code === undefined) {
      release();
      return { outcome: 'codeMissing' };
    }
    if (!factor.accept(account, input.code)) return { outcome: 'codeWrong' };
  }
  attempt.succeeded();
  held.release();
  accountLimiter.reset(key);
  await accounts.signedIn(account);
  return { outcome: 'ok', account };
}
