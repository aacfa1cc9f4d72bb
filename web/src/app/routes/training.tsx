import { usePageMeta } from '@/hooks/usePageMeta';

export default function Page() {
  usePageMeta('training', 'Coming soon');
  return (
    <main id="main" className="page-container">
      <h1>training</h1>
      <p>This page is coming soon.</p>
    </main>
  );
}
