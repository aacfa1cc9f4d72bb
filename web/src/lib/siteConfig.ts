import { create } from 'zustand';
import type { SiteConfig } from '@shared/api';
import { TAGLINE } from '@shared/constants';
import { API } from '@shared/routes';
import { DEFAULT_TIMEZONE } from '@shared/dates';
import type { ApiClient } from './api';

/** Site name, contact email and the academy's timezone, from the server. */
type SiteState = SiteConfig & { loaded: boolean; load(api: ApiClient): Promise<void> };
export const useSite = create<SiteState>((set, get) => ({
  siteName: 'Core Performing Arts Academy',
  contactEmail: '',
  timezone: DEFAULT_TIMEZONE,
  tagline: TAGLINE,
  loaded: false,
  async load(api) {
    if (get().loaded) return;
    try {
      set({ ...(await api.get<SiteConfig>(API.site)), loaded: true });
    } catch {
      set({ loaded: true });
    }
  },
}));
