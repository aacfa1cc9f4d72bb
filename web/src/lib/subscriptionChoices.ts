import type { DigestSlot } from '@shared/api';
import { format } from '@shared/dates';
import type { NoticeKind, SubscriptionProgram } from '@shared/schemas';

/** The checkboxes of the subscribe and manage forms, in the order the schema lists them. */
export const PROGRAM_CHOICES: { value: SubscriptionProgram; label: string }[] = [
  { value: 'drumline', label: 'Drumline' },
  { value: 'colorGuard', label: 'Color Guard' },
];
export const KIND_CHOICES: { value: NoticeKind; label: string }[] = [
  { value: 'urgent', label: 'Urgent notices' },
  { value: 'announcements', label: 'Every announcement' },
  { value: 'cancellations', label: 'Cancelled or moved classes' },
  { value: 'digest', label: 'Weekly schedule' },
];

/** 'Sundays at 6:00 PM' for the server's DIGEST_WEEKDAY and DIGEST_TIME. */
export function digestWhen({ weekday, time }: DigestSlot): string {
  const [hours, minutes] = time.split(':').map(Number);
  // 2024-01-01 was a Monday: the week's days from there (RFC 5545's order; the schema's WEEKDAYS
  // would load zod with the form), at the slot's wall-clock time.
  const day = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].indexOf(weekday);
  return format(new Date(2024, 0, 1 + day, hours, minutes), "EEEE's at' h:mm a");
}

/**
 * The kinds a family can choose on this server: the digest says when it goes, and is left out
 * when the server sends none (DIGEST=off). `undefined` (settings not known) keeps the plain label.
 */
export function kindChoices(digest: DigestSlot | null | undefined): typeof KIND_CHOICES {
  if (digest === null) return KIND_CHOICES.filter((c) => c.value !== 'digest');
  if (!digest) return KIND_CHOICES;
  return KIND_CHOICES.map((c) =>
    c.value === 'digest' ? { ...c, label: `Weekly schedule, ${digestWhen(digest)}` } : c,
  );
}
