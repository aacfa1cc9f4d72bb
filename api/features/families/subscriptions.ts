// Over 250 lines: one class, the family's side of each record: subscribe, confirm, manage and
// unsubscribe share the address index and the confirmation times, which each call reads and
// changes before its first await (thirty requests at once decide as one).
import path from 'node:path';
import { nanoid } from 'nanoid';
import { EMAIL_TEXTS } from '../../../shared/emailTexts';
import {
  matchesSubscriptionQuery,
  NOTICE_KINDS,
  SUBSCRIPTION_PROGRAMS,
  type ManageUpdate,
  type ManageView,
  type Subscription,
  type SubscriptionAdminView,
  type SubscriptionInput,
  type SubscriptionProgram,
} from '../../../shared/schemas';
import { RateLimiter, type Reservation } from '../../auth/rateLimit';
import type { Config, MailConfig } from '../../config';
import { Invalid, TooMany } from '../../errors';
import { isTrappedPost } from '../../http/botTrap';
import { clientKey, networkKey } from '../../http/clientKey';
import { mailboxOf } from '../../../shared/mailbox';
import { SUBSCRIBE_LIMITS } from '../../notices/limits';
import type { QueueKind } from '../../notices/queue';
import { LinkTokens } from '../../notices/tokens';
import { Collection } from '../../storage/collection';
import type { Database } from '../../storage/db';
import { WriteTracker } from '../../storage/writeTracker';

const HOUR = 3600_000;
/** A pending subscription and its confirmation link last this long. */
export const PENDING_MS = 7 * 24 * HOUR;
/** Pending (unconfirmed) subscriptions kept at most; the oldest is dropped for a new one. */
export const MAX_PENDING = 1000;
const TOO_MANY = 'Too many requests. Please try again later.';

const byCreatedDesc = (a: Subscription, b: Subscription) => b.createdAt.localeCompare(a.createdAt);

/**
 * Families' subscriptions (DATA_DIR/subscriptions.json), the family's side: double opt-in, the
 * manage page's token, one-click unsubscribe, the admin list. FamilyNotices (families.ts) adds
 * what is emailed to them: the queue and the scheduler.
 */
export abstract class FamilySubscriptions {
  readonly subscriptions: Collection<Subscription>;
  readonly tokens = new LinkTokens();
  protected byEmail = new Map<string, string>();
  /** When each address was last sent a confirmation (set before any await: a burst sends one). */
  protected confirmedAt = new Map<string, number>();
  /** Work that runs on its own (a sign-up's write and email, the minute's expiry): stop() waits for it. */
  protected readonly background = new WriteTracker();
  readonly limits = {
    perClient: new RateLimiter(...SUBSCRIBE_LIMITS.perClient),
    perMailbox: new RateLimiter(...SUBSCRIBE_LIMITS.perMailbox),
    perNetwork: new RateLimiter(...SUBSCRIBE_LIMITS.perNetwork),
    site: new RateLimiter(...SUBSCRIBE_LIMITS.site),
  };

  constructor(
    protected readonly db: Database,
    protected readonly config: Config,
    readonly mail: MailConfig,
    protected readonly log: (line: string) => void,
  ) {
    this.subscriptions = new Collection<Subscription>(
      'subscriptions',
      path.join(config.dataDir, 'subscriptions.json'),
      db.tracker,
      byCreatedDesc,
    );
  }

  /** Queues the confirmation email of a pending address (families.ts: the notice queue). */
  protected abstract queueConfirmation(id: string, stamp: string, at: number): Promise<unknown>;

  protected async loadSubscriptions() {
    await this.subscriptions.load();
    await this.tokens.load(this.config.dataDir, this.db.tracker);
  }

  protected reindex() {
    this.byEmail.clear();
    this.confirmedAt.clear();
    for (const s of this.subscriptions.all()) {
      this.byEmail.set(s.email, s.id);
      if (s.confirmationSentAt) this.confirmedAt.set(s.email, Date.parse(s.confirmationSentAt));
    }
  }

  protected now() {
    return this.mail.now();
  }

  protected manageToken(s: Subscription) {
    return this.tokens.make('manage', s.id, String(s.tokenVersion ?? 0));
  }

