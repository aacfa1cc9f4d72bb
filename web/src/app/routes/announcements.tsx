import { PageHeader } from '@/components/PageHeader';
import { AnnouncementsBrowser } from '@/features/announcements/AnnouncementsBrowser';
import { SubscribeCard } from '@/features/subscribe/SubscribeCard';
import { usePageMeta } from '@/hooks/usePageMeta';

export default function AnnouncementsPage() {
  usePageMeta(
    'Announcements',
    'News, upcoming events and important information for our drumline and color guard families.',
  );
  return (
    <main id="main">
      <PageHeader eyebrow="News" title="Announcements">
        <p>Stay up to date with the latest news, events and important information from our academy.</p>
      </PageHeader>
      <div className="page-container">
        <AnnouncementsBrowser />
        <SubscribeCard />
      </div>
    </main>
  );
}
