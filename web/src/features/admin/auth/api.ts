import type { LoginResponse } from '@shared/api';
import { API } from '@shared/routes';
import type { ApiClient } from '@/lib/api';

/** Whether the stored token is still valid: false when the server answers 401. */
export const checkSession = async (api: ApiClient) =>
  (await api.get<object | null>(API.adminSession, { nullOn401: true })) !== null;

export const login = (api: ApiClient, password: string) =>
  api.post<Partial<LoginResponse>>(API.adminLogin, { password });

/** Revokes the token on the server. */
export const logout = (api: ApiClient) => api.post(API.adminLogout);
