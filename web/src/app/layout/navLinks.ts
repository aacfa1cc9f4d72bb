/** The six header links (docs/product.md#site-layout), in order; the footer repeats them. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/schedule', label: 'Schedule' },
  { to: '/photos', label: 'Photos' },
  { to: '/training', label: 'Training' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
] as const;
