import { describe, expect, it } from 'vitest';
import { TRANSLATABLE } from '../translations';
import { announcementInput, eventInput, galleryInput, instructorInput } from './index';

const announcement = { title: 'Winter concert', content: 'Bring your sticks.', date: '2026-12-01' };
const event = { title: 'Practice', startTime: '2026-12-01T18:00:00Z', endTime: '2026-12-01T19:00:00Z' };
const gallery = { title: 'Flags', imageUrl: '/uploads/a.jpg' };
const instructor = { name: 'Maya', title: 'Color Guard Instructor' };
const firstIssue = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  expect(r.success).toBe(false);
  return r.error!.issues[0];
};

describe('translations.es on content', () => {
  it('keeps the Spanish of each translatable field, trimmed', () => {
    const a = announcementInput.parse({
      ...announcement,
      translations: { es: { title: ' Concierto de invierno ', content: 'Traigan sus baquetas.' } },
    });
    expect(a.translations).toEqual({ es: { title: 'Concierto de invierno', content: 'Traigan sus baquetas.' } });
    const e = eventInput.parse({ ...event, translations: { es: { location: 'Gimnasio' } } });
    expect(e.translations).toEqual({ es: { location: 'Gimnasio' } });
    const g = galleryInput.parse({ ...gallery, translations: { es: { description: 'Banderas' } } });
    expect(g.translations).toEqual({ es: { description: 'Banderas' } });
    const i = instructorInput.parse({ ...instructor, translations: { es: { title: 'Instructora', bio: 'Hola' } } });
    expect(i.translations).toEqual({ es: { title: 'Instructora', bio: 'Hola' } });
  });

  it('an empty or missing Spanish is stored absent', () => {
    for (const translations of [undefined, null, {}, { es: null }, { es: {} }, { es: { title: '', content: '  ' } }]) {
      const a = announcementInput.parse({ ...announcement, ...(translations === undefined ? {} : { translations }) });
      expect(a.translations, JSON.stringify(translations)).toBeUndefined();
      expect(JSON.stringify(a)).not.toContain('translations');
    }
    const partly = eventInput.parse({ ...event, translations: { es: { title: 'Práctica', description: '' } } });
    expect(partly.translations).toEqual({ es: { title: 'Práctica' } });
  });

  it('refuses fields that are not translated, other languages and wrong types, naming the field', () => {
    const cases: [unknown, string][] = [
      [{ es: { category: 'x' } }, 'translations.es.category'], // an announcement's category is not translated
      [{ es: { date: '2026-01-01' } }, 'translations.es.date'],
      [{ fr: { title: 'x' } }, 'translations.fr'],
      [{ es: { title: 5 } }, 'translations.es.title'],
      [{ es: 'Hola' }, 'translations.es'],
      ['Hola', 'translations'],
      [[], 'translations'],
    ];
    for (const [translations, named] of cases) {
      const issue = firstIssue(announcementInput.safeParse({ ...announcement, translations }));
      expect(issue.message, JSON.stringify(translations)).toContain(named);
      expect(issue.path[0]).toBe('translations');
    }
  });

  it('has the English field’s length limit', () => {
    const limits: [typeof announcementInput | typeof eventInput, object, string, number][] = [
      [announcementInput, announcement, 'title', 200],
      [announcementInput, announcement, 'content', 20_000],
      [eventInput, event, 'description', 5000],
      [eventInput, event, 'location', 200],
    ];
    for (const [schema, base, field, max] of limits) {
      const ok = schema.safeParse({ ...base, translations: { es: { [field]: 'x'.repeat(max) } } });
      expect(ok.success, field).toBe(true);
      const issue = firstIssue(schema.safeParse({ ...base, translations: { es: { [field]: 'x'.repeat(max + 1) } } }));
      expect(issue.message).toBe(`translations.es.${field} must be at most ${max} characters`);
    }
    const bio = firstIssue(
      instructorInput.safeParse({ ...instructor, translations: { es: { bio: 'x'.repeat(5001) } } }),
    );
    expect(bio.message).toContain('translations.es.bio');
    const title = firstIssue(galleryInput.safeParse({ ...gallery, translations: { es: { title: 'x'.repeat(201) } } }));
    expect(title.message).toContain('translations.es.title');
  });

  it('every translatable field is a text field of its record', () => {
    const parsed = {
      announcements: announcementInput.parse(announcement),
      events: eventInput.parse(event),
      gallery: galleryInput.parse(gallery),
      instructors: instructorInput.parse(instructor),
    };
    for (const [collection, fields] of Object.entries(TRANSLATABLE))
      for (const f of fields) expect(f in parsed[collection as keyof typeof parsed], `${collection}.${f}`).toBe(true);
  });
});
