import { NotFound, Unavailable } from '../../errors';
import { Readable } from 'node:stream';
import { pathInLang } from '../../../shared/lang';
import { API, SUBSCRIBE_PAGES, withQuery } from '../../../shared/routes';
import { recordRoute } from '../../../shared/resources';
import {
  confirmInput,
  manageQuery,
  manageUpdate,
  noticeListQuery,
  subscriptionInput,
  subscriptionListQuery,
} from '../../../shared/schemas';
import { route, type ApiContext, type RouteDef } from '../../http/route';
import type { Services } from '../../services';
import { jsonBody, parse } from '../../http/validate';
import { FamilyNotices } from './families';
import { subscriptionCsvRows } from './csv';
import { listFamilies, removeFamily } from './importSubscriptions';

/** The notices service, or 503 when the server has no SMTP_URL (the site hides the form then). */
const families = (s: Services): FamilyNotices => {
  if (!s.families) throw new Unavailable('Email notices are not set up on this server');
  return s.families!;
};
const noStore = (ctx: ApiContext) => ctx.set('Cache-Control', 'no-store');
/** The token of a one-click link: from the query (the List-Unsubscribe URL) or a JSON body. */
const tokenOf = (ctx: ApiContext) => {
  const body = ctx.request.body as { token?: unknown } | undefined;
  const raw =
    typeof ctx.query.token === 'string' ? ctx.query.token : body && typeof body === 'object' ? body.token : undefined;
  return parse(manageQuery, { token: raw }).token;
};

/**
 * Notices by email (shared/schemas/subscription.ts has the contract). The family's calls are
 * public and hold no address in a URL; the administrator's list is admin only.
 */
export const noticeRoutes: RouteDef[] = [
  route('POST', API.subscriptions, 'public', (ctx, s) => {
    const f = families(s);
    const input = parse(subscriptionInput, jsonBody(ctx.request.body));
    f.subscribe(input, ctx.ip);
    noStore(ctx);
    ctx.status = 202;
    ctx.body = FamilyNotices.accepted(input.lang);
  }),
  route('POST', API.subscriptionConfirm, 'public', async (ctx, s) => {
    const f = families(s);
    const { token } = parse(confirmInput, jsonBody(ctx.request.body));
    noStore(ctx);
    ctx.body = await f.confirm(token);
  }),
  route('GET', API.subscriptionManage, 'public', (ctx, s) => {
    const f = families(s);
    const { token } = parse(manageQuery, { token: ctx.query.token });
    noStore(ctx);
    ctx.body = f.manageView(token);
  }),
  route('POST', API.subscriptionManage, 'public', async (ctx, s) => {
    const f = families(s);
    const input = parse(manageUpdate, jsonBody(ctx.request.body));
    noStore(ctx);
    ctx.body = await f.manageUpdate(input);
  }),
  // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded, not parsed: the POST
  // itself is the request). A person who opens the link gets the manage page, which changes nothing
  // until they choose (a scanner following links unsubscribes nobody).
  route('POST', API.subscriptionUnsubscribe, 'public', async (ctx, s) => {
    const f = families(s);
    await f.unsubscribe(tokenOf(ctx));
    noStore(ctx);
    ctx.body = { status: 'unsubscribed' };
  }),
  route('GET', API.subscriptionUnsubscribe, 'public', (ctx, s) => {
    const f = families(s);
    const token = parse(manageQuery, { token: ctx.query.token }).token;
    noStore(ctx);
    ctx.status = 303;
    ctx.redirect(pathInLang(withQuery(SUBSCRIBE_PAGES.manage, { token }), f.langOf(token)));
  }),
  route('GET', API.subscriptions, 'owner', async (ctx, s) => {
    const { q } = parse(subscriptionListQuery, { q: ctx.query.q });
    ctx.body = await listFamilies(s, q?.trim() || undefined);
  }),
  route('GET', API.subscriptionsCsv, 'owner', async (ctx, s) => {
    const { q } = parse(subscriptionListQuery, { q: ctx.query.q });
    const items = await listFamilies(s, q?.trim() || undefined);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', 'attachment; filename="subscriptions.csv"');
    ctx.body = Readable.from(subscriptionCsvRows(items));
  }),
  route('DELETE', recordRoute(API.subscriptions), 'owner', async (ctx, s) => {
    if (!(await removeFamily(s, ctx.params.id))) throw new NotFound('Not found');
    ctx.status = 204;
  }),
  // Owner only, like the families' list: after a flood of sign-ups the owner can drop the
  // confirmations still queued (each family can ask again; nothing else is touched).
  route('GET', API.noticeConfirmations, 'owner', (ctx, s) => {
    noStore(ctx);
    ctx.body = { queued: s.families?.queue.queuedConfirmations() ?? 0 };
  }),
  route('DELETE', API.noticeConfirmations, 'owner', async (ctx, s) => {
    ctx.body = { cleared: s.families ? await s.families.queue.clearConfirmations() : 0 };
  }),
  route('GET', API.notices, 'admin', (ctx, s) => {
    const { announcementId } = parse(noticeListQuery, { announcementId: ctx.query.announcementId });
    ctx.body = s.families ? s.families.queue.summaries(announcementId) : [];
  }),
];
