import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'koa';
import Negotiator from 'negotiator';

/**
 * A response body kept in memory with its headers precomputed and its compressed variants made
 * once (not per request, as koa-compress would): static files (static.ts) and cached JSON views
 * (http/viewCache.ts). sendPayload() picks the variant from Accept-Encoding and answers without
 * koa-compress (ctx.compress = false).
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this many bytes a body is sent as is (koa-compress's threshold in app.ts). */
export const COMPRESS_THRESHOLD = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
export const isCompressible = (type: string) => COMPRESSIBLE.test(type);

/** Views larger than this are compressed in the thread pool, not on the event loop. */
const SYNC_COMPRESS_MAX = 128 * 1024;

const negotiated = new Map<string, Encoding>();
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
/** negotiator 1.x breaks ties by `preferred`; @types/negotiator (0.6) does not know that option. */
type PreferringNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };
/**
 * The encoding to answer with, as Koa's own negotiator chooses it (highest q; ties: br, then
 * gzip); identity also when nothing is acceptable (e.g. `*;q=0`: an uncompressed answer rather
 * than a 406). Results are cached per header value (browsers send a handful of distinct values),
 * so the fast path pays a map lookup, not negotiator's parse and sort.
 */
export function negotiate(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const value = Array.isArray(header) ? header.join(',') : header;
  let enc = negotiated.get(value);
  if (enc) return enc;
  const chosen = (new Negotiator({ headers: { 'accept-encoding': value } }) as PreferringNegotiator).encoding(
    ENCODINGS,
    { preferred: ENCODINGS },
  );
  enc = (chosen as Encoding | undefined) ?? 'identity';
  if (negotiated.size >= 200) negotiated.clear();
  negotiated.set(value, enc);
  return enc;
}

export type Variant = {
  body: Buffer;
  headers: [string, string][];
  /** A 304's: the same without Content-Type and Content-Length (Koa drops them from an empty answer). */
  notModifiedHeaders: [string, string][];
  /** Both as flat [name, value, ...] lists, for writeHead() on the fast path (writePayload). */
  raw: string[];
  notModifiedRaw: string[];
};
export type PayloadOptions = {
  type: string;
  cacheControl?: string;
  /** A strong ETag from the content (per variant: "<hash>", "<hash>-br", "<hash>-gz"), and 304s. */
  etag?: boolean;
  lastModified?: Date;
  /**
   * 'fast': brotli 4 / gzip 6 made on first use (JSON views, remade after each change);
   * 'best': brotli 9 / gzip 9 made in the thread pool (static files, once per build:
   * about 1 s of one core for all of web/dist; brotli 11 would be ~7% smaller for 40x the time).
   */
  compression?: 'fast' | 'best';
  /** Variants made ahead (the build's .br/.gz files, precompressed.ts): used instead of compressing. */
  made?: Partial<Record<'br' | 'gzip', Buffer>>;
};

export class Payload {
  readonly compressible: boolean;
  private readonly hash?: string;
  /** The ETags of the variants, as sent: "<hash>", "<hash>-br", "<hash>-gz". */
  private readonly tags: readonly string[] = [];
  private readonly identity: Variant;
  private variants: Partial<Record<'br' | 'gzip', Variant | Promise<Variant>>> = {};

