import type { ImportResult, OffsiteStatus, SiteConfig } from '@shared/api';
import { COLLECTIONS } from '@shared/constants';
import { API } from '@shared/routes';
import { recordPath, RESOURCES } from '@shared/resources';
import type { DataExport, DataExportInput, DataExportSummary, SubscriptionAdminView } from '@shared/schemas';
import type { ApiClient } from '@/lib/api';
import type { SiteContent } from './exportFile';

/**
 * Every collection, fetched in parallel: the export's content and the Export card's counts. The
 * families subscribed to notices are in it when the server emails them or holds any (a server
 * without SMTP_URL and no families leaves them out, so its export replaces none on import).
 */
export async function fetchSiteContent(api: ApiClient): Promise<SiteContent> {
  const [site, families, enrollments, ...lists] = await Promise.all([
    api.get<SiteConfig>(API.site),
    api.get<SubscriptionAdminView[]>(API.subscriptions),
    // Children's data: the owner's export carries it; an instructor's answer is a 403, left out.
    api.get<unknown[]>(API.enrollmentsExport).catch(() => null),
    ...COLLECTIONS.map((c) => api.get<unknown[]>(RESOURCES[c].path)),
  ]);
  const content = Object.fromEntries(
    COLLECTIONS.map((c, i) => [c, Array.isArray(lists[i]) ? lists[i] : []]),
  ) as SiteContent;
  const subscriptions = Array.isArray(families) ? families : [];
  const withFamilies = site.subscriptions === true || subscriptions.length ? { ...content, subscriptions } : content;
  return Array.isArray(enrollments) ? { ...withFamilies, enrollments } : withFamilies;
}

/** Export History: the most recent exports, without their content to stay small. */
export const listExports = (api: ApiClient) => api.get<DataExportSummary[]>(API.dataExports);
/** One saved export with its content, for Download and Restore. */
export const getExport = (api: ApiClient, id: string) => api.get<DataExport>(recordPath(API.dataExports, id));
export const saveExport = (api: ApiClient, file: DataExportInput) => api.post<DataExportSummary>(API.dataExports, file);
export const deleteExport = (api: ApiClient, id: string) => api.del(recordPath(API.dataExports, id));

/** The server's atomic import: it keeps a backup of the current content in Export History first. */
export const importContent = (api: ApiClient, content: Record<string, unknown>) =>
  api.post<ImportResult>(API.dataImports, { content });

/** The last off-site backup run, as a one-item list so the card shares the lists' loading and error states. */
export const loadOffsiteStatus = async (api: ApiClient) => [await api.get<OffsiteStatus>(API.offsiteBackup)];
