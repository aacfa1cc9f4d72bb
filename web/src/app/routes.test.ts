import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pathInLang } from '@shared/lang';
import { ENROLL_PAGES, SUBSCRIBE_PAGES } from '@shared/routes';
import { literalPageAt, pageAt, routes, routesAt } from './routes';

describe('routes', () => {
  it("declares the family's pages at the paths the emails link to (SUBSCRIBE_PAGES)", () => {
    const paths = routes.flatMap((r) => [r.path, ...(r.children ?? []).map((c) => c.path)]);
    for (const page of [...Object.values(SUBSCRIBE_PAGES), ...Object.values(ENROLL_PAGES)]) {
      expect(paths).toContain(page);
      expect(paths).toContain(pathInLang(page, 'es'));
    }
  });

  it('finds the page to load before the first render at every kind of path (main.tsx, the prerender)', () => {
    expect(pageAt('/es/about')).not.toBe(pageAt('/about'));
    expect(pageAt('/es/subscribe/manage')).toBe(pageAt('/subscribe/confirm'));
    expect(pageAt('/no/such/page')).toBe(pageAt('/admin/nothing'));
    expect(pageAt('/admin/dashboard')).not.toBe(pageAt('/admin/login'));
    expect(pageAt('/es/')).not.toBe(pageAt('/'));
  });

  it('finds by lookup the page the router matches, for every declared path and its variants', () => {
    const paths = routes.flatMap((r) => [r.path, ...(r.children ?? []).map((c) => c.path)]).filter(Boolean);
    for (const p of (paths as string[]).map((x) => (x === '*' ? '/any/where' : x.replace('*', 'any/where'))))
      for (const variant of [p, p.toUpperCase(), p.endsWith('/') ? p.slice(0, -1) : `${p}/`, `${p}/x/y`]) {
        const matched = matchRoutes(routes, variant)?.at(-1)?.route.handle;
        expect(pageAt(variant), variant).toBe(matched);
      }
  });

  it('gives the router only the branch of a literal path, which matches as the whole table does', () => {
    const paths = routes.flatMap((r) => [r.path, ...(r.children ?? []).map((c) => c.path)]).filter(Boolean);
    const literal = (paths as string[]).filter((p) => !p.includes('*'));
    expect(literal).toContain('/es/');
    const branch = (table: typeof routes, path: string) =>
      matchRoutes(table, path)?.map((m) => [m.route.path, m.route.element, m.route.handle]);
    for (const p of literal)
      for (const variant of [p, p.toUpperCase(), p === '/' ? p : p.endsWith('/') ? p.slice(0, -1) : `${p}/`]) {
        expect(literalPageAt(variant), variant).toBeDefined();
        expect(routesAt(variant).length, variant).toBe(1);
        expect(branch(routesAt(variant), variant), variant).toEqual(branch(routes, variant));
      }
    expect(routesAt('/no/such/page')).toBe(routes);
    expect(literalPageAt('/no/such/page')).toBeUndefined();
  });
});
