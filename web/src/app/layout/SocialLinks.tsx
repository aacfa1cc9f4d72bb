/**
 * The academy's social accounts (docs/product.md#site-layout). It has published none yet: a
 * network is shown once its `href` is set here; an icon that goes nowhere is not shown at all.
 */
const NETWORKS: { name: string; d: string; href?: string }[] = [
  { name: 'Facebook', d: 'M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.3-.9 1-.9z' },
  {
    name: 'Instagram',
    d: 'M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 2a3 3 0 00-3 3v8a3 3 0 003 3h8a3 3 0 003-3V8a3 3 0 00-3-3H8zm4 3.5a3.5 3.5 0 110 7 3.5 3.5 0 010-7zm0 2a1.5 1.5 0 100 3 1.5 1.5 0 000-3zM17 6a1 1 0 110 2 1 1 0 010-2z',
  },
  {
    name: 'YouTube',
    d: 'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 00-1.8 1.8C2 8.7 2 12 2 12s0 3.3.4 4.8a2.5 2.5 0 001.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 001.8-1.8c.4-1.5.4-4.8.4-4.8s0-3.3-.4-4.8zM10 15V9l5.2 3L10 15z',
  },
];

export function SocialLinks() {
  const live = NETWORKS.filter((n) => n.href);
  if (!live.length) return null;
  return (
    <ul className="social-links">
      {live.map((n) => (
        <li key={n.name}>
          <a href={n.href} aria-label={n.name}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={n.d} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
