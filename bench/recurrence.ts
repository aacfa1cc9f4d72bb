/**
 * `npx tsx bench/recurrence.ts`: GET /api/events?month&year with 50 weekly series spread over
 * two years (plus 50 plain events), cold (first request after a change: validation, rrule
 * expansion of every series, JSON) and cached (the month's payload from the collection's view
 * cache). Sequential requests over HTTP on 127.0.0.1; median and p95 printed. Also the pure
 * expansion (shared/recurrence.ts) of one month without HTTP. Not part of `npm run bench`.
 */
import os from 'node:os';
import { startTestServer } from '../api/testing/harness';
import { monthRange } from '../shared/dates';
import { expandEvents } from '../shared/recurrence';

const SERIES = 50;
const ROUNDS = Number(process.env.ROUNDS ?? 60);
const TZ = 'America/Chicago';
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

const s = await startTestServer({ timezone: TZ });
try {
  const token = await s.login();
  const post = async (json: unknown) => {
    const r = await s.req('/api/events', { method: 'POST', token, json });
    if (r.status !== 201) throw new Error(`POST: ${r.status} ${await r.text()}`);
  };
  // Series starting in Jan 2026 on their own weekdays, until Dec 2027: two years each.
  for (let i = 0; i < SERIES; i++) {
    const d = 5 + (i % 7); // Jan 5, 2026 is a Monday
    const hour = 15 + (i % 5);
    const start = new Date(Date.UTC(2026, 0, d, hour + 6, 0)).toISOString();
    await post({
      title: `Class ${i}`,
      startTime: start,
      endTime: new Date(Date.parse(start) + 90 * 60_000).toISOString(),
      recurrence: {
        frequency: 'weekly',
        interval: 1 + (i % 2),
        byDay:
          i % 3 === 0
            ? [DAYS[i % 7], DAYS[(i + 2) % 7]].sort((a, b) => DAYS.indexOf(a) - DAYS.indexOf(b))
            : [DAYS[i % 7]],
        until: '2027-12-31',
      },
      exceptions: [{ date: '2027-10-' + String(4 + (i % 7)).padStart(2, '0'), cancelled: true, note: 'Off' }].filter(
        (x) => i % 2 === 0 && x,
      ),
    });
  }
  for (let i = 0; i < 50; i++) {
    const start = new Date(Date.UTC(2026, 0, 1) + i * 14 * 86_400_000).toISOString();
    await post({
      title: `Event ${i}`,
      startTime: start,
      endTime: new Date(Date.parse(start) + 3_600_000).toISOString(),
    });
  }
  const events = s.services.db.content.events;
  const month = (m: number, y: number) => s.req(`/api/events?month=${m}&year=${y}`);
  const first = await (await month(10, 2027)).json();
  const cold: number[] = [];
  const cached: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // A change empties the views: the next month query is cold.
    await events.update(events.all()[0].id, (old) => ({ ...old, updatedAt: new Date().toISOString() }));
    let t0 = performance.now();
    await (await month(10, 2027)).arrayBuffer();
    cold.push(performance.now() - t0);
    t0 = performance.now();
    await (await month(10, 2027)).arrayBuffer();
    cached.push(performance.now() - t0);
  }
  const [from, to] = monthRange(2027, 10, TZ);
  const pure: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    expandEvents(events.all(), TZ, from, to);
    pure.push(performance.now() - t0);
  }
  const stat = (xs: number[]) => {
    const v = [...xs].sort((a, b) => a - b);
    return `median ${v[Math.floor(v.length / 2)].toFixed(2)} ms, p95 ${v[Math.floor(v.length * 0.95)].toFixed(2)} ms`;
  };
  console.log(
    `GET /api/events?month=10&year=2027: ${SERIES} series over two years + 50 events, ${first.length} items in the answer, ${ROUNDS} rounds (load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log(`cold:   ${stat(cold)}`);
  console.log(`cached: ${stat(cached)}`);
  console.log(`expansion only (shared/recurrence.ts, no HTTP): ${stat(pure)}`);
} finally {
  await s.stop();
}
