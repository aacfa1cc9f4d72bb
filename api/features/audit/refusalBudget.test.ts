import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditInput } from '../../storage/auditLog';
import { RefusalBudget } from './refusals';

const refusal = (ip: string): AuditInput => ({ actor: null, action: 'signInLocked', target: null, ip });
afterEach(() => vi.useRealTimers());

describe('RefusalBudget', () => {
  it('writes the count of the window when it ends, and starts a new window after', async () => {
    vi.useFakeTimers();
    const written: AuditInput[] = [];
    const budget = new RefusalBudget(async (e) => void written.push(e), 60_000, 2);
    for (let i = 0; i < 5; i++) await budget.note(refusal(`203.0.113.7`));
    await budget.note(refusal('2001:db8:1:1::1'));
    await budget.note(refusal('2001:db8:1:1::2')); // the same /64: the same client
    await budget.note(refusal('198.51.100.3')); // past the budget of 2 clients
    await budget.note(refusal('198.51.100.4'));
    expect(written.map((e) => e.ip)).toEqual(['203.0.113.7', '2001:db8:1:1::1']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(written.slice(2)).toEqual([
      { ...refusal('203.0.113.7'), count: 4 },
      { ...refusal('2001:db8:1:1::1'), count: 1 },
      { ...refusal('*'), count: 2 },
    ]);
    await budget.note(refusal('203.0.113.7'));
    expect(written.at(-1)).toEqual(refusal('203.0.113.7'));
    await budget.flush();
    expect(written).toHaveLength(6); // a client refused once: its entry says all
  });
});
