import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { negotiate, Payload } from './payload';

describe('negotiate (Accept-Encoding)', () => {
  it('prefers br, then gzip; q-values and * count; nothing acceptable is identity', () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'identity'],
      ['', 'identity'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
      ['*;q=0', 'identity'],
      ['identity', 'identity'],
      ['br;q=0, gzip;q=0', 'identity'],
      ['deflate', 'identity'],
      ['identity;q=1, br;q=0.2', 'identity'],
      ['GZIP;Q=0.8, BR;q=0.9', 'br'],
    ];
    for (const [header, expected] of cases) expect(negotiate(header), String(header)).toBe(expected);
  });
});

describe('Payload', () => {
  it('small JSON views compress at once; large ones in the thread pool; both decode to the body', async () => {
    const small = new Payload(Buffer.from(JSON.stringify({ list: 'x'.repeat(5000) })), {
      type: 'application/json; charset=utf-8',
      compression: 'fast',
    });
    const v = small.variant('br');
    expect(v).not.toBeInstanceOf(Promise);
    expect(zlib.brotliDecompressSync((v as any).body).equals(small.body)).toBe(true);
    const big = new Payload(
      Buffer.from(JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, text: `message ${i}` })))),
      { type: 'application/json; charset=utf-8', compression: 'fast' },
    );
    const pending = big.variant('gzip');
    expect(pending).toBeInstanceOf(Promise);
    expect(zlib.gunzipSync((await pending).body).equals(big.body)).toBe(true);
    expect(big.variant('gzip')).not.toBeInstanceOf(Promise); // made once
  });
  it('below 1 KB or not compressible: identity only', () => {
    const tiny = new Payload(Buffer.from('{}'), { type: 'application/json' });
    expect((tiny.variant('br') as any).headers.some(([k]: [string]) => k === 'Content-Encoding')).toBe(false);
    const png = new Payload(Buffer.alloc(5000), { type: 'image/png' });
    expect((png.variant('gzip') as any).body).toBe(png.body);
  });
});