  /**
   * POST /api/subscriptions after validation. Everything that decides is done before the first
   * await, so thirty requests at once count thirty and send one confirmation. The answer (202:
   * accepted, not yet done) leaves before any work that depends on the address's state: the
   * write and the email run on a later turn of the event loop (setImmediate), so a new, a
   * pending and an active address cost the same up to the answer (api/features/families/subscribeLimits.test.ts
   * measures it).
   */
  subscribe(input: SubscriptionInput & { email: string }, ip: string) {
    const email = input.email;
    const network = networkKey(ip);
    const taken: Reservation[] = [];
    try {
      taken.push(this.limits.perClient.reserve(clientKey(ip), TOO_MANY));
      taken.push(this.limits.perMailbox.reserve(mailboxOf(email), TOO_MANY));
      for (const [limiter, key] of [
        [this.limits.perNetwork, network],
        [this.limits.site, 'site'],
      ] as const) {
        const wait = limiter.retryAfter(key);
        if (wait) throw new TooMany(TOO_MANY, { retryAfter: wait });
      }
    } catch (e) {
      for (const r of taken) r.release();
      throw e;
    }
    if (isTrappedPost(input.website, input.formFillMs)) return;
    const now = this.now();
    const id = this.byEmail.get(email);
    const existing = id ? this.subscriptions.get(id) : undefined;
    if (existing?.status === 'active') return;
    const mayEmail = now - (this.confirmedAt.get(email) ?? -Infinity) >= HOUR;
    if (mayEmail) {
      this.confirmedAt.set(email, now);
      this.limits.perNetwork.add(network);
      this.limits.site.add('site');
    }
    const stamp = new Date(now).toISOString();
    const prefs = {
      programs: input.programs ?? [...SUBSCRIPTION_PROGRAMS],
      kinds: input.kinds ?? [...NOTICE_KINDS],
      lang: input.lang ?? 'en',
    } as Pick<Subscription, 'programs' | 'kinds' | 'lang'>;
    const record: Subscription = existing
      ? {
          ...existing,
          ...prefs,
          status: 'pending',
          updatedAt: stamp,
          // Subscribing again after unsubscribing: the old manage links stop working.
          ...(existing.status === 'unsubscribed' ? { tokenVersion: (existing.tokenVersion ?? 0) + 1 } : {}),
          ...(mayEmail ? { confirmationSentAt: stamp } : {}),
        }
      : {
          id: nanoid(),
          email,
          ...prefs,
          status: 'pending',
          createdAt: stamp,
          updatedAt: stamp,
          confirmedAt: null,
          confirmationSentAt: mayEmail ? stamp : null,
          tokenVersion: 0,
        };
    this.byEmail.set(email, record.id);
    this.inBackground(async () => {
      if (existing) await this.subscriptions.update(record.id, () => record);
      else {
        await this.subscriptions.insert(record);
        await this.capPending();
      }
      if (mayEmail) await this.queueConfirmation(record.id, stamp, now);
    }, 'subscription not saved');
  }

  /**
   * Runs `work` on a later turn of the event loop (setImmediate), after the answer has left, but
   * counts it at once (WriteTracker.run calls its function in the same turn when nothing holds
   * it): a stop() that comes first still waits for it.
   */
  protected inBackground(work: () => Promise<void>, failure: string) {
    void this.background
      .run(() => new Promise<void>((resolve) => setImmediate(resolve)).then(work))
      .catch((e) => this.log(`${failure}: ${(e as Error).message}`));
  }

  /**
   * Keeps at most MAX_PENDING unconfirmed subscriptions, dropping the oldest first: a flood of
   * sign-ups from many networks cannot grow the file (it reached 6.4 MB in the attack pass).
   * A dropped address's queued confirmation is skipped (the record is gone).
   */
  private async capPending() {
    const pending = this.subscriptions.all().filter((s) => s.status === 'pending');
    if (pending.length <= MAX_PENDING) return;
    // Oldest request last (an address asking again is as new as its request).
    pending.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    const drop = new Set(pending.slice(MAX_PENDING).map((s) => s.id));
    await this.subscriptions.retain((s) => !drop.has(s.id));
    for (const [email, id] of this.byEmail) if (drop.has(id)) this.byEmail.delete(email);
  }

  static accepted(lang: 'en' | 'es' = 'en') {
    return { message: EMAIL_TEXTS[lang].accepted };
  }

  /** The subscription a token names, or 400. */
  private byToken(token: string, purpose: 'confirm' | 'manage'): Subscription {
    const id = this.tokens.idOf(token);
    const s = id ? this.subscriptions.get(id) : undefined;
    const stamp = s && (purpose === 'confirm' ? s.confirmationSentAt : String(s.tokenVersion ?? 0));
    if (!s || !stamp || !this.tokens.check(token, purpose, s.id, stamp))
      throw new Invalid('This link is not valid (any more). Please subscribe again.', {
        issues: [{ path: 'token', message: 'Unknown or expired token' }],
      });
    return s!;
  }

