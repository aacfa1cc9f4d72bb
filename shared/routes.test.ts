import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeLines, productSources } from './node/sourceFiles';
import { API, withQuery } from './routes';
import { recordPath, recordRoute, resourceAt, RESOURCES } from './resources';

describe('API paths', () => {
  it('builds record paths, router patterns and query strings', () => {
    expect(recordRoute(API.events)).toBe('/api/events/:id');
    expect(recordPath(API.events, 'abc_1')).toBe('/api/events/abc_1');
    expect(recordPath(API.contact, 'a/b?c')).toBe('/api/contact/a%2Fb%3Fc');
    expect(withQuery(API.events, { month: 3, year: 2026 })).toBe('/api/events?month=3&year=2026');
    expect(withQuery(API.gallery, { page: 'photos', auth: undefined })).toBe('/api/gallery?page=photos');
    expect(withQuery(API.eventsFeed, { category: undefined })).toBe('/api/events.ics');
  });

  it('names the collection or record a path is about, and nothing else', () => {
    expect(resourceAt('/api/gallery')).toEqual({ name: 'galleryItems', id: null });
    expect(resourceAt('/api/contact/x-1')).toEqual({ name: 'contactMessages', id: 'x-1' });
    expect(resourceAt('/api/data-exports/y')).toEqual({ name: 'dataExports', id: 'y' });
    for (const p of ['/api/admin/login', '/api/events.ics', '/api/events?month=1', '/api/events/a/b', '/api/nothing'])
      expect(resourceAt(p), p).toBeNull();
    for (const [name, r] of Object.entries(RESOURCES)) expect(resourceAt(r.path)?.name).toBe(name);
  });
});

const root = fileURLToPath(new URL('..', import.meta.url));

describe('API paths are written only in shared/routes.ts', () => {
  it('no module of shared/, web/ or desktop/ types an /api/ path out again (comments aside)', () => {
    const files = productSources(root, ['shared', 'web/src', 'web/sw', 'desktop']).filter(
      (f) => f !== join('shared', 'routes.ts'),
    );
    const typed = codeLines(root, files, /['"`]\/api\//);
    expect(typed).toEqual([]);
  });
});
