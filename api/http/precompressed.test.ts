import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../testing/harness';
import { precompressFolder } from './precompressed';

const dist = tempDir('academy-dist-ahead-');
const at = (...p: string[]) => path.join(dist, ...p);
const script = `console.log(${JSON.stringify('made ahead '.repeat(600))})`;
/** Valid brotli of the script with bytes the server's quality 9 never makes: which one was sent shows. */
const quickBr = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
let t: TestServer;
beforeAll(async () => {
  fs.mkdirSync(at('assets'));
  fs.writeFileSync(at('index.html'), `<!doctype html><html><head></head><body>${'page '.repeat(600)}</body></html>`);
  fs.writeFileSync(at('assets', 'app-x1.js'), script);
  fs.writeFileSync(at('assets', 'later-x2.js'), script);
  fs.writeFileSync(at('assets', 'tiny-x3.js'), 'console.log(1)');
  fs.writeFileSync(at('photo.png'), Buffer.alloc(5000));
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The body sent for an encoding, undecoded, and its Content-Encoding. */
async function sent(pathname: string, encoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    request(`${t.url}${pathname}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe("the build's compressed files", () => {
  it('written beside each file the server compresses, none for pages, small or binary files', async () => {
    expect(await precompressFolder(dist)).toBe(4); // a .br and a .gz for each script
    for (const name of ['app-x1.js', 'later-x2.js']) {
      expect(zlib.brotliDecompressSync(fs.readFileSync(at('assets', `${name}.br`))).toString()).toBe(script);
      expect(zlib.gunzipSync(fs.readFileSync(at('assets', `${name}.gz`))).toString()).toBe(script);
    }
    for (const name of ['index.html', 'assets/tiny-x3.js', 'photo.png'])
      expect([fs.existsSync(at(`${name}.br`)), fs.existsSync(at(`${name}.gz`))], name).toEqual([false, false]);
  });

  it('sent as they are; a file changed after them is compressed by the server; never served as files', async () => {
    fs.writeFileSync(at('assets', 'app-x1.js.br'), quickBr);
    fs.writeFileSync(at('assets', 'later-x2.js.br'), quickBr);
    // Replaced after its .br (a hand edit, a partial copy): that .br is not its.
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(at('assets', 'later-x2.js.br'), past, past);
    t = await startTestServer({ webDist: dist });
    const ahead = await sent('/assets/app-x1.js', 'br');
    expect([ahead.status, ahead.encoding]).toEqual([200, 'br']);
    expect(ahead.body.equals(quickBr)).toBe(true);
    const gz = await sent('/assets/app-x1.js', 'gzip');
    expect(gz.body.equals(fs.readFileSync(at('assets', 'app-x1.js.gz')))).toBe(true);
    const own = await sent('/assets/later-x2.js', 'br');
    expect(own.encoding).toBe('br');
    expect(own.body.equals(quickBr)).toBe(false);
    expect(zlib.brotliDecompressSync(own.body).toString()).toBe(script);
    const page = await sent('/', 'br');
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('page page');
    for (const p of ['/assets/app-x1.js.br', '/assets/app-x1.js.gz', '/assets/later-x2.js.br'])
      expect((await sent(p, 'identity')).status, p).toBe(404);
  });
});
