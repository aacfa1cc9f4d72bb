import { useEffect } from 'react';
import { create } from 'zustand';
import { useAdminApi } from '../auth/useAdminApi';
import { listNewMessages } from './api';

/** How often the count on the tab is refreshed while the dashboard is open. */
export const NEW_COUNT_REFRESH_MS = 60_000;

/**
 * The number of new (unopened) messages, shown on the Contact Messages tab and in the window
 * title. The messages tab sets it from its own list; elsewhere it is fetched now and then.
 */
export const useNewMessageCount = create<{ count: number; set: (count: number) => void }>((set) => ({
  count: 0,
  set: (count) => set({ count }),
}));

/** Keeps the count fresh: on mount, every minute, and when the window comes back to the front. */
export function useNewMessageCountRefresh() {
  const api = useAdminApi();
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      listNewMessages(api).then(
        (list) => alive && Array.isArray(list) && useNewMessageCount.getState().set(list.length),
        () => {}, // offline or signed out: the last count stays
      );
    void refresh();
    const timer = setInterval(refresh, NEW_COUNT_REFRESH_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [api]);
}
