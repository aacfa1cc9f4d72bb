import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_MARKER } from '../shared/ipc';
import { tempDir } from '../test/tmp';
import { createBackend, serverFolderName } from './backend';
import type { Question } from './localData';
import { CANCEL_QUIET_MS, createProxyAuth, withProxyAuth } from './proxyAuth';

const cipher = {
  isEncryptionAvailable: () => true,
  encryptString: (s: string) => Buffer.from(s),
  decryptString: (b: Buffer) => b.toString(),
};

/**
 * A stand-in for the staff-accounts server's sign-in, as the staff issue settles it: {email,
 * password, code}; an account with TOTP and no code answers 401 {message, secondFactor: 'totp'}.
 * It records what reached it, to show that main passes the login form's body as it is.
 */
describe('sign-in through main with a second factor', () => {
  const bodies: unknown[] = [];
  const auth: (string | undefined)[] = [];
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        if (req.url === '/api/health') return res.end('{"ok":true}');
        if (req.url === '/api/admin/login') {
          const body = JSON.parse(raw) as { code?: string };
          bodies.push(body);
          if (!body.code) {
            res.statusCode = 401;
            return res.end(JSON.stringify({ message: 'Enter the code from your app', secondFactor: 'totp' }));
          }
          return res.end(JSON.stringify({ token: 'real-token-123' }));
        }
        auth.push(req.headers.authorization);
        res.end('[]');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('passes {email, password, code} as sent, shows the 401 asking for a code, and keeps the token from the page', async () => {
    const backend = await createBackend({
      userDataDir: tempDir(),
      fetch,
      cipher,
      dialogs: { save: async () => true, open: async () => null },
      openExternal: () => undefined,
    });
    await backend.handle('setServer', url);
    const login = (body: object) =>
      backend.handle('request', {
        method: 'POST',
        path: '/api/admin/login',
        body,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      });
    const first = await login({ email: 'ana@academy.example', password: 'long enough password' });
    expect(first.status).toBe(401);
    expect(JSON.parse(first.body)).toEqual({ message: 'Enter the code from your app', secondFactor: 'totp' });
    expect((await backend.handle('getSettings', undefined)).signedIn).toBe(false);

    const second = await login({ email: 'ana@academy.example', password: 'long enough password', code: '123456' });
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body)).toEqual({ token: SIGNED_IN_MARKER });
    expect(bodies).toEqual([
      { email: 'ana@academy.example', password: 'long enough password' },
      { email: 'ana@academy.example', password: 'long enough password', code: '123456' },
    ]);
    await backend.handle('request', {
      method: 'GET',
      path: '/api/contact',
      headers: { Authorization: `Bearer ${SIGNED_IN_MARKER}` },
    });
    expect(auth).toEqual(['Bearer real-token-123']);
    backend.stop();
  });
});

describe('sign out and remove this computer’s data', () => {
  it('asks first, naming the unsent changes; then removes servers’ folders and logs, keeps settings', async () => {
    const dir = tempDir();
    const serverUrl = 'http://127.0.0.1:9';
    const serverDir = join(dir, 'servers', serverFolderName(serverUrl));
    await mkdir(join(serverDir, 'cache'), { recursive: true });
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ serverUrl }));
    const at = new Date().toISOString();
    await writeFile(
      join(serverDir, 'queue.json'),
      JSON.stringify({
        pending: [
          {
            id: 'a1',
            method: 'PUT',
            path: '/api/announcements/x',
            body: {},
            description: 'Update announcement “Recital”',
            queuedAt: at,
          },
        ],
      }),
    );
    await writeFile(join(serverDir, 'admin-token.bin'), 'tok');
    const logs = join(dir, 'logs');
    await mkdir(logs);
    await writeFile(join(logs, 'main.log'), 'x');
    const asked: Question[] = [];
    let answer = 1;
    let cleared = 0;
    const backend = await createBackend({
      userDataDir: dir,
      logsDir: logs,
      fetch,
      cipher,
      dialogs: { save: async () => true, open: async () => null },
      openExternal: () => undefined,
      ask: async (q) => (asked.push(q), answer),
      clearBrowserData: async () => void cleared++,
    });
    expect(await backend.handle('removeLocalData', undefined)).toEqual({ removed: false });
    expect(asked[0].detail).toContain('• Update announcement “Recital”');
    expect(asked[0].buttons).toEqual(['Remove and sign out', 'Cancel']);
    expect(await readdir(serverDir)).toContain('queue.json');

    answer = 0;
    expect(await backend.handle('removeLocalData', undefined)).toEqual({ removed: true });
    expect(await readdir(logs)).toEqual([]);
    expect(cleared).toBe(1);
    const settings = await backend.handle('getSettings', undefined);
    expect(settings).toMatchObject({ serverUrl, signedIn: false });
    expect((await backend.handle('getConnection', undefined)).queued).toEqual([]);
    expect((await readdir(serverDir).catch(() => [])).filter((f) => f !== 'queue.json')).toEqual([]);
    backend.stop();
  });
});

describe('proxy sign-in', () => {
  const proxy = { isProxy: true, scheme: 'basic', host: 'proxy', port: 3128, realm: '' };

  it('asks once for requests at the same time, again when refused, and not right after a Cancel', async () => {
    const asked: boolean[] = [];
    let reply: { username: string; password: string } | null = { username: 'u', password: 'p' };
    let t = 0;
    const auth = createProxyAuth({
      ask: async (_i, retry) => (asked.push(retry), reply),
      log: () => undefined,
      now: () => t,
    });
    const got: unknown[][] = [];
    expect(auth.onLogin({ ...proxy, isProxy: false }, () => undefined)).toBe(false);
    auth.onLogin(proxy, (...a) => got.push(a));
    auth.onLogin(proxy, (...a) => got.push(a));
    await new Promise((r) => setImmediate(r));
    expect(asked).toEqual([false]);
    expect(got).toEqual([
      ['u', 'p'],
      ['u', 'p'],
    ]);
    reply = null;
    auth.onLogin(proxy, (...a) => got.push(a));
    await new Promise((r) => setImmediate(r));
    expect(asked).toEqual([false, true]);
    expect(got.at(-1)).toEqual([]);
    auth.onLogin(proxy, (...a) => got.push(a));
    expect(asked).toHaveLength(2);
    t += CANCEL_QUIET_MS;
    auth.onLogin(proxy, () => undefined);
    expect(asked).toHaveLength(3);
  });

  it('net.fetch that met a proxy asking for credentials is tried again once they were given', async () => {
    let calls = 0;
    let primed = 0;
    const f = withProxyAuth(
      (async () => {
        calls++;
        if (calls === 1) throw new Error('net::ERR_PROXY_AUTH_REQUESTED');
        return new Response('ok');
      }) as typeof fetch,
      async () => (primed++, true),
    );
    expect(await (await f('https://academy.example/api/health')).text()).toBe('ok');
    expect([calls, primed]).toEqual([2, 1]);
    const refused = withProxyAuth((async () => new Response('', { status: 407 })) as typeof fetch, async () => false);
    expect((await refused('https://a.example/')).status).toBe(407);
    const down = withProxyAuth(
      (async () => {
        throw new Error('net::ERR_CONNECTION_REFUSED');
      }) as typeof fetch,
      async () => (primed++, true),
    );
    await expect(down('https://a.example/')).rejects.toThrow('ERR_CONNECTION_REFUSED');
    expect(primed).toBe(1);
  });
});
