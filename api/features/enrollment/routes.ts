import { Conflict, Invalid, NotFound, Unavailable } from '../../errors';
import { Readable } from 'node:stream';
import { ENROLLMENT_TEXTS } from '../../../shared/enrollmentTexts';
import { API } from '../../../shared/routes';
import { recordRoute } from '../../../shared/resources';
import {
  enrollmentInput,
  enrollmentListQuery,
  enrollmentPatch,
  enrollmentTokenInput,
  offerAnswer,
} from '../../../shared/schemas';
import { RateLimiter } from '../../auth/rateLimit';
import { clientKey } from '../../http/clientKey';
import { mailboxOf } from '../../../shared/mailbox';
import { sendPayload } from '../../http/payload';
import { route, type ApiContext, type RouteDef } from '../../http/route';
import { jsonBody, parse } from '../../http/validate';
import type { Services } from '../../services';
import { classesPayload } from './classes';
import { EnrollmentError } from './errors';
import type { Enrollments } from './service';
import { rosterCsv, staffList, staffListPayload, staffPatch } from './staff';
import * as guardian from './guardian';

const HOUR = 3600_000;
/** As for subscriptions: per client address, and per mailbox. */
export const ENROLL_LIMITS = { perClient: [10, 10 * 60_000], perMailbox: [3, HOUR] } as const;
const TOO_MANY = 'Too many requests. Please try again later.';
const AS = { invalid: Invalid, notFound: NotFound, conflict: Conflict, unavailable: Unavailable } as const;

/** Per server: the limits of POST /api/enrollments. */
const limitsOf = new WeakMap<Enrollments, { perClient: RateLimiter; perMailbox: RateLimiter }>();
function limits(e: Enrollments) {
  let l = limitsOf.get(e);
  if (!l) {
    l = {
      perClient: new RateLimiter(ENROLL_LIMITS.perClient[0], ENROLL_LIMITS.perClient[1]),
      perMailbox: new RateLimiter(ENROLL_LIMITS.perMailbox[0], ENROLL_LIMITS.perMailbox[1]),
    };
    limitsOf.set(e, l);
  }
  return l;
}
/** One mailbox whatever its spelling: case and a +tag do not make another one. */

/** The domain's errors as answers: 400 names the field, 404 an unknown link, 409 a state that forbids it. */
function answer(handler: (ctx: ApiContext, e: Enrollments) => unknown) {
  return async (ctx: ApiContext, s: Services) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await handler(ctx, s.enrollments);
    } catch (err) {
      if (!(err instanceof EnrollmentError)) throw err;
      throw new AS[err.kind](err.message, err.path ? { issues: [{ path: err.path, message: err.message }] } : {});
    }
  };
}
const needsMail = (s: Enrollments) => {
  if (!s.families)
    throw new Unavailable('Enrollment by email is not set up on this server. Please use the contact page.');
};
const tokenFromQuery = (ctx: ApiContext) => parse(enrollmentTokenInput, { token: ctx.query.token }).token;

/** Enrollment (shared/schemas/enrollment.ts has the contract). Nothing here is logged or cached. */
export const enrollmentRoutes: RouteDef[] = [
  route('GET', API.classes, 'public', async (ctx, s) => {
    // Seats change with every confirmation: browsers and shared caches ask each time (304 when unchanged).
    ctx.set('Cache-Control', 'public, no-cache');
    await sendPayload(ctx, classesPayload(s.enrollments));
  }),
  route(
    'POST',
    API.enrollments,
    'public',
    answer((ctx, e) => {
      needsMail(e);
      const input = parse(enrollmentInput, jsonBody(ctx.request.body));
      const l = limits(e);
      const perClient = l.perClient.reserve(`client:${clientKey(ctx.ip)}`, TOO_MANY);
      try {
        l.perMailbox.reserve(mailboxOf(input.guardian.email), TOO_MANY);
      } catch (err) {
        perClient.release();
        throw err;
      }
      guardian.request(e, input);
      ctx.status = 202;
      ctx.body = { message: ENROLLMENT_TEXTS[input.lang].accepted };
    }),
  ),
  route(
    'POST',
    API.enrollmentConfirm,
    'public',
    answer(async (ctx, e) => {
      needsMail(e);
      ctx.body = await guardian.confirm(e, parse(enrollmentTokenInput, jsonBody(ctx.request.body)).token);
    }),
  ),
  route(
    'POST',
    API.enrollmentOffer,
    'public',
    answer(async (ctx, e) => {
      needsMail(e);
      const { token, accept } = parse(offerAnswer, jsonBody(ctx.request.body));
      ctx.body = await guardian.answerOffer(e, token, accept);
    }),
  ),
  route(
    'GET',
    API.enrollmentMine,
    'public',
    answer((ctx, e) => {
      ctx.body = guardian.mine(e, tokenFromQuery(ctx));
    }),
  ),
  route(
    'POST',
    API.enrollmentWithdraw,
    'public',
    answer(async (ctx, e) => {
      ctx.body = await guardian.withdraw(e, parse(enrollmentTokenInput, jsonBody(ctx.request.body)).token);
    }),
  ),
  route(
    'DELETE',
    API.enrollmentMine,
    'public',
    answer(async (ctx, e) => {
      await guardian.erase(e, tokenFromQuery(ctx));
      ctx.status = 204;
    }),
  ),
  route(
    'GET',
    API.enrollments,
    'admin',
    answer(async (ctx, e) => {
      const q = parse(enrollmentListQuery, { eventId: ctx.query.eventId, status: ctx.query.status });
      if (q.eventId) await sendPayload(ctx, staffListPayload(e, q.eventId, q.status));
      else ctx.body = staffList(e, q);
    }),
  ),
  route(
    'GET',
    API.enrollmentsExport,
    'owner',
    answer((ctx, e) => {
      ctx.body = e.store.records.all();
    }),
  ),
  route(
    'GET',
    API.enrollmentsCsv,
    'admin',
    answer((ctx, e) => {
      const { eventId } = parse(enrollmentListQuery, { eventId: ctx.query.eventId });
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', 'attachment; filename="roster.csv"');
      ctx.body = Readable.from(rosterCsv(e, eventId));
    }),
  ),
  route(
    'PATCH',
    recordRoute(API.enrollments),
    'admin',
    answer(async (ctx, e) => {
      const { status } = parse(enrollmentPatch, jsonBody(ctx.request.body));
      ctx.body = await staffPatch(e, ctx.params.id, status);
    }),
  ),
];
