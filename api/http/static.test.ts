import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetFromTable, parseOffsetTable } from '../../shared/tzOffsets';
import { PASSWORDS, startTestServer, tempDir, type TestServer } from '../testing/harness';

let t: TestServer;
let bare: TestServer;
const dist = tempDir('academy-dist-');
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><body>app ${'x'.repeat(3000)}</body></html>`);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('y'.repeat(5000))})`);
  fs.writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  t = await startTestServer({ webDist: dist });
  bare = await startTestServer({ webDist: path.join(dist, 'missing') });
});
afterAll(async () => {
  await t.stop();
  await bare.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('hashed assets: a year, immutable, compressed', async () => {
    const res = await t.req('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect((await t.req('/assets/missing.js')).status).toBe(404);
  });
  it('index.html (no-cache) for every non-API path; unknown /api paths stay JSON 404', async () => {
    for (const p of ['/', '/schedule', '/admin/dashboard', '/no/such/page']) {
      const res = await t.req(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('app x');
    }
    const api = await t.req('/api/nope');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });
  it('gzip and brotli', async () => {
    const http = await import('node:http');
    const get = (enc: string) =>
      new Promise<{ headers: any; body: Buffer }>((resolve) =>
        http.get(`${t.url}/`, { headers: { 'Accept-Encoding': enc } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }),
      );
    const br = await get('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('app x');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('app x');
  });
  it('security headers on pages (the API has its own: security.test.ts)', async () => {
    for (const p of ['/', '/about']) {
      const res = await t.req(p);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain('https://www.youtube-nocookie.com');
      expect(csp).toContain('https://drive.google.com');
      expect(csp).toContain('https://player.vimeo.com');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
  it('robots.txt and sitemap.xml', async () => {
    const robots = await (await t.req('/robots.txt')).text();
    for (const p of ['/admin', '/photos', '/training']) expect(robots).toContain(`Disallow: ${p}`);
    const sitemap = await (await t.req('/sitemap.xml')).text();
    // PUBLIC_URL, never the Host the request came with (clientLimits.test.ts sends a hostile one).
    const origin = t.services.config.publicUrl;
    expect(sitemap).toContain(`<loc>${origin}/</loc>`);
    expect(sitemap).not.toContain('/admin');
    expect(sitemap).not.toContain('/photos');
    // Both languages, each with its alternates (issue 33).
    for (const p of ['/', '/es/', '/schedule', '/es/schedule', '/es/about'])
      expect(sitemap).toContain(`<loc>${origin}${p}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${origin}/es/about"/>`);
    expect(robots).toContain('Disallow: /es/photos');
  });
  it('without a build: a small page saying the site is not built', async () => {
    const res = await bare.req('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/not built/);
  });
});

/** `npm run set-password -- <name>` as the operator runs it, beside the running server. */
function setPasswordWithCli(name: 'admin' | 'photos' | 'training', password: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'api/cli/set-password.ts', name], {
    cwd: path.join(import.meta.dirname, '../..'),
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: t.dataDir },
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
}

describe('set-password CLI', () => {
  it('changes a password from stdin, bumps its version, ends admin sessions', async () => {
    const token = await t.login();
    setPasswordWithCli('admin', 'brand-new-admin-pass');
    // The running server re-reads secrets.json (checked at most once a second).
    await expect
      .poll(async () => (await t.req('/api/admin/session', { token })).status, { timeout: 5000, interval: 250 })
      .toBe(401);
    expect((await t.req('/api/admin/login', { method: 'POST', json: { password: PASSWORDS.admin } })).status).toBe(401);
    expect(
      (await t.req('/api/admin/login', { method: 'POST', json: { password: 'brand-new-admin-pass' } })).status,
    ).toBe(200);
  });

  it('a member password changed from the CLI ends old page cookies within a second, with no other call', async () => {
    const cookie = await t.pageCookie('photos');
    expect((await t.req('/api/gallery?page=photos', { cookie })).status).toBe(200);
    setPasswordWithCli('photos', 'brand-new-photos-pass');
    // Only the old cookie is used meanwhile: nothing else may refresh the server's view.
    await expect
      .poll(async () => (await t.req('/api/gallery?page=photos', { cookie })).status, { timeout: 5000, interval: 100 })
      .toBe(401);
    const fresh = await t.req('/api/protected/login', {
      method: 'POST',
      json: { page: 'photos', password: 'brand-new-photos-pass' },
    });
    expect(fresh.status).toBe(200);
  });
});

describe('web app from memory', () => {
  const http = import('node:http');
  /** A raw GET (fetch would decode the body and hide Content-Encoding). */
  const raw = async (server: TestServer, pathname: string, headers: Record<string, string> = {}, method = 'GET') => {
    const { request } = await http;
    return new Promise<{ status: number; headers: Record<string, any>; body: Buffer }>((resolve, reject) => {
      const req = request(`${server.url}${pathname}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  };
  const onDisk = () => fs.readFileSync(path.join(dist, 'assets', 'index-abc123.js'));

  it('precompressed brotli and gzip variants: right headers, same bytes once decoded', async () => {
    const identity = await raw(t, '/assets/index-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(onDisk())).toBe(true);
    expect(Number(identity.headers['content-length'])).toBe(onDisk().length);
    const br = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.body).equals(onDisk())).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(onDisk())).toBe(true);
    for (const r of [identity, br, gz]) {
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(r.headers['content-length'])).toBe(r.body.length);
    }
    expect(new Set([identity.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    // Nothing acceptable but identity, or nothing at all: uncompressed, never a 500.
    for (const enc of ['identity', 'br;q=0, gzip;q=0', '*;q=0']) {
      const r = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': enc });
      expect(r.status, enc).toBe(200);
      expect(r.headers['content-encoding'], enc).toBeUndefined();
    }
  });
  it('ETag and Last-Modified: 304 for any of the variants, HEAD without a body', async () => {
    const br = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    for (const enc of ['br', 'gzip', '']) {
      const r = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': enc, 'If-None-Match': br.headers.etag });
      expect(r.status, enc).toBe(304);
      expect(r.body.length).toBe(0);
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    }
    expect((await raw(t, '/assets/index-abc123.js', { 'If-None-Match': '"other"' })).status).toBe(200);
    expect(
      (await raw(t, '/favicon.ico', { 'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString() })).status,
    ).toBe(304);
    const head = await raw(t, '/assets/index-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
  });
  it('index.html for SPA paths (not for /api or /uploads), small files uncompressed', async () => {
    const index = fs.readFileSync(path.join(dist, 'index.html'));
    for (const p of ['/', '/schedule', '/admin/dashboard', '/index.html', '/uploads']) {
      const r = await raw(t, p, { 'Accept-Encoding': 'br' });
      expect(r.status, p).toBe(200);
      expect(r.headers['cache-control'], p).toBe('no-cache');
      expect(zlib.brotliDecompressSync(r.body).equals(index), p).toBe(true);
    }
    expect((await raw(t, '/uploads/nope.jpg')).headers['content-type']).toMatch(/json/);
    const ico = await raw(t, '/favicon.ico', { 'Accept-Encoding': 'br' });
    expect(ico.headers['content-encoding']).toBeUndefined();
    expect(ico.headers['cache-control']).toBe('public, max-age=3600');
    expect((await raw(t, '/assets/missing.js')).status).toBe(404);
    expect((await raw(t, '/', {}, 'POST')).status).toBe(404);
  });
  it('a rebuild is picked up: a new index.html (within about a second) and assets written after it', async () => {
    const own = tempDir('academy-dist2-');
    fs.mkdirSync(path.join(own, 'assets'));
    fs.writeFileSync(path.join(own, 'index.html'), '<!doctype html><p>first build</p>');
    const s = await startTestServer({ webDist: own });
    try {
      expect((await raw(s, '/schedule')).body.toString()).toContain('first build');
      fs.writeFileSync(path.join(own, 'index.html'), '<!doctype html><p>second build, longer</p>');
      fs.writeFileSync(path.join(own, 'assets', 'late-x1.js'), 'console.log(1)');
      expect((await raw(s, '/assets/late-x1.js')).body.toString()).toBe('console.log(1)');
      await expect
        .poll(async () => (await raw(s, '/schedule')).body.toString(), { timeout: 5000, interval: 200 })
        .toContain('second build');
      fs.rmSync(path.join(own, 'index.html'));
      await expect
        .poll(async () => (await raw(s, '/')).body.toString(), { timeout: 5000, interval: 200 })
        .toMatch(/not built/);
    } finally {
      await s.stop();
      fs.rmSync(own, { recursive: true, force: true });
    }
  });
  it('a Spanish path that is not prerendered gets the app\'s page with lang="es" from its first byte', async () => {
    const own = tempDir('academy-dist4-');
    fs.writeFileSync(path.join(own, 'index.html'), '<!doctype html><html lang="en"><div id="root"></div></html>');
    const s = await startTestServer({ webDist: own });
    try {
      for (const p of ['/es/subscribe/confirm', '/es/no/such/page'])
        expect(await (await s.req(p)).text(), p).toContain('<html lang="es">');
      for (const p of ['/subscribe/confirm', '/essay', '/'])
        expect(await (await s.req(p)).text(), p).toContain('<html lang="en">');
    } finally {
      await s.stop();
      fs.rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('prerendered pages', () => {
  it('/ and /about get their prerendered HTML (no-cache), other paths index.html', async () => {
    const own = tempDir('academy-dist3-');
    fs.mkdirSync(path.join(own, 'prerendered'));
    fs.writeFileSync(path.join(own, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(own, 'prerendered', 'home.html'), '<!doctype html><p>prerendered home</p>');
    fs.writeFileSync(path.join(own, 'prerendered', 'about.html'), '<!doctype html><p>prerendered about</p>');
    const s = await startTestServer({ webDist: own });
    try {
      const page = async (p: string) => {
        const res = await s.req(p);
        expect(res.status, p).toBe(200);
        expect(res.headers.get('cache-control'), p).toBe('no-cache');
        expect(res.headers.get('content-type'), p).toMatch(/text\/html/);
        return res.text();
      };
      expect(await page('/')).toContain('prerendered home');
      expect(await page('/about')).toContain('prerendered about');
      // Not prerendered (no file, or not one of the pages): the app's index.html.
      for (const p of ['/no/such/page', '/schedule', '/home', '/about/team', '/admin/login'])
        expect(await page(p), p).toContain('<div id="root"></div>');
    } finally {
      await s.stop();
      fs.rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('timezone offsets in the pages', () => {
  it("every HTML page carries the academy timezone's offsets as a data block; other files are untouched", async () => {
    const own = tempDir('academy-dist4-');
    fs.mkdirSync(path.join(own, 'prerendered'));
    fs.mkdirSync(path.join(own, 'assets'));
    fs.writeFileSync(path.join(own, 'index.html'), '<!doctype html><head><title>x</title></head><div id="root"></div>');
    fs.writeFileSync(path.join(own, 'prerendered', 'home.html'), '<!doctype html><head></head><p>home</p>');
    fs.writeFileSync(path.join(own, 'assets', 'a-1.js'), 'const s = "</head>";');
    const s = await startTestServer({ webDist: own, timezone: 'Europe/Berlin' });
    try {
      for (const p of ['/', '/admin/login']) {
        const html = await (await s.req(p)).text();
        const block = /<script type="application\/json" id="tz-offsets">(.*?)<\/script><\/head>/.exec(html);
        expect(block, p).not.toBeNull();
        const table = parseOffsetTable(block![1]);
        expect(table?.tz).toBe('Europe/Berlin');
        // A year back and five ahead: the spring and fall changes of each year.
        expect(table!.changes.length).toBeGreaterThanOrEqual(11);
        expect(offsetFromTable(table!, 'Europe/Berlin', Date.parse('2026-07-01T00:00:00Z'))).toBe(120);
        expect(offsetFromTable(table!, 'Europe/Berlin', Date.parse('2026-12-01T00:00:00Z'))).toBe(60);
      }
      expect(await (await s.req('/assets/a-1.js')).text()).toBe('const s = "</head>";');
    } finally {
      await s.stop();
      fs.rmSync(own, { recursive: true, force: true });
    }
  });
});
