/**
 * The enrollment part of `npm run bench` (BENCH_ONLY=enrollment), against the built server in
 * its own process (a real SMTP server here accepts its emails):
 * - 200 confirmations and acceptances at once for a class of 20 seats (half freed and offered
 *   first): the p99 of the 200 answers, and the seats after it (exactly 20 enrolled). Measured on
 *   a warm server at rest, as one that has run for a while is: the same race on another class
 *   first (JIT-compiled code), then a wait until the server's CPU is quiet (its start-up work, the
 *   web files' background compression, is done). The 200 requests leave from their own thread on
 *   connections already open (bench/burst.ts says why). The row also gives the server's CPU time
 *   during the race (all threads, and its event loop's): on a shared machine the p99 follows the
 *   load average, the CPU time much less;
 * - the roster of a class with 200 families (GET /api/enrollments?eventId=), p99 of 50 in a row.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { atRest, burst, cpuMs } from './burst';
import type { PartTools } from './partTools';

export type EnrollmentBenchTools = PartTools & {
  writeCollection(dir: string, name: string, items: unknown[]): void;
};

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const round = (n: number) => Math.round(n * 10) / 10;

function classEvent(id: string, capacity: number) {
  const at = new Date().toISOString();
  return {
    id,
    title: `Class ${id}`,
    description: null,
    location: 'Band Room',
    category: 'drum',
    startTime: '2026-09-01T21:00:00.000Z',
    endTime: '2026-09-01T22:30:00.000Z',
    recurrence: { frequency: 'weekly', interval: 1, byDay: ['TU'], until: '2027-05-25' },
    enrollment: { capacity, open: true, ageMin: 8, ageMax: 14 },
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}

function family(eventId: string, i: number, status: string, seq: number | null, at: string) {
  return {
    id: `${eventId}-f${i}`,
    eventId,
    status,
    guardian: { name: `Family ${i}`, email: `family${i}@example.com` },
    child: { firstName: `Kid${i}`, age: 10 },
    lang: 'en',
    consents: { policies: true, photos: i % 3 !== 0, policyVersion: '2026-11-28', at },
    createdAt: at,
    updatedAt: at,
    confirmationSentAt: at,
    confirmedAt: seq ? at : null,
    seq,
    offeredAt: null,
    offerExpiresAt: null,
    endedAt: null,
  };
}

export async function enrollmentPart(t: EnrollmentBenchTools) {
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _s, cb) {
      stream.on('data', () => {}).on('end', () => cb());
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  const port = (smtp.server.address() as AddressInfo).port;
  const key = crypto.randomBytes(32);
  const token = (purpose: string, id: string, stamp: string) =>
    `${id}.${crypto.createHmac('sha256', key).update(`${purpose}:${id}:${stamp}`).digest('base64url')}`;
  const at = new Date(Date.now() - 3600_000).toISOString();
  // A race's class: 20 enrolled, 20 in line, 190 requests waiting for confirmation.
  const raceOf = (id: string) => [
    ...Array.from({ length: 20 }, (_, i) => family(id, i, 'enrolled', i + 1, at)),
    ...Array.from({ length: 20 }, (_, i) => family(id, 20 + i, 'waitlisted', 21 + i, at)),
    ...Array.from({ length: 190 }, (_, i) => family(id, 40 + i, 'pending', null, at)),
  ];
  // The roster's class: 200 families, 40 enrolled and 160 in line.
  const roster = Array.from({ length: 200 }, (_, i) =>
    family('roster', i, i < 40 ? 'enrolled' : 'waitlisted', i + 1, at),
  );
  const server = await t.startServer(
    'enrollment',
    'none',
    (dir) => {
      fs.writeFileSync(path.join(dir, 'mail-key.json'), JSON.stringify({ key: key.toString('base64url'), version: 1 }));
      t.writeCollection(dir, 'events', [classEvent('warm', 20), classEvent('race', 20), classEvent('roster', 40)]);
      t.writeCollection(dir, 'enrollments', [...raceOf('warm'), ...raceOf('race'), ...roster]);
    },
    { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'bench@academy.test', MAIL_RATE: '5' },
  );
  try {
    const admin = await t.login(server.base);
    const auth = { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' };
    /** Half the seats freed by the staff (offered to the first ten in line), then 200 answers at once. */
    const race = async (id: string) => {
      for (let i = 0; i < 10; i++)
        await fetch(`${server.base}/api/enrollments/${id}-f${i}`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ status: 'withdrawn' }),
        });
      const stored = (await (await fetch(`${server.base}/api/enrollments/export`, { headers: auth })).json()) as {
        id: string;
        status: string;
        offeredAt: string | null;
        confirmationSentAt: string;
      }[];
      const calls = stored
        .filter((r) => r.id.startsWith(`${id}-`) && (r.status === 'offered' || r.status === 'pending'))
        .map((r) =>
          r.status === 'offered'
            ? {
                path: '/api/enrollments/offer',
                body: { token: token('enroll-offer', r.id, r.offeredAt!), accept: true },
              }
            : {
                path: '/api/enrollments/confirm',
                body: { token: token('enroll-confirm', r.id, r.confirmationSentAt) },
              },
        )
        .sort(() => Math.random() - 0.5);
      const cpu0 = [cpuMs(server.pid), cpuMs(server.pid, true)];
      const answers = await burst(server.base, calls);
      const cpu = [cpuMs(server.pid) - cpu0[0], cpuMs(server.pid, true) - cpu0[1]];
      const failed = answers.find((a) => a.status !== 200);
      if (failed) throw new Error(`${failed.status}: ${failed.body}`);
      return { calls, times: answers.map((a) => a.ms), cpu };
    };
    await race('warm');
    const rested = await atRest(server.pid);
    const { calls, times, cpu } = await race('race');
    const rows = (await (await fetch(`${server.base}/api/enrollments?eventId=race`, { headers: auth })).json()) as {
      status: string;
    }[];
    const enrolled = rows.filter((r) => r.status === 'enrolled').length;
    const p99 = round(pct(times, 0.99));
    t.add({
      part: 'enrollment',
      figure: `${calls.length} confirmations and acceptances at once for 20 seats (a warm server at rest, after ${(rested / 1000).toFixed(1)} s; load average ${os.loadavg()[0].toFixed(1)}): p99 of the answers (the server's CPU meanwhile ${cpu[0]} ms, ${cpu[1]} ms of it on its event loop; then ${enrolled} enrolled, ${rows.filter((r) => r.status === 'waitlisted').length} in line)`,
      value: `${p99} ms`,
      goal: '< 200 ms, exactly 20 enrolled',
      met: p99 < 200 && enrolled === 20,
      why: `The answers wait for the server's CPU: the ${cpu[1]} ms its event loop spent on the race (${(cpu[1] / calls.length).toFixed(2)} ms an answer; a perf profile of it on 2026-11-28 put about a fifth in the seats, the file write and the email's queueing, the rest in Koa's chain and node:http) stretch to the p99 when other processes hold the 2 cores (load average ${os.loadavg()[0].toFixed(1)}). On a quiet machine that CPU time is the p99's floor.`,
    });
    const rosterTimes: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/enrollments?eventId=roster`, { headers: auth });
      await res.arrayBuffer();
      rosterTimes.push(performance.now() - t0);
    }
    const r99 = round(pct(rosterTimes, 0.99));
    t.add({
      part: 'enrollment',
      figure: 'The roster of a class with 200 families (GET /api/enrollments?eventId=): p99 of 50 in a row',
      value: `${r99} ms`,
      goal: '< 100 ms',
      met: r99 < 100,
    });
  } finally {
    await server.stop();
    await new Promise<void>((r) => smtp.close(() => r()));
  }
}
