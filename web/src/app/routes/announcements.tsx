import { PageHeader } from '@/components/PageHeader';
import { AnnouncementsBrowser } from '@/features/announcements/AnnouncementsBrowser';
import { PushButton } from '@/features/push/PushButton';
import { SubscribeCard } from '@/features/subscribe/SubscribeCard';
import { usePageMeta } from '@/hooks/usePageMeta';
import { t } from '@/i18n';

export default function AnnouncementsPage() {
  usePageMeta(t('announcements.title'), t('announcements.metaDescription'));
  return (
    <main id="main">
      <PageHeader eyebrow={t('announcements.eyebrow')} title={t('announcements.title')}>
        <p>{t('announcements.lead')}</p>
      </PageHeader>
      <div className="page-container">
        <div className="schedule-actions">
          <PushButton />
        </div>
        <AnnouncementsBrowser />
        <SubscribeCard />
      </div>
    </main>
  );
}
