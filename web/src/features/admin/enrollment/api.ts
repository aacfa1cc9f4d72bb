import { API, withQuery } from '@shared/routes';
import { recordPath } from '@shared/resources';
import type { AcademyEvent, EnrollmentAdminView } from '@shared/schemas';
import { ApiError, type ApiClient } from '@/lib/api';
import type { Platform } from '@/lib/platform';

/** The weekly series that take (or took) enrollment: open or closed, for the staff. */
export async function listClasses(api: ApiClient): Promise<AcademyEvent[]> {
  const events = await api.get<AcademyEvent[]>(API.events);
  return (Array.isArray(events) ? events : []).filter((e) => e.recurrence && e.enrollment);
}
export const listEnrollments = (api: ApiClient, eventId: string) =>
  api.get<EnrollmentAdminView[]>(withQuery(API.enrollments, { eventId }));
export const setStatus = (api: ApiClient, id: string, status: 'enrolled' | 'withdrawn') =>
  api.patch<EnrollmentAdminView>(recordPath(API.enrollments, id), { status });

/** The class's roster as CSV, saved where the staff member chooses (as the families' CSV). */
export async function saveRosterCsv(platform: Platform, eventId: string, filename: string): Promise<boolean> {
  const token = platform.token.get();
  const res = await platform.transport({
    method: 'GET',
    path: withQuery(API.enrollmentsCsv, { eventId }),
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText || 'Download failed'}`);
  return platform.saveFile(filename, res.body.startsWith('\uFEFF') ? res.body : `\uFEFF${res.body}`);
}
