import { create } from 'zustand';
import { ApiError } from '@/lib/api';
import { apiFor, type Platform } from '@/lib/platform';
import { checkSession, login, logout } from './api';

/**
 * The admin session (docs/product.md#admin-session). The token itself lives in the platform's storage
 * (localStorage auth_token on the web, safeStorage on the desktop); this store only says what
 * the app currently believes about it, so every screen reacts to login, logout and expiry.
 */
export type AuthStatus = 'unknown' | 'checking' | 'authenticated' | 'anonymous';
export type LoginOutcome = 'ok' | 'wrong' | 'error';

type AuthState = {
  status: AuthStatus;
  restore(platform: Platform): Promise<void>;
  login(platform: Platform, password: string): Promise<{ outcome: LoginOutcome; message?: string }>;
  logout(platform: Platform): Promise<void>;
  /** A call answered 401: the token expired or was revoked elsewhere. */
  expire(platform: Platform): Promise<void>;
};

export const useAdminAuth = create<AuthState>((set, get) => ({
  status: 'unknown',

  async restore(platform) {
    if (get().status !== 'unknown') return;
    if (!platform.token.get()) return set({ status: 'anonymous' });
    set({ status: 'checking' });
    try {
      if (!(await checkSession(apiFor(platform)))) {
        await platform.token.set(null);
        return set({ status: 'anonymous' });
      }
    } catch {
      // Server unreachable: keep the token. The desktop shows its cached content offline, and
      // the first real call that answers 401 still ends the session.
    }
    set({ status: 'authenticated' });
  },

  async login(platform, password) {
    try {
      const res = await login(apiFor(platform), password);
      // docs/product.md#admin-login: success only when the response carries a token.
      if (!res.token) return { outcome: 'wrong' };
      await platform.token.set(res.token);
      set({ status: 'authenticated' });
      return { outcome: 'ok' };
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return { outcome: 'wrong' };
      // 429 (too many attempts) and 400 carry a message worth showing as is.
      if (e instanceof ApiError && e.status < 500) return { outcome: 'wrong', message: e.body.message };
      return { outcome: 'error' };
    }
  },

  async logout(platform) {
    try {
      await logout(apiFor(platform));
    } catch {
      // Revoking is best effort: the local token is dropped either way.
    }
    await platform.token.set(null);
    set({ status: 'anonymous' });
  },

  async expire(platform) {
    if (get().status === 'anonymous') return;
    await platform.token.set(null);
    set({ status: 'anonymous' });
  },
}));
