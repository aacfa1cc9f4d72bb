import { Link } from 'react-router-dom';
import { FooterSubscribe } from '@/features/subscribe/FooterSubscribe';
import { useHydrated } from '@/hooks/useHydrated';
import { localPath, t } from '@/i18n';
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
          <Link to={localPath('/')} className="site-brand site-brand--footer">
            <BrandMark />
            <span className="site-brand__name">{siteName}</span>
          </Link>
          {/* The academy's own words (its settings), not translated: English on a Spanish page. */}
          <p className="site-footer__tagline" lang="en">
            {tagline}
          </p>
          <p>{t('layout.footerAbout')}</p>
          <SocialLinks />
        </div>
        <nav aria-label={t('layout.footerNav')}>
          <h2 className="site-footer__heading">{t('layout.explore')}</h2>
          <ul>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={localPath(l.to)}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">{t('layout.programs')}</h2>
          <ul>
            <li>
              <Link to={`${localPath('/')}#programs`}>{t('layout.drumline')}</Link>
            </li>
            <li>
              <Link to={`${localPath('/')}#programs`}>{t('layout.colorGuard')}</Link>
            </li>
          </ul>
          {contactEmail && (
            <>
              <h2 className="site-footer__heading">{t('layout.contact')}</h2>
              <a className="site-footer__email" href={`mailto:${contactEmail}`}>
                {/* A break allowed after the @ (a phone's narrow column); the address itself unchanged. */}
                {contactEmail.replace(/@.*/, '')}
                {contactEmail.includes('@') && (
                  <>
                    @<wbr />
                    {contactEmail.slice(contactEmail.indexOf('@') + 1)}
                  </>
                )}
              </a>
            </>
          )}
        </div>
        <FooterSubscribe />
      </div>
      <div className="site-footer__legal">{t('layout.copyright', { year, siteName })}</div>
    </footer>
  );
}
