import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pathInLang } from '@shared/lang';
import { useHydrated } from '@/hooks/useHydrated';
import { currentLang, t } from '@/i18n';
import { offersSpanish } from '@/i18n/offer';
import { rememberLang } from './LanguageSwitch';

/**
 * One line in Spanish on an English page for a visitor who reads Spanish first (web/src/i18n/offer.ts
 * says who), linking to the same page in Spanish. Fixed at the bottom of the screen: it appears
 * after hydration (the prerender cannot know the browser) and must not push the page down.
 */
export function LanguageOffer() {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || currentLang() !== 'en' || pathname.startsWith('/subscribe/')) return null;
  if (!offersSpanish(document.cookie, navigator.languages ?? [navigator.language])) return null;
  return (
    <aside className="lang-offer" lang="es" aria-label={t('layout.offer')}>
      <span>{t('layout.offer')}</span>{' '}
      <a href={pathInLang(pathname, 'es') + search} hrefLang="es" onClick={() => rememberLang('es')}>
        {t('layout.offerLink')}
      </a>
      <button
        type="button"
        className="lang-offer__dismiss"
        onClick={() => {
          // Declining is choosing English: the offer does not come back.
          rememberLang('en');
          setDismissed(true);
        }}
      >
        {t('layout.offerDismiss')}
      </button>
    </aside>
  );
}
