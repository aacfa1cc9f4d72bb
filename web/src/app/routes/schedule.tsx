import { PrintIcon } from '@blueprintjs/icons';
import { LightButton } from '@/components/LightButton';
import { PageHeader } from '@/components/PageHeader';
import { MonthCalendar } from '@/features/events/MonthCalendar';
import { SubscribeButton } from '@/features/events/SubscribeButton';
import { usePageMeta } from '@/hooks/usePageMeta';

export default function SchedulePage() {
  usePageMeta(
    'Schedule',
    'The month-by-month schedule of classes, rehearsals and performances. Subscribe in your calendar app or print it.',
  );
  return (
    <main id="main">
      <PageHeader eyebrow="Calendar" title="Schedule">
        <p>Our schedule is updated regularly. Click on any event to see its details.</p>
      </PageHeader>
      <div className="page-container">
        <div className="schedule-actions">
          <SubscribeButton />
          <LightButton icon={<PrintIcon />} text="Print Schedule" onClick={() => window.print()} />
        </div>
        <MonthCalendar />
      </div>
    </main>
  );
}
