/**
 * The "hostile" part of `npm run bench` (BENCH_ONLY=hostile): what no visitor can break
 * (docs/decisions.md, 2026-11-26), measured on the built server in its own process with 5,000
 * events. While a hostile request set runs (injected ?category=, a series without weekdays,
 * dates out of range, the feed under many Host headers, admin writes that empty the caches, and
 * 1,000 mixed public requests), a probe asks GET /api/site one request at a time: its longest
 * answer bounds the longest time the server's event loop was held. (Not /api/health: its check
 * that the data folder is writable waits on a busy disk, not on the event loop.) Also the
 * feed's build time at 5,000 events, in this process (api/features/events/ics.ts, no HTTP).
 */
import http from 'node:http';
import { eventsIcs } from '../api/features/events/ics';
import { pageOffsetTable, setOffsetTable } from '../shared/dates';
import { manyEvents } from './manyEvents';

export const HOSTILE_EVENTS = 5000;
export { manyEvents };

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const quantile = (xs: number[], q: number) => {
  const v = [...xs].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.floor(v.length * q))] ?? 0;
};

/** One request with the headers given as they are (fetch would set its own Host). */
function raw(
  base: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(base);
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: pathname, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export type HostileResult = {
  requests: number;
  statuses: Record<string, number>;
  probes: number;
  probeMaxMs: number;
  probeP99Ms: number;
  seconds: number;
  feedBuild: { medianMs: number; maxMs: number; runs: number; bytes: number };
};

/** The hostile set against `base` (which holds HOSTILE_EVENTS events), probed meanwhile. */
export async function measureHostile(
  base: string,
  token: string,
  timezone = 'America/Chicago',
): Promise<HostileResult> {
  const admin = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const post = (pathname: string, json: unknown) =>
    raw(base, pathname, { method: 'POST', headers: admin, body: JSON.stringify(json) });
  const event = { title: 'Hostile', startTime: '2026-09-01T16:00:00-05:00', endTime: '2026-09-01T17:00:00-05:00' };
  const injected = encodeURIComponent('x\r\nBEGIN:VEVENT\r\nSUMMARY:Injected\r\nEND:VEVENT');
  const tasks: (() => Promise<number>)[] = [];
  // Attacks, a few of each.
  for (let i = 0; i < 20; i++) {
    tasks.push(() => raw(base, `/api/events.ics?category=${injected}`));
    tasks.push(() => raw(base, '/api/events.ics', { headers: { Host: `host-${i}.example` } }));
    tasks.push(() => raw(base, '/api/events.ics?category=drum', { headers: { Host: `other-${i}.example:8${i}` } }));
  }
  for (let i = 0; i < 5; i++) {
    tasks.push(() => post('/api/events', { ...event, recurrence: { frequency: 'weekly', byDay: [] } }));
    // Accepted (the first date's weekday): each empties the caches, so the next feed and months rebuild.
    tasks.push(() => post('/api/events', { ...event, recurrence: { frequency: 'weekly', until: '2027-06-30' } }));
    tasks.push(() => post('/api/events', { ...event, startTime: '0202-09-01T16:00:00-05:00' }));
    tasks.push(() => post('/api/events', { ...event, recurrence: { frequency: 'weekly', until: '9999-12-31' } }));
    tasks.push(() =>
      post('/api/data-imports', { content: { events: [{ ...event, startTime: '0202-09-01T16:00:00-05:00' }] } }),
    );
  }
  // 1,000 mixed public requests: months and ranges (cold after each write), the feed, the lists.
  const now = new Date();
  for (let i = 0; i < 1000; i++) {
    const m = ((now.getUTCMonth() + (i % 12) - 6 + 12) % 12) + 1;
    const y = now.getUTCFullYear() + (m > now.getUTCMonth() + 1 && i % 12 < 6 ? -1 : 0);
    const pick = i % 8;
    const pathname =
      pick === 0
        ? `/api/events?month=${m}&year=${y}`
        : pick === 1
          ? `/api/events?from=${y}-${String(m).padStart(2, '0')}-01&to=${y}-${String(m).padStart(2, '0')}-28`
          : pick === 2
            ? '/api/events.ics'
            : pick === 3
              ? `/api/events.ics?category=${['drum', 'guard', 'class', 'Practice'][i % 4]}`
              : pick === 4
                ? '/api/announcements'
                : pick === 5
                  ? '/api/instructors'
                  : pick === 6
                    ? `/api/events?month=${m}&year=${y}`
                    : '/api/site';
    tasks.push(() => raw(base, pathname));
  }
  // Interleaved (a fixed stride through the list) so writes fall among the reads.
  const order = tasks.map((_, i) => (i * 7919) % tasks.length);

  const statuses: Record<string, number> = {};
  let done = false;
  const waits: number[] = [];
  const probe = (async () => {
    while (!done) {
      const t0 = performance.now();
      await raw(base, '/api/site');
      waits.push(performance.now() - t0);
    }
  })();
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const status = await tasks[order[next++]]();
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  done = true;
  await probe;
  const seconds = (performance.now() - started) / 1000;

  const events = manyEvents(HOSTILE_EVENTS);
  setOffsetTable(pageOffsetTable(timezone)); // as startServer does (api/server.ts)
  const builds: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    bytes = eventsIcs(events, {
      siteName: 'Academy',
      timezone,
      publicUrl: 'https://academy.example',
      category: null,
    }).length;
    builds.push(performance.now() - t0);
  }
  return {
    requests: tasks.length,
    statuses,
    probes: waits.length,
    probeMaxMs: round(Math.max(...waits)),
    probeP99Ms: round(quantile(waits, 0.99)),
    seconds: round(seconds),
    feedBuild: {
      medianMs: round(quantile(builds, 0.5)),
      maxMs: round(Math.max(...builds)),
      runs: builds.length,
      bytes,
    },
  };
}
