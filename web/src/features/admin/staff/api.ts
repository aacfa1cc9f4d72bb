import { recordPath } from '@shared/resources';
import { API } from '@shared/routes';
import type {
  SessionInfo,
  StaffAccount,
  StaffCreateInput,
  StaffInvitation,
  StaffUpdateInput,
  TotpSetup,
} from '@shared/schemas/staff';
import type { ApiClient } from '@/lib/api';

/** The owner's Staff tab. */
export const listStaff = (api: ApiClient) => api.get<StaffAccount[]>(API.staff);
export const inviteStaff = (api: ApiClient, input: StaffCreateInput) => api.post<StaffInvitation>(API.staff, input);
export const reinviteStaff = (api: ApiClient, id: string) =>
  api.post<StaffInvitation>(`${recordPath(API.staff, id)}/invite`);
export const updateStaff = (api: ApiClient, id: string, input: StaffUpdateInput) =>
  api.patch<StaffAccount>(recordPath(API.staff, id), input);
export const removeStaff = (api: ApiClient, id: string) => api.del(recordPath(API.staff, id));
export const resetStaffTotp = (api: ApiClient, id: string) => api.del(`${recordPath(API.staff, id)}/totp`);

/** Everyone's own account. */
export const changePassword = (api: ApiClient, current: string, password: string) =>
  api.post<SessionInfo>(API.staffPassword, { current, password });
export const startTotp = (api: ApiClient) => api.post<TotpSetup>(API.staffTotp);
export const confirmTotp = (api: ApiClient, code: string) => api.post<SessionInfo>(API.staffTotpConfirm, { code });
export const disableTotp = (api: ApiClient, code: string) => api.del(API.staffTotp, { body: { code } });
