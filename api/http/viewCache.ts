import type { RecordStore, StoredRecord } from '../storage/recordStore';
import { Payload } from './payload';

/** Cached views per collection (e.g. one per requested month): the least recently used go first. */
export const MAX_VIEWS = 256;

type Views = { revision: number; payloads: Map<string, Payload> };
/** Per collection (gone with it), valid while the collection's revision is the one they were built at. */
const byStore = new WeakMap<object, Views>();

function viewsOf(store: RecordStore<StoredRecord>): Views {
  let views = byStore.get(store);
  if (!views || views.revision !== store.revision) {
    views = { revision: store.revision, payloads: new Map() };
    byStore.set(store, views);
  }
  return views;
}

/**
 * A view of a collection as a JSON payload (Buffer, ETag, compressed variants made once), built
 * again only after the collection changes. The cache is HTTP's and keys on the collection's
 * revision, so storage/ builds no payloads. At most MAX_VIEWS per collection are kept, the least
 * recently used dropped. build may throw (e.g. a 400 for a bad query): nothing is cached then.
 */
export function cachedView<T extends StoredRecord>(
  store: RecordStore<T>,
  key: string,
  build: (items: readonly T[]) => unknown,
): Payload {
  const { payloads } = viewsOf(store);
  let p = payloads.get(key);
  if (p) {
    if (payloads.size > 1) {
      payloads.delete(key); // most recently used last
      payloads.set(key, p);
    }
    return p;
  }
  const body = Buffer.from(JSON.stringify(build(store.all())));
  p = new Payload(body, { type: 'application/json; charset=utf-8', compression: 'fast', etag: true });
  payloads.set(key, p);
  if (payloads.size > MAX_VIEWS) payloads.delete(payloads.keys().next().value!);
  return p;
}

/** Every record in the collection's order, as a payload (the public list routes). */
export const listView = <T extends StoredRecord>(store: RecordStore<T>): Payload =>
  cachedView(store, 'all', (items) => items);

/** Number of views cached for the collection as it is now (tests). */
export const viewCount = (store: RecordStore<StoredRecord>): number => viewsOf(store).payloads.size;
