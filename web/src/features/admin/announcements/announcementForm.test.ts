import { describe, expect, it } from 'vitest';
import type { Announcement } from '@shared/schemas';
import { announcementToForm, emptyAnnouncementForm, validateAnnouncement } from './announcementForm';

const stored: Announcement = {
  id: 'a1',
  title: 'Winter concert',
  content: 'Bring your sticks.',
  date: '2026-12-05',
  location: null,
  category: null,
  translations: { es: { title: 'Concierto de invierno' } },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
};

describe('the announcement form’s Spanish fields', () => {
  it('load every translatable field (empty where none) and send translations.es back', () => {
    const form = announcementToForm(stored);
    expect(form.es).toEqual({ title: 'Concierto de invierno', content: '', location: '' });
    const checked = validateAnnouncement({ ...form, es: { ...form.es, content: 'Traigan sus baquetas.' } });
    expect('input' in checked && checked.input.translations).toEqual({
      es: { title: 'Concierto de invierno', content: 'Traigan sus baquetas.' },
    });
  });

  it('emptied Spanish fields send no translations', () => {
    const checked = validateAnnouncement({
      ...announcementToForm(stored),
      es: { title: ' ', content: '', location: '' },
    });
    expect('input' in checked && checked.input.translations).toBeUndefined();
  });

  it('a Spanish field’s error is shown under es.<field>, apart from the English field’s', () => {
    const form = { ...emptyAnnouncementForm('2026-12-01'), title: 'T', content: 'C' };
    const checked = validateAnnouncement({ ...form, es: { title: 'x'.repeat(201), content: '', location: '' } });
    expect('errors' in checked && checked.errors).toEqual({
      'es.title': 'Must be at most 200 characters',
    });
  });
});
