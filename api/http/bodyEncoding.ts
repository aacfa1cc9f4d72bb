import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Next } from 'koa';
import getRawBody from 'raw-body';
import { LARGE_JSON_BODY_LIMIT } from '../../shared/constants';
import createError from 'http-errors';
import { hasBody } from './hasBody';

const unzip = promisify(zlib.unzip);
const unbrotli = promisify(zlib.brotliDecompress);
const DECODERS: Record<string, (b: Buffer, o: zlib.ZlibOptions & zlib.BrotliOptions) => Promise<Buffer>> = {
  gzip: unzip,
  'x-gzip': unzip,
  // HTTP's "deflate" is the zlib format; unzip also takes gzip and tells them apart.
  deflate: unzip,
  br: unbrotli,
};
/** The largest body any route takes (imports), before and after decoding. */
const LIMIT = parseSize(LARGE_JSON_BODY_LIMIT);

function parseSize(text: string): number {
  const m = /^(\d+)mb$/i.exec(text);
  if (!m) throw new Error(`size ${text} is not in mb`);
  return Number(m[1]) * 1024 * 1024;
}

/**
 * A request body sent with a Content-Encoding is decoded here, first, for every route: an
 * encoding the server does not know is 415, a body that does not decode (e.g. `br` that is not
 * brotli, which once made a 500 with an error-level stack on every POST, admin routes without a
 * token included) is 400, more than the largest body any route takes is 413. Nothing after this
 * sees an encoded body: the parsers read the decoded bytes through a stand-in for ctx.req
 * (co-body and multer read ctx.req), with Content-Encoding gone and Content-Length set.
 */
export async function decodeBody(ctx: Context, next: Next) {
  const header = ctx.req.headers['content-encoding'];
  if (!header || !hasBody(ctx.req.headers)) return next();
  const codings = header
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== 'identity');
  if (!codings.length) return next();
  const unknown = codings.find((c) => !DECODERS[c]);
  if (unknown)
    throw createError(415, `Content-Encoding "${unknown.slice(0, 20)}" is not supported (use gzip, deflate or br)`);
  // raw-body's own errors (413 over the limit, 400 a size that does not match) are answered by errors.ts.
  let body = await getRawBody(ctx.req, { limit: LIMIT });
  // Codings are listed in the order they were applied: undone last first.
  for (const c of [...codings].reverse()) {
    try {
      body = await DECODERS[c](body, { maxOutputLength: LIMIT });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw createError(413, 'Request body too large');
      throw createError(400, `The request body could not be decoded (Content-Encoding: ${c})`);
    }
  }
  const headers = { ...ctx.req.headers, 'content-length': String(body.length) };
  delete headers['content-encoding'];
  delete headers['transfer-encoding'];
  const decoded = Object.assign(Readable.from([body], { objectMode: false }), {
    headers,
    method: ctx.req.method,
    url: ctx.req.url,
    socket: ctx.req.socket,
  });
  ctx.req = decoded as unknown as typeof ctx.req;
  return next();
}
