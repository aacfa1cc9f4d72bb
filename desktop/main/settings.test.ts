import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/tmp';
import { SettingsStore } from './settings';
import { checkServer, normalizeServerUrl } from './serverUrl';

describe('settings store', () => {
  it('starts without a server and remembers one across restarts', async () => {
    const dir = tempDir();
    const first = await SettingsStore.open(dir);
    expect(first.get()).toEqual({ serverUrl: null });
    await first.update({ serverUrl: 'https://academy.example.org' });
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toEqual({
      serverUrl: 'https://academy.example.org',
    });
    const second = await SettingsStore.open(dir);
    expect(second.get().serverUrl).toBe('https://academy.example.org');
  });

  it.each([
    ['cut short', '{"serverUrl": "htt'],
    ['emptied by a power cut', ''],
    ['not an object', 'null'],
  ])('starts on a damaged file (%s), keeping it aside with a timestamp', async (_, content) => {
    const dir = tempDir();
    await writeFile(join(dir, 'settings.json'), content);
    const store = await SettingsStore.open(dir);
    expect(store.get()).toEqual({ serverUrl: null });
    expect(store.setAside?.file).toBe(join(dir, 'settings.json'));
    expect(store.setAside?.keptAs).toMatch(/settings\.damaged-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/);
    expect(await readFile(store.setAside!.keptAs, 'utf8')).toBe(content);
    expect(existsSync(join(dir, 'settings.json'))).toBe(false);
    await store.update({ serverUrl: 'https://academy.example.org' });
    expect((await SettingsStore.open(dir)).setAside).toBeUndefined();
  });

  it('forgets an http:// address of another computer that an older version saved (asked again)', async () => {
    const dir = tempDir();
    await writeFile(join(dir, 'settings.json'), '{"serverUrl": "http://academy.example.org"}');
    expect((await SettingsStore.open(dir)).get().serverUrl).toBeNull();
    await writeFile(join(dir, 'settings.json'), '{"serverUrl": "http://localhost:3000"}');
    expect((await SettingsStore.open(dir)).get().serverUrl).toBe('http://localhost:3000');
  });

  it('ignores a wrongly typed value', async () => {
    const dir = tempDir();
    await writeFile(join(dir, 'settings.json'), '{"serverUrl": 42}');
    expect((await SettingsStore.open(dir)).get().serverUrl).toBeNull();
  });
});

describe('server address', () => {
  it('keeps only the origin and adds the scheme people leave out', () => {
    expect(normalizeServerUrl(' https://Academy.Example.org/ ')).toBe('https://academy.example.org');
    expect(normalizeServerUrl('academy.example.org')).toBe('https://academy.example.org');
    expect(normalizeServerUrl('localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeServerUrl('127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });
  it.each([
    ['', /Enter the address/],
    ['ftp://academy.example.org', /http:\/\/ or https:\/\//],
    ['https://user:pw@academy.example.org', /user name or password/],
    ['https://academy.example.org/admin', /without a path/],
    ['javascript:alert(1)', /not a web address/],
  ])('refuses %j', (input, message) => {
    expect(() => normalizeServerUrl(input)).toThrow(message);
  });

  it('accepts an address only when GET /api/health answers like the academy server', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/api/health') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ ok: true, version: '1', uptimeSeconds: 1, dataWritable: true }));
      } else res.writeHead(404).end('nope');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    try {
      expect(await checkServer(`http://127.0.0.1:${port}/`)).toEqual({
        ok: true,
        serverUrl: `http://127.0.0.1:${port}`,
      });
    } finally {
      server.close();
    }
    const other = createServer((_req, res) => res.end('<html>hello</html>'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const otherPort = (other.address() as { port: number }).port;
    try {
      const res = await checkServer(`http://127.0.0.1:${otherPort}`);
      expect(res).toEqual({
        ok: false,
        message: `http://127.0.0.1:${otherPort} answered (200) but is not an academy server`,
      });
    } finally {
      other.close();
    }
    const gone = await checkServer(`http://127.0.0.1:${port}`);
    expect(gone.ok).toBe(false);
    expect(!gone.ok && gone.message).toMatch(/^Could not reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/);
  });
});

describe('window place in settings', () => {
  it('keeps the window bounds with the server address, and drops malformed ones', async () => {
    const dir = tempDir();
    const store = await SettingsStore.open(dir);
    await store.update({ serverUrl: 'https://a.example.org' });
    await store.update({ window: { x: 10, y: 20, width: 900, height: 700, maximized: true } });
    expect((await SettingsStore.open(dir)).get()).toEqual({
      serverUrl: 'https://a.example.org',
      window: { x: 10, y: 20, width: 900, height: 700, maximized: true },
    });
    await writeFile(join(dir, 'settings.json'), '{"serverUrl":null,"window":{"x":"a"}}');
    expect((await SettingsStore.open(dir)).get()).toEqual({ serverUrl: null });
  });
});
