/**
 * /manifest.webmanifest, made from the configuration (SITE_NAME) rather than a file in web/dist,
 * so a renamed academy installs under its own name without a rebuild. Linked from the public
 * pages only (scripts/prerender.mjs), not from the dashboard.
 */
export const THEME_COLOR = '#b4232a';

/** A home-screen label fits about 12 characters: the name's first word when the name is longer. */
export const shortNameOf = (name: string) => (name.length <= 12 ? name : name.split(/\s+/)[0].slice(0, 12));

export function webManifest(siteName: string) {
  return {
    name: siteName,
    short_name: shortNameOf(siteName),
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
