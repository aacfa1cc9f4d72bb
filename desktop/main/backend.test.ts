import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNELS, invokeChannels, SIGNED_IN_MARKER } from '../shared/ipc';
import { tempDir } from '../test/tmp';
import { PASSWORDS } from '../test/realServer';
import { useRealServer } from '../test/useRealServer';
import { createBackend, serverFolderName, type BackendDeps } from './backend';
import { createMediaHandler, uploadPathOf } from './media';
import { isAppUrl, isExternalLink } from './navigation';

const plainCipher = {
  isEncryptionAvailable: () => true,
  encryptString: (s: string) => Buffer.from(`x${s}`),
  decryptString: (b: Buffer) => b.toString().slice(1),
};

function deps(userDataDir: string, extra: Partial<BackendDeps> = {}): BackendDeps {
  return {
    userDataDir,
    fetch,
    cipher: plainCipher,
    dialogs: { save: async () => true, open: async () => ({ name: 'a.json', content: '{}' }) },
    openExternal: () => undefined,
    ...extra,
  };
}

describe('IPC channel list', () => {
  it('has one schema per channel name, and unique channel strings', () => {
    expect(Object.keys(invokeChannels).sort()).toEqual(Object.keys(CHANNELS).sort());
    const names = Object.values(CHANNELS);
    expect(new Set(names).size).toBe(names.length);
  });

  it('validates renderer input at the boundary', () => {
    const request = invokeChannels.request.input;
    const ok = request.parse({
      method: 'GET',
      path: '/api/events?month=3&year=2026',
      headers: { Accept: 'application/json', Cookie: 'x', Host: 'evil' },
    });
    expect(ok.headers).toEqual({ Accept: 'application/json' });
    for (const path of [
      '/uploads/x',
      'http://evil.example/api/x',
      '//evil.example/api',
      '/api/../admin',
      '/api/x\\y',
      '/api/a b',
      // Encoded dot segments and separators: the server (or a proxy before it) decodes them.
      '/api/%2e%2e/admin',
      '/api/%2E%2E/admin',
      '/api/.%2e/admin',
      '/api/%2e./admin',
      '/api/announcements/%2e%2e%2fcontact',
      '/api/announcements/..%2Fcontact',
      '/api/x%5c..%5cy',
      '/api/%252e%252e/admin',
      '/api/%2f%2fevil.example',
      '/api/%zz',
    ])
      expect(request.safeParse({ method: 'GET', path, headers: {} }).success, path).toBe(false);
    expect(request.safeParse({ method: 'TRACE', path: '/api/x', headers: {} }).success).toBe(false);
    for (const path of ['/api/gallery?search=caf%C3%A9', '/api/announcements/queued-1%202', '/api/events?q=a.b'])
      expect(request.safeParse({ method: 'GET', path, headers: {} }).success, path).toBe(true);
    // PATCH changes a message's status (the inbox), so it crosses the boundary like PUT.
    expect(request.safeParse({ method: 'PATCH', path: '/api/contact/x', headers: {} }).success).toBe(true);
    expect(invokeChannels.saveFile.input.safeParse({ filename: '../../.bashrc', content: '' }).success).toBe(false);
    expect(
      invokeChannels.saveFile.input.safeParse({ filename: 'academy-data-export-2026-01-01.json', content: '{}' })
        .success,
    ).toBe(true);
    expect(invokeChannels.openExternal.input.safeParse('https://example.org').success).toBe(true);
    expect(invokeChannels.openExternal.input.safeParse('mailto:a@b.org').success).toBe(true);
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'smb://host/share'])
      expect(invokeChannels.openExternal.input.safeParse(url).success).toBe(false);
    expect(
      invokeChannels.upload.input.safeParse({
        name: 'a.png',
        type: 'image/png',
        data: new Uint8Array(5 * 1024 * 1024 + 1),
      }).success,
    ).toBe(false);
    // The page never sends the token: main adds it (session.ts), so an Authorization header is dropped.
    expect(
      request.parse({ method: 'GET', path: '/api/contact', headers: { Authorization: 'Bearer stolen' } }).headers,
    ).toEqual({});
    expect(invokeChannels.networkHints.input.safeParse({ saveData: true, type: 'cellular' }).success).toBe(true);
    expect(invokeChannels.networkHints.input.safeParse({ saveData: true, updateFeedUrl: 'https://x' }).success).toBe(
      false,
    );
  });

  it('has no channel that reads the token or sets the update feed', () => {
    for (const name of Object.keys(CHANNELS)) expect(name).not.toMatch(/token|feed|update/i);
    for (const channel of Object.values(CHANNELS)) expect(channel).not.toMatch(/token|feed|update/i);
  });
});

