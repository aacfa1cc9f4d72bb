import { describe, expect, it } from 'vitest';
import type { AcademyEvent } from '@shared/schemas';
import { duplicateEventForm, emptyEventForm, eventToForm, validateEvent } from './eventForm';

const TZ = 'America/Chicago';
const base = { ...emptyEventForm('2026-03-10'), title: 'Practice' };

describe('event form', () => {
  it('defaults to 9:00 AM - 10:00 AM with no category', () => {
    const f = emptyEventForm('2026-03-10');
    expect(f.start).toEqual({ hour: '9', minute: '00', period: 'AM' });
    expect(f.end).toEqual({ hour: '10', minute: '00', period: 'AM' });
    expect(validateEvent(base, TZ)).toEqual({
      input: expect.objectContaining({
        category: null,
        startTime: '2026-03-10T14:00:00.000Z',
        endTime: '2026-03-10T15:00:00.000Z',
      }),
    });
  });

  it('refuses an end before the start with a clear message, together with other errors', () => {
    const r = validateEvent({ ...base, title: '', end: { hour: '8', minute: '00', period: 'AM' } }, TZ);
    expect(r).toEqual({ errors: { title: 'Title is required', endTime: 'End time must be after start time' } });
  });

  it('treats 12 AM as midnight and 12 PM as noon', () => {
    const r = validateEvent(
      { ...base, start: { hour: '12', minute: '00', period: 'AM' }, end: { hour: '12', minute: '00', period: 'PM' } },
      TZ,
    );
    expect(r).toEqual({
      input: expect.objectContaining({ startTime: '2026-03-10T05:00:00.000Z', endTime: '2026-03-10T17:00:00.000Z' }),
    });
  });

  it('reads a stored event in the academy timezone and duplicates it onto today', () => {
    const e = {
      id: '1',
      title: 'Show',
      description: null,
      location: 'Gym',
      category: 'Performance',
      startTime: '2026-07-04T23:30:00.000Z',
      endTime: '2026-07-05T01:00:00.000Z',
      createdAt: '',
      updatedAt: '',
    } as AcademyEvent;
    expect(eventToForm(e, TZ)).toMatchObject({
      date: '2026-07-04',
      start: { hour: '6', minute: '30', period: 'PM' },
      end: { hour: '8', minute: '00', period: 'PM' },
    });
    expect(duplicateEventForm(e, TZ, '2026-08-01')).toMatchObject({
      title: 'Show (Copy)',
      date: '2026-08-01',
      category: 'Performance',
    });
  });

  it('reports a missing date', () => {
    expect(validateEvent({ ...base, date: '' }, TZ)).toEqual({ errors: { date: 'Date is required' } });
  });
});

describe('event form: repeats weekly', () => {
  const repeat = { on: true, byDay: ['TU', 'TH'] as ('TU' | 'TH')[], interval: 1, until: '2026-05-28' };
  it('sends the rule and keeps the exceptions of the series', () => {
    const exceptions = [{ date: '2026-03-12', cancelled: true, location: null, note: 'Snow' }];
    const r = validateEvent({ ...base, repeat, exceptions }, TZ);
    expect(r).toEqual({
      input: expect.objectContaining({
        recurrence: { frequency: 'weekly', interval: 1, byDay: ['TU', 'TH'], until: '2026-05-28' },
        exceptions,
      }),
    });
    // Off: neither rule nor exceptions.
    const off = validateEvent({ ...base, exceptions }, TZ);
    expect('input' in off && off.input.recurrence).toBeUndefined();
    expect('input' in off && off.input.exceptions).toBeUndefined();
  });
  it('names the field: until before the first date, weekdays without the first date', () => {
    expect(validateEvent({ ...base, repeat: { ...repeat, until: '2026-03-01' } }, TZ)).toEqual({
      errors: { 'recurrence.until': 'The series must end on or after its first date' },
    });
    expect(validateEvent({ ...base, repeat: { ...repeat, byDay: ['TH'] } }, TZ)).toEqual({
      errors: { 'recurrence.byDay': "The weekdays must include the first date's weekday" },
    });
  });
  it('a stored series comes back into the form', () => {
    const e: AcademyEvent = {
      id: 's',
      title: 'Drumline',
      description: null,
      location: null,
      category: null,
      startTime: '2026-03-10T21:00:00.000Z',
      endTime: '2026-03-10T22:00:00.000Z',
      recurrence: { frequency: 'weekly', interval: 2, until: null },
      createdAt: '',
      updatedAt: '',
    };
    expect(eventToForm(e, TZ).repeat).toEqual({ on: true, byDay: ['TU'], interval: 2, until: '' });
  });
});

describe('stored date range (docs/decisions.md: what no stored value can break)', () => {
  it('a date before 2000 or a series ending over 10 years on shows on its field', () => {
    expect(validateEvent({ ...base, date: '1999-12-31' }, TZ)).toEqual({
      errors: { date: 'Date must be between 2000-01-01 and 2100-12-31' },
    });
    const repeat = { on: true, byDay: ['TU' as const], interval: 1, until: '2036-03-11' };
    expect(validateEvent({ ...base, repeat }, TZ)).toEqual({
      errors: { 'recurrence.until': 'A series ends at most 10 years after its first date' },
    });
  });
});
