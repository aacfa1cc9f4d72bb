import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { AcademyEvent } from '../../../shared/schemas';
import { eventsIcs } from './ics';

const opts = {
  siteName: 'Academy',
  timezone: 'America/Chicago',
  publicUrl: 'https://academy.example',
  category: null,
  now: Date.parse('2026-03-01T00:00:00Z'),
};
const event = (over: Partial<AcademyEvent>): AcademyEvent => ({
  id: 'e1',
  title: 'Class',
  description: null,
  location: null,
  category: null,
  startTime: '2026-03-02T22:00:00.000Z',
  endTime: '2026-03-02T23:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('eventsIcs with data stored before imports were checked', () => {
  it('an id with CR/LF cannot add lines, and a year beyond four digits does not break the feed', () => {
    const text = eventsIcs(
      [event({ id: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected', updatedAt: '+275760-09-13T00:00:00.000Z' })],
      opts,
    );
    const cal = new ICAL.Component(ICAL.parse(text));
    const events = cal.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect(text).not.toMatch(/^SUMMARY:Injected/m);
    expect(String(events[0].getFirstPropertyValue('uid'))).toContain('Injected');
    expect(text).toMatch(/^LAST-MODIFIED:\d{8}T\d{6}Z$/m);
  });
});

describe('vtimezone', () => {
  it('lists each offset change of the years asked, read back by ical.js to the same instants', async () => {
    const { vtimezone } = await import('./vtimezone');
    for (const tz of ['America/Chicago', 'Europe/Berlin', 'Australia/Sydney']) {
      const text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${vtimezone(tz, 2026, 2027)}\r\nEND:VCALENDAR\r\n`;
      const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!);
      for (const iso of [
        '2026-01-15T12:00:00Z',
        '2026-07-15T12:00:00Z',
        '2027-03-30T12:00:00Z',
        '2027-11-20T12:00:00Z',
      ]) {
        const t = ICAL.Time.fromJSDate(new Date(iso), true);
        const offset = zone.utcOffset(t) / 60;
        const { tzOffset } = await import('@date-fns/tz');
        expect(offset, `${tz} ${iso}`).toBe(tzOffset(tz, new Date(iso)));
      }
    }
  });
});
