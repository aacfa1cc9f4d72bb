import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/routes';
import { recordPath } from '../../../shared/resources';
import type { TestServer } from '../../testing/harness';
import { json, makeClass, seriesBody, start } from './testKit';

/** A weekly series taking requests: its settings checked, and what the public sees of it. */
let t: TestServer;
beforeAll(async () => {
  t = await start(null);
});
afterAll(() => t.stop());

describe("a class's enrollment settings", () => {
  it('refuses capacity outside 1-200, ages outside 4-18 or crossed, a non-boolean open, and seats on a single event, naming the field', async () => {
    const token = await t.login();
    const post = (body: object) => t.req(API.events, { method: 'POST', token, json: body });
    const cases: [object, string][] = [
      [seriesBody({ capacity: 0, open: true }), 'enrollment.capacity'],
      [seriesBody({ capacity: 201, open: true }), 'enrollment.capacity'],
      [seriesBody({ capacity: 2.5, open: true }), 'enrollment.capacity'],
      [seriesBody({ capacity: '20', open: true }), 'enrollment.capacity'],
      [seriesBody({ capacity: 20, open: 'yes' }), 'enrollment.open'],
      [seriesBody({ capacity: 20, open: true, ageMin: 3 }), 'enrollment.ageMin'],
      [seriesBody({ capacity: 20, open: true, ageMax: 19 }), 'enrollment.ageMax'],
      [seriesBody({ capacity: 20, open: true, ageMin: 12, ageMax: 8 }), 'enrollment.ageMax'],
      [{ ...seriesBody({ capacity: 20, open: true }), recurrence: undefined }, 'enrollment'],
    ];
    for (const [body, path] of cases) {
      const res = await post(body);
      expect(res.status, path).toBe(400);
      expect(
        (await json(res)).issues.map((i: { path: string }) => i.path),
        path,
      ).toContain(path);
    }
    expect((await post(seriesBody({ capacity: 200, open: true, ageMin: 4, ageMax: 18 }))).status).toBe(201);
  });

  it('GET /api/classes lists the open ones only, with seats and no family data; /api/site says whether any is open', async () => {
    const site = async () => (await json(await t.req(API.site))).enrollment;
    const token = await t.login();
    for (const e of await json(await t.req(API.events)))
      await t.req(recordPath(API.events, e.id), { method: 'DELETE', token });
    expect(await site()).toBe(false);
    const open = await makeClass(t, { capacity: 12, open: true, ageMin: 10 }, 'Open Guard');
    await makeClass(t, { capacity: 12, open: false }, 'Closed Guard');
    const plain = await t.req(API.events, { method: 'POST', token, json: seriesBody(null as never, 'No seats') });
    expect(plain.status).toBe(201);
    const res = await t.req(API.classes);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(await json(res)).toEqual([
      expect.objectContaining({
        eventId: open,
        title: 'Open Guard',
        capacity: 12,
        seatsLeft: 12,
        waitlisted: 0,
        ageMin: 10,
        ageMax: null,
      }),
    ]);
    expect(await site()).toBe(true);
    // Unchanged since: a 304, so a phone asks each time without fetching the list again.
    const again = await t.req(API.classes, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
