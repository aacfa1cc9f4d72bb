import { describe, expect, it } from 'vitest';
import { fullText } from './seatCounts';

describe("the full class's warning", () => {
  it('says all seats are taken, or that more families hold seats than the class has', () => {
    expect(fullText(1, 1)).toBe(
      'The one seat is taken (enrolled or offered), so no family in line can be enrolled now.',
    );
    expect(fullText(12, 12)).toBe(
      'All 12 seats are taken (enrolled or offered), so no family in line can be enrolled now.',
    );
    expect(fullText(10, 14)).toBe(
      '14 families hold seats in a class of 10 seats (its capacity was lowered after they were given), so no family in line can be enrolled now.',
    );
    expect(fullText(1, 3)).toMatch(/^3 families hold seats in a class of one seat /);
  });
});
