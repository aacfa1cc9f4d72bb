import { MSG } from '@shared/messages';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/hooks/usePageMeta';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for does not exist.');
  return (
    <main id="main" className="page-container not-found">
      <h1>{MSG.notFoundTitle}</h1>
      <p>{MSG.notFoundText}</p>
      <Link to="/" className="bp6-button bp6-intent-primary">
        Back to Home
      </Link>
    </main>
  );
}
