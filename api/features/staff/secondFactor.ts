import { StaffError } from './errors';
import type { StaffStore, StoredAccount } from './store';
import { matchTotp, newTotpSecret, totpUri } from './totp';

/**
 * An account's TOTP: set up (a secret the account confirms with a first code), required at
 * sign-in once active, turned off with a code, reset by the owner. Each accepted code's time step
 * is recorded before any await, so it is never accepted again.
 */
export class SecondFactor {
  constructor(
    private readonly store: StaffStore,
    private readonly issuer: string,
    private readonly now = () => Date.now(),
  ) {}

  /** A new secret and its otpauth:// URI; nothing changes until confirm(). */
  setup(a: StoredAccount): { secret: string; uri: string } {
    if (a.totp) throw new StaffError('conflict', 'Two-step sign-in is already on: turn it off first');
    const secret = newTotpSecret();
    return { secret, uri: totpUri(secret, this.issuer, a.email || a.name) };
  }

  /** The code proves the app holds the secret: from now on sign-in needs it. */
  async confirm(a: StoredAccount, secret: string, code: string): Promise<void> {
    if (a.totp) throw new StaffError('conflict', 'Two-step sign-in is already on');
    const step = matchTotp(secret, code, 0, this.now());
    if (step === null) throw new StaffError('invalid', 'That code is not right: check the time on your phone', 'code');
    a.totp = { secret, lastStep: step };
    await this.store.write();
  }

  /** Whether the code is the account's, and new (its step is recorded at once). */
  accept(a: StoredAccount, code: string): boolean {
    if (!a.totp) return true;
    const step = matchTotp(a.totp.secret, code, a.totp.lastStep, this.now());
    if (step === null) return false;
    a.totp.lastStep = step;
    return true;
  }

  async disable(a: StoredAccount, code: string): Promise<void> {
    if (!a.totp) return;
    if (!this.accept(a, code)) throw new StaffError('invalid', 'That code is not right', 'code');
    delete a.totp;
    await this.store.write();
  }

  /** The owner's reset of another account (a lost phone): it signs in with its password alone. */
  async reset(a: StoredAccount): Promise<void> {
    if (!a.totp) return;
    delete a.totp;
    await this.store.write();
  }
}
