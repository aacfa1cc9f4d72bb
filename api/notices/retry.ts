// Shared by the families' queue (queue.ts) and the contact emails (features/inbox/notifier.ts).
/** The wait before attempt n+1 after n failed ones: base, 2×base, 4×base..., at most max. */
export const retryDelay = (failedAttempts: number, baseMs: number, maxMs: number) =>
  Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, failedAttempts - 1)));
