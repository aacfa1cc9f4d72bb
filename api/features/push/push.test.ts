import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysKey, todayKey, zonedIso } from '../../../shared/dates';
import { API } from '../../../shared/routes';
import { recordPath } from '../../../shared/resources';
import { spawnServer, tempDir, type RequestOptions, type SpawnedServer } from '../../testing/harness';
import { makeCertificate, makeDevice, startPushService, type PushServiceStub } from './testPushService';

/**
 * The server in its own process (NODE_EXTRA_CA_CERTS is read at start-up only) pushing to a real
 * HTTPS push service started here, which decrypts every payload (RFC 8291) and checks its VAPID
 * token (RFC 8292).
 */
const waitFor = { timeout: 20_000, interval: 50 };
const json = async (res: Response) => (await res.json()) as any;
const TZ = 'America/Chicago';

let push: PushServiceStub;
let certDir: string;
let dataDir: string;
let server: SpawnedServer;
let ip = 0;
const client = () => ({ 'X-Forwarded-For': `10.45.${(++ip >> 8) & 255}.${ip & 255}` });

async function start() {
  server = await spawnServer(dataDir, {
    LOG: 'silent',
    TRUST_PROXY: '1',
    SITE_TIMEZONE: TZ,
    PUBLIC_URL: 'https://academy.test',
    MAIL_FROM: 'news@academy.test',
    NODE_EXTRA_CA_CERTS: `${certDir}/cert.pem`,
    PUSH_SERVICES: `127.0.0.1:${push.port}`,
  });
}
const stop = () => server.stop();
const req = (p: string, { auth, ...init }: RequestOptions & { auth?: boolean } = {}) =>
  auth ? server.signedIn(p, init) : server.req(p, init);
const subscribe = (body: object) => req(API.pushSubscriptions, { method: 'POST', json: body, headers: client() });
const announce = (title: string, extra: object = {}) =>
  req(API.announcements, {
    method: 'POST',
    auth: true,
    json: { title, content: `${title}: details`, date: todayKey(TZ), urgent: true, ...extra },
  });

beforeAll(async () => {
  certDir = tempDir('push-cert-');
  dataDir = tempDir('push-data-');
  push = await startPushService(makeCertificate(certDir));
  await start();
}, 60_000);
afterAll(async () => {
  await stop();
  await push.close();
});

