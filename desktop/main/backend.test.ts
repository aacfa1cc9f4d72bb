import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNELS, invokeChannels } from '../shared/ipc';
import { tempDir } from '../test/tmp';
import { useRealServer } from '../test/useRealServer';
import { createBackend, serverFolderName, type BackendDeps } from './backend';
import { createMediaHandler, uploadPathOf } from './media';
import { isAppUrl, isExternalLink } from './navigation';
import { UPDATE_FEED_INVALID_TEXT } from './updates';

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
    expect(invokeChannels.setToken.input.safeParse(null).success).toBe(true);
    expect(invokeChannels.setToken.input.safeParse(42).success).toBe(false);
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
      updateFeedUrl: null,
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
    await expect(restarted.handle('setToken', { token: 'x' })).rejects.toThrow();
    restarted.stop();
  });

  it('keeps a valid update feed across restarts, refuses a bad one and clears it when emptied', async () => {
    const dir = tempDir();
    const backend = await createBackend(deps(dir));
    expect(await backend.handle('setUpdateFeed', 'http://updates.example.org/')).toEqual({
      ok: false,
      message: UPDATE_FEED_INVALID_TEXT,
    });
    await expect(backend.handle('setUpdateFeed', 'x'.repeat(3000))).rejects.toThrow();
    expect(await backend.handle('setUpdateFeed', ' https://updates.example.org/desktop ')).toEqual({
      ok: true,
      updateFeedUrl: 'https://updates.example.org/desktop',
    });
    backend.stop();
    const restarted = await createBackend(deps(dir));
    expect(restarted.updateFeedUrl()).toBe('https://updates.example.org/desktop');
    expect(await restarted.handle('setUpdateFeed', '')).toEqual({ ok: true, updateFeedUrl: null });
    expect((await restarted.handle('getSettings', undefined)).updateFeedUrl).toBeNull();
    restarted.stop();
  });

  it('signs in, caches, and forgets the saved copies on sign-out (waiting edits stay)', async () => {
    const dir = tempDir();
    const backend = await createBackend(deps(dir));
    await backend.handle('setServer', suite.server.url);
    const login = await backend.handle('request', {
      method: 'POST',
      path: '/api/admin/login',
      body: { password: 'desktop-test-admin' },
      headers: { 'Content-Type': 'application/json' },
    });
    const { token } = JSON.parse(login.body) as { token: string };
    await backend.handle('setToken', token);
    expect(await backend.handle('getToken', undefined)).toBe(token);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await backend.handle('request', { method: 'GET', path: '/api/contact', headers: auth })).status).toBe(200);
    const cacheDir = join(dir, 'servers', serverFolderName(suite.server.url), 'cache');
    // Saved after the answer, in the background.
    await expect.poll(async () => (await readdir(cacheDir).catch(() => [])).length).toBe(1);
    await backend.handle('setToken', null);
    await expect(readdir(cacheDir)).rejects.toThrow();
    expect(await backend.handle('getToken', undefined)).toBeNull();
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
