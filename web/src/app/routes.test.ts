import { describe, expect, it } from 'vitest';
import { pathInLang } from '@shared/lang';
import { ENROLL_PAGES, SUBSCRIBE_PAGES } from '@shared/routes';
import { pageAt, routes } from './routes';

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
});
