import { describe, expect, it } from 'vitest';
import { familyCounts, mailSaidOff } from './counts';

describe('familyCounts', () => {
  it('counts confirmed families per program, and every family per status', () => {
    expect(
      familyCounts([
        { status: 'active', programs: ['drumline', 'colorGuard'] },
        { status: 'active', programs: ['drumline'] },
        { status: 'pending', programs: ['colorGuard'] },
        { status: 'unsubscribed', programs: ['drumline'] },
      ]),
    ).toEqual({ drumline: 2, colorGuard: 1, active: 2, pending: 1, unsubscribed: 1 });
    expect(familyCounts([])).toEqual({ drumline: 0, colorGuard: 0, active: 0, pending: 0, unsubscribed: 0 });
  });
});

describe('mailSaidOff', () => {
  it('is true only when the server said it sends no email, not when its settings are unknown (offline)', () => {
    expect(mailSaidOff({ subscriptions: false })).toBe(true);
    expect(mailSaidOff({ subscriptions: true })).toBe(false);
    expect(mailSaidOff({})).toBe(false);
  });
});
