/**
 * Notices by email: the contract between the API, the public site and the dashboard.
 *
 * Public (no login; 503 {message} on all four when the server has no SMTP_URL, see
 * SiteConfig.subscriptions):
 * - POST API.subscriptions `SubscriptionInput` {email, programs?, kinds?, lang?, website?, formFillMs?}
 *   → 202 `SubscriptionAccepted` (always the same body, whatever the address's state); 400
 *   {message, issues} naming the field; 429 with Retry-After (per client address and per email).
 *   The honeypot field `website` and the time trap `formFillMs` work as on the contact form.
 * - POST API.subscriptionConfirm `{token}` (from the emailed link PUBLIC_URL +
 *   SUBSCRIBE_PAGES.confirm?token=..., shared/routes.ts) → 200 `ManageView`; 400 unknown or
 *   expired token.
 * - GET API.subscriptionManage?token= → 200 `ManageView`; 400 unknown token. POST
 *   API.subscriptionManage `ManageUpdate` {token, programs, kinds, lang, subscribed} → 200
 *   `ManageView`. The emailed manage link is PUBLIC_URL + SUBSCRIBE_PAGES.manage?token=... .
 * - POST API.subscriptionUnsubscribe?token= with body `List-Unsubscribe=One-Click` (RFC 8058,
 *   form-encoded, sent by mail clients) or any/no body → 200 {status:'unsubscribed'}. A GET of it
 *   (a person opening the link) → 303 to the manage page; it changes nothing.
 * Admin (bearer token):
 * - GET API.subscriptions?q= → `SubscriptionAdminView[]` newest first; DELETE
 *   /api/subscriptions/{id} → 204 (404 unknown); GET API.subscriptionsCsv → text/csv.
 * - GET API.notices?announcementId= → `NoticeSummary[]` newest first (each announcement's
 *   "emailed to N families": its notices' `sent`, with `failed`).
 * Tokens: `<id>.<HMAC-SHA256>` made with a random key kept in DATA_DIR/mail-key.json (mode 600)
 * over the purpose, the record's id and its issue time (confirmation) or token version (manage):
 * no token is stored anywhere, and a new confirmation email's link replaces the older one.
 */
import { z } from 'zod';
import { PROGRAMS } from '../programs';
import { botTrapFields } from './contact';
import { MSG } from '../messages';
import { matchesTerms, searchTerms, searchText } from '../search';
import { recordId, storedDateTime } from './common';

