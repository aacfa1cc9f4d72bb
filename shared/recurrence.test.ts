import { describe, expect, it } from 'vitest';
import {
  describeRecurrence,
  expandEvents,
  expandSeries,
  nextDate,
  seriesIssues,
  upcomingDates,
  weekdayOf,
} from './recurrence';
import { eventInput, type Recurrence } from './schemas/event';

type S = Parameters<typeof expandSeries>[0];
const series = (startTime: string, endTime: string, recurrence: Partial<Recurrence>, extra: Partial<S> = {}): S => ({
  id: 's1',
  startTime,
  endTime,
  recurrence: { frequency: 'weekly', interval: 1, until: null, ...recurrence },
  ...extra,
});
const all = (s: S, tz: string, from = '2000-01-01T00:00:00Z', to = '2100-01-01T00:00:00Z') =>
  expandSeries(s, tz, Date.parse(from), Date.parse(to));
const starts = (s: S, tz: string) => all(s, tz).map((o) => o.startTime);

describe('weekly series expansion keeps the wall-clock time', () => {
  it('America/Chicago: spring forward and fall back', () => {
    // 4:00 PM every Tuesday; DST starts 2026-03-08 and ends 2026-11-01.
    expect(
      starts(
        series('2026-03-03T22:00:00.000Z', '2026-03-03T23:00:00.000Z', { until: '2026-03-17' }),
        'America/Chicago',
      ),
    ).toEqual(['2026-03-03T22:00:00.000Z', '2026-03-10T21:00:00.000Z', '2026-03-17T21:00:00.000Z']);
    const fall = all(
      series('2026-10-27T21:00:00.000Z', '2026-10-27T22:30:00.000Z', { until: '2026-11-03' }),
      'America/Chicago',
    );
    expect(fall.map((o) => [o.startTime, o.endTime])).toEqual([
      ['2026-10-27T21:00:00.000Z', '2026-10-27T22:30:00.000Z'],
      ['2026-11-03T22:00:00.000Z', '2026-11-03T23:30:00.000Z'],
    ]);
  });

  it('Europe/Berlin: spring forward and fall back', () => {
    expect(
      starts(series('2026-03-23T17:00:00.000Z', '2026-03-23T18:00:00.000Z', { until: '2026-03-30' }), 'Europe/Berlin'),
    ).toEqual(['2026-03-23T17:00:00.000Z', '2026-03-30T16:00:00.000Z']);
    expect(
      starts(series('2026-10-19T16:00:00.000Z', '2026-10-19T17:00:00.000Z', { until: '2026-10-26' }), 'Europe/Berlin'),
    ).toEqual(['2026-10-19T16:00:00.000Z', '2026-10-26T17:00:00.000Z']);
  });

  it('Australia/Sydney: the southern hemisphere changes the other way round', () => {
    // DST ends 2026-04-05 (+11 to +10) and starts 2026-10-04 (+10 to +11); 6:00 PM Wednesdays.
    expect(
      starts(
        series('2026-04-01T07:00:00.000Z', '2026-04-01T08:00:00.000Z', { until: '2026-04-08' }),
        'Australia/Sydney',
      ),
    ).toEqual(['2026-04-01T07:00:00.000Z', '2026-04-08T08:00:00.000Z']);
    expect(
      starts(
        series('2026-09-30T08:00:00.000Z', '2026-09-30T09:00:00.000Z', { until: '2026-10-07' }),
        'Australia/Sydney',
      ),
    ).toEqual(['2026-09-30T08:00:00.000Z', '2026-10-07T07:00:00.000Z']);
  });
});

