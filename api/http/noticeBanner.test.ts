import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../testing/harness';

let t: TestServer;
let token: string;
const dist = tempDir('academy-dist-');
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'prerendered'));
  const page = (body: string) => `<!doctype html><html><head></head><body><div id="root">${body}</div></body></html>`;
  fs.writeFileSync(path.join(dist, 'index.html'), page(''));
  fs.writeFileSync(path.join(dist, 'prerendered', 'about.html'), page('<main>About us</main>'));
  fs.mkdirSync(path.join(dist, 'prerendered', 'es'));
  fs.writeFileSync(path.join(dist, 'prerendered', 'es', 'about.html'), page('<main>Quiénes somos</main>'));
  t = await startTestServer({ webDist: dist });
  token = await t.login();
});
afterAll(async () => {
  await t.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = async (p: string, headers: Record<string, string> = {}) => {
  const res = await t.req(p, { headers });
  expect(res.status, p).toBe(200);
  return { text: await res.text(), etag: res.headers.get('etag') };
};
const post = async (fields: Record<string, unknown>) => {
  const res = await t.req('/api/announcements', {
    method: 'POST',
    token,
    json: { title: 'Notice', content: 'Text', date: '2026-03-01', ...fields },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; version: number };
};

describe('the urgent notice banner in served pages', () => {
  it('is absent while no urgent notice is live', async () => {
    await post({ title: 'Not urgent' });
    await post({ title: 'Urgent later', urgent: true, publishAt: '2099-01-01T00:00:00Z' });
    for (const p of ['/', '/about', '/no/such/page']) expect((await html(p)).text).not.toContain('urgent-notice');
  });

  it('is first in the body of every public page (prerendered ones too), not on the dashboard', async () => {
    const n = await post({ title: 'Practice <cancelled> tonight', urgent: true });
    for (const p of ['/', '/about', '/schedule', '/no/such/page']) {
      const { text } = await html(p);
      expect(text, p).toMatch(/<body><div id="urgent-notice"[^>]*data-key="[^"]+"/);
      expect(text).toContain(`href="/announcements?notice=${n.id}"`);
      expect(text).toContain('Practice &lt;cancelled&gt; tonight');
      expect(text.indexOf('urgent-notice')).toBeLessThan(text.indexOf('<div id="root"'));
    }
    expect((await html('/about')).text).toContain('About us');
    expect((await html('/admin/dashboard')).text).not.toContain('urgent-notice');
    // Its own ETag: a browser holding the page without the banner gets the new one.
    const plain = await html('/admin/dashboard');
    const res = await t.req('/', { headers: { 'If-None-Match': plain.etag! } });
    expect(res.status).toBe(200);
    const again = await t.req('/', { headers: { 'If-None-Match': (await html('/')).etag! } });
    expect(again.status).toBe(304);
  });

  it("is in the page's language on a Spanish page: its words, its link, its Spanish title or the English marked", async () => {
    const n = await post({ title: 'No practice today', urgent: true });
    for (const p of ['/es/about', '/es/no/such/page']) {
      const { text } = await html(p);
      expect(text, p).toContain('aria-label="Aviso urgente"');
      expect(text).toContain('<span class="urgent-notice-label">Urgente</span>');
      expect(text).toContain(`href="/es/announcements?notice=${n.id}" lang="en">No practice today</a>`);
      expect(text).toContain('aria-label="Cerrar este aviso"');
    }
    expect((await html('/es/about')).text).toContain('Quiénes somos');
    // The English page of the same file is still English.
    expect((await html('/no/such/page')).text).toContain('<span class="urgent-notice-label">Urgent</span>');
  });

  it('stays away for a visitor who dismissed it, until the notice changes', async () => {
    const n = await post({ title: 'Storm', urgent: true });
    const key = `${n.id}.${n.version}`;
    const cookie = `notice_dismissed=${key}`;
    expect((await html('/', { Cookie: 'notice_dismissed=other.1' })).text).toContain('Storm');
    expect((await html('/', { Cookie: cookie })).text).not.toContain('urgent-notice');
    const put = await t.req(`/api/announcements/${n.id}`, {
      method: 'PUT',
      token,
      json: { title: 'Storm: gym closed too', content: 'Text', date: '2026-03-01', urgent: true },
    });
    expect(put.status).toBe(200);
    const { text } = await html('/', { Cookie: cookie });
    expect(text).toContain('Storm: gym closed too');
    expect(text).toContain(`data-key="${n.id}.2"`);
  });

  it('a scheduled urgent notice appears at its time and leaves at its expiry, with no write', async () => {
    const start = Date.now();
    const n = await post({
      title: 'Due soon',
      urgent: true,
      publishAt: new Date(start + 1500).toISOString(),
      expiresAt: new Date(start + 3500).toISOString(),
    });
    expect((await html('/about')).text).not.toContain('Due soon');
    await expect.poll(async () => (await html('/about')).text.includes('Due soon'), { timeout: 10_000 }).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(start + 1500);
    expect((await html('/about')).text).toContain(`data-expires="${new Date(start + 3500).toISOString()}"`);
    await expect.poll(async () => (await html('/about')).text.includes('Due soon'), { timeout: 10_000 }).toBe(false);
    expect(Date.now()).toBeGreaterThanOrEqual(start + 3500);
    // The previous urgent notice is the banner again.
    expect((await html('/about')).text).toContain('Storm: gym closed too');
    expect(n.id).toBeTruthy();
  });
});
