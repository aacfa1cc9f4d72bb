import { Button } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import type { AcademyEvent } from '@shared/schemas';
import { useSite } from '@/lib/siteConfig';
import { buildEventIcs, icsFilename } from './ics';
import { currentLang, t } from '@/i18n';
import { eventInLang } from './eventInLang';

/** Downloads the event as an .ics file that any calendar app opens. */
export function AddToCalendar({ event }: { event: AcademyEvent }) {
  const siteName = useSite((s) => s.siteName);
  const download = () => {
    // The file says what the page says: the Spanish title, description and place on a Spanish page.
    const shown = eventInLang(event, currentLang());
    const text = buildEventIcs(shown, { siteName, host: window.location.hostname });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = icsFilename(shown.title);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return <Button icon={<CalendarIcon />} text={t('events.addToCalendar')} onClick={download} />;
}
