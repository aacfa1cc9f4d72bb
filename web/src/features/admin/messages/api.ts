import { RESOURCES } from '@shared/routes';
import type { ContactInput, ContactMessage } from '@shared/schemas';
import { recordApi } from '../common/recordApi';

/** Contact messages: the dashboard lists and deletes them; visitors create them (features/contact). */
export const messagesApi = recordApi<ContactMessage, ContactInput>(RESOURCES.contactMessages);
