import path from 'node:path';
import type { Context, Next } from 'koa';
import { IDEMPOTENCY_HEADER, REPLAY_HEADER } from '../../shared/api';
import { IDEMPOTENCY_WINDOW_MS } from '../../shared/constants';
import { API } from '../../shared/routes';
import createError from 'http-errors';
import { JsonDoc } from '../storage/jsonDoc';
import type { WriteTracker } from '../storage/writeTracker';

/**
 * Idempotency keys for admin writes (the desktop app's queued edits send one per queued edit).
 *
 * An admin POST/PUT/PATCH/DELETE under /api with an `Idempotency-Key` header (1-100 of A-Z a-z 0-9 _ -)
 * runs once. Its answer, when 2xx, is remembered for 24 hours (status and body, in
 * DATA_DIR/idempotency.json, written before the answer leaves), and a repeat with the same key,
 * method and path gets that answer again, with `Idempotent-Replay: true`, without running the
 * handler. The same key with another method or path is 422. A repeat while the first is still
 * running waits for it (a client that timed out and retried then gets the real answer, where a
 * 409 would have made the desktop app set a change that succeeded aside as refused). An error
 * answer is not remembered: the next try runs again.
 *
 * One store takes admin writes (a valid bearer token: the middleware sits after the bearer check
 * in app.ts); a second, smaller one (publicIdempotency) takes the public posts that a phone may
 * send again after a lost answer (the offline contact form), so a flood of public keys can never
 * push an administrator's keys out. Every other request passes through untouched, header or not.
 * Admin keys are scoped per staff account (one account's key never replays another's answer).
 *
 * Bounded: at most MAX_KEYS keys and MAX_BYTES of remembered bodies, oldest dropped first. If
 * the file can't be written (disk full) after the handler succeeded, the answer is still the
 * success (a failure would make the client send it again) and the key is kept in memory.
 */
export const IDEMPOTENCY_TTL_MS = IDEMPOTENCY_WINDOW_MS;
export const MAX_KEYS = 10_000;
export const MAX_BYTES = 20 * 1024 * 1024;
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const BAD_KEY_MESSAGE = `${IDEMPOTENCY_HEADER} must be 1 to 100 characters: letters, digits, "-" or "_"`;
export const KEY_REUSED_MESSAGE =
  `This ${IDEMPOTENCY_HEADER} was already used for a different request (method and path); ` +
  'use a new key for a new request';

type Entry = { key: string; request: string; status: number; type: string; body: string | null; at: number };
type Doc = { entries: Entry[] };
type Running = { request: string; done: Promise<void> };

export class IdempotencyStore {
  private doc: JsonDoc<Doc>;
  private entries = new Map<string, Entry>(); // insertion order = age
  private bytes = 0;
  private running = new Map<string, Running>();

  constructor(
    dataDir: string,
    tracker: WriteTracker,
    private readonly log: (line: string) => void = () => {},
    private readonly now = () => Date.now(),
    private readonly limits = { keys: MAX_KEYS, bytes: MAX_BYTES },
    /** Which requests' keys this store takes (default: admin writes under /api). */
    private readonly accepts: (ctx: Context) => boolean = (ctx) => ctx.state.admin === true,
    file = 'idempotency.json',
  ) {
    // private (mode 600): remembered answers may hold personal data (contact messages).
    this.doc = new JsonDoc<Doc>(path.join(dataDir, file), tracker, true);
  }

  async load() {
    await this.doc.load(() => ({ entries: [] }));
    const saved = Array.isArray(this.doc.data.entries) ? this.doc.data.entries : [];
    for (const e of [...saved].sort((a, b) => a.at - b.at)) this.add(e);
    this.prune();
  }

  get size() {
    return this.entries.size;
  }

  private add(e: Entry) {
    this.drop(e.key);
    this.entries.set(e.key, e);
    this.bytes += e.body?.length ?? 0;
  }
  private drop(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.body?.length ?? 0;
  }
  /** Drops expired keys, then the oldest while over the limits. */
  private prune() {
    const cutoff = this.now() - IDEMPOTENCY_TTL_MS;
    for (const e of this.entries.values()) {
      const over = this.entries.size > this.limits.keys || (this.bytes > this.limits.bytes && this.entries.size > 1);
      if (e.at > cutoff && !over) break;
      this.drop(e.key);
    }
  }

  private async remember(e: Entry) {
    this.add(e);
    this.prune();
    this.doc.data.entries = [...this.entries.values()];
    try {
      await this.doc.write();
    } catch (err) {
      this.log(
        `idempotency: key kept in memory only, the file could not be written: ${(err as Error)?.message ?? err}`,
      );
    }
  }

  middleware() {
    return async (ctx: Context, next: Next) => {
      const header = ctx.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (header === undefined || !this.accepts(ctx) || !METHODS.has(ctx.method)) return next();
      if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
      const raw = Array.isArray(header) ? header.join(',') : header;
      if (!KEY_PATTERN.test(raw)) throw createError(400, BAD_KEY_MESSAGE);
      // Each account's keys are its own: another account sending the same key never gets this answer.
      const key = `${ctx.state.account?.id ?? ''}:${raw}`;
      const request = `${ctx.method} ${ctx.path}`;

      for (let r = this.running.get(key); r; r = this.running.get(key)) {
        if (r.request !== request) throw createError(422, KEY_REUSED_MESSAGE);
        await r.done;
      }
      this.prune();
      const seen = this.entries.get(key);
      if (seen) {
        if (seen.request !== request) throw createError(422, KEY_REUSED_MESSAGE);
        ctx.status = seen.status;
        ctx.set(REPLAY_HEADER, 'true');
        ctx.set('Cache-Control', 'no-store');
        if (seen.body !== null) {
          ctx.body = Buffer.from(seen.body);
          ctx.type = seen.type || 'application/json';
        }
        return;
      }

      let finish!: () => void;
      this.running.set(key, { request, done: new Promise<void>((r) => (finish = r)) });
      try {
        await next();
        if (ctx.status >= 200 && ctx.status < 300) {
          const body = bodyText(ctx.body);
          if (body !== undefined)
            await this.remember({
              key,
              request,
              status: ctx.status,
              type: ctx.response.get('Content-Type'),
              body,
              at: this.now(),
            });
        }
      } finally {
        this.running.delete(key);
        finish();
      }
    };
  }
}

/** The answer's body as text; undefined for one that can't be kept (a stream). */
function bodyText(body: unknown): string | null | undefined {
  if (body === null || body === undefined) return null;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  if (typeof body === 'string') return body;
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  return JSON.stringify(body);
}

/** Public posts a client may repeat with the same key (the contact form's offline outbox). */
export const PUBLIC_IDEMPOTENT_PATHS: readonly string[] = [API.contact];

/**
 * The public posts' store: its own file and smaller bounds. A key is a random UUID the phone
 * made for one message; the remembered answer is that message, given back only to a holder of
 * the key.
 */
export const publicIdempotency = (dataDir: string, tracker: WriteTracker, log: (line: string) => void) =>
  new IdempotencyStore(
    dataDir,
    tracker,
    log,
    undefined,
    { keys: 2000, bytes: 2 * 1024 * 1024 },
    (ctx) => ctx.state.admin !== true && ctx.method === 'POST' && PUBLIC_IDEMPOTENT_PATHS.includes(ctx.path),
    'idempotency-public.json',
  );
