import { describe, expect, it } from 'vitest';
import { desktopCacheRows, measureDesktopCache } from './desktopCache';

describe('bench desktop cache', () => {
  it('starts the backend in a new process and answers each list from the cache offline', async () => {
    const bodies = { '/api/events': JSON.stringify([{ id: 'e1' }]), '/api/contact': '[]' };
    const r = await measureDesktopCache(bodies, undefined, 1);
    expect(r.files.map((f) => f.path)).toEqual(Object.keys(bodies));
    expect(r.withCache[0].gets['/api/events']).toMatchObject({ status: 200, bytes: bodies['/api/events'].length });
    expect(Object.keys(r.empty[0].gets)).toEqual([]);
    expect(desktopCacheRows(r)).toHaveLength(2);
  });
});
