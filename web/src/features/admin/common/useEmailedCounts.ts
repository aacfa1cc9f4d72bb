import { useEffect, useState } from 'react';
import type { NoticeSummary } from '@shared/schemas';
import { useSite } from '@/lib/siteConfig';
import { useAdminApi } from '../auth/useAdminApi';
import { listNotices } from './noticesApi';

export type Emailed = { sent: number; failed: number; pending: number };

/** While emails of a notice are still going out, its counts are asked for again this often. */
const WHILE_SENDING_MS = 5000;

/** Each announcement's emails to families, its notices added up (an urgent one may be two kinds). */
export function emailedByAnnouncement(notices: readonly NoticeSummary[]): Map<string, Emailed> {
  const out = new Map<string, Emailed>();
  for (const n of notices) {
    if (!n.announcementId) continue;
    const e = out.get(n.announcementId) ?? { sent: 0, failed: 0, pending: 0 };
    out.set(n.announcementId, { sent: e.sent + n.sent, failed: e.failed + n.failed, pending: e.pending + n.pending });
  }
  return out;
}

/**
 * "Emailed to N families" for the announcement cards: fetched when the list changes (a save may
 * have queued a notice) and again every few seconds while emails are still waiting. Quiet on
 * failure (the cards then say nothing), and not asked at all when the server sends no email.
 */
export function useEmailedCounts(changed: unknown): Map<string, Emailed> {
  const api = useAdminApi();
  const mailOn = useSite((s) => s.subscriptions === true);
  const [counts, setCounts] = useState<Map<string, Emailed>>(() => new Map());
  useEffect(() => {
    if (!mailOn) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const notices = await listNotices(api);
        if (!live) return;
        setCounts(emailedByAnnouncement(notices));
        if (notices.some((n) => n.pending > 0)) timer = setTimeout(() => void load(), WHILE_SENDING_MS);
      } catch {
        // No counts shown; the next change of the list asks again.
      }
    };
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, mailOn, changed]);
  return counts;
}
