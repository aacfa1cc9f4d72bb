import { Button } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import type { AcademyEvent } from '@shared/schemas';
import { useSite } from '@/lib/siteConfig';
import { buildEventIcs, icsFilename } from './ics';
import { t } from '@/i18n';

/** Downloads the event as an .ics file that any calendar app opens. */
export function AddToCalendar({ event }: { event: AcademyEvent }) {
  const siteName = useSite((s) => s.siteName);
  const download = () => {
    const text = buildEventIcs(event, { siteName, host: window.location.hostname });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = icsFilename(event.title);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return <Button icon={<CalendarIcon />} text={t('events.addToCalendar')} onClick={download} />;
}
