import { usePageMeta } from '@/hooks/usePageMeta';

export default function Page() {
  usePageMeta('about', 'Coming soon');
  return (
    <main id="main" className="page-container">
      <h1>about</h1>
      <p>This page is coming soon.</p>
    </main>
  );
}
