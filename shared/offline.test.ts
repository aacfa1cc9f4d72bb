import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from './publicPages';
import { monthsToKeep, offlineKind, OFFLINE_PAGES, ONLINE_ONLY_PAGES, toKeep } from './offline';
import { LANGS, pathInLang } from './lang';

describe('offlineKind', () => {
  it("never stores enrollments (children's data), whatever the path under it", () => {
    for (const p of ['/api/enrollments', '/api/enrollments/mine', '/api/enrollments.csv', '/api/enrollments/export'])
      expect(offlineKind('GET', p, false)).toBeNull();
  });

  it('keeps the public pages and their GET data', () => {
    expect(offlineKind('GET', '/schedule', false)).toBe('page');
    expect(offlineKind('GET', '/', false)).toBe('page');
    expect(offlineKind('GET', '/api/events', false)).toBe('data');
    expect(offlineKind('GET', '/api/announcements', false)).toBe('data');
  });
  it('never stores private, admin or write requests', () => {
    for (const path of [
      '/admin',
      '/admin/events',
      '/api/admin/login',
      '/api/contact',
      '/api/subscriptions',
      '/api/gallery',
      '/api/gallery/1',
      '/uploads/a.jpg',
      '/api/events.ics',
    ])
      expect(offlineKind('GET', path, false), path).toBeNull();
    expect(offlineKind('GET', '/api/events', true)).toBeNull();
    expect(offlineKind('POST', '/api/announcements', false)).toBeNull();
    expect(offlineKind('GET', '/photos', false)).toBe('online-only');
    expect(offlineKind('GET', '/training', false)).toBe('online-only');
  });
  it('keeps the Spanish pages too; the Spanish member pages are online only', () => {
    for (const path of ['/es/', '/es/schedule', '/es/announcements', '/es/about', '/es/contact'])
      expect(offlineKind('GET', path, false), path).toBe('page');
    expect(offlineKind('GET', '/es/photos', false)).toBe('online-only');
    expect(offlineKind('GET', '/es/training', false)).toBe('online-only');
    expect(toKeep(new Date(2026, 10, 26), 'America/Chicago')).toEqual(expect.arrayContaining(['/es/', '/es/contact']));
  });
});

describe('monthsToKeep', () => {
  it('asks for this month and the next, as the schedule does, across a year end', () => {
    expect(monthsToKeep(new Date('2026-12-31T18:00:00Z'), 'America/Chicago')).toEqual([
      '/api/events?month=12&year=2026',
      '/api/events?month=1&year=2027',
    ]);
  });
  it("counts the academy's months, not the phone's: the schedule shows the academy's this month", () => {
    // 03:00 UTC on December 1st is still November 30th in Chicago, already December 1st in Tokyo.
    const now = new Date('2026-12-01T03:00:00Z');
    expect(monthsToKeep(now, 'America/Chicago')).toEqual([
      '/api/events?month=11&year=2026',
      '/api/events?month=12&year=2026',
    ]);
    // A phone in Chicago looking at an academy in Tokyo.
    expect(monthsToKeep(new Date('2026-12-31T16:00:00Z'), 'Asia/Tokyo')).toEqual([
      '/api/events?month=1&year=2027',
      '/api/events?month=2&year=2027',
    ]);
  });
});

describe('the pages', () => {
  it('are the public pages (shared/publicPages.json) in both languages, each stored or online only', () => {
    const prerendered = Object.keys(PUBLIC_PAGES).flatMap((path) => LANGS.map((lang) => pathInLang(path, lang)));
    expect([...OFFLINE_PAGES, ...ONLINE_ONLY_PAGES].sort()).toEqual(prerendered.sort());
    expect(OFFLINE_PAGES).toEqual([
      '/',
      '/schedule',
      '/announcements',
      '/about',
      '/contact',
      '/es/',
      '/es/schedule',
      '/es/announcements',
      '/es/about',
      '/es/contact',
    ]);
    expect(ONLINE_ONLY_PAGES).toEqual(['/photos', '/training', '/enroll', '/es/photos', '/es/training', '/es/enroll']);
  });
});
