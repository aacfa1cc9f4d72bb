/**
 * Test helper: a real HTTPS push service on 127.0.0.1 (a self-signed certificate made with
 * openssl, which a server started with NODE_EXTRA_CA_CERTS trusts), and a device's side of
 * RFC 8291: its keys, and the decryption of what was pushed to it. Every request is kept with its
 * VAPID token checked per RFC 8292.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The JWT's claims, when its ES256 signature verified with the `k` it came with. */
  vapid: { claims: { aud: string; exp: number; sub: string }; k: string } | null;
};

/** A self-signed certificate for IP 127.0.0.1 in dir: cert.pem (what NODE_EXTRA_CA_CERTS names) and key.pem. */
export function makeCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' }); // prettier-ignore
  return { cert, key };
}

/** RFC 8292: `vapid t=<JWT>, k=<P-256 public key>`; the signature is raw r||s over header.claims. */
export function verifyVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) return null;
  const [head, claims, sig] = m[1].split('.');
  const pub = Buffer.from(m[2], 'base64url');
  if (pub.length !== 65 || pub[0] !== 4) return null;
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: pub.subarray(1, 33).toString('base64url'),
      y: pub.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') return null;
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  return ok ? { claims: JSON.parse(Buffer.from(claims, 'base64url').toString()), k: m[2] } : null;
}

/** A device: its P-256 key pair and auth secret, as a browser's pushManager.subscribe() makes them. */
export function makeDevice(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    subscription: { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } },
    /** RFC 8291 section 3.4 with RFC 8188 (aes128gcm, one record). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idlen = body[20];
      const serverKey = body.subarray(21, 21 + idlen);
      const cipher = body.subarray(21 + idlen);
      const secret = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(crypto.hkdfSync('sha256', secret, auth, keyInfo, 32));
      const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const d = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
      d.setAuthTag(cipher.subarray(cipher.length - 16));
      const plain = Buffer.concat([d.update(cipher.subarray(0, cipher.length - 16)), d.final()]);
      let end = plain.length - 1;
      while (end >= 0 && plain[end] === 0) end--;
      if (plain[end] !== 2) throw new Error('not the last record (no 0x02 delimiter)');
      return plain.subarray(0, end).toString('utf8');
    },
  };
}

/** The push service: 201 to every push, 410 to paths starting with /gone. */
export async function startPushService(cert: { cert: string; key: string }) {
  const received: ReceivedPush[] = [];
  let connections = 0;
  const server = https.createServer(
    { cert: fs.readFileSync(cert.cert), key: fs.readFileSync(cert.key) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
          vapid: verifyVapid(req.headers.authorization),
        });
        res.statusCode = req.url?.startsWith('/gone') ? 410 : 201;
        res.end();
      });
    },
  );
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `https://127.0.0.1:${port}`,
    received,
    connections: () => connections,
    to: (p: string) => received.filter((r) => r.path === p),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PushServiceStub = Awaited<ReturnType<typeof startPushService>>;
