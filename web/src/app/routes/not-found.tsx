import { pathInLang } from '@shared/lang';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/hooks/usePageMeta';
import { currentLang, t } from '@/i18n';
import '@/styles/not-found.css';

export default function NotFoundPage() {
  usePageMeta(t('notFound.metaTitle'), t('notFound.metaDescription'));
  return (
    <main id="main" className="page-container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={pathInLang('/', currentLang())} className="btn btn--primary">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
