import { RESOURCES } from '@shared/resources';
import type { Announcement, AnnouncementInput } from '@shared/schemas';
import { recordApi } from '../common/recordApi';

export const announcementsApi = recordApi<Announcement, AnnouncementInput>(RESOURCES.announcements);
