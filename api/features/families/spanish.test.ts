import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysKey, todayKey, zonedIso } from '../../../shared/dates';
import { API } from '../../../shared/routes';
import { smtpMail, startTestServer, type TestServer } from '../../testing/harness';
import { startSmtp, type Smtp } from '../../notices/testSmtp';

/**
 * A family that subscribed in Spanish gets every email in Spanish, with the records' own Spanish
 * (translations.es) where they have it; an English family the English (docs/decisions.md, "Spanish").
 */
const PUBLIC = 'https://academy.test';
const TZ = 'America/Chicago';
const waitFor = { timeout: 10_000, interval: 25 };
const json = async (res: Response) => (await res.json()) as any;
let ip = 0;
const client = () => ({ 'X-Forwarded-For': `10.7.${(++ip >> 8) & 255}.${ip & 255}` });
const start = (smtp: Smtp, now?: () => number) =>
  startTestServer({
    timezone: TZ,
    trustProxy: 1,
    publicUrl: PUBLIC,
    mail: smtpMail(smtp.port, now ? { now, digest: { weekday: 'SU', time: '18:00' } } : {}),
  });
const mails = (smtp: Smtp, email: string) => smtp.to(email).map((m) => m.parsed);

/** Subscribes (lang as given, or left out) and confirms; answers the confirmation email. */
async function family(t: TestServer, smtp: Smtp, email: string, prefs: object) {
  const res = await t.req(API.subscriptions, { method: 'POST', json: { email, ...prefs }, headers: client() });
  expect(res.status).toBe(202);
  await expect.poll(() => smtp.to(email).length, waitFor).toBe(1);
  const confirmation = smtp.to(email)[0].parsed;
  const token = /\/subscribe\/confirm\?token=([A-Za-z0-9._-]+)/.exec(confirmation.text!)![1];
  expect((await t.req(API.subscriptionConfirm, { method: 'POST', json: { token } })).status).toBe(200);
  return { accepted: await json(res), confirmation };
}

describe('emails in the language the family subscribed from', () => {
  let smtp: Smtp;
  let t: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await start(smtp);
  });
  afterAll(async () => {
    await t.stop();
    await smtp.close();
  });

  it('lang is stored (en when left out) and exported; the answer and the confirmation are in it', async () => {
    const es = await family(t, smtp, 'familia@example.com', { kinds: ['announcements', 'cancellations'], lang: 'es' });
    const en = await family(t, smtp, 'family@example.com', { kinds: ['announcements', 'cancellations'] });
    expect(es.accepted.message).toMatch(/^¡Gracias!/);
    expect(en.accepted.message).toMatch(/^Thank you!/);
    expect(es.confirmation.subject).toBe('Confirme los avisos de Core Performing Arts Academy por correo');
    expect(en.confirmation.subject).toBe('Confirm your Core Performing Arts Academy email notices');
    const rows = await json(await t.req(API.subscriptions, { token: await t.login() }));
    const langOf = (email: string) => rows.find((r: { email: string }) => r.email === email).lang;
    expect([langOf('familia@example.com'), langOf('family@example.com')]).toEqual(['es', 'en']);
  });

  it('an announcement with Spanish goes in Spanish to the Spanish family, in English to the other', async () => {
    const res = await t.req(API.announcements, {
      method: 'POST',
      token: await t.login(),
      json: {
        title: 'Parade day',
        content: 'Meet at the corner at 9 AM.',
        date: todayKey(TZ),
        translations: { es: { title: 'Día del desfile', content: 'Nos vemos en la esquina a las 9 AM.' } },
      },
    });
    expect(res.status).toBe(201);
    await expect
      .poll(() => mails(smtp, 'familia@example.com').map((m) => m.subject), waitFor)
      .toContain('Día del desfile');
    const es = mails(smtp, 'familia@example.com').at(-1)!;
    expect(es.text).toContain('Nos vemos en la esquina a las 9 AM.');
    expect(es.text).not.toContain('Meet at the corner');
    await expect.poll(() => mails(smtp, 'family@example.com').map((m) => m.subject), waitFor).toContain('Parade day');
    expect(mails(smtp, 'family@example.com').at(-1)!.text).toContain('Meet at the corner at 9 AM.');
  });

  it('a cancelled class: the Spanish title, a Spanish date and the Spanish note', async () => {
    const first = addDaysKey(todayKey(TZ), 2);
    const token = await t.login();
    const series = await json(
      await t.req(API.events, {
        method: 'POST',
        token,
        json: {
          title: 'Drumline class',
          category: 'drum',
          startTime: zonedIso(first, 18, 0, TZ),
          endTime: zonedIso(first, 19, 0, TZ),
          recurrence: { frequency: 'weekly' },
          translations: { es: { title: 'Clase de drumline' } },
        },
      }),
    );
    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = series;
    const put = await t.req(`${API.events}/${series.id}`, {
      method: 'PUT',
      token,
      json: {
        ...fields,
        exceptions: [
          {
            date: first,
            cancelled: true,
            note: 'Gym floor repairs',
            translations: { es: { note: 'Reparación del piso del gimnasio' } },
          },
        ],
      },
    });
    expect(put.status).toBe(200);
    await expect.poll(() => mails(smtp, 'familia@example.com').length, waitFor).toBe(3);
    const es = mails(smtp, 'familia@example.com')[2];
    expect(es.subject).toMatch(
      /^Cancelada: Clase de drumline el (lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d+ de \p{L}+$/u,
    );
    expect(es.text).toContain('Reparación del piso del gimnasio');
    expect(es.text).not.toContain('Gym floor repairs');
    await expect.poll(() => mails(smtp, 'family@example.com').length, waitFor).toBe(3);
    const en = mails(smtp, 'family@example.com')[2];
    expect(en.subject).toMatch(/^Cancelled: Drumline class on /);
    expect(en.text).toContain('Gym floor repairs');
    expect(en.text).not.toContain('Reparación');
  });
});

