import { createServer, type Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkServer, describeNetworkError, isLoopbackHost, normalizeServerUrl } from './serverUrl';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as { port: number }).port;
}

describe('plain http only on this computer', () => {
  it.each(['localhost', '127.0.0.1', '127.10.20.30', '[::1]'])('%s is loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(['academy.example.org', '10.0.0.5', '192.168.1.2', '128.0.0.1', 'localhost.example.org', '[::2]'])(
    '%s is not',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );

  it('takes http:// for localhost and loopback addresses', () => {
    expect(normalizeServerUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeServerUrl('http://127.0.0.2:3000/')).toBe('http://127.0.0.2:3000');
    expect(normalizeServerUrl('http://[::1]:3000')).toBe('http://[::1]:3000');
  });

  it.each(['http://academy.example.org', 'http://192.168.1.10:3000', 'http://localhost.example.org'])(
    'refuses %s: the password and session would travel unencrypted',
    (input) => {
      expect(() => normalizeServerUrl(input)).toThrow(/https:\/\//);
      expect(() => normalizeServerUrl(input)).toThrow(/unencrypted/);
    },
  );
});

describe('a server that redirects', () => {
  it('an http address redirected to https is told to use https, not "could not reach"', async () => {
    const server = createServer((req, res) => {
      res.writeHead(301, { Location: `https://127.0.0.1:${port}${req.url}` }).end();
    });
    const port = await listen(server);
    try {
      const res = await checkServer(`http://127.0.0.1:${port}`);
      expect(res).toEqual({
        ok: false,
        message: `http://127.0.0.1:${port} redirects to https://127.0.0.1:${port}: enter the https:// address.`,
      });
    } finally {
      server.close();
    }
  });

  it('a redirect elsewhere names where to, and is not followed', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.writeHead(302, { Location: 'https://www.academy.example.org/api/health' }).end();
    });
    const port = await listen(server);
    try {
      const res = await checkServer(`http://127.0.0.1:${port}`);
      expect(res).toEqual({
        ok: false,
        message: `http://127.0.0.1:${port} redirects to https://www.academy.example.org: enter that address instead.`,
      });
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });

  it('net.fetch cancels a redirect it is told not to follow: still a redirect, not "could not reach"', async () => {
    const netFetch = (async () => {
      throw new Error('Redirect was cancelled');
    }) as typeof fetch;
    const res = await checkServer('http://localhost:3000', netFetch);
    expect(res).toEqual({
      ok: false,
      message: 'http://localhost:3000 redirects to another address: enter the https:// address of the site.',
    });
  });
});

describe('why a server could not be reached', () => {
  it('names certificate and proxy trouble as net.fetch reports it', () => {
    expect(describeNetworkError(new Error('net::ERR_CERT_AUTHORITY_INVALID'))).toBe(
      'this computer does not trust the server’s certificate (net::ERR_CERT_AUTHORITY_INVALID)',
    );
    expect(describeNetworkError(new Error('net::ERR_PROXY_CONNECTION_FAILED'))).toBe(
      'the network’s proxy could not be reached (net::ERR_PROXY_CONNECTION_FAILED)',
    );
    expect(describeNetworkError(new Error('net::ERR_NAME_NOT_RESOLVED'))).toBe(
      'no server has that name (net::ERR_NAME_NOT_RESOLVED)',
    );
    expect(describeNetworkError(new Error('net::ERR_CONNECTION_REFUSED'))).toBe('net::ERR_CONNECTION_REFUSED');
  });
});
