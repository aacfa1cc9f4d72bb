import { LOGIN_WINDOW_MS } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { RateLimiter, type Reservation } from '../../auth/rateLimit';

const HOUR = 3600_000;
/** Failures one account takes from all clients together in LOGIN_WINDOW_MS before it tightens. */
export const ACCOUNT_MAX_FAILURES = 20;

/**
 * Failed sign-ins per account, from every client together. Like the site's budget
 * (api/auth/signInLimits.ts) it never refuses a right password by itself: a budget that locked
 * the account would let anyone lock the owner out by guessing at it from many networks. Once it
 * is spent, each client has one more attempt at that account an hour, so guesses spread over
 * many networks slow to a trickle while the account's holder, from a client that was not
 * guessing, still signs in.
 */
export class AccountBudget {
  private readonly all = new RateLimiter(ACCOUNT_MAX_FAILURES, LOGIN_WINDOW_MS);
  private readonly tight = new RateLimiter(1, HOUR);

  /** Counts one attempt at `account` by `client` (clientKey), or throws 429 with Retry-After. */
  reserve(account: string, client: string): Reservation {
    if (this.all.retryAfter(account) === 0) return this.all.reserve(account, MSG.tooManyAttempts);
    return this.tight.reserve(`${account} ${client}`, MSG.tooManyAttempts);
  }
  /** A right password (and code) clears the account's failures. */
  reset(account: string) {
    this.all.reset(account);
  }
  /** Whether the account's budget is spent (each client then has its one attempt an hour). */
  spent(account: string): boolean {
    return this.all.retryAfter(account) > 0;
  }
}