  private view(s: Subscription): ManageView {
    return {
      email: s.email,
      programs: s.programs,
      kinds: s.kinds,
      lang: s.lang,
      status: s.status,
      token: this.manageToken(s),
    };
  }

  async confirm(token: string): Promise<ManageView> {
    const s = this.byToken(token, 'confirm');
    if (s.status === 'pending' && this.now() - Date.parse(s.confirmationSentAt!) > PENDING_MS)
      throw new Invalid('This link has expired. Please subscribe again.', {
        issues: [{ path: 'token', message: 'Unknown or expired token' }],
      });
    if (s.status !== 'pending') return this.view(s); // a second click
    const stamp = new Date(this.now()).toISOString();
    const updated = await this.subscriptions.update(s.id, (old) => ({
      ...old,
      status: 'active',
      confirmedAt: stamp,
      updatedAt: stamp,
    }));
    return this.view(updated ?? s);
  }

  manageView(token: string): ManageView {
    return this.view(this.byToken(token, 'manage'));
  }

  /** The language a manage token's family chose ('en' for a token that names none). */
  langOf(token: string): Subscription['lang'] {
    const id = this.tokens.idOf(token);
    const s = id ? this.subscriptions.get(id) : undefined;
    return s && this.tokens.check(token, 'manage', s.id, String(s.tokenVersion ?? 0)) ? s.lang : 'en';
  }

  async manageUpdate(input: ManageUpdate): Promise<ManageView> {
    const s = this.byToken(input.token, 'manage');
    const stamp = new Date(this.now()).toISOString();
    const updated = await this.subscriptions.update(s.id, (old) => ({
      ...old,
      programs: input.programs as SubscriptionProgram[],
      kinds: input.kinds as Subscription['kinds'],
      lang: input.lang,
      updatedAt: stamp,
      // The token came by email to this address: holding it confirms the address.
      ...(input.subscribed
        ? { status: 'active' as const, confirmedAt: old.confirmedAt ?? stamp, unsubscribedAt: null }
        : { status: 'unsubscribed' as const, unsubscribedAt: old.unsubscribedAt ?? stamp }),
    }));
    return this.view(updated ?? s);
  }

  async unsubscribe(token: string) {
    const s = this.byToken(token, 'manage');
    if (s.status === 'unsubscribed') return;
    const stamp = new Date(this.now()).toISOString();
    await this.subscriptions.update(s.id, (old) => ({
      ...old,
      status: 'unsubscribed',
      unsubscribedAt: stamp,
      updatedAt: stamp,
    }));
  }

  // ---- the administrator's side ------------------------------------------------------------

  adminList(q?: string): SubscriptionAdminView[] {
    return adminListOf(this.subscriptions.all(), q);
  }

  async remove(id: string): Promise<boolean> {
    const s = this.subscriptions.get(id);
    if (!s) return false;
    const removed = await this.subscriptions.remove(id);
    if (removed && this.byEmail.get(s.email) === id) this.byEmail.delete(s.email);
    return removed;
  }

  /** Pending subscriptions older than 7 days are forgotten (run by the scheduler's minute). */
  async expirePending() {
    const cutoff = this.now() - PENDING_MS;
    const stale = (s: Subscription) =>
      s.status === 'pending' && Date.parse(s.confirmationSentAt ?? s.createdAt) < cutoff;
    if (!this.subscriptions.all().some(stale)) return;
    await this.subscriptions.retain((s) => !stale(s));
    this.reindex();
  }

  /** Replaces every subscription (import), then marks current content handled. */
  async replaceAll(records: Subscription[]) {
    this.subscriptions.setAllUntracked(records);
    await this.db.tracker.run(() => this.subscriptions.writeUntracked());
    this.reindex();
  }
}

/** GET /api/subscriptions's rows: the records matching `q` (the address), as an admin sees them. */
export const adminListOf = (all: readonly Subscription[], q?: string): SubscriptionAdminView[] =>
  all.filter((s) => matchesSubscriptionQuery(s, q)).map(adminView);

export const adminView = (s: Subscription): SubscriptionAdminView => ({
  id: s.id,
  email: s.email,
  programs: s.programs,
  kinds: s.kinds,
  lang: s.lang,
  status: s.status,
  createdAt: s.createdAt,
  confirmedAt: s.confirmedAt,
});

/** Whether a family gets a notice of this kind (an urgent one also goes to those who take every announcement). */
export function wants(s: Pick<Subscription, 'kinds'>, kind: QueueKind) {
  if (kind === 'confirmation') return true;
  if (kind === 'urgent') return s.kinds.includes('urgent') || s.kinds.includes('announcements');
  return s.kinds.includes(kind);
}