describe('backend (what main does for the renderer)', () => {
  const suite = useRealServer({ login: false });

  it('first run: no server; a bad address is refused; the real one is checked, remembered and gets its own folder', async () => {
    const dir = tempDir();
    const backend = await createBackend(deps(dir));
    expect(await backend.handle('getSettings', undefined)).toEqual({
      serverUrl: null,
      encryptionAvailable: true,
      signedIn: false,
    });
    expect((await backend.handle('request', { method: 'GET', path: '/api/health', headers: {} })).status).toBe(503);
    expect(await backend.handle('setServer', 'ftp://x')).toMatchObject({ ok: false });
    const res = await backend.handle('setServer', `${suite.server.url}/`);
    expect(res).toEqual({ ok: true, serverUrl: suite.server.url });
    backend.stop();

    const restarted = await createBackend(deps(dir));
    expect((await restarted.handle('getSettings', undefined)).serverUrl).toBe(suite.server.url);
    expect(await readdir(join(dir, 'servers'))).toEqual([serverFolderName(suite.server.url)]);
    await expect(restarted.handle('request', { method: 'GET', path: '/not-api', headers: {} })).rejects.toThrow();
    await expect(restarted.handle('signOut', { token: 'x' })).rejects.toThrow();
    restarted.stop();
  });

  it('takes the update feed from settings.json only: no channel, whatever it is sent, changes it', async () => {
    const dir = tempDir();
    const feed = 'https://updates.example.org/desktop/';
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ serverUrl: null, updateFeedUrl: feed }));
    const backend = await createBackend(deps(dir));
    expect(backend.updateFeedUrl()).toBe(feed);
    const evil = 'https://evil.example/feed/';
    const inputs: unknown[] = [
      undefined,
      evil,
      '',
      { updateFeedUrl: evil },
      { url: evil, provider: 'generic' },
      { method: 'GET', path: '/api/health', headers: {} },
      { saveData: false },
    ];
    for (const name of Object.keys(invokeChannels) as (keyof typeof invokeChannels)[]) {
      if (name === 'openExternal' || name === 'removeLocalData') continue; // the system browser, a dialog
      for (const input of inputs) await backend.handle(name, input).catch(() => undefined);
    }
    expect(backend.updateFeedUrl()).toBe(feed);
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toMatchObject({ updateFeedUrl: feed });
    backend.stop();
    const restarted = await createBackend(deps(dir));
    expect(restarted.updateFeedUrl()).toBe(feed);
    restarted.stop();
  });

  it('keeps the token in main: the page gets a marker, main signs every call, sign-out forgets the saved copies', async () => {
    const dir = tempDir();
    const backend = await createBackend(deps(dir));
    await backend.handle('setServer', suite.server.url);
    const login = await backend.handle('request', {
      method: 'POST',
      path: '/api/admin/login',
      body: { password: PASSWORDS.admin },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(login.status).toBe(200);
    expect(JSON.parse(login.body)).toEqual({ token: SIGNED_IN_MARKER });
    expect((await backend.handle('getSettings', undefined)).signedIn).toBe(true);
    const tokenFile = join(dir, 'servers', serverFolderName(suite.server.url), 'admin-token.bin');
    const token = (await readFile(tokenFile, 'utf8')).slice(1);
    expect(token).not.toBe(SIGNED_IN_MARKER);
    expect(login.body).not.toContain(token);
    // The page's "Bearer <marker>" is dropped and the real token sent instead.
    const marker = { Authorization: `Bearer ${SIGNED_IN_MARKER}` };
    expect((await backend.handle('request', { method: 'GET', path: '/api/contact', headers: marker })).status).toBe(
      200,
    );
    expect((await backend.handle('request', { method: 'GET', path: '/api/contact', headers: {} })).status).toBe(200);
    const cacheDir = join(dir, 'servers', serverFolderName(suite.server.url), 'cache');
    // Saved after the answer, in the background.
    await expect.poll(async () => (await readdir(cacheDir).catch(() => [])).length).toBe(1);
    await backend.handle('signOut', undefined);
    await expect(readdir(cacheDir)).rejects.toThrow();
    expect((await backend.handle('getSettings', undefined)).signedIn).toBe(false);
    expect((await backend.handle('request', { method: 'GET', path: '/api/contact', headers: marker })).status).toBe(
      401,
    );
    backend.stop();
  });

  it('passes files and links to the injected dialogs and shell', async () => {
    const saved: string[] = [];
    const opened: string[] = [];
    const backend = await createBackend(
      deps(tempDir(), {
        dialogs: {
          save: async (f, c) => (saved.push(`${f}:${c}`), true),
          open: async () => ({ name: 'in.json', content: '{"events":[]}' }),
        },
        openExternal: (u) => void opened.push(u),
      }),
    );
    expect(await backend.handle('saveFile', { filename: 'export.json', content: '{}' })).toBe(true);
    expect(await backend.handle('openFile', undefined)).toEqual({ name: 'in.json', content: '{"events":[]}' });
    await backend.handle('openExternal', 'https://example.org/x');
    await expect(backend.handle('openExternal', 'javascript:alert(1)')).rejects.toThrow();
    expect(saved).toEqual(['export.json:{}']);
    expect(opened).toEqual(['https://example.org/x']);
    backend.stop();
  });
});

