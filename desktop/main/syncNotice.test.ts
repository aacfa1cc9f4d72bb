import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../shared/transport';
import { syncNotice } from './syncNotice';

const e = (id: string, error?: string) => ({
  id,
  description: `Edit ${id}`,
  queuedAt: '2026-11-24T14:00:00Z',
  ...(error ? { error } : {}),
});
const s = (queued: ReturnType<typeof e>[], failed: ReturnType<typeof e>[] = []): ConnectionStatus => ({
  online: true,
  savedAt: null,
  queued,
  failed,
});

describe('sync notifications', () => {
  it('tells when every waiting change reached the server', () => {
    expect(syncNotice(s([e('a'), e('b')]), s([]))).toEqual({
      title: 'Changes sent',
      body: 'The 2 changes made while offline reached the server.',
    });
    expect(syncNotice(s([e('a')]), s([]))?.body).toBe('The change made while offline reached the server.');
  });

  it('tells when the server refused one, with its reason', () => {
    expect(syncNotice(s([e('a'), e('b')]), s([e('b')], [e('a', '404: Announcement not found')]))).toEqual({
      title: 'A change could not be saved',
      body: 'Edit a: 404: Announcement not found',
    });
  });

  it('stays quiet while changes still wait, or when nothing changed', () => {
    expect(syncNotice(s([e('a'), e('b')]), s([e('b')]))).toBeNull();
    expect(syncNotice(s([]), s([e('a')]))).toBeNull();
    expect(syncNotice(s([], [e('x', 'r')]), s([], [e('x', 'r')]))).toBeNull();
  });
});
