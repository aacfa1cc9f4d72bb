import { describe, expect, it } from 'vitest';
import { pathInLang } from '@shared/lang';
import { SUBSCRIBE_PAGES } from '@shared/routes';
import { routes } from './routes';

describe('routes', () => {
  it("declares the family's pages at the paths the emails link to (SUBSCRIBE_PAGES)", () => {
    const paths = routes.flatMap((r) => [r.path, ...(r.children ?? []).map((c) => c.path)]);
    for (const page of Object.values(SUBSCRIBE_PAGES)) {
      expect(paths).toContain(page);
      expect(paths).toContain(pathInLang(page, 'es'));
    }
  });
});
