import { usePageMeta } from '@/hooks/usePageMeta';

export default function Page() {
  usePageMeta('announcements', 'Coming soon');
  return (
    <main id="main" className="page-container">
      <h1>announcements</h1>
      <p>This page is coming soon.</p>
    </main>
  );
}
