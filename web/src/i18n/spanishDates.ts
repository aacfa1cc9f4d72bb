/**
 * Dates on Spanish pages: date-fns' `es` locale's names ("jueves, 26 de noviembre") through the
 * site's own format (shared/dates.ts), and each English pattern of the code in its Spanish order,
 * with the 24-hour clock Spanish-speaking families read. Loaded only by Spanish pages (catalog.es.ts).
 * The names are date-fns `es`'s, written out (spanishDates.test.ts compares them with it): the whole
 * locale would be ~2.5 KB gzipped of a Spanish page's budget for 38 words.
 */
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

export const spanishDates: DateLocale = {
  months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  monthsShort: 'ene feb mar abr may jun jul ago sep oct nov dic'.split(' '),
  weekdays: 'domingo lunes martes miércoles jueves viernes sábado'.split(' '),
  weekdaysShort: 'dom lun mar mié jue vie sáb'.split(' '),
  pattern: (english) => SPANISH_PATTERNS[english] ?? english,
};
