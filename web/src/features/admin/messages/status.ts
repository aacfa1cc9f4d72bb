import type { ContactFilter, ContactMessage, ContactStatus } from '@shared/schemas';

export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
};

/** The filter menu: the API's filters plus 'all' (the whole list, archived included). */
export type MessageFilter = ContactFilter | 'all';
export const FILTER_OPTIONS: { value: MessageFilter; label: string }[] = [
  { value: 'open', label: 'Open (not archived)' },
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Read' },
  { value: 'replied', label: 'Replied' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All messages' },
];

export const statusOf = (m: ContactMessage): ContactStatus => m.status ?? 'read';

/** The email to the academy failed (it is retried); pending ones are on their way. */
export const notEmailed = (m: ContactMessage) => m.notify?.state === 'failed';