describe('Web Push to a real push service', () => {
  const drum = makeDevice('');
  const guard = makeDevice('');
  const gone = makeDevice('');
  const ids: Record<string, { id: string; token: string }> = {};

  beforeAll(async () => {
    drum.subscription.endpoint = `${push.origin}/drum`;
    guard.subscription.endpoint = `${push.origin}/guard`;
    gone.subscription.endpoint = `${push.origin}/gone/1`;
    for (const [name, d, extra] of [
      ['drum', drum, { programs: ['drumline'] }],
      ['guard', guard, { programs: ['colorGuard'], lang: 'es' }],
      ['gone', gone, {}],
    ] as const) {
      const res = await subscribe({ subscription: d.subscription, ...extra });
      expect(res.status).toBe(201);
      ids[name] = await json(res);
      expect(ids[name]).toEqual({ id: expect.any(String), token: expect.stringMatching(/^[\w-]{43}$/) });
    }
  });

  it('GET /api/push/key gives the VAPID public key; the dashboard counts devices per program', async () => {
    const { publicKey } = await json(await req(API.pushKey));
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await req(API.pushDevices)).status).toBe(401);
    expect(await json(await req(API.pushDevices, { auth: true }))).toEqual({
      total: 3,
      programs: { drumline: 2, colorGuard: 2 },
    });
  });

  it('an urgent announcement reaches every device, in its language, encrypted and signed; a 410 removes the device', async () => {
    const { publicKey } = await json(await req(API.pushKey));
    expect((await announce('Gym closed tonight', { translations: { es: { title: 'Gimnasio cerrado' } } })).status).toBe(
      201,
    );
    await expect
      .poll(() => [push.to('/drum').length, push.to('/guard').length, push.to('/gone/1').length], waitFor)
      .toEqual([1, 1, 1]);
    const [toDrum] = push.to('/drum');
    expect(toDrum.headers['content-encoding']).toBe('aes128gcm');
    expect(toDrum.headers.ttl).toBe('86400');
    expect(toDrum.headers.urgency).toBe('high');
    expect(toDrum.vapid).not.toBeNull();
    expect(toDrum.vapid!.k).toBe(publicKey);
    expect(toDrum.vapid!.claims.aud).toBe(push.origin);
    expect(toDrum.vapid!.claims.sub).toBe('mailto:news@academy.test');
    const now = Date.now() / 1000;
    expect(toDrum.vapid!.claims.exp).toBeGreaterThan(now);
    expect(toDrum.vapid!.claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
    const en = JSON.parse(drum.decrypt(toDrum.body));
    expect(en).toEqual({
      title: 'Urgent: Gym closed tonight',
      body: 'Gym closed tonight: details',
      url: 'https://academy.test/announcements',
      tag: expect.stringMatching(/^announcement:/),
    });
    const es = JSON.parse(guard.decrypt(push.to('/guard')[0].body));
    expect(es).toMatchObject({ title: 'Urgente: Gimnasio cerrado', url: 'https://academy.test/es/announcements' });
    expect(es.tag).toBe(en.tag);
    await expect.poll(async () => (await json(await req(API.pushDevices, { auth: true }))).total, waitFor).toBe(2);
  });

  it('a cancelled class reaches the devices of its program only, with Urgency high', async () => {
    const first = addDaysKey(todayKey(TZ), 2);
    const series = await json(
      await req(API.events, {
        method: 'POST',
        auth: true,
        json: {
          title: 'Drumline class',
          category: 'drum',
          location: 'Main gym',
          startTime: zonedIso(first, 18, 0, TZ),
          endTime: zonedIso(first, 20, 0, TZ),
          recurrence: { frequency: 'weekly' },
        },
      }),
    );
    const put = await req(recordPath(API.events, series.id), {
      method: 'PUT',
      auth: true,
      json: { ...series, exceptions: [{ date: first, cancelled: true, note: 'Floor repairs' }] },
    });
    expect(put.status).toBe(200);
    await expect.poll(() => push.to('/drum').length, waitFor).toBe(2);
    const got = push.to('/drum')[1];
    expect(got.headers.urgency).toBe('high');
    const p = JSON.parse(drum.decrypt(got.body));
    expect(p.title).toMatch(/^Cancelled: Drumline class on \w+day, \w+ \d+$/);
    expect(p.body).toMatch(/^Cancelled: \w+day, \w+ \d+, 6:00 PM Floor repairs$/);
    expect(p.url).toBe('https://academy.test/schedule');
    // The color guard device gets the next urgent notice but never this cancellation.
    expect((await announce('Parking lot closed')).status).toBe(201);
    await expect.poll(() => push.to('/guard').length, waitFor).toBe(2);
    const titles = push.to('/guard').map((r) => JSON.parse(guard.decrypt(r.body)).title);
    expect(titles).toEqual(['Urgente: Gimnasio cerrado', 'Urgente: Parking lot closed']);
  });

  it('once per device per notice: an edit or a restart pushes nothing again', async () => {
    await expect.poll(() => push.to('/drum').length, waitFor).toBe(3);
    const list = await json(await req(API.announcements, { auth: true }));
    const a = list.find((x: { title: string }) => x.title === 'Gym closed tonight');
    await stop();
    await start();
    const edit = await req(recordPath(API.announcements, a.id), {
      method: 'PUT',
      auth: true,
      json: { title: 'Gym closed tonight (updated)', content: 'Still closed', date: a.date, urgent: true },
    });
    expect(edit.status).toBe(200);
    expect((await announce('Snow day')).status).toBe(201);
    await expect.poll(() => push.to('/drum').length, waitFor).toBe(4);
    const tags = push.to('/drum').map((r) => JSON.parse(drum.decrypt(r.body)).tag);
    expect(new Set(tags).size).toBe(4);
    expect(JSON.parse(drum.decrypt(push.to('/drum')[3].body)).title).toBe('Urgent: Snow day');
  }, 60_000);

  it('unsubscribe takes the device’s own token; then nothing more reaches it', async () => {
    const del = (id: string, t: string) =>
      req(`${recordPath(API.pushSubscriptions, id)}?token=${t}`, { method: 'DELETE' });
    expect((await del(ids.guard.id, ids.drum.token)).status).toBe(404);
    expect((await req(recordPath(API.pushSubscriptions, ids.guard.id), { method: 'DELETE' })).status).toBe(400);
    expect((await del(ids.guard.id, ids.guard.token)).status).toBe(204);
    expect((await del(ids.guard.id, ids.guard.token)).status).toBe(404);
    const before = push.to('/guard').length;
    expect((await announce('Late start')).status).toBe(201);
    await expect.poll(() => push.to('/drum').length, waitFor).toBe(5);
    expect(push.to('/guard').length).toBe(before);
  });
});

