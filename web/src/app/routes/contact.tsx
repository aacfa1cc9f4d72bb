import { usePageMeta } from '@/hooks/usePageMeta';

export default function Page() {
  usePageMeta('contact', 'Coming soon');
  return (
    <main id="main" className="page-container">
      <h1>contact</h1>
      <p>This page is coming soon.</p>
    </main>
  );
}
