import { startTransition, useEffect, useState } from 'react';
import { createStore } from 'zustand/vanilla';
import type { SiteConfig } from '@shared/api';
import { TAGLINE } from '@shared/constants';
import { API } from '@shared/routes';
import { DEFAULT_TIMEZONE } from '@shared/dates';
import type { ApiClient } from './api';

/** Site name, contact email and the academy's timezone, from the server. */
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
 * One value of the site's settings (pick returns a string, not a new object). It arrives right
 * after the page has started, when the footer and the header are already drawn: the redraw is a
 * transition (in slices), where a store hook (useSyncExternalStore) would redraw them in one
 * blocking task on a phone.
 */
export function useSite<T extends string>(pick: (s: SiteConfig) => T): T {
  const [value, setValue] = useState(() => pick(store.getState()));
  useEffect(() => {
    const update = () => {
      const next = pick(store.getState());
      startTransition(() => setValue(next));
    };
    update();
    return store.subscribe(update);
    // pick is written inline by callers; what it reads does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