export const SUBSCRIPTION_PROGRAMS = PROGRAMS;
export type SubscriptionProgram = (typeof SUBSCRIPTION_PROGRAMS)[number];
/** What a family may ask for; a notice's kind is one of these too. */
export const NOTICE_KINDS = ['urgent', 'announcements', 'cancellations', 'digest'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const SUBSCRIPTION_LANGS = ['en', 'es'] as const;
export type SubscriptionLang = (typeof SUBSCRIPTION_LANGS)[number];
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * An address as the one thing a visitor's input may put in an email header: no control
 * characters (CR/LF header injection), no display-name or list syntax, checked before trimming
 * so that a trailing CR/LF is refused rather than trimmed away.
 */
const HEADER_UNSAFE = /[<>,;:"'()[\]\\\s]/;
const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
export const subscriberEmail = z
  .string({ error: MSG.emailInvalid })
  .max(254, MSG.emailInvalid)
  .refine((v) => !hasControl(v) && !HEADER_UNSAFE.test(v.trim()), MSG.emailInvalid)
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.email(MSG.emailInvalid));

const programs = z
  .array(z.enum(SUBSCRIPTION_PROGRAMS, { error: `Programs must be among ${SUBSCRIPTION_PROGRAMS.join(', ')}` }), {
    error: 'Programs must be a list',
  })
  .min(1, 'Choose at least one program')
  .max(SUBSCRIPTION_PROGRAMS.length)
  .transform((v) => SUBSCRIPTION_PROGRAMS.filter((p) => v.includes(p)));
const kinds = z
  .array(z.enum(NOTICE_KINDS, { error: `Kinds must be among ${NOTICE_KINDS.join(', ')}` }), {
    error: 'Kinds must be a list',
  })
  .min(1, 'Choose at least one kind of email')
  .max(NOTICE_KINDS.length)
  .transform((v) => NOTICE_KINDS.filter((k) => v.includes(k)));
const lang = z.enum(SUBSCRIPTION_LANGS, { error: 'lang must be en or es' });
const token = z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long');

/** POST /api/subscriptions. Defaults: both programs, all four kinds, English. */
export const subscriptionInput = z.object({
  email: subscriberEmail,
  programs: programs.optional(),
  kinds: kinds.optional(),
  lang: lang.optional(),
  ...botTrapFields,
});
export type SubscriptionInput = z.input<typeof subscriptionInput>;
/** The one answer of POST /api/subscriptions (202). */
export type SubscriptionAccepted = { message: string };

export const confirmInput = z.object({ token });
export const manageQuery = z.object({ token });
export const manageUpdate = z.object({ token, programs, kinds, lang, subscribed: z.boolean() });
export type ManageUpdate = z.input<typeof manageUpdate>;
/** What the family's own pages show (the holder of the emailed token is the family). */
export type ManageView = {
  email: string;
  programs: SubscriptionProgram[];
  kinds: NoticeKind[];
  lang: SubscriptionLang;
  status: SubscriptionStatus;
  /** The manage token (the confirm page links on to the manage page with it). */
  token: string;
};

/** A stored subscription (DATA_DIR/subscriptions.json); no token is stored (see the top). */
export const subscriptionRecord = z.object({
  id: recordId,
  email: subscriberEmail,
  programs: z.array(z.enum(SUBSCRIPTION_PROGRAMS)),
  kinds: z.array(z.enum(NOTICE_KINDS)),
  lang: lang.default('en'),
  status: z.enum(SUBSCRIPTION_STATUSES),
  // Checked like every other stored date (an import once took any string: expiry and the
  // pending cap compare these).
  createdAt: storedDateTime('createdAt'),
  updatedAt: storedDateTime('updatedAt'),
  confirmedAt: storedDateTime('confirmedAt').nullable(),
  unsubscribedAt: storedDateTime('unsubscribedAt').nullable().optional(),
  /**
   * When the last confirmation email was queued (at most one an hour): its token is made from
   * this instant, so a newer email's link replaces the older one, and expires 7 days after it.
   */
  confirmationSentAt: storedDateTime('confirmationSentAt').nullable().optional(),
  /** Raised to revoke every manage token handed out before. */
  tokenVersion: z.number().int().nonnegative().optional(),
});
export type Subscription = z.output<typeof subscriptionRecord>;

/** GET /api/subscriptions: one row of the admin list (no token material). */
export type SubscriptionAdminView = Pick<
  Subscription,
  'id' | 'email' | 'programs' | 'kinds' | 'lang' | 'status' | 'createdAt' | 'confirmedAt'
>;
export const subscriptionListQuery = z.object({
  q: z.string().max(200, 'q must be at most 200 characters').optional(),
});
export const matchesSubscriptionQuery = (s: Pick<Subscription, 'email'>, q?: string) => {
  const terms = searchTerms(q);
  return !terms.length || matchesTerms(searchText([s.email]), terms);
};

/** GET /api/notices: one notice and where its emails are. */
export type NoticeSummary = {
  id: string;
  kind: NoticeKind;
  title: string;
  createdAt: string;
  /** The announcement it is about (urgent and announcements notices). */
  announcementId?: string;
  sent: number;
  failed: number;
  pending: number;
};
export const noticeListQuery = z.object({ announcementId: recordId.optional() });

/** Import/export: a subscription as exported (tokens left out; a pending one stays pending). */
export const subscriptionImport = subscriptionRecord.partial({
  id: true,
  createdAt: true,
  updatedAt: true,
  confirmedAt: true,
  lang: true,
});
