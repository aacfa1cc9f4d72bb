import crypto from 'node:crypto';
import path from 'node:path';
import { ADMIN_TOKEN_IDLE_MS } from '../../shared/constants';
import type { Passwords } from './passwords';
import { JsonDoc } from '../storage/jsonDoc';
import type { WriteTracker } from '../storage/writeTracker';

type Session = { createdAt: string; lastUsedAt: string; passwordVersion: number };
type SessionsDoc = { sessions: Record<string, Session> };

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** lastUsedAt is persisted at most this often per session (it only matters at day scale). */
const TOUCH_PERSIST_MS = 60_000;

/**
 * Admin bearer tokens: 32 random bytes, base64url. Only their SHA-256 is stored
 * (DATA_DIR/sessions.json), so a restart keeps sessions. A session ends after 7 days unused,
 * on logout, or when the admin password changes (its version no longer matches).
 */
export class AdminSessions {
  private doc: JsonDoc<SessionsDoc>;
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
  private prune(): boolean {
    const now = this.now();
    const current = this.passwords.version('admin');
    let removed = false;
    for (const [k, s] of Object.entries(this.doc.data.sessions)) {
      if (now - Date.parse(s.lastUsedAt) > ADMIN_TOKEN_IDLE_MS || s.passwordVersion !== current) {
        delete this.doc.data.sessions[k];
        removed = true;
      }
    }
    return removed;
  }
  async create(): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const at = new Date(this.now()).toISOString();
    this.prune();
    this.doc.data.sessions[sha256(token)] = {
      createdAt: at,
      lastUsedAt: at,
      passwordVersion: this.passwords.version('admin'),
    };
    await this.doc.write();
    return token;
  }
  /** True when the token is a live session; refreshes its idle timer. */
  async validate(token: string | undefined | null): Promise<boolean> {
    if (!token || token.length > 200) return false;
    await this.passwords.refresh();
    const key = sha256(token);
    const s = this.doc.data.sessions[key];
    if (!s) return false;
    const now = this.now();
    if (now - Date.parse(s.lastUsedAt) > ADMIN_TOKEN_IDLE_MS || s.passwordVersion !== this.passwords.version('admin')) {
      delete this.doc.data.sessions[key];
      await this.doc.write().catch(() => {}); // pruned again next time if the disk refused it
      return false;
    }
    if (now - Date.parse(s.lastUsedAt) > TOUCH_PERSIST_MS) {
      s.lastUsedAt = new Date(now).toISOString();
      // Only the idle timer: a full or read-only disk must not lock the admin out of reading.
      await this.doc.write().catch(() => {});
    }
    return true;
  }
  async revoke(token: string | undefined | null) {
    if (!token) return;
    const key = sha256(token);
    if (this.doc.data.sessions[key]) {
      delete this.doc.data.sessions[key];
      await this.doc.write();
    }
  }
  async revokeAll() {
    this.doc.data.sessions = {};
    await this.doc.write();
  }
}
