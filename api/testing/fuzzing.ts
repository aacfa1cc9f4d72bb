/**
 * Input tables shared by the fuzz test (api/testing/fuzz.test.ts) and the bad-input stress suite
 * (stress/badInput.test.ts). The fuzz test draws from them through fast-check (fuzzRequest), which
 * shrinks a failing request to its smallest form; the stress suite, which wants volume rather
 * than a minimal case, through the seeded PRNG generators. Both replay with the same seed.
 */
import fc from 'fast-check';

/** mulberry32: a small seeded PRNG. */
export function prng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Field names of every payload, plus prototype-pollution keys. */
export const FIELDS = [
  'title',
  'content',
  'date',
  'location',
  'category',
  'startTime',
  'endTime',
  'description',
  'imageUrl',
  'isVideo',
  'videoUrl',
  'name',
  'email',
  'subject',
  'message',
  'bio',
  'password',
  'page',
  'filename',
  'fileContent',
  'fileSize',
  'content',
  'createdAt',
  'website',
  '__proto__',
  'constructor',
  'id',
];
/** Route :id values. */
export const IDS = ['x', '', '%00', '..%2f..', 'a'.repeat(300), '🎺', '1e9'];
/** Strings that are valid, nearly valid or hostile for some field. */
export const STRINGS = [
  '',
  ' ',
  'x',
  'a'.repeat(5000),
  '2026-02-30',
  '2026-03-01',
  '2026-03-01T10:00:00Z',
  'javascript:alert(1)',
  '/uploads/a.jpg',
  'https://youtu.be/dQw4w9WgXcQ',
  'photos',
  'training',
  'ann@example.com',
  '\u0000',
  '<script>',
  '{"a":1}',
];
export const NUMBERS = [0, -1, 1e308, NaN, 3.5, 2 ** 53, 12, 13];
/** Bodies that are not a JSON object, or barely. */
export const RAW_BODIES = [
  '{',
  '[]',
  '"str"',
  'null',
  '1',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{}}}',
  '\u0000',
  'a=b',
  '{"a":' + '['.repeat(5000),
];
export const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
];
export const QUERY_KEYS = ['month', 'year', 'page', 'auth', 'category'];

export type Gen = ReturnType<typeof generators>;

/** Generators drawing from one PRNG. */
export function generators(rnd: () => number) {
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)];
  const int = (n: number) => Math.floor(rnd() * n);
  const value = (depth = 0): unknown => {
    const r = rnd();
    if (r < 0.15) return pick(STRINGS);
    if (r < 0.3) return pick(NUMBERS);
    if (r < 0.4) return pick([true, false, null]);
    if (r < 0.5 && depth < 3) return Array.from({ length: int(4) }, () => value(depth + 1));
    if (r < 0.6 && depth < 3) return obj(depth + 1);
    return int(1e6).toString(36);
  };
  const obj = (depth = 0): Record<string, unknown> =>
    Object.fromEntries(Array.from({ length: int(8) }, () => [pick(FIELDS), value(depth)]));
  /** A random query string (leading ?), values drawn from value(). */
  const query = (keys = QUERY_KEYS) =>
    `?${pick(keys)}=${encodeURIComponent(String(value()))}&${pick(keys)}=${encodeURIComponent(String(value()))}`;
  /** A string of random bytes from a given alphabet (printable by default). */
  const junk = (
    len: number,
    alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~!$&\'()*+,;=:@%/?#[] "<>\\^`{|}',
  ) => Array.from({ length: len }, () => alphabet[int(alphabet.length)]).join('');
  return { rnd, pick, int, value, obj, query, junk };
}

/** A JSON value as the fuzz test sends it, from the tables above; fast-check shrinks it. */
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { maxDepth: 3 },
    fc.constantFrom(...STRINGS),
    fc.constantFrom(...NUMBERS),
    fc.constantFrom(true, false, null),
    fc.string({ maxLength: 8 }),
    fc.array(tie('value'), { maxLength: 3 }),
    tie('object'),
  ),
  object: fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 7, noNullPrototype: true }),
}));

export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

/**
 * One request to a route of `routes`, mostly with its own method, sometimes a query, a token
 * (`token` or garbage), a body of a JSON value, object or raw text, a member cookie. As an
 * arbitrary, so a failing request is shrunk to the smallest that still fails.
 */
export function fuzzRequest(routes: readonly { method: string; path: string }[], token: string) {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      method: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), { freq: 9, nil: null }),
      id: fc.constantFrom(...IDS),
      query: fc.option(
        fc.tuple(fc.constantFrom(...QUERY_KEYS), json.value, fc.constantFrom(...QUERY_KEYS), json.value),
        {
          freq: 2,
          nil: null,
        },
      ),
      auth: fc.constantFrom(null, token, token, 'garbage'),
      body: fc.option(
        fc.tuple(
          fc.constantFrom(...CONTENT_TYPES),
          fc.oneof(
            fc.constantFrom(...RAW_BODIES),
            json.object.map((o) => JSON.stringify(o)),
            json.value.map((v) => JSON.stringify(v) ?? ''),
          ),
        ),
        { freq: 10, nil: null },
      ),
      cookie: fc.option(fc.tuple(fc.constantFrom('v1.999999999999999', 'x'), fc.constantFrom('abc', '')), {
        freq: 20,
        nil: null,
      }),
    })
    .map(({ route, method: other, id, query, auth, body, cookie }): FuzzRequest => {
      const method = other ?? route.method;
      let path = route.path.replace(':id', encodeURIComponent(id));
      if (query)
        path += `?${query[0]}=${encodeURIComponent(String(query[1]))}&${query[2]}=${encodeURIComponent(String(query[3]))}`;
      const headers: Record<string, string> = {};
      if (auth) headers.Authorization = `Bearer ${auth}`;
      if (cookie) headers.Cookie = `photos_authenticated=${cookie[0]}; photos_authenticated.sig=${cookie[1]}`;
      if (!body || method === 'GET' || method === 'HEAD') return { method, path, headers };
      headers['Content-Type'] = body[0];
      return { method, path, headers, body: body[1] };
    });
}
