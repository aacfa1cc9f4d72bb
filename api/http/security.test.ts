import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_IDLE_MS } from '../../shared/constants';
import { apiRoutes } from '../routes';
import { PASSWORDS, startTestServer, tempDir, type TestServer } from '../testing/harness';

/**
 * Security checks of issue 6: every admin route refuses a missing, wrong, expired and revoked
 * token; logins are limited; an upload can never come back as HTML or script.
 */
const concrete = (p: string) => p.replace(/:id/g, 'some-id');
const admin = apiRoutes.filter((r) => r.permission === 'admin');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

async function expectAll401(t: TestServer, token: string | null, label: string) {
  for (const r of admin) {
    const res = await t.req(concrete(r.path), {
      method: r.method,
      token,
      ...(r.method === 'POST' || r.method === 'PUT' ? { json: {} } : {}),
    });
    expect(res.status, `${label}: ${r.method} ${r.path}`).toBe(401);
    expect(((await res.json()) as { message: string }).message, `${label}: ${r.method} ${r.path}`).toBeTruthy();
  }
}

describe('admin routes refuse every token that is not a live session', () => {
  it('missing, wrong, expired (7 days unused) and revoked tokens all get 401 on every admin route', async () => {
    let t = await startTestServer();
    dirs.push(t.dataDir);
    const toExpire = await t.newSession();
    const toRevoke = await t.newSession();
    const live = await t.newSession();
    expect((await t.req('/api/admin/session', { token: toExpire })).status).toBe(200);

    // Revoked: logout ends the token.
    expect((await t.req('/api/admin/logout', { method: 'POST', token: toRevoke })).status).toBe(204);
    await expectAll401(t, null, 'no token');
    await expectAll401(t, 'x'.repeat(43), 'wrong token');
    await expectAll401(t, `${live}x`, 'live token with a byte added');
    await expectAll401(t, toRevoke, 'revoked token');

    // Expired: while stopped, make one session unused for longer than the idle limit.
    await t.close();
    const file = path.join(t.dataDir, 'sessions.json');
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    const old = new Date(Date.now() - ADMIN_TOKEN_IDLE_MS - 60_000).toISOString();
    const crypto = await import('node:crypto');
    const key = crypto.createHash('sha256').update(toExpire).digest('hex');
    expect(doc.sessions[key]).toBeTruthy();
    doc.sessions[key] = { ...doc.sessions[key], createdAt: old, lastUsedAt: old };
    fs.writeFileSync(file, JSON.stringify(doc));
    t = await t.restart();
    try {
      await expectAll401(t, toExpire, 'expired token');
      expect((await t.req('/api/admin/session', { token: live })).status).toBe(200); // the others live on
    } finally {
      await t.stop();
    }
  });
});

describe('brute force', () => {
  it('admin login: 429 with Retry-After after 5 failures, even for the right password; member pages each limited', async () => {
    const t = await startTestServer();
    try {
      for (let i = 0; i < 5; i++)
        expect((await t.req('/api/admin/login', { method: 'POST', json: { password: `wrong-${i}` } })).status).toBe(
          401,
        );
      const blocked = await t.req('/api/admin/login', { method: 'POST', json: { password: PASSWORDS.admin } });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      for (const page of ['photos', 'training'] as const) {
        for (let i = 0; i < 5; i++)
          expect(
            (await t.req('/api/protected/login', { method: 'POST', json: { page, password: 'nope' } })).status,
          ).toBe(401);
        expect(
          (await t.req('/api/protected/login', { method: 'POST', json: { page, password: PASSWORDS[page] } })).status,
        ).toBe(429);
      }
    } finally {
      await t.stop();
    }
  });
});

