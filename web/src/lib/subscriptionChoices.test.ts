import { describe, expect, it } from 'vitest';
import { digestWhen, kindChoices } from './subscriptionChoices';

describe('kindChoices', () => {
  it("says the digest's day and time the server sends it", () => {
    expect(kindChoices({ weekday: 'SU', time: '18:00' }).find((c) => c.value === 'digest')?.label).toBe(
      'Weekly schedule, Sundays at 6:00 PM',
    );
    expect(digestWhen({ weekday: 'MO', time: '07:30' })).toBe('Mondays at 7:30 AM');
    expect(digestWhen({ weekday: 'SA', time: '00:05' })).toBe('Saturdays at 12:05 AM');
  });
  it('leaves the digest out when the server sends none, and keeps a plain label before it is known', () => {
    expect(kindChoices(null).map((c) => c.value)).toEqual(['urgent', 'announcements', 'cancellations']);
    expect(kindChoices(undefined).find((c) => c.value === 'digest')?.label).toBe('Weekly schedule');
  });
});
