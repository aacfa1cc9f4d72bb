import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { localPath, t } from '@/i18n';
import { useSite } from '@/lib/siteConfig';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_LINKS } from './navLinks';

/**
 * Header with the six links; under 768 px (CSS) they fold into a menu behind a toggle button. The
 * language switch sits right after the brand on a wide screen (placed after something
 * right-aligned it would move that on a half-parsed page: docs/build-notes.md#paints-of-a-half-parsed-page);
 * on a phone it is the menu's last line, as there is no room beside the brand and the button.
 */
export function SiteHeader() {
  const siteName = useSite((s) => s.siteName);
  const notices = useSite((s) => s.subscriptions === true);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const home = localPath('/');

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={home} className="site-brand" aria-label={t('layout.brandHome', { siteName })}>
          <BrandMark />
          <span className="site-brand__name">{siteName}</span>
        </Link>
        <LanguageSwitch className="lang-switch lang-switch--header" />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{open ? t('layout.closeMenu') : t('layout.openMenu')}</span>
        </button>
        <nav id="site-nav" aria-label={t('layout.mainNav')} className={`site-nav${open ? ' is-open' : ''}`}>
          <ul>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={localPath(l.to)} end={l.to === '/'}>
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
            {/* Notices by email one tap from the phone's menu (the footer's button is far down a phone page). */}
            {notices && (
              <li className="site-nav__notices">
                <Link to={`${localPath('/announcements')}#subscribe`}>{t('layout.getNotices')}</Link>
              </li>
            )}
          </ul>
        </nav>
        {open && <LanguageSwitch className="lang-switch lang-switch--menu" />}
      </div>
    </header>
  );
}
