import path from 'node:path';
import type { AccountRef, StaffRole } from '../../../shared/schemas/account';
import { OWNER_ACCOUNT_ID } from '../../auth/adminSessions';
import type { Passwords } from '../../auth/passwords';
import { JsonDoc } from '../../storage/jsonDoc';
import type { WriteTracker } from '../../storage/writeTracker';

/** The account that holds the site's admin password: made at the first start, id kept from before accounts. */
export const PRIMARY_OWNER_ID = OWNER_ACCOUNT_ID;

/**
 * One staff account as stored (DATA_DIR/staff.json, mode 600). The secrets live only here and
 * never leave the server: `password` (scrypt), `totp.secret`, the invitation's token hash.
 */
export type StoredAccount = {
  id: string;
  name: string;
  /** Lower case; '' for the first owner until they give one (they sign in with the password alone). */
  email: string;
  role: StaffRole;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
  /** The primary owner's password is the admin secret (secrets.json), so it has none here. */
  primary?: true;
  password?: { salt: string; hash: string };
  /** Grows on every password change: sessions made under an older one end. */
  passwordVersion: number;
  /** Active second factor; `lastStep` is the newest time step used (a code is good once). */
  totp?: { secret: string; lastStep: number };
  invite?: { tokenHash: string; expiresAt: string };
};
type StaffDoc = { accounts: StoredAccount[] };

/**
 * The accounts, in memory and on disk. Callers change an account in place and then `write()`:
 * every check and change is made before the first await, so concurrent requests see each
 * other's changes (the last owner cannot be removed twice over). A failed write re-reads the
 * file (JsonDoc), so memory never holds what the disk refused.
 */
export class StaffStore {
  private doc: JsonDoc<StaffDoc>;
  constructor(
    dataDir: string,
    tracker: WriteTracker,
    private readonly passwords: Passwords,
  ) {
    this.doc = new JsonDoc<StaffDoc>(path.join(dataDir, 'staff.json'), tracker, true);
  }

  /** Loads the accounts; the first start makes the owner, "Owner", whose password is the admin secret. */
  async load(now = new Date().toISOString()) {
    await this.doc.load(() => ({ accounts: [] }));
    if (!this.doc.data.accounts.some((a) => a.primary)) {
      this.doc.data.accounts.unshift({
        id: PRIMARY_OWNER_ID,
        name: 'Owner',
        email: '',
        role: 'owner',
        createdAt: now,
        updatedAt: now,
        lastSignInAt: null,
        primary: true,
        passwordVersion: 0,
      });
      await this.doc.write();
    }
  }
  write(): Promise<void> {
    return this.doc.write();
  }

  all(): readonly StoredAccount[] {
    return this.doc.data.accounts;
  }
  get(id: string): StoredAccount | undefined {
    return this.doc.data.accounts.find((a) => a.id === id);
  }
  primary(): StoredAccount {
    return this.doc.data.accounts.find((a) => a.primary)!;
  }
  byEmail(email: string): StoredAccount | undefined {
    return email ? this.doc.data.accounts.find((a) => a.email === email) : undefined;
  }
  add(account: StoredAccount) {
    this.doc.data.accounts.push(account);
  }
  remove(id: string) {
    this.doc.data.accounts = this.doc.data.accounts.filter((a) => a.id !== id);
  }
  owners(): number {
    return this.doc.data.accounts.filter((a) => a.role === 'owner').length;
  }

  // ---- what sessions ask (AdminSessions' AccountDirectory) -----------------------------------

  /** Who a session belongs to now (a renamed or demoted account shows at once), or null when gone. */
  ref(id: string): AccountRef | null {
    const a = this.get(id);
    return a ? { id: a.id, name: a.name, email: a.email, role: a.role } : null;
  }
  /** The version a session's password must match: the admin secret's for the primary owner. */
  passwordVersion(id: string): number | null {
    const a = this.get(id);
    if (!a) return null;
    return a.primary ? this.passwords.version('admin') : a.passwordVersion;
  }
}
