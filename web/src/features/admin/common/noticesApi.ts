import { API } from '@shared/routes';
import type { NoticeSummary } from '@shared/schemas';
import type { ApiClient } from '@/lib/api';

/** The notices sent to families, newest first, with where their emails are. */
export const listNotices = (api: ApiClient) => api.get<NoticeSummary[]>(API.notices);
