import crypto from 'node:crypto';
import path from 'node:path';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import session from 'koa-session';
import { bearerToken } from './bearer';
import { JsonDoc } from '../storage/jsonDoc';
import type { WriteTracker } from '../storage/writeTracker';

/** How long a sign-in step's state lives (a TOTP secret waiting for its first code). */
export const SHORT_STATE_MS = 10 * 60_000;
const COOKIE = 'academy.step';
type Entry = { data: Record<string, unknown>; expiresAt: number };

/**
 * koa-session's external store: DATA_DIR/short-state.json (mode 600), so a restart between two
 * steps loses nothing. Entries are few and short-lived; expired ones go at each write.
 */
export class ShortStateStore {
  private doc: JsonDoc<{ entries: Record<string, Entry> }>;
  constructor(dataDir: string, tracker: WriteTracker) {
    this.doc = new JsonDoc(path.join(dataDir, 'short-state.json'), tracker, true);
  }
  async load() {
    await this.doc.load(() => ({ entries: {} }));
  }
  get = async (key: string) => {
    const e = this.doc.data.entries[key];
    return e && e.expiresAt > Date.now() ? e.data : undefined;
  };
  set = async (key: string, data: Record<string, unknown>, maxAge: number) => {
    const now = Date.now();
    for (const [k, e] of Object.entries(this.doc.data.entries)) if (e.expiresAt <= now) delete this.doc.data.entries[k];
    this.doc.data.entries[key] = { data, expiresAt: now + Math.min(maxAge, SHORT_STATE_MS + 10_000) };
    await this.doc.write();
  };
  destroy = async (key: string) => {
    if (!this.doc.data.entries[key]) return;
    delete this.doc.data.entries[key];
    await this.doc.write();
  };
}

/**
 * koa-session for the short state of a step (the design card's session middleware), only on the
 * paths that have one. Its id travels in an httpOnly, SameSite=Strict, signed cookie; a client
 * that keeps no cookies (the desktop app's main process sends none) is found by an HMAC of its
 * bearer token instead, never the token itself. The state belongs to the account that made it:
 * another account's request never sees it.
 */
export function shortState(app: Koa, store: ShortStateStore, keys: string[], paths: readonly string[]) {
  const hmacKey = keys[0] ?? crypto.randomBytes(32).toString('hex');
  const fromBearer = (ctx: Context) => {
    const token = bearerToken(ctx);
    return token ? `b.${crypto.createHmac('sha256', hmacKey).update(token).digest('base64url')}` : '';
  };
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, signed: true, overwrite: true };
  const middleware = session(
    {
      key: COOKIE,
      maxAge: SHORT_STATE_MS,
      ...cookieOptions,
      store,
      genid: (ctx: Context) => fromBearer(ctx) || crypto.randomUUID(),
      externalKey: {
        get: (ctx: Context) => ctx.cookies.get(COOKIE, { signed: true }) || fromBearer(ctx),
        set: (ctx: Context, key: string) => ctx.cookies.set(COOKIE, key, { ...cookieOptions, maxAge: SHORT_STATE_MS }),
      },
      valid: (ctx: Context, data: Record<string, unknown>) => data.accountId === ctx.state.account?.id,
    },
    app,
  );
  const wanted = new Set(paths);
  return (ctx: Context, next: Next) => (wanted.has(ctx.path) ? middleware(ctx, next) : next());
}
