import { useLocation } from 'react-router-dom';
import { LANG_COOKIE, pathInLang, type Lang } from '@shared/lang';
import { currentLang, t } from '@/i18n';

/** Remembers the visitor's choice for a year (README "Spanish": what it changes). */
export function rememberLang(lang: Lang) {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The same page in the other language: a full navigation (the language is chosen once per page
 * load, web/src/i18n), with the query kept (an announcement's ?notice=).
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const other: Lang = currentLang() === 'es' ? 'en' : 'es';
  return (
    <a
      className="lang-switch"
      href={pathInLang(pathname, other) + search + hash}
      hrefLang={other}
      lang={other}
      aria-label={t('layout.switchLabel')}
      onClick={() => rememberLang(other)}
    >
      {t('layout.switchText')}
    </a>
  );
}
