import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { TEMP_ROOT_ENV } from '../api/testing/tempRoot';
import { startMailbox, type Mailbox } from './mailbox';

type MailboxOptions = Parameters<typeof startMailbox>[0];

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PASSWORDS = {
  admin: 'admin-e2e-password',
  photos: 'photos-e2e-password',
  training: 'training-e2e-password',
};
/** Our flags for Debian's Chromium, whoever launches it (Playwright here, Lighthouse in the bench). */
export const CHROMIUM_BASE_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * The address bar's suggestion popups (chrome://omnibox-popup.top-chrome and its AI mode page),
 * which headless Chromium 156 still builds in a renderer of their own at every launch: ~2 s of CPU
 * on this 2-core machine (7.4 s → 5.5 s for a launch and one page), during the first page's load.
 */
export const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
/**
 * Playwright's own --disable-features list (playwright-core's chromiumSwitches): Chromium keeps only
 * the last --disable-features it is given, so ours carries Playwright's too. e2e/smoke.test.ts
 * compares it with the one Playwright really passes, so an upgrade that changes it fails there.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
export const CHROMIUM_ARGS = [
  ...CHROMIUM_BASE_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

export type Site = {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  adminToken(): Promise<string>;
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
};

export type SiteOptions = { seed?: 'demo' | 'none'; env?: Record<string, string> };

/** Starts the built server (dist/server/main.js) on a free loopback port with a temp data folder. */
export async function startSite(opts: SiteOptions = {}): Promise<Site> {
  // In the run's temp folder (api/testing/tempRoot.ts), which goes when the run ends, whatever a file left.
  const dataDir = mkdtempSync(join(process.env[TEMP_ROOT_ENV] ?? tmpdir(), 'academy-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = '';
  let token: string | null = null;

  const site: Site = {
    url,
    dataDir,
    async start() {
      log = '';
      child = spawn(process.execPath, ['dist/server/main.js'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG: 'silent',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED: opts.seed ?? 'demo',
          ADMIN_PASSWORD: PASSWORDS.admin,
          PHOTOS_PASSWORD: PASSWORDS.photos,
          TRAINING_PASSWORD: PASSWORDS.training,
          ...opts.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (log += d));
      child.stderr!.on('data', (d) => (log += d));
      await waitForHealth(url, child, () => log);
    },
    async stop() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
      });
    },
    async adminToken() {
      if (token) return token;
      const res = await site.api<{ token: string }>('POST', '/api/admin/login', { password: PASSWORDS.admin });
      token = res.body.token;
      return token;
    },
    async api<T>(method: string, path: string, body?: unknown) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (!path.endsWith('/admin/login') && token) headers.Authorization = `Bearer ${token}`;
      const res = await fetch(url + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON
      }
      return { status: res.status, body: parsed as T };
    },
  };
  await site.start();
  return site;
}

export async function stopSite(site: Site | undefined) {
  if (!site) return;
  await site.stop();
  rmSync(site.dataDir, { recursive: true, force: true });
}

/**
 * One Chromium for the whole run: the files share one worker process (e2e/vitest.config.ts,
 * isolate: false) and run one at a time, and a launch, its first page and its close took ~1.5 s
 * a file. A file's `close()` closes every context then open, not the browser, which ends with the
 * worker process; one that has crashed is launched again.
 */
let shared: Promise<Browser> | undefined;
async function launchShared(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  browser.close = async () => void (await Promise.all(browser.contexts().map((c) => c.close())));
  return browser;
}
export async function launchBrowser(): Promise<Browser> {
  if (!shared || !(await shared.catch(() => undefined))?.isConnected()) shared = launchShared();
  return shared;
}

/**
 * A suite's site and browser: registers a beforeAll that starts the site (startSite's options) and
 * launches the browser, and an afterAll that closes both. With `adminToken`, `site.api` calls carry
 * the admin's token. Read `site` and `browser` from the returned object once the hooks have run
 * (in tests, or in the file's own beforeAll registered after this call).
 */
export function useSiteAndBrowser(
  opts: { site?: SiteOptions; adminToken?: boolean; mailbox?: true | MailboxOptions } = {},
) {
  let site: Site | undefined;
  let browser: Browser | undefined;
  let mailbox: Mailbox | undefined;
  beforeAll(async () => {
    // The site sends its emails to a test SMTP server (e2e/mailbox.ts) when the file reads them.
    if (opts.mailbox) mailbox = await startMailbox(opts.mailbox === true ? undefined : opts.mailbox);
    const env: Record<string, string> = mailbox ? { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'academy@academy.test' } : {};
    const siteOptions = { ...opts.site, env: { ...env, ...opts.site?.env } };
    [site, browser] = await Promise.all([startSite(siteOptions), launchBrowser()]);
    if (opts.adminToken) await site.adminToken();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stopSite(site);
    await mailbox?.close();
  });
  return {
    get mailbox(): Mailbox {
      if (!mailbox) throw new Error('useSiteAndBrowser: the mailbox starts in beforeAll, with the mailbox option');
      return mailbox;
    },
    get site(): Site {
      if (!site) throw new Error('useSiteAndBrowser: the site starts in beforeAll');
      return site;
    },
    get browser(): Browser {
      if (!browser) throw new Error('useSiteAndBrowser: the browser launches in beforeAll');
      return browser;
    },
  };
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A fresh context (cookies, storage) per test; axe needs pages made from a context. */
export async function newPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; timezoneId?: string; locale?: string; hasTouch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    // A touch screen: CSS's (pointer: coarse) matches.
    hasTouch: opts.hasTouch ?? false,
    timezoneId: opts.timezoneId ?? 'America/Chicago',
    // The browser's language (navigator.languages): the Spanish site's offer reads it.
    locale: opts.locale ?? 'en-US',
  });
  // main.tsx logs a hydration mismatch (a bug that React papers over by redrawing the page).
  context.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith('Hydration mismatch'))
      hydrationMismatches.push(`${m.page()?.url()}: ${m.text()}`);
  });
  const page = await context.newPage();
  return { context, page };
}

/** Hydration mismatches seen by pages from newPage; e2e/setup.ts fails the test during which one was logged. */
export const hydrationMismatches: string[] = [];

/** Screenshots for looking at a page as a person would (written under test-results/, not asserted). */
export async function snap(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: join(ROOT, 'test-results', 'screens', `${name}.png`), fullPage: true });
}