describe('rule', () => {
  const tz = 'America/Chicago';
  it('interval 2 with two weekdays, until inclusive', () => {
    const s = series('2026-09-01T21:00:00.000Z', '2026-09-01T22:00:00.000Z', {
      interval: 2,
      byDay: ['TU', 'TH'],
      until: '2026-09-29',
    });
    expect(all(s, tz).map((o) => o.occurrenceDate)).toEqual([
      '2026-09-01',
      '2026-09-03',
      '2026-09-15',
      '2026-09-17',
      '2026-09-29',
    ]);
  });

  it('without until: endless, a range answers its own dates; occurrence ids are <seriesId>:<date>', () => {
    const s = series('2026-09-01T21:00:00.000Z', '2026-09-01T22:00:00.000Z', { byDay: ['TU', 'TH'] });
    // A week crossing a month edge.
    const week = all(s, tz, '2026-09-27T05:00:00Z', '2026-10-04T05:00:00Z');
    expect(week.map((o) => o.id)).toEqual(['s1:2026-09-29', 's1:2026-10-01']);
    expect(week[0]).toMatchObject({ seriesId: 's1', cancelled: false, note: null });
    expect(week[0]).not.toHaveProperty('recurrence');
    expect(all(s, tz, '2030-01-01T06:00:00Z', '2030-02-01T06:00:00Z')).toHaveLength(10);
  });

  it('exceptions: a cancelled date stays (cancelled, with its note), a moved one counts where it went and marks where it was', () => {
    const s = series(
      '2026-09-01T21:00:00.000Z',
      '2026-09-01T22:00:00.000Z',
      { until: '2026-09-29' },
      {
        exceptions: [
          { date: '2026-09-08', cancelled: true, note: 'Labor Day week', location: null },
          {
            date: '2026-09-29',
            cancelled: false,
            startTime: '2026-10-01T21:00:00.000Z',
            endTime: '2026-10-01T22:00:00.000Z',
            location: 'Studio B',
            note: 'Moved to Thursday',
          },
        ],
      },
    );
    const sept = all(s, tz, '2026-09-01T05:00:00Z', '2026-10-01T05:00:00Z');
    expect(sept.map((o) => [o.occurrenceDate, o.cancelled, o.note])).toEqual([
      ['2026-09-01', false, null],
      ['2026-09-08', true, 'Labor Day week'],
      ['2026-09-15', false, null],
      ['2026-09-22', false, null],
      // Issue 41: the planned day of the moved class says where it went, with none of its exception.
      ['2026-09-29', false, null],
    ]);
    expect(sept.at(-1)).toMatchObject({
      id: 's1:2026-09-29:moved',
      startTime: '2026-09-29T21:00:00.000Z',
      movedTo: '2026-10-01T21:00:00.000Z',
    });
    const oct = all(s, tz, '2026-10-01T05:00:00Z', '2026-11-01T05:00:00Z');
    expect(oct).toEqual([
      expect.objectContaining({
        id: 's1:2026-09-29',
        startTime: '2026-10-01T21:00:00.000Z',
        location: 'Studio B',
        movedFrom: '2026-09-29T21:00:00.000Z',
      }),
    ]);
  });

  it('expandEvents mixes plain events and occurrences by start time', () => {
    const plain = { id: 'p', startTime: '2026-09-02T15:00:00.000Z', endTime: '2026-09-02T16:00:00.000Z' };
    const s = series('2026-09-01T21:00:00.000Z', '2026-09-01T22:00:00.000Z', { until: '2026-09-08' });
    const got = expandEvents([plain, s], tz, Date.parse('2026-09-01T05:00:00Z'), Date.parse('2026-10-01T05:00:00Z'));
    expect(got.map((e) => e.id)).toEqual(['s1:2026-09-01', 'p', 's1:2026-09-08']);
  });

  it('upcomingDates and weekdayOf', () => {
    const s = series('2026-09-01T21:00:00.000Z', '2026-09-01T22:00:00.000Z', { byDay: ['TU', 'TH'] });
    expect(upcomingDates(s, tz, '2026-09-04', 3)).toEqual(['2026-09-08', '2026-09-10', '2026-09-15']);
    expect(weekdayOf('2026-11-24')).toBe('TU');
  });

  it('nextDate: the first date on or after a day, however far the series runs; none once it has ended', () => {
    const s = series('2026-09-01T21:00:00.000Z', '2026-09-01T22:00:00.000Z', { byDay: ['TU'], interval: 4 });
    expect(nextDate(s, tz, '2026-08-01')).toBe('2026-09-01'); // not begun: its first date
    expect(nextDate(s, tz, '2026-09-02')).toBe('2026-09-29'); // every 4 weeks: a whole period ahead
    expect(nextDate(s, tz, '2029-03-01')).toBe(upcomingDates(s, tz, '2029-03-01', 1)[0]);
    const ended = series('2026-09-01T21:00:00.000Z', '2026-09-01T22:00:00.000Z', { until: '2026-09-15' });
    expect(nextDate(ended, tz, '2026-09-15')).toBe('2026-09-15');
    expect(nextDate(ended, tz, '2026-09-16')).toBeNull();
  });
});

