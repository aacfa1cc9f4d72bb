import crypto from 'node:crypto';
import path from 'node:path';
import { ADMIN_TOKEN_IDLE_MS } from '../../shared/constants';
import type { AccountRef } from '../../shared/schemas/account';
import type { Passwords } from './passwords';
import { JsonDoc } from '../storage/jsonDoc';
import type { WriteTracker } from '../storage/writeTracker';

/** The first owner's id; sessions made before staff accounts existed (no accountId) are theirs. */
export const OWNER_ACCOUNT_ID = 'owner';

type Session = { createdAt: string; lastUsedAt: string; passwordVersion: number; accountId?: string };
type SessionsDoc = { sessions: Record<string, Session> };

/** What sessions need to know of the accounts (api/features/staff/store.ts answers). */
export type AccountDirectory = {
  /** The account as it is now, or null when it was removed. */
  ref(id: string): AccountRef | null;
  /** Its password's current version, or null when it was removed. */
  passwordVersion(id: string): number | null;
};

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** lastUsedAt is persisted at most this often per session (it only matters at day scale). */
const TOUCH_PERSIST_MS = 60_000;

/**
 * Staff bearer tokens: 32 random bytes, base64url. Only their SHA-256 is stored
 * (DATA_DIR/sessions.json), so a restart keeps sessions. Each belongs to one account and ends
 * after 7 days unused, on logout, when the account's password changes (its version no longer
 * matches) or when the account is removed.
 */
export class AdminSessions {
  private doc: JsonDoc<SessionsDoc>;
  /** Set once the accounts are loaded (services.ts); until then only the first owner exists. */
  accounts: AccountDirectory | null = null;
  constructor(
    dataDir: string,
    tracker: WriteTracker,
    private readonly passwords: Passwords,
    private readonly now = () => Date.now(),
  ) {
    this.doc = new JsonDoc<SessionsDoc>(path.join(dataDir, 'sessions.json'), tracker, true);
  }
  async load() {
    await this.doc.load(() => ({ sessions: {} }));
    this.prune();
  }
  private versionOf(accountId: string): number | null {
    if (this.accounts) return this.accounts.passwordVersion(accountId);
    return accountId === OWNER_ACCOUNT_ID ? this.passwords.version('admin') : null;
  }
  private live(s: Session, now: number): boolean {
    const version = this.versionOf(s.accountId ?? OWNER_ACCOUNT_ID);
    return now - Date.parse(s.lastUsedAt) <= ADMIN_TOKEN_IDLE_MS && version !== null && s.passwordVersion === version;
  }
  private prune(): boolean {
    const now = this.now();
    let removed = false;
    for (const [k, s] of Object.entries(this.doc.data.sessions)) {
      if (!this.live(s, now)) {
        delete this.doc.data.sessions[k];
        removed = true;
      }
    }
    return removed;
  }
  async create(accountId = OWNER_ACCOUNT_ID): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const at = new Date(this.now()).toISOString();
    this.prune();
    this.doc.data.sessions[sha256(token)] = {
      createdAt: at,
      lastUsedAt: at,
      passwordVersion: this.versionOf(accountId) ?? 0,
      accountId,
    };
    await this.doc.write();
    return token;
  }
  /** The account of a live session (refreshing its idle timer), or null. */
  async account(token: string | undefined | null): Promise<AccountRef | null> {
    if (!token || token.length > 200) return null;
    await this.passwords.refresh();
    const key = sha256(token);
    const s = this.doc.data.sessions[key];
    if (!s) return null;
    const now = this.now();
    const account = this.accounts?.ref(s.accountId ?? OWNER_ACCOUNT_ID) ?? null;
    if (!this.live(s, now) || (this.accounts && !account)) {
      delete this.doc.data.sessions[key];
      await this.doc.write().catch(() => {}); // pruned again next time if the disk refused it
      return null;
    }
    if (now - Date.parse(s.lastUsedAt) > TOUCH_PERSIST_MS) {
      s.lastUsedAt = new Date(now).toISOString();
      // Only the idle timer: a full or read-only disk must not lock the admin out of reading.
      await this.doc.write().catch(() => {});
    }
    return account ?? { id: OWNER_ACCOUNT_ID, name: 'Owner', email: '', role: 'owner' };
  }
  /** True when the token is a live session; refreshes its idle timer. */
  async validate(token: string | undefined | null): Promise<boolean> {
    return (await this.account(token)) !== null;
  }
  async revoke(token: string | undefined | null) {
    if (!token) return;
    const key = sha256(token);
    if (this.doc.data.sessions[key]) {
      delete this.doc.data.sessions[key];
      await this.doc.write();
    }
  }
  /**
   * Ends the account's sessions but `keep` (the one that changed the password, which is moved to
   * the new version); without `keep`, all of them (the account was removed).
   */
  async revokeAccount(accountId: string, keep?: string | null) {
    const kept = keep ? sha256(keep) : null;
    for (const [k, s] of Object.entries(this.doc.data.sessions)) {
      if ((s.accountId ?? OWNER_ACCOUNT_ID) !== accountId) continue;
      if (k === kept) s.passwordVersion = this.versionOf(accountId) ?? 0;
      else delete this.doc.data.sessions[k];
    }
    await this.doc.write();
  }
  async revokeAll() {
    this.doc.data.sessions = {};
    await this.doc.write();
  }
}
