import { create } from 'zustand';
import type { SessionInfo } from '@shared/schemas/staff';
import { ApiError } from '@/lib/api';
import { apiFor, type Platform } from '@/lib/platform';
import { fetchSession, login, logout, type Credentials } from './api';

/**
 * The admin session (docs/product.md#admin-session). The token itself lives in the platform's storage
 * (localStorage auth_token on the web, safeStorage on the desktop); this store only says what
 * the app currently believes about it, and whose account it is, so every screen reacts to login,
 * logout and expiry, and shows only what the account's role may use.
 */
export type AuthStatus = 'unknown' | 'checking' | 'authenticated' | 'anonymous';
/** `code`: the password was right and the account's authenticator code is needed (or was wrong). */
export type LoginOutcome = 'ok' | 'wrong' | 'code' | 'error';
export type SignedInAccount = SessionInfo['account'];

type AuthState = {
  status: AuthStatus;
  /** Null while unknown, offline before the first answer, or signed out. */
  account: SignedInAccount | null;
  restore(platform: Platform): Promise<void>;
  login(platform: Platform, credentials: Credentials): Promise<{ outcome: LoginOutcome; message?: string }>;
  /** A token obtained elsewhere (an invitation's link) becomes the session. */
  adopt(platform: Platform, token: string): Promise<void>;
  /** Reads the account again (after a change of name, role or second factor). */
  refresh(platform: Platform): Promise<void>;
  logout(platform: Platform): Promise<void>;
  /** A call answered 401: the token expired or was revoked elsewhere. */
  expire(platform: Platform): Promise<void>;
};

export const useAdminAuth = create<AuthState>((set, get) => ({
  status: 'unknown',
  account: null,

  async restore(platform) {
    if (get().status !== 'unknown') return;
    if (!platform.token.get()) return set({ status: 'anonymous' });
    set({ status: 'checking' });
    try {
      const session = await fetchSession(apiFor(platform));
      if (!session) {
        await platform.token.set(null);
        return set({ status: 'anonymous', account: null });
      }
      set({ account: session.account ?? null });
    } catch {
      // Server unreachable: keep the token. The desktop shows its cached content offline, and
      // the first real call that answers 401 still ends the session.
    }
    set({ status: 'authenticated' });
  },

  async login(platform, credentials) {
    try {
      const res = await login(apiFor(platform), credentials);
      // docs/product.md#admin-login: success only when the response carries a token.
      if (!res.token) return { outcome: 'wrong' };
      await get().adopt(platform, res.token);
      return { outcome: 'ok' };
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        if ((e.body as { secondFactor?: string }).secondFactor === 'totp')
          return { outcome: 'code', message: e.body.message };
        return { outcome: 'wrong', message: credentials.email ? e.body.message : undefined };
      }
      // 429 (too many attempts) and 400 carry a message worth showing as is.
      if (e instanceof ApiError && e.status < 500) return { outcome: 'wrong', message: e.body.message };
      return { outcome: 'error' };
    }
  },

  async adopt(platform, token) {
    await platform.token.set(token);
    let account: SignedInAccount | null = null;
    try {
      account = (await fetchSession(apiFor(platform)))?.account ?? null;
    } catch {
      // Shown once the session is read again; the tabs wait for it.
    }
    set({ status: 'authenticated', account });
  },

  async refresh(platform) {
    try {
      const session = await fetchSession(apiFor(platform));
      if (session) set({ account: session.account });
    } catch {
      // offline: keep what is known
    }
  },

  async logout(platform) {
    try {
      await logout(apiFor(platform));
    } catch {
      // Revoking is best effort: the local token is dropped either way.
    }
    await platform.token.set(null);
    set({ status: 'anonymous', account: null });
  },

  async expire(platform) {
    if (get().status === 'anonymous') return;
    await platform.token.set(null);
    set({ status: 'anonymous', account: null });
  },
}));

/** Whether the signed-in account is the owner (owner-only tabs and actions). Unknown counts as not. */
export const useIsOwner = () => useAdminAuth((s) => s.account?.role === 'owner');
