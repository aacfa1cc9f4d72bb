import { format } from '@shared/dates';

/** Sunday to Saturday in the page's language ('EEEE' or 'EEE'): 22 November 2026 is a Sunday. */
export const weekdayNames = (pattern: 'EEEE' | 'EEE') =>
  Array.from({ length: 7 }, (_, i) => format(new Date(2026, 10, 22 + i, 12), pattern));
