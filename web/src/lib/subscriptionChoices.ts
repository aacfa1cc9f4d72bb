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
  { value: 'digest', label: 'Weekly schedule on Sunday evening' },
];
