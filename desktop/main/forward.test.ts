import { describe, expect, it } from 'vitest';
import { useRealServer } from '../test/useRealServer';
import { createForwarder, surelyNotSent } from './forward';

const fetchError = (cause: unknown) => new TypeError('fetch failed', { cause });

describe('whether a failed request surely never reached the server', () => {
  it('only when the connection was never made', () => {
    expect(surelyNotSent(fetchError({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(surelyNotSent(fetchError({ errors: [{ code: 'ECONNREFUSED' }, { code: 'EHOSTUNREACH' }] }))).toBe(true);
    expect(surelyNotSent(fetchError({ code: 'ECONNRESET' }))).toBe(false);
    expect(surelyNotSent(fetchError({ errors: [{ code: 'ECONNREFUSED' }, { code: 'ECONNRESET' }] }))).toBe(false);
    expect(surelyNotSent(fetchError({ errors: [] }))).toBe(false);
    expect(surelyNotSent(new DOMException('timed out', 'TimeoutError'))).toBe(false);
    expect(surelyNotSent(null)).toBe(false);
  });
});

describe('forwarding to the real server', () => {
  const suite = useRealServer();

  it('passes any answer through, and throws only when none came', async () => {
    const forward = createForwarder({ serverUrl: suite.server.url, fetch });
    const body = { title: 'A', content: 'B', date: '2026-06-01' };
    const created = await forward.send(suite.req('POST', '/api/announcements', body));
    expect(created).toMatchObject({ status: 201, ok: true });
    expect(JSON.parse(created.body).title).toBe('A');
    const refused = await forward.send({ ...suite.req('GET', '/api/contact'), headers: {} });
    expect(refused).toMatchObject({ status: 401, ok: false });
    expect(await forward.healthy()).toBe(true);

    await suite.server.stop();
    try {
      await expect(forward.send(suite.req('GET', '/api/announcements'))).rejects.toThrow();
      expect(await forward.healthy()).toBe(false);
    } finally {
      await suite.server.start();
    }
  });

  it('uploads an image as multipart with the token', async () => {
    const forward = createForwarder({ serverUrl: suite.server.url, fetch });
    // 1x1 PNG
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const file = { name: 'dot.png', type: 'image/png', data: new Uint8Array(Buffer.from(png, 'base64')) };
    const res = await forward.upload(file, suite.token);
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body).imageUrl).toMatch(/^\/uploads\//);
    expect((await forward.upload(file, null)).status).toBe(401);
  });
});
