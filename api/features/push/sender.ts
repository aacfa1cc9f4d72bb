import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '../../../shared/schemas';
import type { Delivery, Notice } from '../../notices/queue';
import type { PushDevices } from './devices';
import { isKnownPushEndpoint } from './endpoint';
import { renderPush } from './payload';
import type { VapidHeaders } from './vapid';

/** One push ready to go: the device, what it shows, how urgent. */
export type OutgoingPush = { deviceId: string; payload: PushPayload; urgency: 'high' | 'normal' };

/**
 * Connections to the push services kept open between pushes: a thousand devices are mostly on one
 * or two services, and a TLS handshake per push would cost the site's main thread more than the
 * encryption. No more sockets than the queue sends at once.
 */
const agent = new https.Agent({ keepAlive: true, maxSockets: 8, maxFreeSockets: 8, timeout: 60_000 });

/** A push service that accepts the connection but never answers is given up after this. */
export const PUSH_TIMEOUT_MS = 10_000;
const DAY_S = 24 * 3600;

export type SenderContext = {
  devices: PushDevices;
  vapid: VapidHeaders;
  extraServices: readonly string[];
  publicUrl: string;
  timezone: string;
  log: (line: string) => void;
};

/** The queue's build(): null (skipped) when the device is gone or the notice is not for push. */
export function buildPush(c: SenderContext, n: Notice, d: Delivery): OutgoingPush | null {
  const device = c.devices.get(d.sub);
  if (!device) return null;
  const payload = renderPush(n.content, n.key, device.lang, c);
  if (!payload) return null;
  // Cancellations wake the phone at once; an urgent announcement is high too (it is the point).
  return { deviceId: device.id, payload, urgency: 'high' };
}

/**
 * The queue's transport: one encrypted POST (RFC 8291 aes128gcm, RFC 8292 VAPID) with TTL 24 h.
 * The endpoint is checked again against the known services right before the request (PUSH_SERVICES
 * may have changed since the device subscribed), and web-push follows no redirect. 404 and 410
 * mean the subscription is gone: the device is removed and nothing is retried. An error names a
 * status, never the endpoint (it identifies a device).
 */
export async function sendPush(c: SenderContext, p: OutgoingPush): Promise<void> {
  const device = c.devices.get(p.deviceId);
  if (!device) return;
  if (!isKnownPushEndpoint(device.endpoint, c.extraServices)) {
    await c.devices.gone(device.id);
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('push service did not answer in time')), PUSH_TIMEOUT_MS + 2000);
  });
  try {
    await Promise.race([
      webpush.sendNotification({ endpoint: device.endpoint, keys: device.keys }, JSON.stringify(p.payload), {
        TTL: DAY_S,
        urgency: p.urgency,
        contentEncoding: 'aes128gcm',
        timeout: PUSH_TIMEOUT_MS,
        agent,
        headers: { Authorization: c.vapid.for(device.endpoint) },
      }),
      deadline,
    ]);
  } catch (e) {
    const status = (e as { statusCode?: number }).statusCode;
    if (status === 404 || status === 410) {
      await c.devices.gone(device.id);
      return;
    }
    throw new Error(status ? `push service answered ${status}` : `push not sent: ${(e as Error).message}`, {
      cause: e,
    });
  } finally {
    clearTimeout(timer);
  }
}
