import { Link } from 'react-router-dom';
import { usePageMeta } from '@/hooks/usePageMeta';
import { localPath, t } from '@/i18n';
import '@/styles/not-found.css';

export default function NotFoundPage() {
  usePageMeta(t('not-found.metaTitle'), t('not-found.metaDescription'));
  return (
    <main id="main" className="page-container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('not-found.title')}</h1>
      <p>{t('not-found.text')}</p>
      <Link to={localPath('/')} className="btn btn--primary">
        {t('not-found.home')}
      </Link>
    </main>
  );
}
