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

  // Electron's net.fetch (Chromium's network stack, used by the packaged app) rejects with a plain
  // Error whose message is Chromium's net error name.
  const netError = (name: string) => new Error(`net::${name}`);
  it.each([
    'ERR_CONNECTION_REFUSED',
    'ERR_NAME_NOT_RESOLVED',
    'ERR_NAME_RESOLUTION_FAILED',
    'ERR_INTERNET_DISCONNECTED',
    'ERR_ADDRESS_UNREACHABLE',
    'ERR_CONNECTION_TIMED_OUT',
    'ERR_PROXY_CONNECTION_FAILED',
    'ERR_TUNNEL_CONNECTION_FAILED',
    'ERR_MANDATORY_PROXY_CONFIGURATION_FAILED',
    'ERR_CERT_AUTHORITY_INVALID',
    'ERR_CERT_COMMON_NAME_INVALID',
    'ERR_CERT_DATE_INVALID',
    'ERR_SSL_VERSION_OR_CIPHER_MISMATCH',
    'ERR_BLOCKED_BY_ADMINISTRATOR',
    'ERR_NETWORK_ACCESS_DENIED',
  ])('net.fetch %s: never sent', (name) => {
    expect(surelyNotSent(netError(name))).toBe(true);
  });

  it.each([
    'ERR_TIMED_OUT',
    'ERR_CONNECTION_RESET',
    'ERR_CONNECTION_CLOSED',
    'ERR_CONNECTION_ABORTED',
    'ERR_EMPTY_RESPONSE',
    'ERR_NETWORK_CHANGED',
    'ERR_SSL_PROTOCOL_ERROR',
    'ERR_HTTP2_PROTOCOL_ERROR',
    'ERR_FAILED',
    'ERR_ABORTED',
  ])('net.fetch %s: may have reached the server', (name) => {
    expect(surelyNotSent(netError(name))).toBe(false);
  });

  it('a name that only looks like one, or a redirect net.fetch cancelled, is in doubt', () => {
    expect(surelyNotSent(new Error('net::ERR_CONNECTION_REFUSED_SOMEHOW'))).toBe(false);
    expect(surelyNotSent(new Error('proxy said net::ERR_CONNECTION_REFUSED'))).toBe(false);
    expect(surelyNotSent(new Error('Redirect was cancelled'))).toBe(false);
  });
});

describe('a redirect, as each network stack reports it', () => {
  it('net.fetch’s cancelled redirect is an answer (a 3xx), as with Node’s fetch: not a lost connection', async () => {
    const netFetch = (async () => {
      throw new Error('Redirect was cancelled');
    }) as typeof fetch;
    const forward = createForwarder({ serverUrl: 'https://academy.example.org', fetch: netFetch });
    const res = await forward.send({ method: 'PUT', path: '/api/announcements/a', body: {}, headers: {} });
    expect(res).toMatchObject({ status: 300, ok: false });
    expect(JSON.parse(res.body).message).toMatch(/redirect/);
    expect(await forward.healthy()).toBe(true);
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
