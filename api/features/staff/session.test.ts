import { describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages';
import { cookiesOf, PASSWORDS, startTestServer } from '../../testing/harness';
import { useTestServer } from '../../testing/suite';

const t = useTestServer();
const body = async (res: Response) => (await res.json()) as any;

describe('admin session', () => {
  it('login 200 {token}, session 200, logout 204 revokes', async () => {
    const res = await t.req('/api/admin/login', { method: 'POST', json: { password: PASSWORDS.admin } });
    expect(res.status).toBe(200);
    const { token } = await body(res);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('admin_session='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/path=\/uploads/i);
    const restored = await t.req('/api/admin/session', { token });
    expect(restored.status).toBe(200);
    expect(await body(restored)).toMatchObject({ account: { id: 'owner', name: 'Owner', role: 'owner' } });
    // A session restored from storage renews the cookie the dashboard's <img> tags need.
    expect(restored.headers.getSetCookie().find((c) => c.startsWith('admin_session='))).toMatch(/path=\/uploads/i);
    expect((await t.req('/api/admin/logout', { method: 'POST', token })).status).toBe(204);
    expect((await t.req('/api/admin/session', { token })).status).toBe(401);
    expect((await t.req('/api/announcements', { method: 'POST', token, json: {} })).status).toBe(401);
  });

  it('missing password 400 with the spec message; wrong 401 Incorrect password', async () => {
    const missing = await t.req('/api/admin/login', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect((await body(missing)).message).toBe(MSG.passwordRequired);
    const wrong = await t.req('/api/admin/login', { method: 'POST', json: { password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(await body(wrong)).toEqual({ message: 'Incorrect password' });
  });

  it('sessions survive a restart of the server', async () => {
    const token = await t.login();
    const again = await startTestServer({ dataDir: t.dataDir, port: 0 });
    try {
      expect((await again.req('/api/admin/session', { token })).status).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('5 failures in 15 minutes: 429 with Retry-After, even for the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await t.req('/api/admin/login', { method: 'POST', json: { password: 'bad' } })).status).toBe(401);
    const limited = await t.req('/api/admin/login', { method: 'POST', json: { password: PASSWORDS.admin } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await body(limited)).message).toBeTruthy();
  });
});

describe('member page gate', () => {
  it('wrong password 401 {success:false}; unknown page 400; missing password 400', async () => {
    const wrong = await t.req('/api/protected/login', { method: 'POST', json: { page: 'photos', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(await body(wrong)).toEqual({ success: false, message: expect.any(String) });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(
      (await t.req('/api/protected/login', { method: 'POST', json: { page: 'admin', password: 'x' } })).status,
    ).toBe(400);
    expect((await t.req('/api/protected/login', { method: 'POST', json: { page: 'photos' } })).status).toBe(400);
  });

  it('right password: signed httpOnly SameSite=Lax cookie for 24 hours that opens that page only', async () => {
    const res = await t.req('/api/protected/login', {
      method: 'POST',
      json: { page: 'photos', password: PASSWORDS.photos },
    });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ success: true });
    const set = res.headers.getSetCookie();
    const main = set.find((c) => c.startsWith('photos_authenticated='))!;
    expect(main).toMatch(/httponly/i);
    expect(main).toMatch(/samesite=lax/i);
    expect(main).toMatch(/path=\//i);
    expect(main).not.toMatch(/secure/i); // plain HTTP here
    const expires = Date.parse(/expires=([^;]+)/i.exec(main)![1]);
    expect(Math.abs(expires - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    expect(set.some((c) => c.startsWith('photos_authenticated.sig='))).toBe(true);
    const cookie = cookiesOf(res);
    const photos = await t.req('/api/gallery?page=photos&auth=true', { cookie });
    expect(photos.status).toBe(200);
    expect(photos.headers.get('cache-control')).toBe('no-store');
    expect((await t.req('/api/gallery?page=training', { cookie })).status).toBe(401);
    expect((await t.req('/api/gallery', { cookie })).status).toBe(401);
  });

  it('a tampered cookie is refused', async () => {
    const cookie = await t.pageCookie('training');
    expect((await t.req('/api/gallery?page=training', { cookie })).status).toBe(200);
    const tampered = cookie.replace(
      /training_authenticated=v(\d+)\.(\d+)/,
      (_m, v, exp) => `training_authenticated=v${v}.${Number(exp) + 1000}`,
    );
    expect(tampered).not.toBe(cookie);
    expect((await t.req('/api/gallery?page=training', { cookie: tampered })).status).toBe(401);
    const renamed = cookie.replace(/training_authenticated/g, 'photos_authenticated');
    expect((await t.req('/api/gallery?page=photos', { cookie: renamed })).status).toBe(401);
  });

  it('secure flag when the proxy says HTTPS and TRUST_PROXY is set', async () => {
    const p = await startTestServer({ trustProxy: 1 });
    try {
      const res = await p.req('/api/protected/login', {
        method: 'POST',
        json: { page: 'photos', password: PASSWORDS.photos },
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(res.headers.getSetCookie().find((c) => c.startsWith('photos_authenticated='))).toMatch(/secure/i);
    } finally {
      await p.stop();
    }
  });

  it('logout clears the cookie', async () => {
    const cookie = await t.pageCookie('photos');
    const res = await t.req('/api/protected/logout', { method: 'POST', json: { page: 'photos' }, cookie });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ success: true });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('photos_authenticated='))!;
    expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect((await t.req('/api/protected/logout', { method: 'POST', json: { page: 'nope' } })).status).toBe(400);
  });

  it('a password change ends access granted with the old one', async () => {
    const cookie = await t.pageCookie('photos');
    await t.services.passwords.set('photos', 'new-photos-pass');
    expect((await t.req('/api/gallery?page=photos', { cookie })).status).toBe(401);
    await t.services.passwords.set('photos', PASSWORDS.photos);
  });

  it('the admin token opens both pages and the full list; logout without a token is harmless', async () => {
    const s2 = await startTestServer();
    try {
      const token = await s2.login();
      for (const q of ['?page=photos', '?page=training', ''])
        expect((await s2.req(`/api/gallery${q}`, { token })).status).toBe(200);
      expect((await s2.req('/api/admin/logout', { method: 'POST' })).status).toBe(204);
    } finally {
      await s2.stop();
    }
  });

  it('gate: 5 failures per page and address, then 429; the other page still works', async () => {
    for (let i = 0; i < 5; i++)
      await t.req('/api/protected/login', { method: 'POST', json: { page: 'training', password: 'bad' } });
    const limited = await t.req('/api/protected/login', {
      method: 'POST',
      json: { page: 'training', password: PASSWORDS.training },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(
      (await t.req('/api/protected/login', { method: 'POST', json: { page: 'photos', password: PASSWORDS.photos } }))
        .status,
    ).toBe(200);
  });
});
