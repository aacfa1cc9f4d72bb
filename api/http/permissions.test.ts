import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/suite';
import { apiRoutes, buildRouter } from '../routes';
import { staffAccount } from '../testing/staff';

const t = useTestServer();

const concrete = (p: string) => p.replace(/:id/g, 'some-id');

describe('route permissions', () => {
  it('every route of the router has a permission rule from the list', () => {
    const router = buildRouter(t.services);
    const listed = new Set(apiRoutes.map((r) => `${r.method} ${r.path}`));
    for (const r of apiRoutes) expect(['public', 'admin', 'owner', 'member']).toContain(r.permission);
    for (const layer of router.stack) {
      const methods = layer.methods.filter((m) => m !== 'HEAD');
      for (const m of methods)
        expect(listed.has(`${m} ${layer.path}`), `${m} ${layer.path} has no permission rule`).toBe(true);
      expect(layer.name).toMatch(/^(public|admin|owner|member) /);
    }
    expect(router.stack.length).toBe(apiRoutes.length);
  });

  it('refuses a route without a permission rule', () => {
    expect(() =>
      buildRouter(t.services, [{ method: 'GET', path: '/api/x', permission: undefined as any, handler: () => {} }]),
    ).toThrow(/permission/);
  });

  it('no admin answer may be cached: every admin route says no-store, found or not', async () => {
    const token = await t.login();
    const admin = apiRoutes.filter((r) => r.permission === 'admin' || r.permission === 'owner');
    for (const r of admin) {
      const json = r.method === 'POST' || r.method === 'PUT' ? { json: {} } : {};
      const res = await t.req(concrete(r.path), { method: r.method, token, ...json });
      expect(res.headers.get('cache-control'), `${r.method} ${r.path} ${res.status}`).toBe('no-store');
    }
    const list = await t.req('/api/contact', { token });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
  });

  it('member routes need the page cookie or the admin token', async () => {
    for (const r of apiRoutes.filter((x) => x.permission === 'member')) {
      for (const q of ['', '?page=photos', '?page=training', '?page=photos&auth=true']) {
        const res = await t.req(r.path + q, { method: r.method });
        expect(res.status, `${r.method} ${r.path}${q}`).toBe(401);
      }
    }
  });

  it('public routes answer without a token (never 401 for lack of one)', async () => {
    for (const r of apiRoutes.filter((x) => x.permission === 'public')) {
      const res = await t.req(concrete(r.path), { method: r.method, ...(r.method === 'POST' ? { json: {} } : {}) });
      expect(res.status, `${r.method} ${r.path}`).not.toBe(500);
      if (r.path !== '/api/admin/login' && r.path !== '/api/protected/login')
        expect(res.status, `${r.method} ${r.path}`).not.toBe(401);
    }
  });
});

describe('an instructor (staff accounts)', () => {
  it('gets 403 on every owner route and never 403 on an admin route', async () => {
    const { token } = await staffAccount(t, 'instructor');
    for (const r of apiRoutes.filter((x) => x.permission === 'owner' || x.permission === 'admin')) {
      const json = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) ? { json: {} } : {};
      const res = await t.req(concrete(r.path), { method: r.method, token, ...json });
      if (r.permission === 'owner') {
        expect(res.status, `${r.method} ${r.path}`).toBe(403);
        expect(((await res.json()) as { message: string }).message).toBeTruthy();
      } else expect(res.status, `${r.method} ${r.path}`).not.toBe(403);
    }
    // The same token still works: a 403 ends nothing.
    expect((await t.req('/api/admin/session', { token })).status).toBe(200);
  });

  it("the owner routes are the contract's: staff, exports, imports, backups, delete-forever, families", () => {
    const owner = apiRoutes.filter((r) => r.permission === 'owner').map((r) => `${r.method} ${r.path}`);
    for (const must of [
      'GET /api/staff',
      'POST /api/staff',
      'PATCH /api/staff/:id',
      'DELETE /api/staff/:id',
      'GET /api/data-exports',
      'POST /api/data-exports',
      'POST /api/data-imports',
      'DELETE /api/trash/:id',
      'GET /api/subscriptions',
      'GET /api/subscriptions.csv',
      'DELETE /api/subscriptions/:id',
    ])
      expect(owner).toContain(must);
  });
});
