import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP_CSP } from '../shared/csp';
import { tempDir } from '../test/tmp';
import { APP_ENTRY_URL, appContentType, resolveAppPath, serveAppRequest } from './appProtocol';
import { isAppUrl } from './navigation';

describe('app:// path resolution', () => {
  const winRoot = 'C:\\Users\\Ana\\AppData\\Local\\Programs\\Core Academy Admin\\resources\\app.asar\\out\\renderer';
  const posixRoot = '/opt/Core Academy Admin/resources/app.asar/out/renderer';

  it('maps the entry and assets inside the renderer folder on Windows (no C:\\C:\\)', () => {
    expect(resolveAppPath(APP_ENTRY_URL, winRoot, path.win32)).toBe(`${winRoot}\\index.html`);
    expect(resolveAppPath('app://app/assets/index-abc.js', winRoot, path.win32)).toBe(
      `${winRoot}\\assets\\index-abc.js`,
    );
    expect(resolveAppPath('app://app/', winRoot, path.win32)).toBe(`${winRoot}\\index.html`);
    expect(resolveAppPath('app://app/assets/a%20b.css?v=1#x', winRoot, path.win32)).toBe(`${winRoot}\\assets\\a b.css`);
  });

  it('maps the entry and assets on macOS and Linux', () => {
    expect(resolveAppPath(APP_ENTRY_URL, posixRoot, path.posix)).toBe(`${posixRoot}/index.html`);
    expect(resolveAppPath('app://app/assets/x.woff2', posixRoot, path.posix)).toBe(`${posixRoot}/assets/x.woff2`);
  });

  it('keeps dot segments the URL parser collapses inside the folder', () => {
    expect(resolveAppPath('app://app/../secret.txt', winRoot, path.win32)).toBe(`${winRoot}\\secret.txt`);
    expect(resolveAppPath('app://app/assets/%2e%2e/%2e%2e/x.txt', posixRoot, path.posix)).toBe(`${posixRoot}/x.txt`);
  });

  it.each([
    'app://app/%2e%2e%2fsecret.txt',
    'app://app/..%5c..%5csecret.txt',
    'app://app/C:%5CWindows%5Cwin.ini',
    'app://app/C:/Windows/win.ini',
    'app://app/%00index.html',
    'app://app/%E0%A4%A',
    'app://other/index.html',
    'file:///C:/Users/index.html',
    'not a url',
  ])('refuses %s', (url) => {
    expect(resolveAppPath(url, winRoot, path.win32)).toBeNull();
    expect(resolveAppPath(url, posixRoot, path.posix)).toBeNull();
  });

  it('serves real files from the folder, 404 for a missing one, 403 for an escape', async () => {
    const dir = tempDir();
    const root = path.join(dir, 'renderer');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(root, 'assets', 'a.js'), 'export {}');
    writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    const read = (f: string) => readFile(f);

    const html = await serveAppRequest({ url: APP_ENTRY_URL, method: 'GET' }, root, path, read);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // As a header too: in force for every response, not only the pages whose <head> has the tag.
    expect(html.headers.get('content-security-policy')).toBe(DESKTOP_CSP);
    expect(await html.text()).toContain('<title>x</title>');
    const js = await serveAppRequest({ url: 'app://app/assets/a.js' }, root, path, read);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(js.headers.get('content-security-policy')).toBe(DESKTOP_CSP);
    expect((await serveAppRequest({ url: 'app://app/missing.js' }, root, path, read)).status).toBe(404);
    const escape = await serveAppRequest({ url: 'app://app/%2e%2e%2fsecret.txt' }, root, path, read);
    expect(escape.status).toBe(403);
    expect((await serveAppRequest({ url: APP_ENTRY_URL, method: 'POST' }, root, path, read)).status).toBe(405);
  });
});

describe('content types', () => {
  it("are mime-types' for every file the renderer ships, octet-stream for an unknown one", () => {
    expect(appContentType('C:\\app\\out\\renderer\\assets\\index-a1.js')).toBe('text/javascript; charset=utf-8');
    expect(appContentType('/opt/app/renderer/index.html')).toBe('text/html; charset=utf-8');
    expect(appContentType('/r/a.woff2')).toBe('font/woff2');
    expect(appContentType('/r/a.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(appContentType('/r/a.unknown-ext')).toBe('application/octet-stream');
  });
});

describe('navigation rules with app://', () => {
  it('takes any page of app://app as the app, and nothing else', () => {
    expect(isAppUrl('app://app/index.html', APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://app/index.html#/admin', APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://evil/index.html', APP_ENTRY_URL)).toBe(false);
    expect(isAppUrl('file:///C:/index.html', APP_ENTRY_URL)).toBe(false);
    expect(isAppUrl('https://app/index.html', APP_ENTRY_URL)).toBe(false);
  });
  it('keeps the development server rule (same origin)', () => {
    expect(isAppUrl('http://localhost:5173/x', 'http://localhost:5173/')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173/')).toBe(false);
  });
});
