import type { DigestSlot } from '@shared/api';
import { format } from '@shared/dates';
import { currentLang, t } from '@/i18n';
import { kindChoices, PROGRAM_CHOICES } from '@/lib/subscriptionChoices';

/**
 * The subscribe and manage forms' checkboxes in the page's language (the dashboard's Families tab
 * keeps the English labels of lib/subscriptionChoices.ts).
 */
export const programChoices = () => PROGRAM_CHOICES.map((c) => ({ ...c, label: t(`subscribe.program.${c.value}`) }));

export const publicKindChoices = (digest: DigestSlot | null | undefined) =>
  kindChoices(digest).map((c) => ({
    ...c,
    label:
      c.value === 'digest' && digest
        ? t('subscribe.kind.digestAt', { when: digestWhen(digest) })
        : t(`subscribe.kind.${c.value}`),
  }));

/** 'Sundays at 6:00 PM', 'los domingos a las 18:00': when the server sends the weekly schedule. */
function digestWhen({ weekday, time }: DigestSlot): string {
  const [hours, minutes] = time.split(':').map(Number);
  const clock = format(new Date(2024, 0, 1, hours, minutes), currentLang() === 'es' ? 'H:mm' : 'h:mm a');
  return t(`subscribe.digestDay.${weekday}`, { time: clock });
}
