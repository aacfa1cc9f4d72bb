import { z } from 'zod';
import { MSG } from '../messages';
import { isRealDateKey } from '../dates';

// In browsers our Content-Security-Policy forbids eval; zod would otherwise probe for it with
// `new Function` (a CSP violation in the console) before choosing its JIT parser.
// eslint-disable-next-line no-restricted-globals -- only probes whether this is a browser
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Optional free text: '', null and undefined all mean "none" and are stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null))
    .pipe(z.string().max(max, `Must be at most ${max} characters`).nullable());

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const dateKey = z
  .string({ error: MSG.dateRequired })
  .min(1, MSG.dateRequired)
  .refine(isRealDateKey, MSG.invalidDate);

export const isoDateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time` });

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._-]+$/;
export const isSafeImageUrl = (v: string) => HTTP_URL.test(v) || UPLOAD_PATH.test(v);
export const isHttpUrl = (v: string) => HTTP_URL.test(v);

export const imageUrl = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(2000).refine(isSafeImageUrl, MSG.invalidUrl);

export const optionalImageUrl = optionalText(2000).refine((v) => v === null || isSafeImageUrl(v), MSG.invalidUrl);
export const optionalHttpUrl = optionalText(2000).refine((v) => v === null || isHttpUrl(v), MSG.invalidVideoUrl);

/** Fields the server adds to every stored record. */
export const recordMeta = {
  id: z.string().min(1).max(64),
  createdAt: z.string(),
  updatedAt: z.string(),
};