describe('uploads are never served as HTML or script', () => {
  it('a JPEG with HTML inside is re-encoded and served as image/jpeg with nosniff; /uploads/*.html is never HTML', async () => {
    const t = await startTestServer();
    try {
      const token = await t.login();
      const html = '<html><body><script>alert(document.cookie)</script></body></html>';
      const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
        .jpeg()
        .toBuffer();
      // Polyglot: an HTML comment segment (COM, 0xFFFE) right after SOI, and HTML after EOI.
      const com = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0, html.length + 2]), Buffer.from(html)]);
      const polyglot = Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2), Buffer.from(html)]);
      expect(polyglot.includes(Buffer.from('<script>'))).toBe(true);
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(polyglot)], { type: 'text/html' }), 'page.html');
      const up = await t.req('/api/upload/image', { method: 'POST', token, body: form });
      expect(up.status).toBe(201);
      const { imageUrl } = (await up.json()) as { imageUrl: string };
      expect(imageUrl).toMatch(/^\/uploads\/[\w-]+\.jpg$/);
      for (const url of [imageUrl, imageUrl.replace(/\.jpg$/, '.thumb.jpg')]) {
        const res = await t.req(url, { token });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const body = Buffer.from(await res.arrayBuffer());
        expect(body.includes(Buffer.from('<script')), `${url} kept the HTML`).toBe(false);
        expect(body.includes(Buffer.from('<html')), `${url} kept the HTML`).toBe(false);
      }
      // Files placed in the folder by other means: an .html name is never served, an HTML body
      // under an image name is served as the image type with nosniff (the browser won't run it).
      const dir = t.services.uploadsDir;
      fs.writeFileSync(path.join(dir, 'evil.html'), html);
      fs.writeFileSync(path.join(dir, 'evil.jpg'), html);
      for (const p of [
        '/uploads/evil.html',
        '/uploads/evil.htm',
        '/uploads/evil.svg',
        '/uploads/evil.js',
        '/uploads/evil.jpg.html',
        '/uploads/evil.html%00.jpg',
        '/uploads/evil.html;.jpg',
      ]) {
        const res = await t.req(p);
        expect(res.status, p).toBe(404);
        expect(res.headers.get('content-type') ?? '', p).not.toMatch(/html|javascript/);
      }
      const disguised = await t.req('/uploads/evil.jpg', { token });
      expect(disguised.headers.get('content-type')).toBe('image/jpeg');
      expect(disguised.headers.get('x-content-type-options')).toBe('nosniff');
      // Types other than the four images are refused, SVG included.
      for (const [name, type, bytes] of [
        ['a.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
        ['a.html', 'text/html', html],
        ['a.gif', 'image/gif', `GIF89a${html}`],
      ] as const) {
        const f = new FormData();
        f.append('image', new Blob([bytes], { type }), name);
        expect((await t.req('/api/upload/image', { method: 'POST', token, body: f })).status, name).toBe(415);
      }
    } finally {
      await t.stop();
    }
  });
});

describe('security headers', () => {
  it("the API's answers get the data set (nothing loads, nothing frames), pages and uploads the site's", async () => {
    const dataDir = tempDir('academy-headers-');
    dirs.push(dataDir);
    const t = await startTestServer({ dataDir, seed: 'demo' });
    try {
      const list = await t.req('/api/announcements');
      const token = await t.login();
      const api = [
        list,
        await t.req('/api/announcements', { headers: { 'If-None-Match': list.headers.get('etag')! } }),
        await t.req('/api/events?month=13&year=2026'),
        await t.req('/api/nothing-here'),
        await t.req('/api/events.ics'),
        await t.req('/api/contact.csv', { token }),
        await t.req('/api/announcements', { method: 'POST', json: { title: '' }, token }),
      ];
      expect(api.map((r) => r.status)).toEqual([200, 304, 400, 404, 200, 200, 400]);
      for (const r of api) {
        expect(r.headers.get('content-security-policy'), r.url).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(r.headers.get('x-content-type-options'), r.url).toBe('nosniff');
        expect(r.headers.get('x-frame-options'), r.url).toBe('DENY');
        expect(r.headers.get('referrer-policy'), r.url).toBe('no-referrer');
      }
      for (const p of ['/', '/schedule', '/no-such-page', '/robots.txt']) {
        const r = await t.req(p);
        expect(r.headers.get('content-security-policy'), p).toContain("frame-ancestors 'self'");
        expect(r.headers.get('x-frame-options'), p).toBe('SAMEORIGIN');
      }
    } finally {
      await t.stop();
    }
  });
});

/**
 * One raw HTTP/1.1 request (fetch cannot send a header twice); resolves with the status line's code.
 * Written without closing our side: Node's server drops a request whose client half-closes before
 * its answer starts (any answer that waits, not only these), and `Connection: close` ends it.
 */
function rawStatus(port: number, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (text += d));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
  });
}

describe('Host header', () => {
  it('two Host headers are a 400, through the fast path and through Koa', async () => {
    for (const fastPath of [true, false]) {
      const t = await startTestServer({ fastPath });
      dirs.push(t.dataDir);
      try {
        for (const target of ['/api/announcements', '/api/health', '/'])
          for (const hosts of [
            ['localhost', 'evil.example'],
            ['localhost', 'localhost'],
          ]) {
            const head =
              `GET ${target} HTTP/1.1\r\n` + hosts.map((h) => `Host: ${h}\r\n`).join('') + 'Connection: close\r\n\r\n';
            expect(await rawStatus(t.port, head), `${fastPath} ${target} ${hosts}`).toBe(400);
          }
        const one = 'GET /api/announcements HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';
        expect(await rawStatus(t.port, one)).toBe(200);
      } finally {
        await t.stop();
      }
    }
  });
});
