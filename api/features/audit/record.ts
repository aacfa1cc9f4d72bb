import type { AuditActor, AuditTarget } from '../../../shared/schemas/audit';
import type { AccountRef } from '../../../shared/schemas/account';
import { TYPE_COLLECTION } from '../../storage/db';
import type { Services } from '../../services';
import { typeOf } from './describe';

/** The account as the log names it: id and name, never the email or role. */
export const actorOf = (account: AccountRef | null | undefined): AuditActor | null =>
  account ? { id: account.id, name: account.name } : null;

/**
 * The record a delete or a trash call is about, as stored before the change (the change may
 * remove it): its type and content, for the entry's target and title. Null for other types.
 */
export function storedBefore(s: Services, routePath: string, id: string | undefined) {
  if (!id) return null;
  if (routePath.startsWith('/api/trash/')) {
    const entry = s.db.trash.get(id);
    return entry ? { type: entry.type as string, record: entry.record as unknown } : null;
  }
  const type = typeOf(routePath);
  if (!Object.hasOwn(TYPE_COLLECTION, type)) return null;
  const record = s.db.versioned(type as keyof typeof TYPE_COLLECTION).get(id);
  return record ? { type, record: record as unknown } : null;
}

/**
 * Appends an entry; a log that cannot be written (disk full) is reported, never turned into a
 * failure of the change it describes, which is already stored.
 */
export async function record(
  s: Services,
  entry: { actor: AuditActor | null; action: string; target: AuditTarget | null; ip: string },
) {
  try {
    await s.audit.append(entry);
  } catch (e) {
    s.logger.warn(`audit log: entry "${entry.action}" not written: ${(e as Error).message}`);
  }
}
