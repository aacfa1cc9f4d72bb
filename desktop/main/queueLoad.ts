import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { BlockedItem, QueueFile, QueueItem } from './queueTypes';
import { isQueueId, isServerId, queueProblem, shorten } from './queueRule';

/**
 * Reading queue.json back. Three kinds of item:
 * - unreadable (not even an edit's shape: a field missing, a date that is not one): moved to
 *   queue.damaged-<time>.json as before, with the dialog at start;
 * - readable but not something this app queues (queueRule.ts), or a second copy of an id already
 *   seen: never sent, shown in the failed list as blocked, with Discard; the item as it was is kept
 *   beside it in the file for whoever wants to look;
 * - the app's own edits: kept and replayed.
 */

const isoDate = z
  .string()
  .max(100)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a date');
/** An edit's shape, loosely: what the rule then checks must at least be there to be named. */
const readable = z.object({
  id: z.string().max(10_000),
  method: z.string().max(20),
  path: z.string().max(4096),
  body: z.unknown().optional(),
  description: z.string().max(10_000),
  queuedAt: isoDate,
  inDoubt: z.literal(true).optional(),
  ifMatch: z.string().max(4096).optional(),
  error: z.string().max(10_000).optional(),
  failedAt: isoDate.optional(),
  conflict: z.object({ current: z.unknown() }).optional(),
});
const blockedSchema = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/),
  description: z.string().max(1000),
  queuedAt: isoDate,
  error: z.string().max(1000),
  original: z.unknown(),
});

export const DUPLICATE_TEXT =
  'Not sent: a second copy of a change already in the queue (the same id), so it could be applied twice.';

export type LoadedQueue = { state: QueueFile; unreadable: { pending: unknown[]; failed: unknown[] }; changed: boolean };

export function loadQueue(saved: Partial<Record<keyof QueueFile, unknown>>): LoadedQueue {
  const state: QueueFile = { version: 1, pending: [], failed: [], blocked: [], created: {} };
  const unreadable = { pending: [] as unknown[], failed: [] as unknown[] };
  const seen = new Set<string>();
  let changed = false;
  const block = (item: z.infer<typeof readable>, problem: string, original: unknown) => {
    changed = true;
    state.blocked.push({
      id: randomUUID(),
      description: shorten(`${item.description} (${item.method} ${item.path})`, 300),
      queuedAt: item.queuedAt,
      error: problem.startsWith('Not sent') ? problem : `Not sent: ${problem}`,
      original,
    });
  };

  for (const list of ['pending', 'failed'] as const) {
    const raw = saved[list];
    for (const x of Array.isArray(raw) ? raw : []) {
      const parsed = readable.safeParse(x);
      if (!parsed.success) {
        unreadable[list].push(x);
        continue;
      }
      const item = parsed.data;
      const problem = queueProblem(item) ?? (seen.has(item.id) ? DUPLICATE_TEXT : null);
      seen.add(item.id);
      if (problem) block(item, problem, x);
      else state[list].push(item as QueueItem);
    }
  }
  for (const b of Array.isArray(saved.blocked) ? saved.blocked : []) {
    const parsed = blockedSchema.safeParse(b);
    if (parsed.success && !seen.has(parsed.data.id)) state.blocked.push(parsed.data as BlockedItem);
    else changed = true;
    if (parsed.success) seen.add(parsed.data.id);
  }
  // The server's ids for records created offline go into later edits' paths: only ids the server gives.
  const created =
    saved.created && typeof saved.created === 'object' && !Array.isArray(saved.created) ? saved.created : {};
  for (const [createId, value] of Object.entries(created)) {
    const v = value as { id?: unknown; at?: unknown } | null;
    if (isQueueId(createId) && isServerId(v?.id) && typeof v.at === 'string' && v.at.length <= 100)
      state.created[createId] = { id: v.id, at: v.at };
    else changed = true;
  }
  return { state, unreadable, changed };
}
