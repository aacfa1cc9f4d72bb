import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, serverFolderName, type Backend } from '../desktop/main/backend';
import type { Cipher } from '../desktop/main/tokenStore';
import { rendererConfig } from '../desktop/renderer.vite';
import { installDesktopShim } from '../desktop/test/browserShim';
import { card, dialog } from './admin-support';
import { freePort, newPage, PASSWORDS, useSiteAndBrowser } from './harness';

/**
 * The desktop renderer (desktop/renderer, which imports the web dashboard), built by Vite and
 * served to Chromium, with `window.academy` answered by the real main-process backend in this
 * process (see desktop/test/browserShim.ts). Electron itself can't run on these machines.
 */
const fakeSafeStorage: Cipher = {
  isEncryptionAvailable: () => true,
  encryptString: (s) => Buffer.from(`sealed:${Buffer.from(s).toString('base64')}`),
  decryptString: (b) => Buffer.from(b.toString().slice('sealed:'.length), 'base64').toString(),
};

type Announcement = { id: string; title: string; content: string; date: string };

describe('desktop app: setup, login, create, offline edit queued, server back, edit arrives', () => {
  const suite = useSiteAndBrowser({ site: { seed: 'none' }, adminToken: true });
  let rendererServer: PreviewServer;
  let rendererUrl: string;
  const tmp = mkdtempSync(join(tmpdir(), 'desktop-e2e-'));
  const userData = join(tmp, 'userData');
  const saved: { filename: string; content: string }[] = [];
  let fileToOpen: { name: string; content: string } | null = null;
  const questions: string[] = [];

  async function openApp(): Promise<{ backend: Backend; context: BrowserContext; page: Page; close(): Promise<void> }> {
    const backend = await createBackend({
      userDataDir: userData,
      fetch,
      cipher: fakeSafeStorage,
      dialogs: {
        save: async (filename, content) => (saved.push({ filename, content }), true),
        open: async () => fileToOpen,
      },
      openExternal: () => undefined,
      probeIntervalMs: 250,
      ask: async (q) => (questions.push(q.detail), 0),
    });
    backend.start();
    const { context, page } = await newPage(suite.browser);
    const stopShim = await installDesktopShim(page, backend);
    page.on('console', (m) => process.env.DEBUG_DESKTOP && console.log('[page]', m.type(), m.text()));
    page.on('pageerror', (e) => process.env.DEBUG_DESKTOP && console.log('[pageerror]', e.message));
    await page.goto(rendererUrl);
    return {
      backend,
      context,
      page,
      async close() {
        stopShim();
        backend.stop();
        await context.close();
      },
    };
  }

  /** First run: the address, then the login. Later runs: straight to the dashboard. */
  async function connectAndLogin(page: Page) {
    const setup = page.getByRole('heading', { name: 'Connect to your academy' });
    const dashboard = page.getByRole('heading', { name: 'Admin Dashboard' });
    await setup.or(dashboard).waitFor();
    if (await dashboard.isVisible()) return;
    await page.getByLabel('Server address').fill(suite.site.url);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByLabel('Password').fill(PASSWORDS.admin);
    await page.getByRole('button', { name: 'Login' }).click();
    await dashboard.waitFor();
  }

  beforeAll(async () => {
    const outDir = join(tmp, 'renderer');
    const config = rendererConfig();
    await build({ ...config, configFile: false, logLevel: 'warn', build: { ...config.build, outDir } });
    const port = await freePort();
    rendererServer = await preview({
      ...config,
      configFile: false,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true },
    });
    rendererUrl = `http://127.0.0.1:${port}/`;
  });
  afterAll(async () => {
    await rendererServer?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('walks the offline flow, the queue surviving an app restart', async () => {
    // First run: the server address is asked for and checked.
    let app = await openApp();
    let { page } = app;
    await page.getByRole('heading', { name: 'Connect to your academy' }).waitFor();
    await page.getByLabel('Server address').fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/Could not reach http:\/\/127\.0\.0\.1:9/);
    await page.getByLabel('Server address').fill(suite.site.url);
    await page.getByRole('button', { name: 'Connect' }).click();

    // Login as on the web; the token goes to the (fake) safeStorage in the main process.
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByLabel('Password').fill(PASSWORDS.admin);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByRole('button', { name: `Server ${suite.site.url}: change` }).isVisible()).toBe(true);
    const serverDir = join(userData, 'servers', serverFolderName(suite.site.url));
    expect(readFileSync(join(serverDir, 'admin-token.bin'), 'utf8')).toMatch(/^sealed:/);

    // A create, while online.
    await page.getByRole('button', { name: 'Add Announcement' }).click();
    await page.getByLabel('Title').fill('Desktop recital');
    await page.getByLabel('Content').fill('Created in the desktop app');
    await page.getByRole('button', { name: 'Create Announcement' }).click();
    await page.getByText('Desktop recital', { exact: true }).waitFor();
    const created = (await suite.site.api<Announcement[]>('GET', '/api/announcements')).body.find(
      (a) => a.title === 'Desktop recital',
    );
    expect(created).toBeTruthy();

    // The server goes away; an edit is made anyway.
    await suite.site.stop();
    await page.getByRole('button', { name: 'Edit Desktop recital' }).click();
    await page.getByLabel('Title').fill('Desktop recital (moved to Friday)');
    await page.getByRole('button', { name: 'Update Announcement' }).click();
    await page.getByText('You are offline').waitFor();
    await page.getByText('1 change is waiting to be sent.').waitFor();
    // The saved list shows the edit, with the time the content was saved.
    await page.getByText('Desktop recital (moved to Friday)', { exact: true }).waitFor();
    expect(
      await page.getByText(/Showing the content saved on \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/).isVisible(),
    ).toBe(true);
    const queueFile = JSON.parse(readFileSync(join(serverDir, 'queue.json'), 'utf8')) as {
      pending: { method: string; path: string; body: unknown }[];
    };
    expect(queueFile.pending).toHaveLength(1);
    expect(queueFile.pending[0]).toMatchObject({ method: 'PUT', path: `/api/announcements/${created!.id}` });
    const token = fakeSafeStorage.decryptString(readFileSync(join(serverDir, 'admin-token.bin')));
    expect(JSON.stringify(queueFile)).not.toContain(token);
    // The page never holds the token: main keeps it and signs every call.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(token);
    expect(await page.evaluate(() => Object.keys(window.academy ?? {}).filter((k) => /token|feed/i.test(k)))).toEqual(
      [],
    );

    // The app is closed and started again while still offline: the saved content and the queue are there.
    await app.close();
    app = await openApp();
    page = app.page;
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('You are offline').waitFor();
    await page.getByText('1 change is waiting to be sent.').waitFor();
    await page.getByText('Desktop recital (moved to Friday)', { exact: true }).waitFor();
    // The saved list is searched as online: the search runs on what the app has.
    const search = page.getByRole('searchbox', { name: 'Search announcements' });
    await search.fill('piccolo');
    await page.getByText('No announcements match.').waitFor();
    await search.fill('FRIDAY recital');
    await page.getByText('Desktop recital (moved to Friday)', { exact: true }).waitFor();
    await search.fill('');

    // A wrong click offline: the delete is queued, and the toast's Undo takes it back before it is sent.
    const recital = 'Desktop recital (moved to Friday)';
    await card(page, recital)
      .getByRole('button', { name: `Delete ${recital}` })
      .click();
    await dialog(page, 'Are you sure?').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 changes are waiting to be sent.').waitFor();
    await card(page, recital).waitFor({ state: 'detached' });
    await page.locator('.bp6-toast').getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Announcement restored').waitFor();
    await page.getByText('1 change is waiting to be sent.').waitFor();
    await card(page, recital).waitFor();

    // The server comes back: the edit arrives, the banner goes.
    await suite.site.start();
    await expect
      .poll(async () => (await suite.site.api<Announcement[]>('GET', '/api/announcements')).body.map((a) => a.title), {
        timeout: 15_000,
      })
      .toContain('Desktop recital (moved to Friday)');
    await page.getByText('You are offline').waitFor({ state: 'detached' });
    await page.getByText('1 change is waiting to be sent.').waitFor({ state: 'detached' });
    await expect
      .poll(() => JSON.parse(readFileSync(join(serverDir, 'queue.json'), 'utf8')))
      .toMatchObject({ pending: [], failed: [] });
    await app.close();
  });

  it('exports through the native Save dialog (and to server history) and imports through the Open dialog with the same preview and confirmation', async () => {
    const app = await openApp();
    const { page } = app;
    await connectAndLogin(page);
    await page.getByRole('tab', { name: 'Data Management' }).click();

    await page.getByRole('button', { name: 'Export to JSON' }).click();
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0].filename).toMatch(/^academy-data-export.*\.json$/);
    const exported = JSON.parse(saved[0].content) as { announcements: Announcement[] };
    expect(Array.isArray(exported.announcements)).toBe(true);
    await expect
      .poll(async () =>
        (await suite.site.api<{ filename: string }[]>('GET', '/api/data-exports')).body.map((x) => x.filename),
      )
      .toContain(saved[0].filename);

    // Re-saved with a byte-order mark (Notepad's "UTF-8 with BOM"), as a file read from disk keeps it.
    fileToOpen = {
      name: 'restore.json',
      content:
        '\uFEFF' +
        JSON.stringify({
          announcements: [{ title: 'Imported from a file', content: 'Hello', date: '2026-02-14' }],
          exportDate: new Date().toISOString(),
        }),
    };
    await page.getByRole('button', { name: 'Import Data' }).click();
    await page.getByRole('button', { name: 'Open File...' }).click();
    await page.getByText('This file contains:').waitFor();
    await page.getByRole('dialog').getByText('Announcements: 1').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Import Data' }).click();
    await page.getByRole('heading', { name: 'Confirm Import' }).waitFor();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect
      .poll(async () => (await suite.site.api<Announcement[]>('GET', '/api/announcements')).body.map((a) => a.title))
      .toEqual(['Imported from a file']);

    // An export file dropped on the Import dialog is read in the page (File.text()).
    const drop = (name: string, content: string) =>
      page.locator('.admin-import-drop').evaluate(
        (el, [n, c]) => {
          const data = new DataTransfer();
          data.items.add(new File([c], n, { type: 'application/json' }));
          el.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
          el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
        },
        [name, content] as const,
      );
    await page.getByRole('button', { name: 'Import Data' }).click();
    await drop('notes.txt', 'hello');
    await page.getByText('Drop an exported .json file.').waitFor();
    const dropped = { announcements: [{ title: 'Dropped in', content: 'Hi', date: '2026-02-15' }] };
    await drop('dropped.json', JSON.stringify({ ...dropped, exportDate: new Date().toISOString() }));
    await page.getByRole('dialog').getByText('Announcements: 1').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Import Data' }).click();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect
      .poll(async () => (await suite.site.api<Announcement[]>('GET', '/api/announcements')).body.map((a) => a.title))
      .toEqual(['Dropped in']);
    await app.close();
  });

  it('shows a render error with Reload instead of a blank window', async () => {
    const app = await openApp();
    const { page } = app;
    await connectAndLogin(page);
    // A status main could never send (an unreadable date) makes the banner throw while rendering.
    await page.evaluate(() =>
      (window as unknown as { __academyEmit(s: unknown): void }).__academyEmit({
        online: true,
        savedAt: null,
        queued: [],
        failed: [{ id: 'x', description: 'Broken', queuedAt: 'not a date', error: 'x' }],
      }),
    );
    await page.getByText('Something went wrong in this window').waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await app.close();
  });

  it('signs out and removes this computer’s data from the Change server screen, after the native question', async () => {
    const app = await openApp();
    const { page } = app;
    await connectAndLogin(page);
    expect(await page.getByLabel('Update feed (optional)').count()).toBe(0);
    await page.getByRole('button', { name: `Server ${suite.site.url}: change` }).click();
    await page.getByRole('button', { name: 'Sign out and remove this computer’s data' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(questions.at(-1)).toMatch(/No changes are waiting to be sent/);
    const serverDir = join(userData, 'servers', serverFolderName(suite.site.url));
    expect(() => readFileSync(join(serverDir, 'admin-token.bin'))).toThrow();
    expect((await app.backend.handle('getSettings', undefined)).signedIn).toBe(false);
    await app.close();
  });
});
