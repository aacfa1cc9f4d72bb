import path from 'node:path';
import webpush from 'web-push';
import { JsonDoc } from '../../storage/jsonDoc';
import type { WriteTracker } from '../../storage/writeTracker';
import type { PushConfig } from './config';

export type VapidKeys = { publicKey: string; privateKey: string };

/** The keys from the environment, else the pair made once and kept in DATA_DIR/push-vapid.json (mode 600). */
export async function loadVapidKeys(dataDir: string, tracker: WriteTracker, config: PushConfig): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const doc = new JsonDoc<VapidKeys>(path.join(dataDir, 'push-vapid.json'), tracker, true);
  const existed = await doc.load(() => webpush.generateVAPIDKeys());
  if (!existed) await doc.write();
  const { publicKey, privateKey } = doc.data;
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') throw new Error(`${doc.file} holds no keys`);
  return { publicKey, privateKey };
}

const HOUR = 3600_000;
/**
 * The VAPID Authorization header (RFC 8292) per push service origin, signed once an hour for 12
 * hours rather than once per push: an ES256 signature per message would cost the main thread
 * more than the encryption itself.
 */
export class VapidHeaders {
  private cache = new Map<string, { value: string; until: number }>();
  constructor(
    private readonly keys: VapidKeys,
    private readonly subject: string,
  ) {}

  for(endpoint: string, now = Date.now()): string {
    const audience = new URL(endpoint).origin;
    const hit = this.cache.get(audience);
    if (hit && hit.until > now) return hit.value;
    const exp = Math.floor((now + 12 * HOUR) / 1000);
    const h = webpush.getVapidHeaders(
      audience,
      this.subject,
      this.keys.publicKey,
      this.keys.privateKey,
      'aes128gcm',
      exp,
    );
    this.cache.set(audience, { value: h.Authorization, until: now + HOUR });
    return h.Authorization;
  }
}
