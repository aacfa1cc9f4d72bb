import { API, withQuery } from '@shared/routes';
import { RESOURCES, recordPath } from '@shared/resources';
import type { ContactInput, ContactMessage, ContactStatus } from '@shared/schemas';
import type { ApiClient } from '@/lib/api';
import { recordApi } from '../common/recordApi';

/** Contact messages: the dashboard lists and deletes them; visitors create them (features/contact). */
export const messagesApi = recordApi<ContactMessage, ContactInput>(RESOURCES.contactMessages);

/** Moves a message to another inbox status (read when opened, replied, archived). */
export const setMessageStatus = (api: ApiClient, id: string, status: ContactStatus) =>
  api.patch<ContactMessage>(recordPath(API.contact, id), { status });

/** The messages not opened yet (the count on the tab). */
export const listNewMessages = (api: ApiClient) => api.get<ContactMessage[]>(withQuery(API.contact, { status: 'new' }));

/** Where the CSV of all messages downloads from (GET with the admin token). */
export const CSV_PATH = API.contactCsv;
