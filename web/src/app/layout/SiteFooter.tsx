import { Link } from 'react-router-dom';
import { FooterSubscribe } from '@/features/subscribe/FooterSubscribe';
import { useHydrated } from '@/hooks/useHydrated';
import { useSite } from '@/lib/siteConfig';
import { BrandMark } from './BrandMark';
import { NAV_LINKS } from './navLinks';
import { SocialLinks } from './SocialLinks';

export function SiteFooter() {
  const siteName = useSite((s) => s.siteName);
  const tagline = useSite((s) => s.tagline);
  const contactEmail = useSite((s) => s.contactEmail);
  // The prerendered page says the build's year; hydration must see the same before it updates.
  const year = useHydrated() ? new Date().getFullYear() : Number(import.meta.env.BUILD_YEAR);
  return (
    <footer className="site-footer" id="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link to="/" className="site-brand site-brand--footer">
            <BrandMark />
            <span className="site-brand__name">{siteName}</span>
          </Link>
          <p className="site-footer__tagline">{tagline}</p>
          <p>Drumline and color guard classes for elementary-age students.</p>
          <SocialLinks />
        </div>
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Programs</h2>
          <ul>
            <li>
              <Link to="/#programs">Drumline</Link>
            </li>
            <li>
              <Link to="/#programs">Color Guard</Link>
            </li>
          </ul>
          {contactEmail && (
            <>
              <h2 className="site-footer__heading">Contact</h2>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </>
          )}
        </div>
        <FooterSubscribe />
      </div>
      <div className="site-footer__legal">
        © {year} {siteName}. All rights reserved.
      </div>
    </footer>
  );
}
