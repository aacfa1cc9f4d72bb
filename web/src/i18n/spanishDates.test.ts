import { readFileSync } from 'node:fs';
import { format as fnsFormat } from 'date-fns';
import { es } from 'date-fns/locale';
import { afterEach, describe, expect, it } from 'vitest';
import { format, formatKey, formatTimeRange, monthTitle, setDateLocale } from '@shared/dates';
import { SPANISH_PATTERNS, spanishDates } from './spanishDates';

afterEach(() => setDateLocale(undefined));

describe('Spanish dates (date-fns es names, Spanish order, 24-hour clock)', () => {
  it('writes the day as a Spanish reader expects', () => {
    setDateLocale(spanishDates);
    expect(formatKey('2026-11-26', 'EEEE, MMMM d')).toBe('jueves, 26 de noviembre');
    expect(formatKey('2026-11-26', 'MMMM d, yyyy')).toBe('26 de noviembre de 2026');
    expect(formatKey('2026-01-04', 'EEEE, MMM d')).toBe('domingo, 4 ene');
    expect(formatKey('2026-08-05', 'EEE')).toBe('mié');
    expect(formatKey('2026-11-26', 'MMM')).toBe('nov');
    expect(monthTitle({ year: 2026, month: 3 })).toBe('marzo de 2026');
    expect(formatTimeRange('2026-11-26T00:00:00Z', '2026-11-26T01:30:00Z', 'America/Chicago')).toBe('18:00 - 19:30');
  });

  it('every month and weekday name', () => {
    setDateLocale(spanishDates);
    const months = Array.from({ length: 12 }, (_, m) => format(new Date(2026, m, 1), 'MMMM'));
    expect(months).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
    const days = Array.from({ length: 7 }, (_, d) => format(new Date(2026, 10, 22 + d), 'EEEE'));
    expect(days).toEqual(['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']);
  });

  it("are date-fns es's names, and no module writes them out by hand", () => {
    expect(spanishDates.months).toEqual(
      Array.from({ length: 12 }, (_, m) => fnsFormat(new Date(2026, m, 1), 'LLLL', { locale: es })),
    );
    expect(spanishDates.weekdaysShort).toEqual(
      Array.from({ length: 7 }, (_, d) => fnsFormat(new Date(2026, 10, 22 + d), 'EEE', { locale: es })),
    );
    const source = readFileSync(new URL('./spanishDates.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/enero|lunes|miércoles/);
  });

  it('leaves English and the numeric patterns as they were', () => {
    expect(formatKey('2026-11-26', 'EEEE, MMMM d')).toBe('Thursday, November 26');
    setDateLocale(spanishDates);
    expect(formatKey('2026-11-26', 'yyyy-MM-dd')).toBe('2026-11-26');
  });

  it('has no English word left in any mapped pattern (only Spanish words quoted)', () => {
    for (const pattern of Object.values(SPANISH_PATTERNS)) expect(pattern).not.toMatch(/\ba\b|'at'/);
  });
});
