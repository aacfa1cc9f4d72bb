import crypto from 'node:crypto';
import { nanoid } from 'nanoid';
import { INVITE_PAGE } from '../../../shared/routes';
import type { StaffAccount, StaffCreateInput, StaffUpdateInput } from '../../../shared/schemas/staff';
import { hashPassword, type Passwords } from '../../auth/passwords';
import { StaffError } from './errors';
import type { StaffStore, StoredAccount } from './store';

export const INVITE_HOURS = 72;
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** What the owner (and the account itself) sees of an account: never a hash, secret or token. */
export function accountView(a: StoredAccount): StaffAccount {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    role: a.role,
    totp: !!a.totp,
    createdAt: a.createdAt,
    lastSignInAt: a.lastSignInAt,
    invited: !a.primary && !a.password,
    primary: !!a.primary,
  };
}

/**
 * Accounts: invitations, roles, removal, passwords. Plain inputs and results; every rule is
 * checked before the first await (see StaffStore), and errors are StaffErrors.
 */
export class StaffAccounts {
  constructor(
    readonly store: StaffStore,
    private readonly passwords: Passwords,
    private readonly publicUrl: string,
    private readonly now = () => Date.now(),
  ) {}

  private stamp() {
    return new Date(this.now()).toISOString();
  }
  find(id: string): StoredAccount {
    const a = this.store.get(id);
    if (!a) throw new StaffError('notFound', 'No such account');
    return a;
  }
  list(): StaffAccount[] {
    return this.store.all().map(accountView);
  }

  private emailFree(email: string, id?: string) {
    const other = this.store.byEmail(email);
    if (other && other.id !== id) throw new StaffError('conflict', 'Another account has this email', 'email');
  }
  /** A new invitation link (72 hours, one use); only its hash is kept. */
  private invite(a: StoredAccount): string {
    const token = crypto.randomBytes(32).toString('base64url');
    a.invite = { tokenHash: sha256(token), expiresAt: new Date(this.now() + INVITE_HOURS * 3600_000).toISOString() };
    return `${this.publicUrl}${INVITE_PAGE}?token=${token}`;
  }

  /** POST /api/staff: the account, without a password until the invitation is used. */
  async create(input: StaffCreateInput): Promise<{ account: StoredAccount; inviteUrl: string }> {
    this.emailFree(input.email);
    const at = this.stamp();
    const account: StoredAccount = {
      id: nanoid(),
      name: input.name,
      email: input.email,
      role: input.role,
      createdAt: at,
      updatedAt: at,
      lastSignInAt: null,
      passwordVersion: 0,
    };
    const inviteUrl = this.invite(account);
    this.store.add(account);
    await this.store.write();
    return { account, inviteUrl };
  }

  /** A new link for an account (a lost or expired invitation, a forgotten password). */
  async reinvite(id: string, byId: string): Promise<{ account: StoredAccount; inviteUrl: string }> {
    const a = this.find(id);
    if (a.id === byId) throw new StaffError('conflict', 'Change your own password in your account instead');
    if (!a.email) throw new StaffError('conflict', 'Give the account an email first', 'email');
    const inviteUrl = this.invite(a);
    await this.store.write();
    return { account: a, inviteUrl };
  }

  /** There is always an owner: not the last one demoted or removed. */
  private keepAnOwner(a: StoredAccount, leaving: boolean) {
    if (a.role === 'owner' && leaving && this.store.owners() <= 1)
      throw new StaffError('conflict', 'There must always be at least one owner');
    if (a.primary && leaving)
      throw new StaffError(
        'conflict',
        "This owner holds the site's admin password (ADMIN_PASSWORD): it stays an owner and cannot be removed",
      );
  }

  async update(id: string, input: StaffUpdateInput): Promise<StoredAccount> {
    const a = this.find(id);
    if (input.role === 'instructor') this.keepAnOwner(a, true);
    if (input.email !== undefined) this.emailFree(input.email, a.id);
    if (input.name !== undefined) a.name = input.name;
    if (input.role !== undefined) a.role = input.role;
    if (input.email !== undefined) a.email = input.email;
    a.updatedAt = this.stamp();
    await this.store.write();
    return a;
  }

  async remove(id: string): Promise<void> {
    const a = this.find(id);
    this.keepAnOwner(a, true);
    this.store.remove(a.id);
    await this.store.write();
  }

  /** The account an invitation link names; used or unknown: invalid, past 72 hours: expired. */
  private byInvite(token: string): StoredAccount {
    const hash = sha256(token);
    const a = this.store.all().find((x) => x.invite && x.invite.tokenHash === hash);
    if (!a)
      throw new StaffError('invalid', 'This invitation link is not valid (it may have been used already)', 'token');
    if (Date.parse(a.invite!.expiresAt) <= this.now())
      throw new StaffError('expired', 'This invitation has expired: ask the owner for a new one', 'token');
    return a;
  }

  /** POST /api/staff/invite: the password is set and the link is spent (before any await). */
  async acceptInvite(token: string, password: string): Promise<StoredAccount> {
    const a = this.byInvite(token);
    delete a.invite;
    try {
      await this.setPassword(a, password);
    } catch (e) {
      await this.store.write().catch(() => {}); // the link is spent whatever happened
      throw e;
    }
    return a;
  }

  private async setPassword(a: StoredAccount, password: string) {
    if (a.primary) {
      // The primary owner's password is the admin secret, as `npm run set-password -- admin` sets it.
      await this.passwords.set('admin', password);
    } else {
      a.password = await hashPassword(password);
      a.passwordVersion += 1;
    }
    a.updatedAt = this.stamp();
    await this.store.write();
  }

  /** Whether the password is the account's (the admin secret for the primary owner). */
  checkPassword(a: StoredAccount, password: string): Promise<boolean> {
    if (a.primary) return this.passwords.check('admin', password);
    return this.passwords.checkHash(password, a.password ?? NO_PASSWORD);
  }

  /** A check as slow as a real one, for an address with no account: always false. */
  async checkNobody(password: string): Promise<false> {
    await this.passwords.checkHash(password, NO_PASSWORD);
    return false;
  }

  /** POST /api/staff/me/password; the caller ends the account's other sessions. */
  async changePassword(a: StoredAccount, current: string, password: string): Promise<void> {
    if (!(await this.checkPassword(a, current)))
      throw new StaffError('invalid', 'Your current password is not right', 'current');
    await this.setPassword(a, password);
  }

  async signedIn(a: StoredAccount) {
    a.lastSignInAt = this.stamp();
    // The sign-in is done; a disk refusing this time stamp must not refuse it.
    await this.store.write().catch(() => {});
  }
}

/**
 * Checked against for an unknown email or an account still invited, so that the answer takes as
 * long as a real check (a quick 401 would tell which addresses have accounts).
 */
const NO_PASSWORD = { salt: 'bm8tYWNjb3VudA==', hash: Buffer.alloc(32).toString('base64') };
