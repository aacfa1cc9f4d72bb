import { auditQuery, AUDIT_PAGE_MAX, type AuditTarget } from '../../../shared/schemas/audit';
import { API } from '../../../shared/routes';
import { DomainError } from '../../errors';
import { statusOf } from '../../http/errors';
import { route, type ApiContext, type AuditRule, type Context, type Next, type RouteDef } from '../../http/route';
import { parse } from '../../http/validate';
import type { Services } from '../../services';
import { actionOf, targetOf } from './describe';
import { actorOf, record, storedBefore } from './record';

/** GET /api/audit (a page, newest first) and GET /api/audit/verify: the owner's. */
export const auditRoutes: RouteDef[] = [
  route('GET', API.audit, 'owner', async (ctx, s) => {
    const q = parse(auditQuery, ctx.query);
    ctx.body = await s.audit.page({ ...q, limit: q.limit ?? AUDIT_PAGE_MAX });
  }),
  route('GET', API.auditVerify, 'owner', async (ctx, s) => {
    ctx.body = await s.audit.verify();
  }),
];

/** The sign-in routes (public, so not logged as changes), named here rather than in each route. */
const RULES: Record<string, AuditRule> = {
  [`POST ${API.adminLogin}`]: 'signIn',
  [`POST ${API.pageLogin}`]: 'signIn',
  [`POST ${API.staffInvite}`]: 'signIn',
  [`POST ${API.adminLogout}`]: 'signOut',
};

const bodyOf = (ctx: Context) => (ctx.request as { body?: unknown }).body as Record<string, unknown> | undefined;
const ok = (status: number) => status >= 200 && status < 300;

/**
 * The router's hook around one route (api/routes.ts), after its permission check: a
 * successful change by a signed-in account, or any outcome of a sign-in, is appended to the log.
 * Returns null for a route that is never logged (every GET).
 */
export function auditHook(r: RouteDef, s: Services): ((ctx: Context, next: Next) => Promise<void>) | null {
  const rule = r.audit ?? RULES[`${r.method} ${r.path}`];
  if (rule === false) return null;
  if (rule === 'signIn') return (ctx, next) => signIn(ctx as ApiContext, next, s);
  if (r.method === 'GET') return null;
  const staffOnly = r.permission === 'admin' || r.permission === 'owner';
  return async (ctx, next) => {
    const c = ctx as ApiContext;
    // A public write (a contact post) is logged only when a signed-in account makes it.
    if (!staffOnly && !c.state.account) return next();
    const account = c.state.account;
    const before =
      r.method === 'DELETE' || r.path.startsWith('/api/trash/') ? storedBefore(s, r.path, c.params.id) : null;
    await next();
    if (!ok(ctx.status)) return;
    const action = rule === 'signOut' ? 'signOut' : actionOf(r.method, r.path, bodyOf(ctx));
    const target =
      rule === 'signOut'
        ? null
        : targetOf({ routePath: r.path, params: c.params, answer: ctx.body, actorId: account?.id ?? null, before });
    // Not awaited: the change is stored and answered without waiting for the log's disk write
    // (a page of the log waits for it, so the entry is there for the next read).
    void record(s, { actor: actorOf(account), action, target, ip: ctx.ip });
  };
}

/** Which member page a sign-in was for (validated: nothing else a client typed is logged). */
const pageTarget = (ctx: Context): AuditTarget | null => {
  const page = bodyOf(ctx)?.page;
  return page === 'photos' || page === 'training' ? { type: 'page', id: page } : null;
};

/**
 * A sign-in: success (the account the handler signed in, ctx.state.account), failure (401),
 * locked (429). A 401 that only asks for the second factor's code, sent without one, is no
 * failure (docs/decisions.md), and bad input (400) is no attempt.
 */
async function signIn(ctx: ApiContext, next: Next, s: Services) {
  const target = () => (ctx.state as { auditTarget?: AuditTarget }).auditTarget ?? pageTarget(ctx);
  try {
    await next();
  } catch (e) {
    const status = statusOf(e);
    const askedForCode = e instanceof DomainError && e.fields?.secondFactor !== undefined && !bodyOf(ctx)?.code;
    if (status === 401 && !askedForCode)
      await record(s, { actor: null, action: 'signInFailed', target: target(), ip: ctx.ip });
    // Refusals are summed per client (refusals.ts): a flood of them is not a line per request.
    else if (status === 429)
      await s.auditRefusals.note({ actor: null, action: 'signInLocked', target: target(), ip: ctx.ip });
    throw e;
  }
  if (ok(ctx.status))
    await record(s, { actor: actorOf(ctx.state.account), action: 'signIn', target: target(), ip: ctx.ip });
}
