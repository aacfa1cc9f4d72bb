import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_BUSY } from './passwords';
import { PASSWORDS } from '../testing/harness';
import { useTestServer } from '../testing/suite';

/**
 * Limits under bursts: requests sent all at once, as an attacker would, must be counted as
 * they arrive. Each test uses its own addresses (X-Forwarded-For, the server trusts one proxy
 * hop here) so the limits of one test don't leak into another.
 */
const t = useTestServer({ trustProxy: 1 });

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const burst = <T>(n: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('limits under a burst of 30 at once', () => {
  it('member gate: 29 wrong and the right one sent together, only 5 are checked', async () => {
    const statuses = await burst(30, async (i) => {
      const password = i === 29 ? PASSWORDS.photos : `wrong-${i}`;
      const res = await t.req('/api/protected/login', {
        method: 'POST',
        json: { page: 'photos', password },
        headers: from('10.1.0.1'),
      });
      return res.status;
    });
    // The right one got in only if it arrived among the first five, which the limit allows.
    expect(count(statuses, 401) + count(statuses, 200)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
  });

  it('admin login: 30 wrong at once, 5 checked, 25 refused with Retry-After', async () => {
    const answers = await burst(30, async (i) => {
      const res = await t.req('/api/admin/login', {
        method: 'POST',
        json: { password: `bad-${i}` },
        headers: from('10.1.0.2'),
      });
      return {
        status: res.status,
        retry: res.headers.get('retry-after'),
        body: (await res.json()) as { message: string },
      };
    });
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(Number(a.retry)).toBeGreaterThan(0);
      expect(a.body.message).toBe(MSG.tooManyAttempts);
    }
    // The right password from that address is refused too, until the window passes.
    const right = await t.req('/api/admin/login', {
      method: 'POST',
      json: { password: PASSWORDS.admin },
      headers: from('10.1.0.2'),
    });
    expect(right.status).toBe(429);
  });

  it('contact: 30 posts at once from one address store 5; rejected posts do not count', async () => {
    const token = await t.login();
    const before = ((await (await t.req('/api/contact', { token })).json()) as unknown[]).length;
    const invalid = await t.req('/api/contact', { method: 'POST', json: { name: 'x' }, headers: from('10.1.0.3') });
    expect(invalid.status).toBe(400);
    const statuses = await burst(30, async (i) => {
      const json = {
        name: 'Parent',
        email: 'p@example.com',
        subject: `Burst ${i}`,
        message: 'Hello there, a question.',
      };
      return (await t.req('/api/contact', { method: 'POST', json, headers: from('10.1.0.3') })).status;
    });
    expect(count(statuses, 201)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
    const after = ((await (await t.req('/api/contact', { token })).json()) as unknown[]).length;
    expect(after - before).toBe(5);
  });

  it('password checks run at most two at a time (one on two cores); a burst from many networks waits, an image still answers', async () => {
    const token = await t.login();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const up = await t.req('/api/upload/image', { method: 'POST', token, body: form });
    const publicImage = ((await up.json()) as { imageUrl: string }).imageUrl;
    const instructor = { name: 'Pat', title: 'Percussion Instructor', imageUrl: publicImage };
    expect((await t.req('/api/instructors', { method: 'POST', token, json: instructor })).status).toBe(201);
    let peak = 0;
    let sampling = true;
    const sample = (async () => {
      while (sampling) {
        peak = Math.max(peak, t.services.passwords.checksRunning);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    // 45 guesses from 45 networks, each at another account (staff accounts have a per-account
    // limit too), so no per-client, per-network or per-account budget stops them first.
    const answers = burst(45, async (i) => {
      const res = await t.req('/api/admin/login', {
        method: 'POST',
        json: { email: `guess${i}@academy.test`, password: `g-${i}` },
        headers: from(`203.0.${i + 1}.9`),
      });
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    });
    const image = await t.req(publicImage);
    const results = await answers;
    sampling = false;
    await sample;
    expect(image.status).toBe(200);
    expect(peak).toBe(PASSWORD_CHECKS_AT_ONCE);
    // Each client waits in its own line (clientLimits.test.ts): none is refused as busy.
    expect(results.every((r) => r.status === 401)).toBe(true);
    expect(results.map((r) => r.message)).not.toContain(PASSWORD_CHECKS_BUSY);
  });
});
