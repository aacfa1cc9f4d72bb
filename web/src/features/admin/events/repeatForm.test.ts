import { describe, expect, it } from 'vitest';
import { noRepeat, repeatToRecurrence, shownWeekdays, toggleWeekday } from './repeatForm';

// 2026-09-01 is a Tuesday.
const first = '2026-09-01';
const on = { ...noRepeat(), on: true };

describe('the weekday picker', () => {
  it('with none chosen shows the first date’s weekday ticked, as the server reads the rule', () => {
    expect(shownWeekdays(on, first)).toEqual(['TU']);
    expect(repeatToRecurrence(on)).not.toHaveProperty('byDay');
  });
  it('cannot untick the last weekday: the list never becomes empty', () => {
    expect(toggleWeekday({ ...on, byDay: ['TU'] }, 'TU', first)).toEqual(['TU']);
    expect(toggleWeekday(on, 'TU', first)).toEqual(['TU']);
  });
  it('ticks and unticks the others, Monday first', () => {
    expect(toggleWeekday(on, 'MO', first)).toEqual(['MO', 'TU']);
    expect(toggleWeekday({ ...on, byDay: ['TU', 'TH'] }, 'TU', first)).toEqual(['TH']);
  });
});
