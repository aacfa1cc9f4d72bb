/** The six header links (docs/product.md#site-layout), in order; the footer repeats them. Labels are message ids (layout.*.json). */
export const NAV_LINKS = [
  { to: '/', label: 'layout.home' },
  { to: '/schedule', label: 'layout.schedule' },
  { to: '/photos', label: 'layout.photos' },
  { to: '/training', label: 'layout.training' },
  { to: '/about', label: 'layout.about' },
  { to: '/contact', label: 'layout.contact' },
] as const;
