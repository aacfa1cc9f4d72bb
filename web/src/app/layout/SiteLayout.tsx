import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { t } from '@/i18n';
import { LanguageOffer } from './LanguageOffer';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

/** Header, page, footer for every public path (/admin paths use their own routes without this). */
export function SiteLayout() {
  const busy = useNavigation().state === 'loading';
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <div className={`nav-progress${busy ? ' is-active' : ''}`} aria-hidden="true" />
      <SiteHeader />
      <div className="site__page">
        <Outlet />
      </div>
      <SiteFooter />
      <LanguageOffer />
      <ScrollRestoration />
    </div>
  );
}
