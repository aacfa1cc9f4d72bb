import { startTransition, useEffect, useState } from 'react';

/**
 * A tiny data loader with the semantics of docs/product.md#data-loading: no retry, no refetch on focus, no
 * polling, and a result kept for the page's life (or maxAgeMs, e.g. instructors' 5 minutes).
 * Failures are not cached, so a later visit tries again.
 */
type Entry = { at: number; value: unknown };
const cache = new Map<string, Entry>();
const inflight = new Map<string, Promise<unknown>>();

const fresh = (key: string, maxAgeMs: number) => {
  const e = cache.get(key);
  return e && Date.now() - e.at < maxAgeMs ? e : undefined;
};

/**
 * Back online (the service worker may have answered from its stored copy while offline): every
 * loader asks again and draws the fresh answer over the stored one, without a reload. A module's
 * own cache (e.g. the events' months) registers its clearing with onBackOnline.
 */
const backOnline = new Set<() => void>();
export const onBackOnline = (f: () => void) => backOnline.add(f);
/** Every loader asks again, e.g. once a request got through where the stored copy was drawn. */
export const askAgain = () => {
  cache.clear();
  backOnline.forEach((f) => f());
};
// 'online' comes before requests get through (the radio is up before the route is): the worker
// answers those first ones from its stored copy. So once more when the network has had a moment.
if (typeof window !== 'undefined')
  addEventListener('online', () => {
    askAgain();
    setTimeout(askAgain, 3000);
  });

/** A result already in hand (e.g. the stored months the offline page carries), unless one is kept. */
export function primeResource<T>(key: string, value: () => T) {
  if (!cache.has(key)) cache.set(key, { at: Date.now(), value: value() });
}

type State<T> = { key: string | null; data?: T; error?: unknown };
export function useResource<T>(key: string | null, load: () => Promise<T>, maxAgeMs = Infinity) {
  const [state, setState] = useState<State<T>>(() => ({
    key,
    data: key ? (fresh(key, maxAgeMs)?.value as T) : undefined,
  }));
  const [round, setRound] = useState(0);
  useEffect(() => {
    const again = () => setRound((n) => n + 1);
    backOnline.add(again);
    return () => void backOnline.delete(again);
  }, []);
  useEffect(() => {
    if (!key) return;
    const hit = fresh(key, maxAgeMs);
    // What the first render already drew is kept as it is: a new state would draw it again.
    if (hit)
      return setState((prev) => (prev.key === key && prev.data === hit.value ? prev : { key, data: hit.value as T }));
    let live = true;
    // Loading state for a new key; a first mount already has it, and setting it again would
    // redraw the page in one blocking render right after hydration.
    // Asking again (round) keeps what is drawn until the fresh answer replaces it.
    setState((prev) =>
      prev.key === key && (round > 0 || (prev.data === undefined && prev.error === undefined)) ? prev : { key },
    );
    // The request starts in a task of its own: the commit that mounted this (a hydration above
    // all) is long enough on a phone without a few fetch() calls in it.
    const start = setTimeout(() => {
      let p = inflight.get(key) as Promise<T> | undefined;
      if (!p) {
        p = load().finally(() => inflight.delete(key));
        inflight.set(key, p);
      }
      // Drawing what arrived is not urgent: as a transition it runs in slices, between the
      // visitor's own taps and keys.
      p.then(
        (value) => {
          cache.set(key, { at: Date.now(), value });
          if (live) startTransition(() => setState({ key, data: value }));
        },
        (error: unknown) => live && startTransition(() => setState({ key, error })),
      );
    });
    return () => {
      live = false;
      clearTimeout(start);
    };
    // load is recreated on each render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, maxAgeMs, round]);
  const current: State<T> =
    state.key === key ? state : { key, data: key ? (fresh(key, maxAgeMs)?.value as T) : undefined };
  return {
    data: current.data,
    error: current.error,
    loading: !!key && current.data === undefined && current.error === undefined,
  };
}