describe('media scheme', () => {
  it('accepts only /uploads/ file paths', () => {
    expect(uploadPathOf('academy-media://media/uploads/abc.webp')).toBe('/uploads/abc.webp');
    expect(uploadPathOf('academy-media://media/uploads/abc.thumb.webp')).toBe('/uploads/abc.thumb.webp');
    expect(uploadPathOf('academy-media://media/api/admin/session')).toBeNull();
    expect(uploadPathOf('academy-media://media/uploads/%2e%2e/x')).toBeNull();
    expect(uploadPathOf('academy-media://media/uploads/a/b.png')).toBeNull();
  });

  it('fetches with the token, keeps a copy, and shows the copy when the server is gone', async () => {
    const seen: (string | null)[] = [];
    let up = true;
    const fakeFetch = (async (_url: string, init?: RequestInit) => {
      if (!up) throw new TypeError('fetch failed');
      seen.push(new Headers(init?.headers).get('authorization'));
      return new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/webp' } });
    }) as typeof fetch;
    const mediaDir = tempDir();
    const handle = createMediaHandler({
      getServerUrl: () => 'http://s',
      getToken: async () => 'tok',
      fetch: fakeFetch,
      getCacheDir: () => mediaDir,
    });
    const first = await handle(new Request('academy-media://media/uploads/a.webp'));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(seen).toEqual(['Bearer tok']);
    up = false;
    const offline = await handle(new Request('academy-media://media/uploads/a.webp'));
    expect(offline.status).toBe(200);
    expect([...new Uint8Array(await offline.arrayBuffer())]).toEqual([1, 2, 3]);
    expect((await handle(new Request('academy-media://media/uploads/never.webp'))).status).toBe(504);
    expect((await handle(new Request('academy-media://media/etc/passwd'))).status).toBe(404);
  });
});

describe('window navigation rules', () => {
  it('keeps the window on the app and sends web links outside', () => {
    expect(isAppUrl('file:///opt/app/out/renderer/index.html', 'file:///opt/app/out/renderer/index.html')).toBe(true);
    expect(isAppUrl('file:///etc/passwd', 'file:///opt/app/out/renderer/index.html')).toBe(false);
    expect(isAppUrl('http://localhost:5173/#x', 'http://localhost:5173/')).toBe(true);
    expect(isAppUrl('https://evil.example/', 'http://localhost:5173/')).toBe(false);
    expect(isExternalLink('https://www.youtube.com/watch?v=x')).toBe(true);
    expect(isExternalLink('file:///etc/passwd')).toBe(false);
    expect(isExternalLink('javascript:alert(1)')).toBe(false);
  });
});
