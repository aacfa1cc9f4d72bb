import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../../shared/constants';
import { MSG } from '../../shared/messages';
import { clientKey, networkKey } from '../http/clientKey';
import { RateLimiter, type Reservation } from './rateLimit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** [attempts, window ms] of each budget of password checks that did not succeed. */
export const SIGN_IN_LIMITS = {
  /** One client: an IPv4 address or an IPv6 /64 (the spec's 5 in 15 minutes). */
  client: [LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS],
  /** One network (IPv6 /48, IPv4 /24): a whole /64 block of clients cannot rotate past it. */
  network: [20, HOUR],
  /** The whole site: once spent, every client and network gets the tight budgets below. */
  site: [100, HOUR],
  tightClient: [2, HOUR],
  tightNetwork: [5, HOUR],
  /** Any extra key a caller names (an account's email): per key, like a client. */
  extra: [LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS],
} as const;
type Budgets = Record<keyof typeof SIGN_IN_LIMITS, readonly [number, number]>;

/** One counted sign-in attempt: `succeeded()` after a right password, `release()` when it was never judged. */
export type SignInAttempt = { succeeded(): void; release(): void };

/**
 * Failed sign-ins, counted per client, per network and for the whole site (docs/decisions.md, "What
 * one client cannot win").
 *
 * Only the client's and the network's budgets refuse a check (429). The site's budget never
 * does: a site-wide limit that refused would let anyone lock the administrator out by spending
 * it from a few networks, which is what a flood of guesses is for. Yet a right password cannot
 * be told apart from a wrong one without checking it, so the site budget cannot stop guesses
 * by "letting only the right password through" either. What it does instead: once the site has
 * seen SITE failures within the hour (a distributed campaign is under way), every client and
 * network falls to the tight budgets for the rest of that hour. Guesses are then bounded by the
 * number of networks the attacker holds times a few an hour, while the administrator, from any
 * client and network that is not itself guessing, still has a right password checked.
 *
 * Every attempt is counted before the (slow) check, so a burst sent at once runs no more
 * checks than the budgets allow. `extraKeys` are counted with the client (e.g. `account:<email>`
 * for staff sign-in): a key at its limit refuses like the client does.
 */
export class SignInLimits {
  private readonly client: RateLimiter;
  private readonly network: RateLimiter;
  private readonly site: RateLimiter;
  private readonly tightClient: RateLimiter;
  private readonly tightNetwork: RateLimiter;
  private readonly extra: RateLimiter;
  private warnedAt = -Infinity;

  constructor(
    private readonly log: (line: string) => void = () => {},
    budgets: Budgets = SIGN_IN_LIMITS,
    now = () => Date.now(),
  ) {
    const make = ([max, ms]: readonly [number, number]) => new RateLimiter(max, ms, now);
    this.client = make(budgets.client);
    this.network = make(budgets.network);
    this.site = make(budgets.site);
    this.tightClient = make(budgets.tightClient);
    this.tightNetwork = make(budgets.tightNetwork);
    this.extra = make(budgets.extra);
    this.now = now;
  }
  private readonly now: () => number;

  /** Whether the site's budget is spent (the tight budgets apply). */
  get tight(): boolean {
    return this.site.retryAfter('site') > 0;
  }

  /**
   * Counts one attempt from this address (ctx.ip) now, or throws 429 with Retry-After.
   * `scope` keeps separate counts for separate passwords (the member pages).
   */
  reserve(ip: string, extraKeys: readonly string[] = [], scope = ''): SignInAttempt {
    const c = `${scope}${clientKey(ip)}`;
    const n = `${scope}${networkKey(ip)}`;
    const tight = this.tight;
    const held: Reservation[] = [];
    try {
      held.push(this.client.reserve(c, MSG.tooManyAttempts));
      held.push(this.network.reserve(n, MSG.tooManyAttempts));
      for (const k of extraKeys) held.push(this.extra.reserve(k, MSG.tooManyAttempts));
      if (tight) {
        held.push(this.tightClient.reserve(c, MSG.tooManyAttempts));
        held.push(this.tightNetwork.reserve(n, MSG.tooManyAttempts));
      }
    } catch (e) {
      for (const r of held) r.release();
      throw e;
    }
    held.push(this.site.add('site'));
    if (this.tight && this.now() - this.warnedAt > HOUR) {
      this.warnedAt = this.now();
      this.log('sign-in: the site-wide budget of failed attempts is spent; tight per-client budgets for an hour');
    }
    const releaseAll = () => held.forEach((r) => r.release());
    return {
      release: releaseAll,
      succeeded: () => {
        releaseAll();
        // A right password clears this client's failures (and its named keys'), as before.
        this.client.reset(c);
        this.tightClient.reset(c);
        for (const k of extraKeys) this.extra.reset(k);
      },
    };
  }
}
