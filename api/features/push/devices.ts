import crypto from 'node:crypto';
import path from 'node:path';
import { nanoid } from 'nanoid';
import {
  PUSH_KINDS,
  SUBSCRIPTION_PROGRAMS,
  type PushDevice,
  type PushDeviceCounts,
  type PushKind,
  type PushSubscribed,
  type PushSubscriptionInput,
  type SubscriptionProgram,
} from '../../../shared/schemas';
import { RateLimiter } from '../../auth/rateLimit';
import { SUBSCRIBE_LIMITS } from '../../notices/limits';
import { Collection } from '../../storage/collection';
import type { WriteTracker } from '../../storage/writeTracker';
import { isKnownPushEndpoint } from './endpoint';

const TOO_MANY = 'Too many requests. Please try again later.';
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

export type SubscribeResult =
  { ok: true; subscribed: PushSubscribed } | { ok: false; field: 'subscription.endpoint'; message: string };

/**
 * Families' devices (DATA_DIR/pushDevices.json): an endpoint, its two keys, programs, kinds and
 * language, and the SHA-256 of the device's own token (which alone may remove it). One record per
 * endpoint: subscribing again replaces the choices and the token.
 */
export class PushDevices {
  readonly devices: Collection<PushDevice>;
  private byEndpoint = new Map<string, string>();
  /** The same budget per client as email subscriptions (api/features/families/families.ts). */
  readonly perClient = new RateLimiter(SUBSCRIBE_LIMITS.perClient[0], SUBSCRIBE_LIMITS.perClient[1]);

  constructor(
    dataDir: string,
    tracker: WriteTracker,
    private readonly extraServices: readonly string[],
  ) {
    this.devices = new Collection<PushDevice>('pushDevices', path.join(dataDir, 'pushDevices.json'), tracker);
    const previous = this.devices.onChange;
    this.devices.onChange = () => {
      previous?.();
      this.byEndpoint.clear();
    };
  }

  async load() {
    await this.devices.load();
  }

  private idOfEndpoint(endpoint: string): string | undefined {
    if (!this.byEndpoint.size) for (const d of this.devices.all()) this.byEndpoint.set(d.endpoint, d.id);
    return this.byEndpoint.get(endpoint);
  }

  /** Validated input; the endpoint's host is checked here, before anything is stored or sent. */
  async subscribe(input: PushSubscriptionInput, client: string, now: number): Promise<SubscribeResult> {
    const { endpoint, keys } = input.subscription;
    if (!isKnownPushEndpoint(endpoint, this.extraServices))
      return { ok: false, field: 'subscription.endpoint', message: 'endpoint must be on a known push service' };
    this.perClient.reserve(client, TOO_MANY);
    const token = crypto.randomBytes(32).toString('base64url');
    const at = new Date(now).toISOString();
    const fields = {
      endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      programs: (input.programs as SubscriptionProgram[] | undefined) ?? [...SUBSCRIPTION_PROGRAMS],
      kinds: (input.kinds as PushKind[] | undefined) ?? [...PUSH_KINDS],
      lang: input.lang ?? 'en',
      tokenHash: hash(token),
      updatedAt: at,
    };
    const existing = this.idOfEndpoint(endpoint);
    if (existing && (await this.devices.update(existing, (old) => ({ ...old, ...fields }))))
      return { ok: true, subscribed: { id: existing, token } };
    const id = nanoid();
    await this.devices.insert({ id, createdAt: at, ...fields });
    return { ok: true, subscribed: { id, token } };
  }

  /** Removes the device when the token is its own (constant-time); false otherwise. */
  async unsubscribe(id: string, token: string): Promise<boolean> {
    const d = this.devices.get(id);
    if (!d) return false;
    const want = Buffer.from(d.tokenHash);
    const got = Buffer.from(hash(token));
    if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return false;
    return this.devices.remove(id);
  }

  /** A push service said the subscription is gone (404/410). */
  async gone(id: string) {
    await this.devices.remove(id);
  }

  get(id: string) {
    return this.devices.get(id);
  }

  /** Devices wanting this kind, following one of these programs (all when none given). */
  recipients(kind: string, programs?: readonly SubscriptionProgram[]): string[] {
    if (!(PUSH_KINDS as readonly string[]).includes(kind)) return [];
    const out: string[] = [];
    for (const d of this.devices.all())
      if (d.kinds.includes(kind as PushKind) && (!programs || d.programs.some((p) => programs.includes(p))))
        out.push(d.id);
    return out;
  }

  counts(): PushDeviceCounts {
    const programs = Object.fromEntries(SUBSCRIPTION_PROGRAMS.map((p) => [p, 0])) as PushDeviceCounts['programs'];
    for (const d of this.devices.all()) for (const p of d.programs) programs[p]++;
    return { total: this.devices.size, programs };
  }
}
