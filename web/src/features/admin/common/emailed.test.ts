import { describe, expect, it } from 'vitest';
import type { NoticeSummary } from '@shared/schemas';
import { emailedByAnnouncement } from './useEmailedCounts';

const notice = (n: Partial<NoticeSummary>): NoticeSummary => ({
  id: 'n',
  kind: 'announcements',
  title: 't',
  createdAt: '2026-11-26T10:00:00.000Z',
  sent: 0,
  failed: 0,
  pending: 0,
  ...n,
});

describe('emailedByAnnouncement', () => {
  it("adds up each announcement's notices and leaves out those about no announcement", () => {
    const counts = emailedByAnnouncement([
      notice({ announcementId: 'a1', kind: 'urgent', sent: 3, failed: 1 }),
      notice({ announcementId: 'a1', kind: 'announcements', sent: 2, pending: 4 }),
      notice({ announcementId: 'a2', sent: 5 }),
      notice({ kind: 'digest', sent: 9 }),
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      a1: { sent: 5, failed: 1, pending: 4 },
      a2: { sent: 5, failed: 0, pending: 0 },
    });
  });
});
