import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../shared/transport';
import { tempDir } from '../test/tmp';
import { createConnectionStatus } from './connectionStatus';
import { EditQueue } from './queue';

describe('connection status for the offline banner', () => {
  async function setup() {
    const queue = await EditQueue.open(tempDir());
    const connection = createConnectionStatus(queue);
    const heard: ConnectionStatus[] = [];
    connection.subscribe((s) => heard.push(s));
    return { queue, connection, heard };
  }

  it('reports the oldest saved content shown while offline, and forgets it once online', async () => {
    const { connection, heard } = await setup();
    expect(connection.current()).toEqual({ online: true, savedAt: null, queued: [], failed: [] });
    connection.setOnline(false);
    connection.servedFromCache('2026-05-02T10:00:00.000Z');
    connection.servedFromCache('2026-05-01T10:00:00.000Z');
    connection.servedFromCache('2026-05-03T10:00:00.000Z');
    expect(connection.current()).toMatchObject({ online: false, savedAt: '2026-05-01T10:00:00.000Z' });
    expect(heard).toHaveLength(3); // offline, then each older time; not the newer one
    connection.setOnline(true);
    connection.setOnline(true);
    expect(connection.current()).toMatchObject({ online: true, savedAt: null });
    expect(heard).toHaveLength(4);
  });

  it('lists the queue as it changes, with the reason the first edit waits', async () => {
    const { queue, connection, heard } = await setup();
    await queue.enqueue({ method: 'DELETE', path: '/api/events/a', description: 'Delete event' });
    expect(heard.at(-1)?.queued).toEqual([expect.objectContaining({ description: 'Delete event' })]);
    connection.setWaitingReason('Sign in again');
    expect(connection.current().queued[0].error).toBe('Sign in again');
    connection.setWaitingReason(null);
    expect(connection.current().queued[0]).not.toHaveProperty('error');

    connection.dispose();
    const before = heard.length;
    await queue.enqueue({ method: 'DELETE', path: '/api/events/b', description: 'Delete event' });
    expect(heard).toHaveLength(before);
  });
});

describe('offline since', () => {
  it('tells since when the server is unreachable, and forgets it once online', async () => {
    let clock = new Date('2026-11-24T14:02:00.000Z');
    const connection = createConnectionStatus(await EditQueue.open(tempDir()), () => clock);
    connection.setOnline(false);
    clock = new Date('2026-11-24T14:05:00.000Z');
    connection.setOnline(false);
    expect(connection.current().offlineSince).toBe('2026-11-24T14:02:00.000Z');
    connection.setOnline(true);
    expect(connection.current()).not.toHaveProperty('offlineSince');
  });
});
