import { z } from 'zod';
import { MSG } from '../messages';
import { isRealDateKey } from '../dates';
import { recordVersion } from './versions';

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

/**
 * Every stored date lies within these (docs/decisions.md, "What no visitor and no stored value
 * can break"): a year like 0202 or 9999 made each month query and the feed walk centuries.
 */
export const STORED_DATE_MIN = '2000-01-01';
export const STORED_DATE_MAX = '2100-12-31';
const STORED_FROM = Date.parse(`${STORED_DATE_MIN}T00:00:00Z`);
const STORED_TO = Date.parse(`${STORED_DATE_MAX}T23:59:59.999Z`);
export const storedRangeMessage = (label: string) =>
  `${label} must be between ${STORED_DATE_MIN} and ${STORED_DATE_MAX}`;
/** Whether a date key (YYYY-MM-DD) lies within the stored range. */
export const isStoredDateKey = (key: string) => key >= STORED_DATE_MIN && key <= STORED_DATE_MAX;
/** Whether a date-time's instant (in UTC) lies within the stored range. */
export const isStoredTime = (iso: string) => {
  const t = Date.parse(iso);
  return t >= STORED_FROM && t <= STORED_TO;
};
/** A date (YYYY-MM-DD) a record keeps: a real one, within the stored range. */
export const storedDateKey = (label = 'Date') => dateKey.refine(isStoredDateKey, storedRangeMessage(label));
/** A date-time a record keeps: ISO 8601 with an offset, within the stored range. */
export const storedDateTime = (label: string) => isoDateTime(label).refine(isStoredTime, storedRangeMessage(label));

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._-]+$/;
export const isSafeImageUrl = (v: string) => HTTP_URL.test(v) || UPLOAD_PATH.test(v);
export const isHttpUrl = (v: string) => HTTP_URL.test(v);

export const imageUrl = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(2000).refine(isSafeImageUrl, MSG.invalidUrl);

export const optionalImageUrl = optionalText(2000).refine((v) => v === null || isSafeImageUrl(v), MSG.invalidUrl);
export const optionalHttpUrl = optionalText(2000).refine((v) => v === null || isHttpUrl(v), MSG.invalidVideoUrl);

/** The ids the server makes (nanoid's alphabet); an imported id must look the same. */
export const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const recordId = z.string().regex(RECORD_ID, 'Must be 1 to 64 letters, digits, - or _');

/** A date-time a calendar can hold: it parses, and its year has four digits. */
export const isFourDigitYearTime = (v: string) => {
  const t = Date.parse(v);
  if (Number.isNaN(t)) return false;
  const year = new Date(t).getUTCFullYear();
  return year >= 1000 && year <= 9999;
};
export const recordTime = z.string().max(64).refine(isFourDigitYearTime, 'Must be a date-time with a four-digit year');

/** Fields the server adds to every stored record. */
export const recordMeta = {
  id: recordId,
  createdAt: z.string(),
  updatedAt: z.string(),
};
/** recordMeta with the record's version (announcements, events, gallery items, contact messages). */
export const versionedMeta = {
  ...recordMeta,
  version: recordVersion.optional(),
};
