import { describe, expect, it } from 'vitest';
import { buildEventIcs } from './ics';
import { eventInLang } from './eventInLang';

describe('an event added to a calendar from a Spanish page', () => {
  const event = {
    id: 'e1',
    title: 'Drumline Practice',
    description: 'Bring sticks.',
    location: 'Band Room',
    startTime: '2026-12-03T23:00:00.000Z',
    endTime: '2026-12-04T00:30:00.000Z',
    category: 'drum',
    translations: { es: { title: 'Práctica de Drumline', location: 'Sala de banda' } },
  };
  it('carries the Spanish text where there is one, the English elsewhere', () => {
    const text = buildEventIcs(eventInLang(event, 'es'), { siteName: 'Academy', host: 'x', now: new Date(0) });
    expect(text).toContain('SUMMARY:Práctica de Drumline');
    expect(text).toContain('LOCATION:Sala de banda');
    expect(text).toContain('DESCRIPTION:Bring sticks.');
  });
  it('leaves an English page as it was', () => {
    expect(eventInLang(event, 'en')).toMatchObject({ title: 'Drumline Practice', location: 'Band Room' });
  });
});
