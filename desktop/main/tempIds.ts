import type { QueueItem } from './queueTypes';

/**
 * A record created offline is known by `queued-<id of its queued create>` until the server gives
 * it an id. Edits of it made after its create may have reached the server refer to it by that
 * temporary id (in their path, or anywhere in their body); when the create's answer arrives, the
 * server's id is kept (`created` in queue.json) and put in their place before they are sent.
 */
export const TEMP_ID_PREFIX = 'queued-';

/** A temporary id: the prefix and a queue item id (a UUID), so no ordinary text is taken for one. */
const TEMP_ID = new RegExp(`^${TEMP_ID_PREFIX}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`, 'i');
export const createIdIn = (s: string): string | undefined => TEMP_ID.exec(s)?.[1];

/** The ids of the creates an item refers to by temporary id: in its path, or as a string anywhere in its body. */
export function tempRefs(item: Pick<QueueItem, 'path' | 'body'>): string[] {
  const refs = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      const id = createIdIn(v);
      if (id) refs.add(id);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  item.path.split(/[/?#]/).forEach(visit);
  visit(item.body);
  return [...refs];
}

/** Puts `serverId(createId)` in place of each temporary id it knows; others are left as they are. */
export function replaceTempIds<T extends Pick<QueueItem, 'path' | 'body'>>(
  item: T,
  serverId: (createId: string) => string | undefined,
): T {
  const swap = (s: string) => {
    const id = createIdIn(s);
    return (id && serverId(id)) ?? s;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return swap(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const path = item.path.replace(/[^/?#]+/g, swap);
  const out = { ...item, path };
  if (item.body !== undefined) out.body = walk(item.body);
  return out;
}
