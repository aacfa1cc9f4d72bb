import { API } from '@shared/routes';
import type { Announcement } from '@shared/schemas';
import { useResource } from '@/hooks/useResource';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';

/** The announcements (newest first), loaded once per page visit and shared by home and list. */
export const useAnnouncements = () =>
  useResource('announcements', () => apiFor(webPlatform).get<Announcement[]>(API.announcements));
