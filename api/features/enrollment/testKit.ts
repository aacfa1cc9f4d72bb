/** Test helpers of the enrollment tests and the bench: a class, a family's request and its links. */
import { expect } from 'vitest';
import { API } from '../../../shared/routes';
import { readMailConfig, type MailConfig } from '../../config';
import { startTestServer, type TestServer } from '../../testing/harness';
import type { Smtp } from '../../notices/testSmtp';

export const PUBLIC = 'https://academy.test';
export const waitFor = { timeout: 10_000, interval: 25 };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
export const json = async (res: Response) => (await res.json()) as any;
let ip = 0;
export const client = () => ({ 'X-Forwarded-For': `10.44.${(++ip >> 8) & 255}.${ip & 255}` });

export const mailFor = (port: number, now?: () => number): MailConfig => ({
  ...readMailConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'office@academy.test', MAIL_RATE: '200' })!,
  retryBaseMs: 100,
  retryMaxMs: 400,
  ...(now ? { now } : {}),
});
export const start = (smtp: Smtp | null, now?: () => number, extra: Parameters<typeof startTestServer>[0] = {}) =>
  startTestServer({ trustProxy: 1, publicUrl: PUBLIC, ...(smtp ? { mail: mailFor(smtp.port, now) } : {}), ...extra });

export const seriesBody = (enrollment: object, title = 'Beginner Drumline') => ({
  title,
  startTime: '2026-09-01T16:00:00-05:00',
  endTime: '2026-09-01T17:30:00-05:00',
  location: 'Band room',
  category: 'drum',
  recurrence: { frequency: 'weekly', byDay: ['TU'], until: '2027-05-25' },
  translations: { es: { title: `${title} (es)` } },
  enrollment,
});
export async function makeClass(t: TestServer, enrollment: object, title?: string): Promise<string> {
  const res = await t.req(API.events, { method: 'POST', token: await t.login(), json: seriesBody(enrollment, title) });
  expect(res.status).toBe(201);
  return (await json(res)).id;
}
export const request = (t: TestServer, body: object) =>
  t.req(API.enrollments, { method: 'POST', json: body, headers: client() });
export const family = (eventId: string, email: string, extra: Record<string, unknown> = {}) => ({
  eventId,
  guardian: { name: 'Ana Ruiz', email, phone: '+1 555 0100' },
  child: { firstName: 'Leo', age: 10 },
  lang: 'en',
  consents: { policies: true, photos: false },
  ...extra,
});
export function linkToken(text: string, page: string) {
  const m = new RegExp(`${PUBLIC.replace(/\./g, '\\.')}${page}\\?token=([A-Za-z0-9._-]+)`).exec(text);
  if (!m) throw new Error(`no ${page} link in:\n${text}`);
  return m[1];
}
/** Waits for the n-th email to `email` and answers it. */
export async function mailTo(smtp: Smtp, email: string, n: number) {
  await expect.poll(() => smtp.to(email).length, waitFor).toBeGreaterThanOrEqual(n);
  return smtp.to(email)[n - 1];
}
