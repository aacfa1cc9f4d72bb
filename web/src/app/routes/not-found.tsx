import { MSG } from '@shared/messages';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/hooks/usePageMeta';
import '@/styles/not-found.css';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for does not exist.');
  return (
    <main id="main" className="page-container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{MSG.notFoundTitle}</h1>
      <p>{MSG.notFoundText}</p>
      <Link to="/" className="btn btn--primary">
        Back to Home
      </Link>
    </main>
  );
}
