import { RESOURCES } from '@shared/routes';
import type { Announcement, AnnouncementInput } from '@shared/schemas';
import { recordApi } from '../common/recordApi';

export const announcementsApi = recordApi<Announcement, AnnouncementInput>(RESOURCES.announcements);
