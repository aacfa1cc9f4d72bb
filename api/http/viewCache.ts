import type { RecordStore, StoredRecord } from '../storage/recordStore';
import { runInTurns } from '../../shared/node/inTurns';
import type { Steps } from '../../shared/steps';
import { Payload } from './payload';

/** Cached views per collection (e.g. one per requested month): the least recently used go first. */
export const MAX_VIEWS = 256;

type Views = { revision: number; payloads: Map<string, Payload | Promise<Payload>> };
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

/** The view under `key` (most recently used now), or undefined. */
function lookup(payloads: Views['payloads'], key: string) {
  const p = payloads.get(key);
  if (p && payloads.size > 1) {
    payloads.delete(key); // most recently used last
    payloads.set(key, p);
  }
  return p;
}

function keep(payloads: Views['payloads'], key: string, p: Payload | Promise<Payload>) {
  payloads.set(key, p);
  if (payloads.size > MAX_VIEWS) payloads.delete(payloads.keys().next().value!);
}

const jsonPayload = (json: string) =>
  new Payload(Buffer.from(json), { type: 'application/json; charset=utf-8', compression: 'fast', etag: true });
const toPayload = (view: unknown) => jsonPayload(JSON.stringify(view));

/**
 * The view's steps, then its JSON.stringify text made one item of an array per step: the same
 * text (an item that has none is null, as in an array), without holding the loop for a 400 KB view.
 */
function* jsonOf(steps: Steps<unknown>): Steps<string> {
  const view = yield* steps;
  if (!Array.isArray(view)) return JSON.stringify(view);
  const parts: string[] = [];
  for (const item of view) {
    parts.push(JSON.stringify(item) ?? 'null');
    yield;
  }
  return `[${parts.join(',')}]`;
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
  const p = lookup(payloads, key);
  // A key is built either at once or in turns (cachedViewInTurns), never both.
  if (p instanceof Payload) return p;
  const made = toPayload(build(store.all()));
  keep(payloads, key, made);
  return made;
}

/**
 * cachedView for a view that takes long to build (a month of events over thousands of series):
 * `prepare` checks the request at once (it may throw, e.g. a 400: nothing is cached then) and
 * returns the build as steps, run in turns of a few milliseconds (shared/node/inTurns.ts) so
 * that other requests are answered meanwhile. Until it is done the cache holds the build's promise, so the requests for
 * the same view share one build per change of the collection; a build that fails is not kept.
 * The payload itself once built, so a repeat costs what cachedView's does.
 */
export function cachedViewInTurns<T extends StoredRecord>(
  store: RecordStore<T>,
  key: string,
  prepare: (items: readonly T[]) => Steps<unknown>,
): Payload | Promise<Payload> {
  const { payloads } = viewsOf(store);
  const found = lookup(payloads, key);
  if (found) return found;
  // all() is replaced, not changed, by a write: the build reads the records as they were here,
  // and its payload goes to this revision's views (dropped with them if a write came meanwhile).
  const steps = jsonOf(prepare(store.all()));
  const built = runInTurns(steps).then(jsonPayload);
  keep(payloads, key, built);
  built.then(
    (p) => payloads.get(key) === built && payloads.set(key, p),
    () => payloads.get(key) === built && payloads.delete(key),
  );
  return built;
}

/** Every record in the collection's order, as a payload (the public list routes). */
export const listView = <T extends StoredRecord>(store: RecordStore<T>): Payload =>
  cachedView(store, 'all', (items) => items);

/** Number of views cached for the collection as it is now (tests). */
export const viewCount = (store: RecordStore<StoredRecord>): number => viewsOf(store).payloads.size;
