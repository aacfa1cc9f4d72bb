/**
 * The floods part of `npm run bench` (BENCH_ONLY=floods): the three floods of the attack pass of
 * 2026-11-28 (stress/floods.ts, the same code the stress test runs) against the built server in
 * its own process and a real SMTP server in this one, with GET /api/health sampled throughout.
 */
import { startSmtp } from '../api/notices/testSmtp';
import {
  adminDuringFlood,
  floodEnv,
  floodedFolder,
  percentile,
  QUEUED,
  sampleHealth,
  signUpFlood,
  urgentBehindQueue,
} from '../stress/floods';
import { SUBSCRIBE_LIMITS } from '../api/notices/limits';

type Server = { base: string; stop(): Promise<void> };
type Row = { part: string; figure: string; value: string; goal: string; met: boolean | null; why?: string };
export type FloodBenchTools = {
  startServer(
    name: string,
    seed: 'demo' | 'none',
    prepare: (dir: string) => void,
    env: Record<string, string | undefined>,
  ): Promise<Server>;
  login(base: string): Promise<string>;
  add(row: Row): void;
  adminPassword: string;
};

export async function floodsPart(tools: FloodBenchTools) {
  const smtp = await startSmtp();
  const server = await tools.startServer('floods', 'none', (dir) => floodedFolder(dir), floodEnv(smtp.port));
  const health = sampleHealth(server.base);
  try {
    const accepted = await signUpFlood(server.base);
    const limit = SUBSCRIBE_LIMITS.perClient[0];
    tools.add({
      part: 'floods',
      figure: '200 sign-ups at once from one IPv6 /64 (one mailbox, +tags): confirmations accepted',
      value: String(accepted),
      goal: `<= ${limit} (per client)`,
      met: accepted <= limit,
    });
    const ms = await urgentBehindQueue(server.base, await tools.login(server.base), smtp);
    tools.add({
      part: 'floods',
      figure: `Urgent notice to a confirmed family behind ${QUEUED} queued confirmations (MAIL_RATE 5)`,
      value: ms === null ? 'not within 10 s' : `${Math.round(ms)} ms`,
      goal: '< 10 s',
      met: ms !== null && ms < 10_000,
    });
    const admin = await adminDuringFlood(server.base, tools.adminPassword);
    tools.add({
      part: 'floods',
      figure: 'Admin sign-in during 80 guesses in flight (40 networks + 40 from one /64)',
      value: `${admin.status} in ${Math.round(admin.ms)} ms`,
      goal: '200',
      met: admin.status === 200,
    });
  } finally {
    const times = await health.stop();
    const p99 = percentile(times, 99);
    tools.add({
      part: 'floods',
      figure: `GET /api/health p99 during the three floods (${times.length} samples, ${health.errors.length} errors)`,
      value: `${p99.toFixed(1)} ms`,
      goal: '< 100 ms',
      met: p99 < 100 && !health.errors.length,
    });
    await server.stop();
    await smtp.close();
  }
}
