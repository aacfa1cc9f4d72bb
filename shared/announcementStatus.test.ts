import { describe, expect, it } from 'vitest';
import { announcementStatus, noticeKey, statusWindow, urgentNotice } from './announcementStatus';

const T = Date.parse('2026-11-24T12:00:00Z');
const at = (h: number) => new Date(T + h * 3_600_000).toISOString();

describe('announcementStatus', () => {
  it('is scheduled before publishAt, published until expiresAt, expired from it on', () => {
    const a = { publishAt: at(1), expiresAt: at(2) };
    expect(announcementStatus(a, T)).toBe('scheduled');
    expect(announcementStatus(a, Date.parse(at(1)))).toBe('published');
    expect(announcementStatus(a, Date.parse(at(2)) - 1)).toBe('published');
    expect(announcementStatus(a, Date.parse(at(2)))).toBe('expired');
    expect(announcementStatus({}, T)).toBe('published');
    expect(announcementStatus({ publishAt: null, expiresAt: null }, T)).toBe('published');
  });

  it('statusWindow is the stretch between the nearest instants on either side', () => {
    const list = [{ publishAt: at(-3), expiresAt: at(5) }, { publishAt: at(1) }, { expiresAt: at(-1) }, {}];
    expect(statusWindow(list, T)).toEqual({ from: Date.parse(at(-1)), until: Date.parse(at(1)) });
    expect(statusWindow([{}], T)).toEqual({ from: -Infinity, until: Infinity });
  });

  it('urgentNotice is the live urgent one that went public last', () => {
    const base = { createdAt: at(-10), version: 1 };
    const list = [
      { ...base, id: 'old', urgent: true, publishAt: at(-5) },
      { ...base, id: 'new', urgent: true, createdAt: at(-2) },
      { ...base, id: 'later', urgent: true, publishAt: at(3) },
      { ...base, id: 'plain', publishAt: at(-1) },
      { ...base, id: 'gone', urgent: true, publishAt: at(-1), expiresAt: at(-0.5) },
    ];
    expect(urgentNotice(list, T)?.id).toBe('new');
    expect(urgentNotice(list, Date.parse(at(3)))?.id).toBe('later');
    expect(urgentNotice([], T)).toBeUndefined();
    expect(noticeKey({ ...base, id: 'x', version: 3 })).toBe('x.3');
  });
});
