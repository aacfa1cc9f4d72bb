import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useHydrated } from '@/hooks/useHydrated';
import { useNavigationScroll } from '@/hooks/useNavigationScroll';
import { currentLang, t } from '@/i18n';
import { offersSpanish } from '@/i18n/offer';
import { pageLoading, subscribePageLoading } from '../pageRegistry';
import { RouteErrorBoundary } from '../RouteError';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

/** Only the visitors it is for download the offer (the home page's budget). */
const LanguageOffer = lazy(() => import('./LanguageOffer').then((m) => ({ default: m.LanguageOffer })));
function OfferIfWanted() {
  const hydrated = useHydrated();
  if (!hydrated || currentLang() !== 'en') return null;
  if (!offersSpanish(document.cookie, navigator.languages ?? [navigator.language])) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  );
}

/** Header, page, footer for every public path (/admin paths use their own routes without this). */
export function SiteLayout() {
  // While the next page's code loads (the navigation, a transition, keeps this page meanwhile).
  const busy = useSyncExternalStore(subscribePageLoading, pageLoading, () => false);
  useNavigationScroll();
  const { pathname } = useLocation();
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <div className={`nav-progress${busy ? ' is-active' : ''}`} aria-hidden="true" />
      <SiteHeader />
      <div className="site__page">
        {/* A page that fails to load fails inside the site's header and footer. */}
        <RouteErrorBoundary path={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </div>
      <SiteFooter />
      <OfferIfWanted />
    </div>
  );
}
