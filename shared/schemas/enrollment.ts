/**
 * Enrollment: classes with seats and a waitlist (the contract between the API, the public
 * /enroll pages and the dashboard's Enrollment tab).
 *
 * Public (503 {message} on the guardian's calls without SMTP_URL):
 * - GET API.classes → `ClassView[]`: every weekly series with `enrollment.open`, both languages'
 *   texts, seats left and how many families wait; nothing about any family.
 * - POST API.enrollments `EnrollmentInput` → 202 `{message}` (the same whether or not the
 *   address is known); 400 naming the field; 429 per client and per mailbox.
 * - POST API.enrollmentConfirm {token} → 200 `MyEnrollment` (enrolled, or waitlisted with place).
 * - POST API.enrollmentOffer {token, accept} → 200 `MyEnrollment`.
 * - GET API.enrollmentMine?token= → 200 `MyEnrollment`; POST API.enrollmentWithdraw {token} → 200;
 *   DELETE API.enrollmentMine?token= → 204 (erased; the token then answers 404).
 * Staff (any account): GET API.enrollments?eventId=&status=, PATCH /api/enrollments/{id}
 * {status: 'enrolled'|'withdrawn'}, GET API.enrollmentsCsv?eventId=.
 * Tokens: `<id>.<HMAC>` (api/notices/tokens.ts), each for one purpose and one stamp; none is stored.
 */
import { z } from 'zod';
import { botTrapFields } from './contact';
import { subscriberEmail, SUBSCRIPTION_LANGS } from './subscription';
import { recordId } from './common';

