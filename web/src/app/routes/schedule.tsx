import { PrintIcon } from '@blueprintjs/icons';
import { LightButton } from '@/components/LightButton';
import { PageHeader } from '@/components/PageHeader';
import { MonthCalendar } from '@/features/events/MonthCalendar';
import { SubscribeButton } from '@/features/events/SubscribeButton';
import { PushButton } from '@/features/push/PushButton';
import { usePageMeta } from '@/hooks/usePageMeta';
import { t } from '@/i18n';

export default function SchedulePage() {
  usePageMeta(t('events.title'), t('events.metaDescription'));
  return (
    <main id="main">
      <PageHeader eyebrow={t('events.eyebrow')} title={t('events.title')}>
        <p>{t('events.lead')}</p>
      </PageHeader>
      <div className="page-container">
        <div className="schedule-actions">
          <SubscribeButton />
          <PushButton />
          <LightButton icon={<PrintIcon />} text={t('events.print')} onClick={() => window.print()} />
        </div>
        <MonthCalendar />
      </div>
    </main>
  );
}
