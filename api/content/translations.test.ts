import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

/** Spanish text on records (translations.es) through every route that writes or reads them. */
type Rec = Record<string, any>;
let t: TestServer;
let token: string;
const json = async <T = Rec>(res: Response) => (await res.json()) as T;
const send = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.req(path, { method, token, json: body, headers });

const ann = { title: 'Winter concert', content: 'Bring your sticks.', date: '2026-12-05' };
const annEs = { title: 'Concierto de invierno', content: 'Traigan sus baquetas.' };
const ev = { title: 'Practice', location: 'Gym', startTime: '2026-12-01T18:00:00Z', endTime: '2026-12-01T19:00:00Z' };
const evEs = { title: 'Ensayo', location: 'Gimnasio' };
const photo = { title: 'Flags', description: 'Guard flags', imageUrl: '/uploads/a.jpg' };
const photoEs = { title: 'Banderas', description: 'Banderas de la guardia' };
const person = { name: 'Maya Torres', title: 'Color Guard Instructor', bio: 'Maya teaches flag.' };
const personEs = { title: 'Instructora de Color Guard', bio: 'Maya enseña bandera.' };

beforeAll(async () => {
  t = await startTestServer();
  token = await t.login();
});
afterAll(() => t.stop());

describe('translations.es on each collection', () => {
  it('POST keeps it, PUT replaces it, the public GETs include it', async () => {
    const cases: [string, Rec, Rec][] = [
      ['/api/announcements', ann, annEs],
      ['/api/events', ev, evEs],
      ['/api/gallery', photo, photoEs],
      ['/api/instructors', person, personEs],
    ];
    for (const [path, base, es] of cases) {
      const res = await send('POST', path, { ...base, translations: { es } });
      expect(res.status, path).toBe(201);
      const created = await json(res);
      expect(created.translations).toEqual({ es });
      const put = await send('PUT', `${path}/${created.id}`, { ...base, translations: { es: { title: 'Otro' } } });
      expect(put.status, path).toBe(200);
      expect((await json(put)).translations).toEqual({ es: { title: 'Otro' } });
      const again = await send('PUT', `${path}/${created.id}`, { ...base, translations: { es } });
      expect((await json(again)).translations).toEqual({ es });
    }
    const publicLists = ['/api/announcements', '/api/events', '/api/instructors'];
    for (const path of publicLists) {
      const list = await json<Rec[]>(await t.req(path));
      expect(list[0].translations?.es, path).toBeDefined();
    }
    const month = await json<Rec[]>(await t.req('/api/events?month=12&year=2026'));
    expect(month[0].translations).toEqual({ es: evEs });
    const photos = await json<Rec[]>(await t.req('/api/gallery?page=photos', { cookie: await t.pageCookie('photos') }));
    expect(photos[0].translations).toEqual({ es: photoEs });
  });

  it('an emptied Spanish is stored absent; a record without it has none', async () => {
    const res = await send('POST', '/api/announcements', { ...ann, translations: { es: { title: ' ', content: '' } } });
    const a = await json(res);
    expect('translations' in a).toBe(false);
    const list = await (await t.req('/api/announcements', { token })).text();
    expect(JSON.parse(list).find((r: Rec) => r.id === a.id)).not.toHaveProperty('translations');
  });

  it('bad translations are a 400 naming the field, nothing stored', async () => {
    const before = await (await t.req('/api/events')).text();
    const bad: [unknown, string][] = [
      [{ es: { category: 'x' } }, 'translations.es.category'],
      [{ fr: { title: 'x' } }, 'translations.fr'],
      [{ es: { title: 'x'.repeat(201) } }, 'translations.es.title'],
      [{ es: { description: ['x'] } }, 'translations.es.description'],
      ['es', 'translations'],
    ];
    for (const [translations, named] of bad) {
      const res = await send('POST', '/api/events', { ...ev, translations });
      expect(res.status, named).toBe(400);
      const err = await json(res);
      expect(err.message).toContain(named);
      expect(err.issues[0].path).toMatch(/^translations/);
    }
    expect(await (await t.req('/api/events')).text()).toBe(before);
  });
});

describe('versions, conflicts, revisions and trash keep the Spanish', () => {
  it('a revision restores its translations; a 412 answers the current record with them', async () => {
    const a = await json(await send('POST', '/api/announcements', { ...ann, translations: { es: annEs } }));
    const v2 = await send('PUT', `/api/announcements/${a.id}`, { ...ann, title: 'Changed' }, { 'If-Match': '"1"' });
    expect((await json(v2)).translations).toBeUndefined();
    const stale = await send('PUT', `/api/announcements/${a.id}`, ann, { 'If-Match': '"1"' });
    expect(stale.status).toBe(412);
    const revisions = await json<Rec[]>(await t.req(`/api/announcements/${a.id}/revisions`, { token }));
    expect(revisions.find((r) => r.version === 1)!.record.translations).toEqual({ es: annEs });
    const restored = await send('POST', `/api/announcements/${a.id}/revisions/1/restore`, undefined, {
      'If-Match': '"2"',
    });
    expect(restored.status).toBe(200);
    expect(await json(restored)).toMatchObject({ title: ann.title, version: 3, translations: { es: annEs } });
    const conflict = await send('PUT', `/api/announcements/${a.id}`, ann, { 'If-Match': '"2"' });
    expect(conflict.status).toBe(412);
    expect((await json(conflict)).current.translations).toEqual({ es: annEs });
    // And back to the version without Spanish: restoring it removes the translations.
    const back = await send('POST', `/api/announcements/${a.id}/revisions/2/restore`, undefined, { 'If-Match': '"3"' });
    expect((await json(back)).translations).toBeUndefined();
  });

  it('a deleted record comes back from the trash with its Spanish', async () => {
    const e = await json(await send('POST', '/api/events', { ...ev, translations: { es: evEs } }));
    expect((await t.req(`/api/events/${e.id}`, { method: 'DELETE', token })).status).toBe(204);
    const trash = await json<Rec[]>(await t.req('/api/trash', { token }));
    const entry = trash.find((x) => x.record.id === e.id)!;
    expect(entry.record.translations).toEqual({ es: evEs });
    const back = await t.req(`/api/trash/${entry.id}/restore`, { method: 'POST', token });
    expect((await json(back)).translations).toEqual({ es: evEs });
  });
});