describe('the weekly digest in Spanish', () => {
  it('the coming week with Spanish titles and dates, the new announcements in Spanish', async () => {
    const smtp = await startSmtp();
    const sunday = '2026-12-06';
    const slot = Date.parse(zonedIso(sunday, 18, 0, TZ));
    let offset = slot - 3600_000 - Date.now();
    const now = () => Date.now() + offset;
    const t = await start(smtp, now);
    try {
      const token = await t.login();
      await t.req(API.events, {
        method: 'POST',
        token,
        json: {
          title: 'Guard rehearsal',
          category: 'guard',
          startTime: zonedIso('2026-12-07', 18, 0, TZ),
          endTime: zonedIso('2026-12-07', 20, 0, TZ),
          translations: { es: { title: 'Ensayo de guard' } },
        },
      });
      await family(t, smtp, 'guardia@example.com', { kinds: ['digest'], programs: ['colorGuard'], lang: 'es' });
      await t.req(API.announcements, {
        method: 'POST',
        token,
        json: {
          title: 'Bake sale',
          content: 'Bring cookies.',
          date: sunday,
          // Live within the week the digest covers, on the notice clock.
          publishAt: new Date(slot - 1800_000).toISOString(),
          translations: { es: { title: 'Venta de pasteles', content: 'Traigan galletas.' } },
        },
      });
      offset = slot - 1500 - Date.now();
      await expect.poll(() => smtp.to('guardia@example.com').length, waitFor).toBe(2);
      const digest = smtp.to('guardia@example.com')[1].parsed;
      expect(digest.subject).toBe('Core Performing Arts Academy: la próxima semana');
      expect(digest.text).toMatch(/lunes 7 de diciembre, 18:00: Ensayo de guard/);
      expect(digest.text).not.toContain('Guard rehearsal');
      expect(digest.text).toContain('Venta de pasteles');
      expect(digest.text).not.toContain('Bake sale');
    } finally {
      await t.stop();
      await smtp.close();
    }
  });
});