describe('seriesIssues', () => {
  const tz = 'America/Chicago';
  const base = series('2026-09-01T21:00:00.000Z', '2026-09-01T22:00:00.000Z', { byDay: ['TU'], until: '2026-12-15' });
  it('accepts a good series', () => expect(seriesIssues(base, tz)).toEqual([]));
  it('names until before the start, weekdays without the first date, and exceptions on no class', () => {
    expect(seriesIssues({ ...base, recurrence: { ...base.recurrence, until: '2026-08-31' } }, tz)[0].path).toBe(
      'recurrence.until',
    );
    expect(seriesIssues({ ...base, recurrence: { ...base.recurrence, byDay: ['WE'] } }, tz)[0].path).toBe(
      'recurrence.byDay',
    );
    const ex = (date: string) => ({ date, cancelled: true, location: null, note: null });
    expect(seriesIssues({ ...base, exceptions: [ex('2026-09-08'), ex('2026-09-09')] }, tz)).toEqual([
      { path: 'exceptions.1.date', message: 'The series has no class on 2026-09-09' },
    ]);
    expect(seriesIssues({ ...base, exceptions: [ex('2026-09-08'), ex('2026-09-08')] }, tz)[0].path).toBe(
      'exceptions.1.date',
    );
    expect(seriesIssues({ ...base, exceptions: [ex('2026-12-22')] }, tz)[0].path).toBe('exceptions.0.date');
  });
  it('the schema names an unknown weekday and an interval outside 1 to 4', () => {
    const input = { title: 'Drumline', startTime: base.startTime, endTime: base.endTime };
    const bad = (recurrence: unknown) => {
      const r = eventInput.safeParse({ ...input, recurrence });
      return r.success ? null : r.error.issues[0].path.join('.');
    };
    expect(bad({ frequency: 'weekly', byDay: ['XX'] })).toBe('recurrence.byDay.0');
    expect(bad({ frequency: 'weekly', interval: 5 })).toBe('recurrence.interval');
    expect(bad({ frequency: 'weekly', interval: 0 })).toBe('recurrence.interval');
    expect(bad({ frequency: 'daily' })).toBe('recurrence.frequency');
    expect(bad({ frequency: 'weekly', until: '2026-02-30' })).toBe('recurrence.until');
    expect(bad({ frequency: 'weekly', interval: 2, byDay: ['TH', 'TU', 'TU'] })).toBeNull();
    expect(
      eventInput.parse({ ...input, recurrence: { frequency: 'weekly', byDay: ['TH', 'TU', 'TU'] } }).recurrence,
    ).toEqual({
      frequency: 'weekly',
      interval: 1,
      byDay: ['TU', 'TH'],
      until: null,
    });
    expect(eventInput.parse(input)).not.toHaveProperty('recurrence');
  });
});

describe('describeRecurrence', () => {
  const tz = 'America/Chicago';
  it('says the rule in words', () => {
    const s = series('2026-09-01T21:00:00.000Z', '2026-09-01T22:00:00.000Z', {
      byDay: ['TU', 'TH'],
      until: '2026-12-18',
    });
    expect(describeRecurrence(s, tz)).toBe('Tuesdays and Thursdays, 4:00 PM, until Dec 18');
    expect(describeRecurrence({ ...s, recurrence: { ...s.recurrence!, interval: 2, until: '2027-01-05' } }, tz)).toBe(
      'Every 2 weeks on Tuesday and Thursday, 4:00 PM, until Jan 5, 2027',
    );
    expect(describeRecurrence({ ...s, recurrence: { frequency: 'weekly', interval: 1, until: null } }, tz)).toBe(
      'Tuesdays, 4:00 PM',
    );
    expect(describeRecurrence({ ...s, recurrence: { ...s.recurrence!, byDay: ['MO', 'WE', 'FR'] } }, tz)).toBe(
      'Mondays, Wednesdays and Fridays, 4:00 PM, until Dec 18',
    );
  });
});