describe("a series' changed date in Spanish", () => {
  const seriesBody = (exceptions: unknown[]) => ({
    title: 'Drumline class',
    location: 'Band Room',
    startTime: '2027-02-02T00:00:00Z',
    endTime: '2027-02-02T01:00:00Z',
    recurrence: { frequency: 'weekly', interval: 1, until: '2027-02-28' },
    exceptions,
    translations: { es: { title: 'Clase de drumline', location: 'Sala de banda' } },
  });

  it('the month answers each date with its own Spanish note and place; the .ics in Spanish says them', async () => {
    const res = await send(
      'POST',
      '/api/events',
      seriesBody([
        {
          date: '2027-02-08',
          cancelled: true,
          note: 'Gym floor repairs',
          translations: { es: { note: 'Reparación del piso' } },
        },
        {
          date: '2027-02-15',
          cancelled: false,
          startTime: '2027-02-16T00:00:00Z',
          endTime: '2027-02-16T01:00:00Z',
          location: 'North Gym',
          note: 'Moved for the concert',
        },
      ]),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const month = await json<Rec[]>(await t.req('/api/events?month=2&year=2027'));
    const on = (date: string) => month.find((o) => o.occurrenceDate === date)!;
    expect(on('2027-02-08').translations).toEqual({
      es: { title: 'Clase de drumline', location: 'Sala de banda', note: 'Reparación del piso' },
    });
    // Moved to North Gym with no Spanish place: never the series' old 'Sala de banda'.
    expect(on('2027-02-15')).toMatchObject({
      location: 'North Gym',
      translations: { es: { title: 'Clase de drumline' } },
    });
    expect(on('2027-02-15').translations.es.location).toBeUndefined();
    const feed = await (await t.req('/api/events.ics?lang=es')).text();
    expect(feed.replace(/\r\n /g, '')).toContain('Reparación del piso');
    expect(feed.replace(/\r\n /g, '')).toContain('LOCATION:North Gym');
  });

  it('a bad Spanish note is a 400 naming it, nothing stored', async () => {
    const before = await (await t.req('/api/events')).text();
    const res = await send(
      'POST',
      '/api/events',
      seriesBody([{ date: '2027-02-08', cancelled: true, translations: { es: { note: 'x'.repeat(501) } } }]),
    );
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('translations.es.note must be at most 500 characters');
    expect(await (await t.req('/api/events')).text()).toBe(before);
  });
});

describe('export and import', () => {
  const exportNow = async () => ({
    announcements: await json<Rec[]>(await t.req('/api/announcements', { token })),
    events: await json<Rec[]>(await t.req('/api/events')),
    galleryItems: await json<Rec[]>(await t.req('/api/gallery', { token })),
    contactMessages: await json<Rec[]>(await t.req('/api/contact', { token })),
    instructors: await json<Rec[]>(await t.req('/api/instructors')),
    exportDate: new Date().toISOString(),
  });
  const withoutStatus = (list: Rec[]) => list.map(({ status: _s, ...r }) => r);

  it('an export imported back keeps every translation', async () => {
    const before = await exportNow();
    const translated = (list: Rec[]) => list.filter((r) => r.translations).length;
    expect(translated(before.announcements)).toBeGreaterThan(0);
    expect(translated(before.instructors)).toBe(1);
    const res = await send('POST', '/api/data-imports', { content: JSON.parse(JSON.stringify(before)) });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await exportNow();
    for (const c of ['events', 'galleryItems', 'instructors'] as const) expect(after[c], c).toEqual(before[c]);
    expect(withoutStatus(after.announcements)).toEqual(withoutStatus(before.announcements));
    expect(after.galleryItems.find((g) => g.translations)!.translations).toEqual({ es: photoEs });
  });

  it('an import with a bad translations field is a 400 naming it, nothing changed', async () => {
    const before = await (await t.req('/api/instructors')).text();
    const res = await send('POST', '/api/data-imports', {
      content: { instructors: [{ ...person, translations: { es: { name: 'Maya' } } }] },
    });
    expect(res.status).toBe(400);
    const err = await json(res);
    expect(err.message).toContain('instructors.0.translations.es');
    expect(err.message).toContain('translations.es.name');
    expect(err.issues[0].path).toBe('instructors.0.translations.es');
    expect(await (await t.req('/api/instructors')).text()).toBe(before);
  });
});
