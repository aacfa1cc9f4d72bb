import { describe, expect, it } from 'vitest';
import { buildEventIcs, foldLine, icsFilename } from './ics';

const event = {
  id: 'abc123',
  title: 'Drumline, Winter; Showcase',
  startTime: '2026-01-10T15:00:00.000Z',
  endTime: '2026-01-10T16:30:00-00:00',
  location: 'Main Hall',
  description: 'Line one\nLine two',
  category: 'Performance',
};

describe('buildEventIcs', () => {
  const text = buildEventIcs(event, {
    siteName: 'Core Academy',
    host: 'example.org',
    now: new Date('2026-01-01T00:00:00Z'),
  });
  it('writes one VEVENT with UTC times and escaped text, lines ending in CRLF', () => {
    expect(text).toContain('\r\nDTSTART:20260110T150000Z\r\n');
    expect(text).toContain('\r\nDTEND:20260110T163000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Drumline\\, Winter\\; Showcase\r\n');
    expect(text).toContain('\r\nDESCRIPTION:Line one\\nLine two\r\n');
    expect(text).toContain('\r\nUID:abc123@example.org\r\n');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });
  it('leaves out empty optional fields', () => {
    const bare = buildEventIcs(
      { ...event, location: null, description: null, category: null },
      { siteName: 'X', host: 'h' },
    );
    expect(bare).not.toMatch(/LOCATION|DESCRIPTION|CATEGORIES/);
  });
});

describe('foldLine', () => {
  it('folds lines over 75 octets, counting multi-byte characters', () => {
    const folded = foldLine('DESCRIPTION:' + 'é'.repeat(80));
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe('DESCRIPTION:' + 'é'.repeat(80));
  });
  it('leaves short lines alone', () => expect(foldLine('SUMMARY:x')).toBe('SUMMARY:x'));
});

it('icsFilename makes a safe file name', () => {
  expect(icsFilename('Spring Concert 2026!')).toBe('spring-concert-2026.ics');
  expect(icsFilename('!!!')).toBe('event.ics');
});