describe('what a client sends', () => {
  const device = makeDevice('https://fcm.googleapis.com/fcm/send/abc');

  it('refuses endpoints off the known push services, with no request made (no SSRF)', async () => {
    let connections = 0;
    const other = net.createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', () => r()));
    const port = (other.address() as AddressInfo).port;
    try {
      const pushed = push.received.length;
      for (const endpoint of [
        `https://127.0.0.1:${port}/push`,
        'http://fcm.googleapis.com/fcm/send/abc',
        `http://127.0.0.1:${push.port}/push`,
        'https://fcm.googleapis.com.evil.test/x',
        'https://fcm.googleapis.com:8443/x',
        'https://user:pw@fcm.googleapis.com/x',
        'ftp://updates.push.services.mozilla.com/x',
        'not a url',
      ]) {
        const res = await subscribe({ subscription: { ...device.subscription, endpoint } });
        expect(res.status, endpoint).toBe(400);
        expect((await json(res)).issues).toEqual([expect.objectContaining({ path: 'subscription.endpoint' })]);
      }
      expect(connections).toBe(0);
      expect(push.received.length).toBe(pushed);
    } finally {
      await new Promise((r) => other.close(r));
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x1',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGx',
      'https://db5p.notify.windows.com/w/?token=x',
    ])
      expect((await subscribe({ subscription: { ...device.subscription, endpoint } })).status, endpoint).toBe(201);
  });

  it('malformed keys, programs, kinds and bodies are 400 naming the field', async () => {
    const { keys } = device.subscription;
    const cases: [object, string][] = [
      [
        { subscription: { ...device.subscription, keys: { ...keys, p256dh: keys.p256dh.slice(2) } } },
        'subscription.keys.p256dh',
      ],
      [
        { subscription: { ...device.subscription, keys: { ...keys, p256dh: `A${keys.p256dh.slice(1)}` } } },
        'subscription.keys.p256dh',
      ],
      [{ subscription: { ...device.subscription, keys: { ...keys, auth: 'AAAA' } } }, 'subscription.keys.auth'],
      [
        { subscription: { ...device.subscription, keys: { ...keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' } } },
        'subscription.keys.auth',
      ],
      [{ subscription: { endpoint: device.subscription.endpoint } }, 'subscription.keys'],
      [{ subscription: { ...device.subscription, endpoint: 'x'.repeat(5000) } }, 'subscription.endpoint'],
      [{ subscription: device.subscription, programs: ['brass'] }, 'programs.0'],
      [{ subscription: device.subscription, kinds: ['digest'] }, 'kinds.0'],
      [{ subscription: device.subscription, lang: 'fr' }, 'lang'],
      [{}, 'subscription'],
    ];
    for (const [body, path] of cases) {
      const res = await subscribe(body);
      expect(res.status, path).toBe(400);
      expect(
        (await json(res)).issues.map((i: { path: string }) => i.path),
        path,
      ).toContain(path);
    }
    const raw = await req(API.pushSubscriptions, {
      method: 'POST',
      body: '{',
      headers: { 'Content-Type': 'application/json', ...client() },
    });
    expect(raw.status).toBe(400);
  });

  it('at most 10 subscriptions per client in 10 minutes, also under 30 concurrent requests', async () => {
    const headers = client();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        req(API.pushSubscriptions, {
          method: 'POST',
          headers,
          json: { subscription: { ...device.subscription, endpoint: `https://fcm.googleapis.com/fcm/send/burst${i}` } },
        }),
      ),
    );
    const codes = answers.map((r) => r.status).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect(answers.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