  constructor(
    readonly body: Buffer,
    private readonly options: PayloadOptions,
  ) {
    this.compressible = isCompressible(options.type) && body.length >= COMPRESS_THRESHOLD;
    if (options.etag) {
      this.hash = crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22);
      this.tags = [`"${this.hash}"`, `"${this.hash}-br"`, `"${this.hash}-gz"`];
    }
    this.identity = this.makeVariant('identity', body);
    for (const [enc, made] of Object.entries(options.made ?? {}) as ['br' | 'gzip', Buffer][])
      if (this.compressible) this.variants[enc] = this.smaller(enc, made);
  }

  /** The variant for a compressed body, or identity when compressing did not make it smaller. */
  private smaller(enc: 'br' | 'gzip', body: Buffer): Variant {
    return body.length < this.body.length ? this.makeVariant(enc, body) : this.identity;
  }

  private makeVariant(enc: Encoding, body: Buffer): Variant {
    const headers = this.headersFor(enc, body.length);
    const notModifiedHeaders = headers.filter(([k]) => k !== 'Content-Type' && k !== 'Content-Length');
    return { body, headers, notModifiedHeaders, raw: headers.flat(), notModifiedRaw: notModifiedHeaders.flat() };
  }

  private headersFor(enc: Encoding, length: number): [string, string][] {
    const o = this.options;
    const h: [string, string][] = [['Content-Type', o.type]];
    if (isCompressible(o.type)) h.push(['Vary', 'Accept-Encoding']);
    if (enc !== 'identity') h.push(['Content-Encoding', enc]);
    if (o.cacheControl) h.push(['Cache-Control', o.cacheControl]);
    if (this.hash) {
      h.push(['ETag', `"${this.hash}${enc === 'br' ? '-br' : enc === 'gzip' ? '-gz' : ''}"`]);
    }
    if (o.lastModified) h.push(['Last-Modified', o.lastModified.toUTCString()]);
    h.push(['Content-Length', String(length)]);
    return h;
  }

  private compress(enc: 'br' | 'gzip'): Variant | Promise<Variant> {
    const best = this.options.compression === 'best';
    const make = (body: Buffer) => this.smaller(enc, body);
    // A window no larger than the body: brotli's buffers and hash tables follow the window, and
    // freed native memory stays in the process (RSS) long after.
    const lgwin = Math.max(16, Math.min(22, Math.ceil(Math.log2(this.body.length + 1))));
    const brOptions = {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 9 : 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: lgwin,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    };
    const gzOptions = { level: best ? 9 : 6 };
    // Small JSON views: at once, on this thread (well under a millisecond). Files and large views
    // (e.g. 10,000 contact messages): in the thread pool, so the event loop never waits for them.
    if (!best && this.body.length <= SYNC_COMPRESS_MAX)
      return make(enc === 'br' ? zlib.brotliCompressSync(this.body, brOptions) : zlib.gzipSync(this.body, gzOptions));
    return new Promise<Variant>((resolve) => {
      const done = (err: Error | null, body: Buffer) => {
        const v = err ? this.identity : make(body);
        this.variants[enc] = v;
        resolve(v);
      };
      if (enc === 'br') zlib.brotliCompress(this.body, brOptions, done);
      else zlib.gzip(this.body, gzOptions, done);
    });
  }

  /** The body and headers for an encoding (a Promise while a 'best' variant is being made). */
  variant(enc: Encoding): Variant | Promise<Variant> {
    if (enc === 'identity' || !this.compressible) return this.identity;
    let v = this.variants[enc];
    if (!v) this.variants[enc] = v = this.compress(enc);
    return v;
  }

  /** Makes both compressed variants now (static files, in the background after a load). */
  async precompress(): Promise<void> {
    if (!this.compressible) return;
    await this.variant('br');
    await this.variant('gzip');
  }

  /** A compressed body as this payload makes it, or null when it is not smaller (the build's .br/.gz files). */
  async compressedBody(enc: 'br' | 'gzip'): Promise<Buffer | null> {
    const v = await this.variant(enc);
    return v === this.identity ? null : v.body;
  }

  get lastModified(): Date | undefined {
    return this.options.lastModified;
  }

  /** True when If-None-Match names one of this payload's ETags, any encoding (weak comparison, as for GET). */
  matches(ifNoneMatch: string): boolean {
    const tags = this.tags;
    if (tags.length === 0) return false;
    if (tags.includes(ifNoneMatch)) return true; // what a browser or a CDN sends back: one tag, as given
    return ifNoneMatch.split(',').some((t) => {
      const tag = t.trim().replace(/^W\//, '');
      return tag === '*' || tags.includes(tag);
    });
  }
}

/** The variant for a request's Accept-Encoding (a Promise while a 'best' variant is being made). */
export const variantFor = (p: Payload, headers: IncomingHttpHeaders) =>
  p.variant(p.compressible ? negotiate(headers['accept-encoding']) : 'identity');

/**
 * True when a GET/HEAD's If-None-Match (else If-Modified-Since) says the client has this payload.
 * Not Koa's `fresh`, for measured reasons: fresh compares one ETag, where a payload has one per
 * encoding and any of them earns the 304 (a CDN revalidating with another encoding's tag); it
 * answers 200 to any request carrying `Cache-Control: no-cache`, where the fast path and Koa's
 * route answer 304 today; and it took 372 ns a check against 114 ns here (tsx, 2 M checks).
 */
export function isNotModified(p: Payload, method: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const inm = headers['if-none-match'];
  const ims = headers['if-modified-since'];
  const lm = p.lastModified;
  return inm
    ? p.matches(inm)
    : ims && lm
      ? Math.floor(lm.getTime() / 1000) <= Math.floor(Date.parse(ims) / 1000)
      : false;
}

/**
 * Answers with a payload: the variant the client accepts, its precomputed headers, 304 when
 * If-None-Match / If-Modified-Since say the client has it. Bypasses koa-compress.
 */
export async function sendPayload(ctx: Context, p: Payload, status = 200): Promise<void> {
  let v = variantFor(p, ctx.req.headers);
  if (v instanceof Promise) v = await v;
  const res = ctx.res;
  ctx.compress = false;
  if (status === 200 && isNotModified(p, ctx.method, ctx.req.headers)) {
    for (const [k, val] of v.notModifiedHeaders) res.setHeader(k, val);
    ctx.status = 304;
    return;
  }
  for (const [k, val] of v.headers) res.setHeader(k, val);
  ctx.status = status;
  ctx.body = v.body;
}

/**
 * The same answer as sendPayload (200 or 304) with a variant from variantFor, written straight
 * on the Node response, for fastPath.ts: `head` (flat [name, value, ...]: the security headers),
 * `extra` (the list's own, httpCache.ts publicViewHeaders), then the variant's headers, in one writeHead() of a flat list, which Node
 * writes without a header map or a check per header (all of them are ours, made once).
 * Returns the status sent.
 */
export function writePayload(
  req: IncomingMessage,
  res: ServerResponse,
  p: Payload,
  v: Variant,
  head: readonly string[],
  extra: readonly string[],
): 200 | 304 {
  const notModified = isNotModified(p, req.method, req.headers);
  const status = notModified ? 304 : 200;
  res.writeHead(status, [...head, ...extra, ...(notModified ? v.notModifiedRaw : v.raw)]);
  res.end(notModified || req.method === 'HEAD' ? undefined : v.body);
  return status;
}
