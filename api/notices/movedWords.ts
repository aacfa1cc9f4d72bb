import type { EmailTexts } from '../../shared/emailTexts';

/**
 * A moved class from -> to ("Mon Dec 7 moved to Tue Dec 8, 6:00 PM"): by day when the day changed,
 * by time when only the time did. Null for a notice queued before the planned start was kept.
 */
export function movedWords(
  content: { from?: string; startTime: string },
  t: EmailTexts,
  when: (iso: string, pattern: string) => string,
) {
  if (!content.from) return null;
  const fromDay = when(content.from, 'yyyy-MM-dd');
  const otherDay = fromDay !== when(content.startTime, 'yyyy-MM-dd');
  const values = otherDay
    ? {
        from: when(content.from, t.movedDayPattern),
        to: `${when(content.startTime, t.movedDayPattern)}, ${when(content.startTime, t.timePattern)}`,
      }
    : {
        from: `${when(content.from, t.movedDayPattern)}, ${when(content.from, t.timePattern)}`,
        to: when(content.startTime, t.timePattern),
      };
  return otherDay
    ? { subject: t.movedSubject, line: t.movedLine, label: t.movedLabel, values }
    : { subject: t.timeMovedSubject, line: t.timeMovedLine, label: t.timeMovedLabel, values };
}
