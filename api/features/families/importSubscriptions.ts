import { Invalid, type Issue } from '../../errors';
import path from 'node:path';
import { nanoid } from 'nanoid';
import { subscriptionImport, type Subscription, type SubscriptionAdminView } from '../../../shared/schemas';
import type { Services } from '../../services';
import { Collection } from '../../storage/collection';
import { toIssues } from '../../http/validate';
import { adminListOf } from './families';

/**
 * The `subscriptions` of an import file (the admin list's rows, as the dashboard exports them):
 * each checked, one per address; undefined when the file has none (kept as they are).
 */
export function prepareSubscriptions(list: unknown, now = new Date().toISOString()): Subscription[] | undefined {
  if (list === undefined) return undefined;
  if (!Array.isArray(list))
    throw new Invalid('subscriptions must be an array', {
      issues: [{ path: 'subscriptions', message: 'subscriptions must be an array' }],
    });
  const issues: Issue[] = [];
  const emails = new Set<string>();
  const ids = new Set<string>();
  const out: Subscription[] = [];
  list.forEach((raw, index) => {
    if (issues.length >= 50) return;
    const r = subscriptionImport.safeParse(raw);
    if (!r.success) return void issues.push(...toIssues(r.error, ['subscriptions', index]));
    const id = r.data.id ?? nanoid();
    if (emails.has(r.data.email) || ids.has(id))
      return void issues.push({ path: `subscriptions.${index}.email`, message: `Duplicate ${r.data.email}` });
    emails.add(r.data.email);
    ids.add(id);
    const createdAt = r.data.createdAt ?? now;
    out.push({
      ...r.data,
      id,
      lang: r.data.lang ?? 'en',
      createdAt,
      updatedAt: r.data.updatedAt ?? createdAt,
      confirmedAt: r.data.confirmedAt ?? (r.data.status === 'active' ? createdAt : null),
      // A pending address imported gets its confirmation again only when it subscribes again.
      confirmationSentAt: r.data.confirmationSentAt ?? (r.data.status === 'pending' ? now : null),
    });
  });
  if (issues.length) throw new Invalid(`Invalid record at ${issues[0].path}: ${issues[0].message}`, { issues });
  return out;
}

/** Without SMTP_URL: the subscriptions file, loaded once per server so every admin call shares it. */
const fileStores = new WeakMap<Services, Promise<Collection<Subscription>>>();

/** The subscriptions collection: the notices service's, or (without SMTP_URL) the file itself. */
export function subscriptionStore(s: Services): Promise<Collection<Subscription>> {
  if (s.families) return Promise.resolve(s.families.subscriptions);
  let store = fileStores.get(s);
  if (!store) {
    const col = new Collection<Subscription>(
      'subscriptions',
      path.join(s.config.dataDir, 'subscriptions.json'),
      s.db.tracker,
    );
    store = col.load().then(() => col);
    // A failed load (a damaged file) is tried again by the next call rather than kept.
    store.catch(() => fileStores.delete(s));
    fileStores.set(s, store);
  }
  return store;
}

/** DELETE /api/subscriptions/:id: false when there is no such family. */
export async function removeFamily(s: Services, id: string): Promise<boolean> {
  if (s.families) return s.families.remove(id);
  return (await subscriptionStore(s)).remove(id);
}

/**
 * The families as the admin list shows them. A server without SMTP_URL sends no email but still
 * keeps the families an import brought (its subscriptions file): they are listed and exported
 * rather than lost at the next export and import.
 */
export async function listFamilies(s: Services, q?: string): Promise<SubscriptionAdminView[]> {
  return adminListOf((await subscriptionStore(s)).all(), q);
}

export async function replaceSubscriptions(s: Services, records: Subscription[]) {
  if (s.families) return s.families.replaceAll(records);
  const col = await subscriptionStore(s);
  col.setAllUntracked(records);
  await s.db.tracker.run(() => col.writeUntracked());
}
