// The notice queue's log lines (DATA_DIR/notices.jsonl) read back into notices, and the counts
// the dashboard shows (GET /api/notices). Pure: queue.ts owns the file and the sending.
import type { NoticeSummary } from '../../shared/schemas';
import type { Delivery, DeliveryState, Notice } from './queueTypes';

export type Meta = { since?: number; lastDigest?: number };
export type Line =
  | { n: Omit<Notice, 'deliveries'> & { to?: string[]; ds?: Delivery[] } }
  | { d: [string, string, DeliveryState, number, number, string] }
  | { k: string }
  | { m: Meta };

/** One line of the log applied to the notices and keys read so far; returns the meta now. */
export function applyLine(notices: Map<string, Notice>, keys: Set<string>, meta: Meta, line: Line): Meta {
  if ('n' in line) {
    const { to, ds, ...rest } = line.n;
    const deliveries =
      ds ?? (to ?? []).map((sub) => ({ sub, state: 'pending' as const, attempts: 0, next: 0, error: '' }));
    notices.set(rest.id, { ...rest, deliveries });
    keys.add(rest.key);
  } else if ('d' in line) {
    const [id, sub, state, attempts, next, error] = line.d;
    const d = notices.get(id)?.deliveries.find((x) => x.sub === sub);
    if (d) Object.assign(d, { state, attempts, next, error });
  } else if ('k' in line) keys.add(line.k);
  else if ('m' in line) return { ...meta, ...line.m };
  return meta;
}

/** A notice's deliveries counted (or its folded counts). */
export function deliveryCounts(n: Notice) {
  if (n.folded) return { ...n.folded, pending: 0 };
  let sent = 0;
  let failed = 0;
  let pending = 0;
  for (const d of n.deliveries) {
    if (d.state === 'sent') sent++;
    else if (d.state === 'failed') failed++;
    else if (d.state === 'pending' || d.state === 'sending') pending++;
  }
  return { sent, failed, pending };
}

/** GET /api/notices: newest first, confirmations left out. */
export function summariesOf(notices: Iterable<Notice>, announcementId?: string): NoticeSummary[] {
  const out: NoticeSummary[] = [];
  for (const n of notices) {
    if (n.kind === 'confirmation' || (announcementId && n.announcementId !== announcementId)) continue;
    out.push({
      id: n.id,
      kind: n.kind,
      title: n.title,
      createdAt: n.createdAt,
      ...(n.announcementId ? { announcementId: n.announcementId } : {}),
      ...deliveryCounts(n),
    });
  }
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
