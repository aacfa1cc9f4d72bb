import { describe, expect, it } from 'vitest';
import { clock, connectionTexts, quitWarning } from './connectionTexts';
import type { ConnectionStatus } from './transport';

const now = new Date('2026-11-24T14:30:00.000Z');
const edit = (queuedAt = '2026-11-24T14:00:00.000Z', error?: string) => ({
  id: queuedAt,
  description: 'Edit announcement “Spring show”',
  queuedAt,
  ...(error ? { error } : {}),
});
const status = (s: Partial<ConnectionStatus>): ConnectionStatus => ({
  online: true,
  savedAt: null,
  queued: [],
  failed: [],
  ...s,
});

describe('desktop banner texts', () => {
  it('says nothing when online with nothing waiting', () => {
    expect(connectionTexts(status({}), now)).toEqual({ offline: null, waiting: null, stale: null });
  });

  it('says since when the server is unreachable', () => {
    const since = '2026-11-24T14:02:00.000Z';
    const t = connectionTexts(status({ online: false, offlineSince: since, queued: [edit()] }), now);
    expect(t.offline).toBe(`Server unreachable since ${clock(since)}`);
    expect(t.waiting).toBe('1 change is waiting to be sent.');
    expect(clock(since)).toMatch(/^\d\d:\d\d$/);
  });

  it('asks to sign in again when the server refused the sign-in', () => {
    const reason = 'The server refused the sign-in: sign in again to send the waiting edits';
    const t = connectionTexts(status({ queued: [edit(undefined, reason), edit('2026-11-24T14:01:00.000Z')] }), now);
    expect(t.waiting).toBe('2 changes are waiting to be sent. Sign in again to send them.');
  });

  it('gives the server’s reason for other waits', () => {
    const t = connectionTexts(status({ queued: [edit(undefined, 'The server is not ready (503)')] }), now);
    expect(t.waiting).toBe('1 change is waiting to be sent: The server is not ready (503).');
  });

  it('warns about edits older than the server’s idempotency window (24 h)', () => {
    const fresh = edit('2026-11-23T15:00:00.000Z');
    const old = edit('2026-11-23T14:00:00.000Z');
    expect(connectionTexts(status({ queued: [fresh] }), now).stale).toBeNull();
    expect(connectionTexts(status({ queued: [old, fresh] }), now).stale).toMatch(
      /^1 change has waited more than 24 hours\. .*could apply it twice/,
    );
  });

  it('asks before quitting only when edits wait or were refused', () => {
    expect(quitWarning(status({}))).toBeNull();
    expect(quitWarning(status({ queued: [edit()] }))?.message).toBe('1 change has not reached the server yet');
    expect(quitWarning(status({ queued: [edit()], failed: [edit()] }))?.message).toBe(
      '2 changes have not reached the server yet',
    );
  });
});
