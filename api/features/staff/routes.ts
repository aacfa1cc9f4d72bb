import { Conflict, Expired, Invalid, NotFound, NotSignedIn } from '../../errors';
import { recordRoute } from '../../../shared/resources';
import { API } from '../../../shared/routes';
import {
  inviteAcceptInput,
  passwordChangeInput,
  staffCreateInput,
  staffUpdateInput,
  totpCodeInput,
  type SessionInfo,
  type StaffInvitation,
} from '../../../shared/schemas/staff';
import { bearerToken } from '../../http/bearer';
import { clientKey } from '../../http/clientKey';
import { route, type ApiContext, type RouteDef } from '../../http/route';
import { jsonBody, parse } from '../../http/validate';
import type { Services } from '../../services';
import { accountKey } from './signIn';
import { accountView } from './accounts';
import { StaffError } from './errors';
import { inviteEmail } from './inviteEmail';
import type { StoredAccount } from './store';

const AS = { notFound: NotFound, conflict: Conflict, invalid: Invalid, expired: Expired } as const;
/** A StaffError as the domain error http/ answers; anything else passes on. */
async function answering<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof StaffError)) throw e;
    throw new AS[e.kind](e.message, e.field ? { issues: [{ path: e.field, message: e.message }] } : {});
  }
}
const body = (ctx: ApiContext) => jsonBody(ctx.request.body);
/** The signed-in account's stored record (a guard has checked the token). */
const me = (ctx: ApiContext, s: Services): StoredAccount => {
  const a = s.staff.store.get(ctx.state.account!.id);
  if (!a) throw new NotSignedIn('Authentication required');
  return a!;
};
/**
 * Checks of the current password or a code on an account's own page count against the sign-in
 * limit of that account: a stolen session cannot guess the password or the code.
 */
async function limited<T>(s: Services, a: StoredAccount, ip: string, work: () => Promise<T>): Promise<T> {
  const attempt = s.staff.accountLimiter.reserve(accountKey(a.id), clientKey(ip));
  try {
    const result = await work();
    attempt.release();
    return result;
  } catch (e) {
    if (!(e instanceof StaffError && e.kind === 'invalid')) attempt.release();
    throw e;
  }
}

/** The invitation email, when SMTP_URL is set; false when it could not go (the owner copies the link). */
async function sendInvite(s: Services, a: StoredAccount, inviteUrl: string): Promise<boolean> {
  const thread = s.families?.mailThread;
  if (!thread) return false;
  const mail = inviteEmail({ to: a.email, name: a.name, siteName: s.config.siteName, inviteUrl });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer from SMTP within 15 s')), 15_000);
  });
  try {
    await Promise.race([thread.send(mail), late]);
    return true;
  } catch (e) {
    s.logger.warn(`invitation email not sent: ${(e as Error).message}`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
const invitation = async (s: Services, r: { account: StoredAccount; inviteUrl: string }): Promise<StaffInvitation> => ({
  account: accountView(r.account),
  inviteUrl: r.inviteUrl,
  emailed: await sendInvite(s, r.account, r.inviteUrl),
});

export const sessionInfo = (a: StoredAccount): SessionInfo => ({
  account: { id: a.id, name: a.name, email: a.email, role: a.role, totp: !!a.totp },
});

/** Pending TOTP setup, kept in koa-session's short state (shortState.ts) until confirmed. */
type PendingTotp = { accountId?: string; totpSecret?: string };
const session = (ctx: ApiContext) => (ctx as unknown as { session: PendingTotp | null }).session!;
export const SHORT_STATE_PATHS = [API.staffTotp, API.staffTotpConfirm] as const;

export const staffRoutes: RouteDef[] = [
  // The account's own routes first: /api/staff/me/totp must not be taken for /api/staff/{id}/totp.
  route('POST', API.staffInvite, 'public', async (ctx, s) => {
    const { token, password } = parse(inviteAcceptInput, body(ctx));
    const a = await answering(() => s.staff.accounts.acceptInvite(token, password));
    // A password set through a link ends whatever sessions the account had.
    await s.sessions.revokeAccount(a.id);
    // Signed in as that account: the audit log's entry names it (features/audit).
    ctx.state.account = { id: a.id, name: a.name, email: a.email, role: a.role };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token: await s.sessions.create(a.id) };
  }),
  route('POST', API.staffPassword, 'admin', async (ctx, s) => {
    const { current, password } = parse(passwordChangeInput, body(ctx));
    const a = me(ctx, s);
    await answering(() => limited(s, a, ctx.ip, () => s.staff.accounts.changePassword(a, current, password)));
    await s.sessions.revokeAccount(a.id, bearerToken(ctx));
    ctx.body = sessionInfo(a);
  }),
  route('POST', API.staffTotp, 'admin', async (ctx, s) => {
    const a = me(ctx, s);
    const setup = await answering(() => s.staff.factor.setup(a));
    Object.assign(session(ctx), { accountId: a.id, totpSecret: setup.secret });
    ctx.body = setup;
  }),
  route('POST', API.staffTotpConfirm, 'admin', async (ctx, s) => {
    const { code } = parse(totpCodeInput, body(ctx));
    const a = me(ctx, s);
    const pending = session(ctx);
    if (!pending.totpSecret || pending.accountId !== a.id)
      throw new Conflict('Start again: the setup has expired or was made in another window');
    await answering(() => limited(s, a, ctx.ip, () => s.staff.factor.confirm(a, pending.totpSecret!, code)));
    delete pending.totpSecret;
    ctx.body = sessionInfo(a);
  }),
  route('DELETE', API.staffTotp, 'admin', async (ctx, s) => {
    const { code } = parse(totpCodeInput, body(ctx));
    const a = me(ctx, s);
    await answering(() => limited(s, a, ctx.ip, () => s.staff.factor.disable(a, code)));
    ctx.body = sessionInfo(a);
  }),
  route('GET', API.staff, 'owner', (ctx, s) => {
    ctx.body = s.staff.accounts.list();
  }),
  route('POST', API.staff, 'owner', async (ctx, s) => {
    const input = parse(staffCreateInput, body(ctx));
    const created = await answering(() => s.staff.accounts.create(input));
    ctx.status = 201;
    ctx.body = await invitation(s, created);
  }),
  /** A new link: a lost or expired invitation, or a forgotten password. */
  route('POST', `${recordRoute(API.staff)}/invite`, 'owner', async (ctx, s) => {
    const r = await answering(() => s.staff.accounts.reinvite(ctx.params.id, ctx.state.account!.id));
    ctx.body = await invitation(s, r);
  }),
  route('PATCH', recordRoute(API.staff), 'owner', async (ctx, s) => {
    const input = parse(staffUpdateInput, body(ctx));
    ctx.body = accountView(await answering(() => s.staff.accounts.update(ctx.params.id, input)));
  }),
  route('DELETE', recordRoute(API.staff), 'owner', async (ctx, s) => {
    await answering(() => s.staff.accounts.remove(ctx.params.id));
    await s.sessions.revokeAccount(ctx.params.id);
    ctx.status = 204;
  }),
  /** The owner's reset of another account's second factor (a lost phone). */
  route('DELETE', `${recordRoute(API.staff)}/totp`, 'owner', async (ctx, s) => {
    const a = await answering(() => s.staff.accounts.find(ctx.params.id));
    await s.staff.factor.reset(a);
    ctx.body = accountView(a);
  }),
];