export const ENROLLMENT_AGE_MIN = 4;
export const ENROLLMENT_AGE_MAX = 18;
export const ENROLLMENT_CAPACITY_MAX = 200;
/** The version of the privacy policy a guardian accepts; kept with each consent. */
export const ENROLLMENT_POLICY_VERSION = '2026-11-28';
export const ENROLLMENT_STATUSES = ['pending', 'enrolled', 'waitlisted', 'offered', 'withdrawn'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

const age = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from ${ENROLLMENT_AGE_MIN} to ${ENROLLMENT_AGE_MAX}` })
    .int(`${label} must be a whole number from ${ENROLLMENT_AGE_MIN} to ${ENROLLMENT_AGE_MAX}`)
    .min(ENROLLMENT_AGE_MIN, `${label} must be a whole number from ${ENROLLMENT_AGE_MIN} to ${ENROLLMENT_AGE_MAX}`)
    .max(ENROLLMENT_AGE_MAX, `${label} must be a whole number from ${ENROLLMENT_AGE_MIN} to ${ENROLLMENT_AGE_MAX}`);

/** `enrollment` on a weekly series: it takes requests while `open`. */
export const classEnrollment = z
  .object({
    capacity: z
      .number({ error: `Capacity must be a whole number from 1 to ${ENROLLMENT_CAPACITY_MAX}` })
      .int(`Capacity must be a whole number from 1 to ${ENROLLMENT_CAPACITY_MAX}`)
      .min(1, `Capacity must be a whole number from 1 to ${ENROLLMENT_CAPACITY_MAX}`)
      .max(ENROLLMENT_CAPACITY_MAX, `Capacity must be a whole number from 1 to ${ENROLLMENT_CAPACITY_MAX}`),
    open: z.boolean({ error: 'open must be true or false' }),
    ageMin: age('Minimum age')
      .nullish()
      .transform((v) => v ?? undefined),
    ageMax: age('Maximum age')
      .nullish()
      .transform((v) => v ?? undefined),
  })
  .refine((e) => e.ageMin === undefined || e.ageMax === undefined || e.ageMin <= e.ageMax, {
    message: 'Minimum age must not be above the maximum age',
    path: ['ageMax'],
  });
export type ClassEnrollment = z.output<typeof classEnrollment>;

const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
/** One line of a visitor's text: control characters (CR/LF header tricks) refused, not trimmed away. */
const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasControl(v), `${label} must be one line of text`)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, `${label} is required`));

export const enrollmentInput = z.object({
  eventId: recordId,
  guardian: z.object(
    {
      name: line('Name', 100),
      email: subscriberEmail,
      phone: z
        .string({ error: 'Phone must be a phone number' })
        .max(30, 'Phone must be a phone number')
        .refine((v) => /^[0-9+()\-. ]*$/.test(v), 'Phone must be a phone number')
        .transform((v) => v.trim() || undefined)
        .optional(),
    },
    { error: 'guardian is required' },
  ),
  child: z.object({ firstName: line('First name', 50), age: age('Age') }, { error: 'child is required' }),
  lang: z.enum(SUBSCRIPTION_LANGS, { error: 'lang must be en or es' }).default('en'),
  consents: z.object(
    {
      policies: z.literal(true, { error: 'Please accept the privacy policy' }),
      photos: z.boolean({ error: 'Please answer whether photos may be taken' }),
    },
    { error: 'consents is required' },
  ),
  ...botTrapFields,
});
export type EnrollmentInput = z.input<typeof enrollmentInput>;

const token = z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long');
export const enrollmentTokenInput = z.object({ token });
export const offerAnswer = z.object({ token, accept: z.boolean({ error: 'accept must be true or false' }) });
export const enrollmentListQuery = z.object({
  eventId: recordId.optional(),
  status: z.enum(ENROLLMENT_STATUSES, { error: `status must be one of ${ENROLLMENT_STATUSES.join(', ')}` }).optional(),
});
export const enrollmentPatch = z.object({
  status: z.enum(['enrolled', 'withdrawn'], { error: 'status must be enrolled or withdrawn' }),
});

/** A stored enrollment (DATA_DIR/enrollments.json). */
export const enrollmentRecord = z.object({
  id: recordId,
  eventId: recordId,
  status: z.enum(ENROLLMENT_STATUSES),
  guardian: z.object({ name: z.string().max(100), email: subscriberEmail, phone: z.string().max(30).optional() }),
  child: z.object({ firstName: z.string().max(50), age: z.number().int().min(0).max(99) }),
  lang: z.enum(SUBSCRIPTION_LANGS).default('en'),
  consents: z.object({
    policies: z.literal(true),
    photos: z.boolean(),
    policyVersion: z.string().max(40),
    at: z.string(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the confirmation email was queued: its token's stamp (a newer one replaces it). */
  confirmationSentAt: z.string().nullable().optional(),
  confirmedAt: z.string().nullable().optional(),
  /** Order in the class's line (waitlist); set when the request is confirmed. */
  seq: z.number().int().nonnegative().nullable().optional(),
  offeredAt: z.string().nullable().optional(),
  offerExpiresAt: z.string().nullable().optional(),
  /** When it was withdrawn (the retention period counts from here). */
  endedAt: z.string().nullable().optional(),
});
export type Enrollment = z.output<typeof enrollmentRecord>;

export type ClassView = {
  eventId: string;
  title: string;
  translations?: { es?: { title?: string; description?: string; location?: string } };
  category: string | null;
  recurrence: { frequency: 'weekly'; interval: number; byDay?: string[]; until: string | null };
  startTime: string;
  endTime: string;
  location: string | null;
  capacity: number;
  seatsLeft: number;
  waitlisted: number;
  ageMin: number | null;
  ageMax: number | null;
};

/** What the guardian's page shows: everything held about them. */
export type MyEnrollment = {
  status: EnrollmentStatus;
  place?: number;
  offerExpiresAt?: string;
  class: { eventId: string; title: string; translations?: ClassView['translations'] } | null;
  guardian: Enrollment['guardian'];
  child: Enrollment['child'];
  consents: Enrollment['consents'];
  lang: Enrollment['lang'];
  createdAt: string;
  /** The manage token (the confirmation page links on to the manage page with it). */
  token: string;
};

/** One row of the staff's list. */
export type EnrollmentAdminView = {
  id: string;
  eventId: string;
  status: EnrollmentStatus;
  place?: number;
  guardian: Enrollment['guardian'];
  child: Enrollment['child'];
  photos: boolean;
  lang: Enrollment['lang'];
  createdAt: string;
  confirmedAt: string | null;
  offerExpiresAt: string | null;
};
