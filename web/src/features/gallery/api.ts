import type { ProtectedPage } from '@shared/constants';
import { API, withQuery } from '@shared/routes';
import type { GalleryItem } from '@shared/schemas';
import { ApiError } from '@/lib/api';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';

const api = () => apiFor(webPlatform);

/**
 * The member page's items, or null when the visitor has no access (401).
 * The same call is the access probe, so an unlocked page costs one request. Retries once (docs/product.md#member-pages).
 */
export async function loadGallery(page: ProtectedPage, authed: boolean): Promise<GalleryItem[] | null> {
  const path = withQuery(API.gallery, { page, auth: authed ? 'true' : undefined });
  try {
    return await api().get<GalleryItem[] | null>(path, { nullOn401: true });
  } catch (e) {
    if (e instanceof ApiError && e.status < 500 && e.status !== 429) throw e;
    return api().get<GalleryItem[] | null>(path, { nullOn401: true });
  }
}

export type LoginResult = 'ok' | 'wrong' | 'error';
/** Opens the page: success only when the response is ok and says success true. */
export async function pageLogin(page: ProtectedPage, password: string): Promise<LoginResult> {
  try {
    const body = await api().post<{ success?: boolean }>(API.pageLogin, { password, page });
    return body.success === true ? 'ok' : 'error';
  } catch (e) {
    return e instanceof ApiError && e.status === 401 ? 'wrong' : 'error';
  }
}

/** Locks the page again: the server clears the httpOnly cookie. */
export const pageLogout = (page: ProtectedPage) => api().post(API.pageLogout, { page });
