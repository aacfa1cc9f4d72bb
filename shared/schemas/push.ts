/**
 * Web Push: the contract between the API, the public site and the dashboard.
 *
 * - GET API.pushKey → `{publicKey}` (the VAPID application server key, base64url).
 * - POST API.pushSubscriptions `PushSubscriptionInput` (public) → 201 `PushSubscribed` {id, token};
 *   400 {message, issues} naming the field (an endpoint that is not https on a known push service
 *   names `subscription.endpoint`); 429 with Retry-After per client as for email subscriptions.
 * - DELETE API.pushSubscriptions/{id}?token= → 204 (the device's own token; 404 otherwise).
 * - GET API.pushDevices (admin) → `PushDeviceCounts`.
 * The server stores the endpoint, the two keys, programs, kinds, language, the SHA-256 of the
 * token and the creation time; nothing about the person.
 */
import { z } from 'zod';
import { recordId } from './common';
import { SUBSCRIPTION_LANGS, SUBSCRIPTION_PROGRAMS } from './subscription';

export const PUSH_KINDS = ['urgent', 'cancellations'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Bytes of a base64url text (no padding), or -1 when it is not base64url. */
export function base64urlBytes(v: string): number {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(v)) return -1;
  const n = v.replace(/=+$/, '').length;
  return n % 4 === 1 ? -1 : Math.floor((n * 3) / 4);
}
const keyOf = (name: string, bytes: number, firstChar?: string) =>
  z
    .string({ error: `${name} is required` })
    .max(200, `${name} is too long`)
    .refine((v) => base64urlBytes(v) === bytes, `${name} must be ${bytes} bytes in base64url`)
    .refine((v) => firstChar === undefined || v[0] === firstChar, `${name} must be an uncompressed P-256 point`);

export const pushSubscriptionInput = z.object({
  subscription: z.object(
    {
      endpoint: z
        .string({ error: 'endpoint is required' })
        .max(1000, 'endpoint is too long')
        .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', 'endpoint must be an https URL'),
      keys: z.object(
        {
          // RFC 8291: the user agent's P-256 public key (65 bytes, uncompressed: 0x04 first, so 'B' in
          // base64url) and its auth secret (16 bytes).
          p256dh: keyOf('p256dh', 65, 'B'),
          auth: keyOf('auth', 16),
        },
        { error: 'keys must be an object' },
      ),
    },
    { error: 'subscription must be an object' },
  ),
  programs: z
    .array(z.enum(SUBSCRIPTION_PROGRAMS, { error: `Programs must be among ${SUBSCRIPTION_PROGRAMS.join(', ')}` }))
    .min(1, 'Choose at least one program')
    .max(SUBSCRIPTION_PROGRAMS.length)
    .transform((v) => SUBSCRIPTION_PROGRAMS.filter((p) => v.includes(p)))
    .optional(),
  kinds: z
    .array(z.enum(PUSH_KINDS, { error: `Kinds must be among ${PUSH_KINDS.join(', ')}` }))
    .min(1, 'Choose at least one kind')
    .max(PUSH_KINDS.length)
    .transform((v) => PUSH_KINDS.filter((k) => v.includes(k)))
    .optional(),
  lang: z.enum(SUBSCRIPTION_LANGS, { error: 'lang must be en or es' }).optional(),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;
export type PushSubscribed = { id: string; token: string };

export const pushTokenQuery = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
});

/** A stored device (DATA_DIR/pushDevices.json). */
export const pushDeviceRecord = z.object({
  id: recordId,
  endpoint: z.string(),
  keys: z.object({ p256dh: z.string(), auth: z.string() }),
  programs: z.array(z.enum(SUBSCRIPTION_PROGRAMS)),
  kinds: z.array(z.enum(PUSH_KINDS)),
  lang: z.enum(SUBSCRIPTION_LANGS),
  /** SHA-256 (base64url) of the device's token: the token itself is never stored. */
  tokenHash: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PushDevice = z.output<typeof pushDeviceRecord>;

/** GET API.pushDevices: devices in all and per program (a device may follow both). */
export type PushDeviceCounts = { total: number; programs: Record<(typeof SUBSCRIPTION_PROGRAMS)[number], number> };

export type { PushPayload } from '../pushPayload';
