import { describe, expect, it } from 'vitest';
import { buildExport, emptyContent, formatKb } from './exportFile';

describe('buildExport', () => {
  it('holds the five arrays and exportDate, named with the prefix and local date', () => {
    const now = new Date(2026, 2, 9, 23, 30);
    const out = buildExport({ ...emptyContent(), events: [{ id: 'e1' }] }, now);
    expect(out.filename).toBe('academy-data-export-2026-03-09.json');
    expect(JSON.parse(out.text)).toEqual({
      announcements: [],
      events: [{ id: 'e1' }],
      galleryItems: [],
      contactMessages: [],
      instructors: [],
      exportDate: now.toISOString(),
    });
    expect(out.size).toBe(new TextEncoder().encode(out.text).length);
    expect(out.fitsHistory).toBe(true);
  });

  it('refuses history for 10 MB or more', () => {
    const big = { ...emptyContent(), announcements: ['x'.repeat(10 * 1024 * 1024)] };
    expect(buildExport(big, new Date()).fitsHistory).toBe(false);
  });

  it('formats sizes in KB', () => expect(formatKb(1536)).toBe('1.5 KB'));
});
