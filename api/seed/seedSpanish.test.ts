import { describe, expect, it } from 'vitest';
import { announcementInput, eventInput, galleryInput, instructorInput } from '../../shared/schemas';
import { missingSpanish, type TranslatableCollection } from '../../shared/translations';
import { useTestServer } from '../testing/suite';

/** The demo content ships with Spanish for most records, and a few without so the fallback shows. */
const t = useTestServer({ seed: 'demo' });

type Rec = Record<string, unknown> & { translations?: { es?: Record<string, string> } };
const cases: [TranslatableCollection, string, { safeParse(v: unknown): { success: boolean } }][] = [
  ['announcements', '/api/announcements', announcementInput],
  ['events', '/api/events', eventInput],
  ['gallery', '/api/gallery', galleryInput],
  ['instructors', '/api/instructors', instructorInput],
];

describe('demo content in Spanish', () => {
  it.each(cases)(
    '%s: most records complete in Spanish, a few not, all of it valid',
    async (collection, path, schema) => {
      const token = await t.login();
      const list = (await (await t.req(path, { token })).json()) as Rec[];
      const complete = list.filter((r) => missingSpanish(collection, r).length === 0);
      const lacking = list.filter((r) => missingSpanish(collection, r).length > 0);
      expect(complete.length / list.length).toBeGreaterThan(0.6);
      expect(lacking.length).toBeGreaterThan(0);
      // As stored by the seed, each record is one the API would take, Spanish included.
      for (const r of list) expect(schema.safeParse(r).success, String(r.title)).toBe(true);
      for (const r of complete.filter((x) => x.translations))
        for (const [field, es] of Object.entries(r.translations!.es!)) expect(es, field).not.toBe('');
    },
  );
});
