import { usePageMeta } from '@/hooks/usePageMeta';

export default function Page() {
  usePageMeta('photos', 'Coming soon');
  return (
    <main id="main" className="page-container">
      <h1>photos</h1>
      <p>This page is coming soon.</p>
    </main>
  );
}
