import type { LoginResponse } from '@shared/api';
import { API } from '@shared/routes';
import type { SessionInfo } from '@shared/schemas/staff';
import type { ApiClient } from '@/lib/api';

/** The account of the stored token, or null when the server answers 401 (expired, revoked, removed). */
export const fetchSession = (api: ApiClient) => api.get<SessionInfo | null>(API.adminSession, { nullOn401: true });

/** `{password}` alone signs the owner in (the spec's call); with an email, any account; `code` the second factor. */
export type Credentials = { email?: string; password: string; code?: string };
export const login = (api: ApiClient, c: Credentials) =>
  api.post<Partial<LoginResponse>>(API.adminLogin, {
    password: c.password,
    ...(c.email ? { email: c.email } : {}),
    ...(c.code ? { code: c.code } : {}),
  });

/** An invitation's link: the password chosen, the account signed in. */
export const acceptInvite = (api: ApiClient, token: string, password: string) =>
  api.post<Partial<LoginResponse>>(API.staffInvite, { token, password });

/** Revokes the token on the server. */
export const logout = (api: ApiClient) => api.post(API.adminLogout);
