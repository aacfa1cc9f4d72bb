import { AUDIT_OTHER_CLIENTS, AUDIT_REFUSALS_WINDOW_MS } from '../../../shared/schemas/audit';
import { clientKey } from '../../http/clientKey';
import type { AuditInput } from '../../storage/auditLog';

/** Clients with entries of their own per window; refusals from any further ones share one entry. */
export const REFUSAL_CLIENTS_PER_WINDOW = 50;

/**
 * The audit log's budget for refused sign-ins (429). Every refusal used to be an entry of its
 * own, so a flood of guesses wrote one line per request: a way to fill the disk and to bury the
 * entries that matter. A client's first refusal of the window is logged at once; the others are
 * counted, and when the window ends (or the server stops) one entry with `count` says how many
 * more there were. At most REFUSAL_CLIENTS_PER_WINDOW clients a window get entries of their own;
 * the rest share one (ip `*`). A window writes at most twice that plus one entries, however many
 * requests and addresses a flood uses, and the log still says when, from where and how many.
 * Failed checks (401) are not summed: the sign-in budgets bound them already (auth/signInLimits.ts).
 */
export class RefusalBudget {
  private readonly clients = new Map<string, { first: AuditInput; more: number }>();
  private others: { first: AuditInput; count: number } | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly write: (entry: AuditInput) => Promise<void>,
    private readonly windowMs = AUDIT_REFUSALS_WINDOW_MS,
    private readonly maxClients = REFUSAL_CLIENTS_PER_WINDOW,
  ) {}

  /** A refused sign-in: written now when it is its client's first of the window (resolves once written). */
  note(entry: AuditInput): Promise<void> {
    const key = `${clientKey(entry.ip)} ${entry.target ? `${entry.target.type}:${entry.target.id}` : ''}`;
    this.timer ??= setTimeout(() => void this.flush(), this.windowMs).unref();
    const seen = this.clients.get(key);
    if (seen) {
      seen.more++;
      return Promise.resolve();
    }
    if (this.clients.size >= this.maxClients) {
      if (this.others) this.others.count++;
      else this.others = { first: entry, count: 1 };
      return Promise.resolve();
    }
    this.clients.set(key, { first: entry, more: 0 });
    return this.write(entry);
  }

  /** Ends the window: one entry for each client refused more than once, one for the other clients. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const entries: AuditInput[] = [];
    for (const { first, more } of this.clients.values()) if (more) entries.push({ ...first, count: more });
    if (this.others) {
      const { actor, action, target } = this.others.first;
      entries.push({ actor, action, target, ip: AUDIT_OTHER_CLIENTS, count: this.others.count });
    }
    this.clients.clear();
    this.others = null;
    return Promise.all(entries.map((e) => this.write(e))).then(() => {});
  }
}
