import { describe, expect, it } from 'vitest';
import { localized, missingSpanish } from './translations';

describe('localized content', () => {
  const a = {
    title: 'Winter concert',
    content: 'Bring your sticks.',
    translations: { es: { title: 'Concierto de invierno' } },
  };
  it('shows Spanish when present, else the English marked en', () => {
    expect(localized(a, 'title', 'es')).toEqual({ text: 'Concierto de invierno', lang: 'es' });
    expect(localized(a, 'content', 'es')).toEqual({ text: 'Bring your sticks.', lang: 'en' });
    expect(localized(a, 'title', 'en')).toEqual({ text: 'Winter concert', lang: 'en' });
    expect(localized({ title: 'x', translations: { es: { title: '  ' } } }, 'title', 'es')).toEqual({
      text: 'x',
      lang: 'en',
    });
  });
  it('lists the fields that lack Spanish', () => {
    expect(missingSpanish('announcements', a)).toEqual(['content']);
    expect(missingSpanish('events', { title: 'Practice', location: '' })).toEqual(['title']);
    // An instructor's role is its title.
    expect(missingSpanish('instructors', { name: 'Maya', title: 'Guard Instructor', bio: 'Hi' })).toEqual([
      'title',
      'bio',
    ]);
  });
});
