/**
 * Dates on Spanish pages: date-fns' `es` locale's names ("jueves, 26 de noviembre") through the
 * site's own format (shared/dates.ts), and each English pattern of the code in its Spanish order,
 * with the 24-hour clock Spanish-speaking families read. Loaded only by Spanish pages (catalog.es.ts).
 * The names come from date-fns `es` itself (one source of Spanish day and month names for the pages
 * and the emails): the locale costs a Spanish page ~2.5 KB gzipped, English pages nothing.
 */
import { es } from 'date-fns/locale';
import type { DateLocale } from '@shared/dates';

/** English pattern → Spanish; one not listed (numbers only, like 'yyyy-MM-dd') is used as it is. */
export const SPANISH_PATTERNS: Record<string, string> = {
  'EEEE, MMMM d': "EEEE, d 'de' MMMM",
  'EEEE, MMMM d, yyyy': "EEEE, d 'de' MMMM 'de' yyyy",
  'EEEE, MMM d': 'EEEE, d MMM',
  'EEE, MMM d': 'EEE, d MMM',
  'EEE, MMM d, yyyy, h:mm a': 'EEE, d MMM yyyy, H:mm',
  'MMMM d': "d 'de' MMMM",
  'MMMM d, yyyy': "d 'de' MMMM 'de' yyyy",
  'MMMM yyyy': "MMMM 'de' yyyy",
  'MMM d': 'd MMM',
  'MMM d, yyyy': 'd MMM yyyy',
  'MMM dd, yyyy': 'dd MMM yyyy',
  'MMM d, yyyy h:mm a': 'd MMM yyyy, H:mm',
  'h:mm a': 'H:mm',
};

const names = (kind: 'month' | 'day', count: number, width: 'wide' | 'abbreviated') =>
  Array.from({ length: count }, (_, i) => String(es.localize![kind](i as never, { width })));

export const spanishDates: DateLocale = {
  months: names('month', 12, 'wide'),
  monthsShort: names('month', 12, 'abbreviated'),
  weekdays: names('day', 7, 'wide'),
  weekdaysShort: names('day', 7, 'abbreviated'),
  pattern: (english) => SPANISH_PATTERNS[english] ?? english,
};
