import { startTransition, useEffect, useState } from 'react';
import { createStore } from 'zustand/vanilla';
import type { SiteConfig } from '@shared/api';
import { TAGLINE } from '@shared/constants';
import { API } from '@shared/routes';
import { DEFAULT_TIMEZONE } from '@shared/dates';
import type { ApiClient } from './api';

/** Site name, contact email, the academy's timezone and whether families can subscribe, from the server. */
type SiteState = SiteConfig & { loaded: boolean };
const store = createStore<SiteState>(() => ({
  siteName: 'Core Performing Arts Academy',
  contactEmail: '',
  timezone: DEFAULT_TIMEZONE,
  tagline: TAGLINE,
  loaded: false,
}));

/** Asks the server once per page life; a failure keeps the defaults. */
export async function loadSite(api: ApiClient): Promise<void> {
  if (store.getState().loaded) return;
  try {
    store.setState({ ...(await api.get<SiteConfig>(API.site)), loaded: true });
  } catch {
    store.setState({ loaded: true });
  }
}

/**
 * One value of the site's settings (pick returns a string, a boolean or the digest slot as the
 * store holds it, not a new object). It arrives right
 * after the page has started, when the footer and the header are already drawn: the redraw is a
 * transition (in slices), where a store hook (useSyncExternalStore) would redraw them in one
 * blocking task on a phone.
 */
export function useSite<T extends string | boolean | SiteConfig['digest']>(pick: (s: SiteConfig) => T): T {
  const [value, setValue] = useState(() => pick(store.getState()));
  useEffect(() => {
    // Only a change is handed over: a no-op update from every caller would be a render pass of
    // its own right after hydration.
    let last = value;
    const update = () => {
      const next = pick(store.getState());
      if (next === last) return;
      last = next;
      startTransition(() => setValue(next));
    };
    update();
    return store.subscribe(update);
    // Runs once: pick is written inline by callers (what it reads does not change), and value is
    // the first render's, which `last` then follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
