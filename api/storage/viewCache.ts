import { Payload } from '../http/payload';

/** Cached views per collection (e.g. one per requested month): the least recently used go first. */
export const MAX_VIEWS = 256;

/**
 * A collection's serialised views as JSON payloads (Buffer, ETag, compressed variants made once),
 * kept until the collection changes (clear()). At most MAX_VIEWS are kept, the least recently
 * used dropped. build may throw (e.g. a 400 for a bad query): nothing is cached then.
 */
export class ViewCache {
  private views = new Map<string, Payload>();

  get(key: string, build: () => unknown): Payload {
    let p = this.views.get(key);
    if (p) {
      if (this.views.size > 1) {
        this.views.delete(key); // most recently used last
        this.views.set(key, p);
      }
      return p;
    }
    const body = Buffer.from(JSON.stringify(build()));
    p = new Payload(body, { type: 'application/json; charset=utf-8', compression: 'fast', etag: true });
    this.views.set(key, p);
    if (this.views.size > MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
    return p;
  }
  clear() {
    this.views.clear();
  }
  get size() {
    return this.views.size;
  }
}
