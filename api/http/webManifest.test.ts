import { describe, expect, it } from 'vitest';
import { shortNameOf, webManifest } from './webManifest';

describe('webManifest', () => {
  it('names the app after SITE_NAME, with a home-screen label of at most 12 characters', () => {
    expect(webManifest('Core Performing Arts Academy')).toMatchObject({
      name: 'Core Performing Arts Academy',
      short_name: 'Core',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(shortNameOf('Drumline')).toBe('Drumline');
    expect(shortNameOf('Supercalifragilistic Drums')).toBe('Supercalifra');
  });
  it('has 192 and 512 px PNG icons, one maskable', () => {
    const icons = webManifest('X').icons;
    expect(icons.filter((i) => i.type === 'image/png').map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(icons.filter((i) => i.purpose === 'maskable')).toHaveLength(1);
  });
});
