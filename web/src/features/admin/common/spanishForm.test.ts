import { describe, expect, it } from 'vitest';
import { eventInput } from '@shared/schemas';
import { fieldErrors } from './fieldErrors';
import { needingSpanish, spanishOf, withTranslations } from './spanishForm';

describe('spanishForm', () => {
  it('a record’s Spanish as form values, every field present', () => {
    expect(spanishOf('events')).toEqual({ title: '', description: '', location: '' });
    expect(spanishOf('gallery', { translations: { es: { title: 'Banderas' } } })).toEqual({
      title: 'Banderas',
      description: '',
    });
  });

  it('the form’s es becomes translations.es, and a Spanish field’s error its own key', () => {
    const form = {
      title: 'E',
      location: 'y'.repeat(201),
      startTime: '2026-12-01T18:00:00Z',
      endTime: '2026-12-01T19:00:00Z',
      es: { title: '', description: '', location: 'y'.repeat(201) },
    };
    const result = eventInput.safeParse(withTranslations(form));
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.location).toBe('Must be at most 200 characters');
    expect(errors['es.location']).toBe('Must be at most 200 characters');
  });

  it('lists the records that still need Spanish', () => {
    const a = { id: 'a', title: 'T', content: 'C', translations: { es: { title: 'T' } } };
    const b = { id: 'b', title: 'T', content: 'C', translations: { es: { title: 'T', content: 'C' } } };
    expect(needingSpanish('announcements', [a, b]).map((r) => r.id)).toEqual(['a']);
  });
});
