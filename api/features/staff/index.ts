import type { Config } from '../../config';
import type { Passwords } from '../../auth/passwords';
import type { WriteTracker } from '../../storage/writeTracker';
import { StaffAccounts } from './accounts';
import { SecondFactor } from './secondFactor';
import { AccountBudget } from './accountBudget';
import { ShortStateStore } from '../../http/shortState';
import { StaffStore } from './store';

/** The staff slice's parts, made once per server (services.ts) and loaded at start-up (server.ts). */
export class Staff {
  readonly store: StaffStore;
  readonly accounts: StaffAccounts;
  readonly factor: SecondFactor;
  readonly shortState: ShortStateStore;
  /** Sign-in failures per account, beside the client's, network's and site's (services.limits.adminLogin). */
  readonly accountLimiter = new AccountBudget();
  constructor(config: Config, tracker: WriteTracker, passwords: Passwords, now = () => Date.now()) {
    this.store = new StaffStore(config.dataDir, tracker, passwords);
    this.accounts = new StaffAccounts(this.store, passwords, config.publicUrl, now);
    this.factor = new SecondFactor(this.store, config.siteName, now);
    this.shortState = new ShortStateStore(config.dataDir, tracker);
  }
  async load() {
    await this.store.load();
    await this.shortState.load();
  }
}