describe('a range far into a long series', () => {
  it('gives the same dates as expanding from the first date (DTSTART moved by whole periods)', async () => {
    const { seriesDates } = await import('./recurrence');
    const tz = 'Europe/Berlin';
    for (const interval of [1, 2, 3, 4]) {
      // First date a Thursday, rule Tuesdays and Thursdays: the first week has only the Thursday.
      const s = series('2026-01-08T16:00:00.000Z', '2026-01-08T17:00:00.000Z', { interval, byDay: ['TU', 'TH', 'SU'] });
      const all = seriesDates(s, tz, '2026-01-01', '2028-12-31');
      for (const [from, to] of [
        ['2026-01-01', '2026-01-20'],
        ['2027-03-03', '2027-04-30'],
        ['2028-06-10', '2028-06-12'],
      ])
        expect(seriesDates(s, tz, from, to), `${interval} ${from}`).toEqual(all.filter((d) => d >= from && d <= to));
    }
  });
});

describe("a changed date's Spanish", () => {
  const tz = 'America/Chicago';
  const base = series('2026-03-03T22:00:00.000Z', '2026-03-03T23:00:00.000Z', { until: '2026-03-24' }, {
    location: 'Band Room',
    translations: { es: { title: 'Tambores', location: 'Sala de banda' } },
  } as Partial<S>);
  const on = (exceptions: unknown[]) =>
    Object.fromEntries(
      all({ ...base, exceptions } as S, tz).map((o) => [
        o.occurrenceDate,
        (o as { translations?: unknown }).translations,
      ]),
    );

  it("takes the date's note in Spanish and keeps the series' Spanish elsewhere", () => {
    const t = on([
      { date: '2026-03-10', cancelled: true, note: 'Gym closed', translations: { es: { note: 'Gimnasio cerrado' } } },
    ]);
    expect(t['2026-03-10']).toEqual({ es: { title: 'Tambores', location: 'Sala de banda', note: 'Gimnasio cerrado' } });
    expect(t['2026-03-17']).toEqual({ es: { title: 'Tambores', location: 'Sala de banda' } });
  });

  it("a date moved to another place never shows the series' old place in Spanish", () => {
    const moved = { date: '2026-03-10', cancelled: false, location: 'North Gym' };
    expect(on([moved])['2026-03-10']).toEqual({ es: { title: 'Tambores' } });
    expect(on([{ ...moved, translations: { es: { location: 'Gimnasio norte' } } }])['2026-03-10']).toEqual({
      es: { title: 'Tambores', location: 'Gimnasio norte' },
    });
  });

  it('the schema keeps a Spanish note, drops a blank one, and names a too-long one', () => {
    const input = (translations: unknown) => ({
      title: 'Drums',
      startTime: '2026-03-03T22:00:00.000Z',
      endTime: '2026-03-03T23:00:00.000Z',
      recurrence: { frequency: 'weekly', interval: 1, until: null },
      exceptions: [{ date: '2026-03-10', cancelled: true, note: 'Closed', translations }],
    });
    expect(eventInput.parse(input({ es: { note: ' Cerrado ' } })).exceptions?.[0].translations).toEqual({
      es: { note: 'Cerrado' },
    });
    expect(eventInput.parse(input({ es: { note: '  ' } })).exceptions?.[0].translations).toBeUndefined();
    const long = eventInput.safeParse(input({ es: { note: 'x'.repeat(501) } }));
    expect(long.error?.issues[0].message).toBe('translations.es.note must be at most 500 characters');
    expect(long.error?.issues[0].path).toEqual(['exceptions', 0, 'translations', 'es', 'note']);
  });
});
