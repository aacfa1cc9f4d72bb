import { describe, expect, it } from 'vitest';
import { monthsToKeep, offlineKind } from './offline';
import { isSchedulePage, monthsToInline, readStoredMonths, STORED_MONTHS_ID, withStoredMonths } from './storedMonths';

const PAGE = '<!doctype html><html lang="en"><head></head><body><div id="root" inert></div></body></html>';
const event = { id: 'e1', title: 'Parade </script><script>alert(1)</script>', startTime: '2026-11-28T18:00:00.000Z' };

describe('withStoredMonths and readStoredMonths', () => {
  it('puts the months in a data block before </body>, read back as they were', () => {
    const months = [
      { year: 2026, month: 11, events: [event] },
      { year: 2026, month: 12, events: [] },
    ];
    const html = withStoredMonths(PAGE, months);
    expect(html.indexOf(`id="${STORED_MONTHS_ID}"`)).toBeGreaterThan(html.indexOf('<div id="root"'));
    expect(html.endsWith('</body></html>')).toBe(true);
    const text = html.match(/<script type="application\/json" id="stored-months">(.*?)<\/script>/)![1];
    expect(readStoredMonths(text)).toEqual(months);
  });

  it('no text of an event closes the block: no "<" inside it', () => {
    const html = withStoredMonths(PAGE, [{ year: 2026, month: 11, events: [event] }]);
    const block = html.slice(html.indexOf(`id="${STORED_MONTHS_ID}">`), html.lastIndexOf('</body>'));
    expect(block.match(/</g)).toEqual(['<']); // its own </script> only
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('leaves the page as it is without months', () => {
    expect(withStoredMonths(PAGE, [])).toBe(PAGE);
  });

  it('reads nothing from a missing or damaged block, and skips malformed months', () => {
    expect(readStoredMonths(null)).toEqual([]);
    expect(readStoredMonths('{not json')).toEqual([]);
    expect(readStoredMonths('{"year":2026}')).toEqual([]);
    expect(
      readStoredMonths(
        '[{"year":2026,"month":11,"events":[]},{"year":"2026","month":12,"events":[]},null,{"year":2026,"month":1}]',
      ),
    ).toEqual([{ year: 2026, month: 11, events: [] }]);
  });
});

describe('monthsToInline', () => {
  it('is the months the worker keeps, this one and the next of the academy, each a public data path', () => {
    const now = new Date('2026-12-31T12:00:00Z');
    const months = monthsToInline(now, 'America/Chicago');
    expect(months.map((m) => m.path)).toEqual(monthsToKeep(now, 'America/Chicago'));
    expect(months.map(({ year, month }) => [year, month])).toEqual([
      [2026, 12],
      [2027, 1],
    ]);
    for (const { path } of months) expect(offlineKind('GET', path.split('?')[0], false)).toBe('data');
  });
});

describe('isSchedulePage', () => {
  it('is the schedule in each language and nothing else', () => {
    expect(
      ['/schedule', '/es/schedule', '/', '/es/', '/announcements', '/photos', '/schedule/x'].filter(isSchedulePage),
    ).toEqual(['/schedule', '/es/schedule']);
  });
});
