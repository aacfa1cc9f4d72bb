import { usePageMeta } from '@/hooks/usePageMeta';

export default function Page() {
  usePageMeta('home', 'Coming soon');
  return (
    <main id="main" className="page-container">
      <h1>home</h1>
      <p>This page is coming soon.</p>
    </main>
  );
}
