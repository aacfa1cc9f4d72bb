import { EnvelopeIcon, PrintIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { LightButton } from '@/components/LightButton';
import { PageHeader } from '@/components/PageHeader';
import { MonthCalendar } from '@/features/events/MonthCalendar';
import { SubscribeButton } from '@/features/events/SubscribeButton';
import { PushButton } from '@/features/push/PushButton';
import { usePageMeta } from '@/hooks/usePageMeta';
import { localPath, t } from '@/i18n';
import { useSite } from '@/lib/siteConfig';

export default function SchedulePage() {
  usePageMeta(t('events.title'), t('events.metaDescription'));
  // Notices by email, one tap from the schedule (when the server sends them).
  const notices = useSite((st) => st.subscriptions === true);
  return (
    <main id="main">
      <PageHeader eyebrow={t('events.eyebrow')} title={t('events.title')}>
        {/* "Tap" on a touch screen, "Click" with a mouse: CSS picks (events.css), no redraw after hydration. */}
        <p>
          <span className="lead-click">{t('events.lead')}</span>
          <span className="lead-tap">{t('events.leadTap')}</span>
        </p>
      </PageHeader>
      <div className="page-container">
        <div className="schedule-actions">
          <SubscribeButton />
          <PushButton />
          <LightButton icon={<PrintIcon />} text={t('events.print')} onClick={() => window.print()} />
          {notices && (
            <Link
              className="btn btn--primary schedule-actions__notices"
              to={`${localPath('/announcements')}#subscribe`}
            >
              <EnvelopeIcon aria-hidden />
              {t('events.getNotices')}
            </Link>
          )}
        </div>
        <MonthCalendar />
      </div>
    </main>
  );
}
