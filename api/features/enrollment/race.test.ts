import { afterAll, beforeAll, expect, it } from 'vitest';
import { API, withQuery } from '../../../shared/routes';
import type { TestServer } from '../../testing/harness';
import { startSmtp, type Smtp } from '../../notices/testSmtp';
import { prepareRace } from './raceKit';
import { json, makeClass, mailFor, seriesBody, start, waitFor } from './testKit';
import { recordPath } from '../../../shared/resources';

let smtp: Smtp;
let t: TestServer;
beforeAll(async () => {
  smtp = await startSmtp();
  // A slow mail rate: this test is about seats, not sending 4,000 emails.
  t = await start(null, undefined, { mail: { ...mailFor(smtp.port), rate: 1 } });
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

it('200 confirmations and acceptances at once for 20 seats leave exactly 20 enrolled and the waitlist in order (20 runs)', async () => {
  const token = await t.login();
  for (let run = 0; run < 20; run++) {
    const id = await makeClass(t, { capacity: 20, open: true }, `Race ${run}`);
    const { calls, waitingIds } = await prepareRace(t, id, 20, 200);
    const answers = await Promise.all(calls.map((c) => c()));
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const views = await Promise.all(answers.map(json));
    const rows = await json(await t.req(withQuery(API.enrollments, { eventId: id }), { token }));
    const count = (s: string) => rows.filter((r: { status: string }) => r.status === s).length;
    expect([count('enrolled'), count('offered'), count('withdrawn')]).toEqual([20, 0, 10]);
    const line = rows.filter((r: { status: string }) => r.status === 'waitlisted');
    expect(line).toHaveLength(200);
    expect(line.map((r: { place: number }) => r.place)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // The ten who were in line before and got no seat keep the front of the line, in their order.
    expect(line.slice(0, 10).map((r: { id: string }) => r.id)).toEqual(waitingIds.slice(10));
    // Each confirmation was told the place it still holds.
    const told = views
      .filter((v) => v.status === 'waitlisted')
      .map((v) => v.place)
      .sort((a, b) => a - b);
    expect(told).toEqual(Array.from({ length: 190 }, (_, i) => i + 11));
    expect((await json(await t.req(API.classes))).find((c: { eventId: string }) => c.eventId === id)).toMatchObject({
      seatsLeft: 0,
      waitlisted: 200,
    });
  }
}, 120_000);

it('a capacity raised in the middle of the 200 (20 to 25 seats) offers exactly the 5 new seats, in line order (5 runs)', async () => {
  const token = await t.login();
  for (let run = 0; run < 5; run++) {
    const title = `Raised ${run}`;
    const id = await makeClass(t, { capacity: 20, open: true }, title);
    const { calls, waitingIds } = await prepareRace(t, id, 20, 200);
    const raise = () =>
      t.req(recordPath(API.events, id), {
        method: 'PUT',
        token,
        json: seriesBody({ capacity: 25, open: true }, title),
      });
    const mid = calls.length / 2;
    const answers = await Promise.all([...calls.slice(0, mid), raise, ...calls.slice(mid)].map((c) => c()));
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const rows = async () => json(await t.req(withQuery(API.enrollments, { eventId: id }), { token }));
    const count = (list: { status: string }[], s: string) => list.filter((r) => r.status === s).length;
    await expect.poll(async () => count(await rows(), 'offered'), waitFor).toBe(5);
    const after = await rows();
    expect([count(after, 'enrolled'), count(after, 'offered'), count(after, 'waitlisted')]).toEqual([20, 5, 195]);
    // The offers went to the front of the line: the 10 who waited before and got no seat first.
    const offered = after.filter((r: { status: string }) => r.status === 'offered').map((r: { id: string }) => r.id);
    expect(offered).toEqual(expect.arrayContaining(waitingIds.slice(10, 15)));
    const line = after.filter((r: { status: string }) => r.status === 'waitlisted');
    expect(line.map((r: { place: number }) => r.place)).toEqual(Array.from({ length: 195 }, (_, i) => i + 1));
  }
}, 120_000);
