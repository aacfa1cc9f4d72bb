import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/tmp';
import { useRealServer } from '../test/useRealServer';
import { damagedFilesMessage } from './files-atomic';
import { EditQueue } from './queue';
import type { QueueItem, SendOutcome } from './queueTypes';
import { TEMP_ID_PREFIX } from './tempIds';

const edit = (title: string): Parameters<EditQueue['enqueue']>[0] => ({
  method: 'POST',
  path: '/api/announcements',
  body: { title, content: `About ${title}`, date: '2026-05-01' },
  description: `Create announcement “${title}”`,
});

describe('edit queue on disk', () => {
  it('keeps edits in the order they were made, across a restart', async () => {
    const dir = tempDir();
    const q = await EditQueue.open(dir);
    await q.enqueue(edit('one'));
    await q.enqueue(edit('two'));
    await q.enqueue({ method: 'DELETE', path: '/api/events/abc', description: 'Delete event' });
    expect(JSON.parse(await readFile(join(dir, 'queue.json'), 'utf8')).pending).toHaveLength(3);

    const restarted = await EditQueue.open(dir);
    expect(restarted.pending.map((p) => p.description)).toEqual([
      'Create announcement “one”',
      'Create announcement “two”',
      'Delete event',
    ]);
    expect(restarted.pending[2]).not.toHaveProperty('body');
    expect(new Set(restarted.pending.map((p) => p.id)).size).toBe(3);
  });

  it('stops at the first edit the server cannot be reached for, and keeps it first in line', async () => {
    const q = await EditQueue.open(tempDir());
    await q.enqueue(edit('a'));
    await q.enqueue(edit('b'));
    const seen: string[] = [];
    const result = await q.replay(async (item) => {
      seen.push((item.body as { title: string }).title);
      return { kind: 'unreachable', reason: 'ECONNREFUSED' };
    });
    expect(seen).toEqual(['a']);
    expect(result).toEqual({ sent: 0, rejected: 0, remaining: 2, unreachable: 'ECONNREFUSED' });
    expect(q.pending.map((p) => (p.body as { title: string }).title)).toEqual(['a', 'b']);
    expect(q.failed).toEqual([]);
  });

  it('a sender that throws counts as unreachable: nothing is dropped', async () => {
    const q = await EditQueue.open(tempDir());
    await q.enqueue(edit('a'));
    const result = await q.replay(async () => {
      throw new Error('boom');
    });
    expect(result.unreachable).toBe('boom');
    expect(q.pending).toHaveLength(1);
  });

  it('concurrent replays share one run, so nothing is sent twice', async () => {
    const q = await EditQueue.open(tempDir());
    await q.enqueue(edit('a'));
    await q.enqueue(edit('b'));
    const sent: string[] = [];
    const send = async (item: QueueItem): Promise<SendOutcome> => {
      await new Promise((r) => setTimeout(r, 10));
      sent.push(item.id);
      return { kind: 'sent' };
    };
    await Promise.all([q.replay(send), q.replay(send), q.replay(send)]);
    expect(sent).toHaveLength(2);
    expect(q.pending).toHaveLength(0);
  });

  it('retry puts failed edits back in line in their original order; discard forgets one only when asked', async () => {
    const dir = tempDir();
    let clock = 0;
    const q = await EditQueue.open(dir, () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)));
    await q.enqueue(edit('first'));
    await q.enqueue(edit('second'));
    await q.replay(async () => ({ kind: 'rejected', reason: '400: Title is required' }));
    expect(q.failed.map((f) => f.error)).toEqual(['400: Title is required', '400: Title is required']);
    await q.enqueue(edit('third'));
    await q.retryFailed();
    expect(q.pending.map((p) => (p.body as { title: string }).title)).toEqual(['first', 'second', 'third']);
    expect(q.pending[0]).not.toHaveProperty('error');

    await q.replay(async (item) =>
      (item.body as { title: string }).title === 'second' ? { kind: 'rejected', reason: 'no' } : { kind: 'sent' },
    );
    expect(q.failed).toHaveLength(1);
    const restarted = await EditQueue.open(dir);
    expect(restarted.failed[0]).toMatchObject({ error: 'no', description: 'Create announcement “second”' });
    expect(await restarted.discardFailed('not-an-id')).toBe(false);
    expect(await restarted.discardFailed(restarted.failed[0].id)).toBe(true);
    expect((await EditQueue.open(dir)).failed).toEqual([]);
  });

  it('loads a queue.json written before in-doubt marks and the id map; edits of a create go with the id its answer gave', async () => {
    const dir = tempDir();
    const createId = '0b5c7c1e-3f3a-4f55-9a55-2d1f0e6c9a01';
    const old = {
      version: 1,
      pending: [
        {
          id: createId,
          method: 'POST',
          path: '/api/events',
          body: { title: 'Camp' },
          description: 'Create event “Camp”',
          queuedAt: '2026-01-01T00:00:00.000Z',
        },
        {
          id: 'edit-1',
          method: 'PUT',
          path: `/api/events/${TEMP_ID_PREFIX}${createId}`,
          body: { title: 'Camp', related: [`${TEMP_ID_PREFIX}${createId}`], note: 'queued-not-an-id' },
          description: 'Update event “Camp”',
          queuedAt: '2026-01-01T00:00:01.000Z',
        },
      ],
      failed: [],
    };
    await writeFile(join(dir, 'queue.json'), JSON.stringify(old));
    const q = await EditQueue.open(dir);
    expect(q.pending.map((p) => p.id)).toEqual([createId, 'edit-1']);
    expect(q.pending[0]).not.toHaveProperty('inDoubt');

    const onDisk: QueueItem[][] = [];
    const sent: QueueItem[] = [];
    const result = await q.replay(async (item) => {
      onDisk.push(JSON.parse(await readFile(join(dir, 'queue.json'), 'utf8')).pending);
      sent.push(item);
      return item.method === 'POST' ? { kind: 'sent', createdId: 'srv42' } : { kind: 'sent' };
    });
    expect(result).toEqual({ sent: 2, rejected: 0, remaining: 0 });
    // Each item is marked as possibly received, with the server's ids in, on disk before it leaves.
    expect(onDisk[0][0]).toMatchObject({ id: createId, inDoubt: true });
    expect(onDisk[1][0]).toMatchObject({ id: 'edit-1', inDoubt: true, path: '/api/events/srv42' });
    expect(sent[1]).toMatchObject({
      path: '/api/events/srv42',
      body: { title: 'Camp', related: ['srv42'], note: 'queued-not-an-id' },
    });
    // The id map is kept for windows still showing the temporary id, across restarts.
    const restarted = await EditQueue.open(dir);
    expect(restarted.serverIdFor(`${TEMP_ID_PREFIX}${createId}`)).toBe('srv42');
    expect(restarted.resolveTempIds({ path: `/api/events/${TEMP_ID_PREFIX}${createId}` }).path).toBe(
      '/api/events/srv42',
    );
  });

  it('never changes or removes an item in doubt; one surely not received takes edits again unless some wait behind it', async () => {
    const q = await EditQueue.open(tempDir());
    const sentOnce = await q.enqueue({ ...edit('live, answer lost'), inDoubt: true });
    expect(await q.updatePending(sentOnce.id, (i) => ({ ...i, body: {} }))).toBe(false);
    expect(await q.removePending(sentOnce.id)).toBe(false);
    expect(q.pending).toEqual([sentOnce]);

    const q2 = await EditQueue.open(tempDir());
    const create = await q2.enqueue(edit('never left'));
    let tries = 0;
    // Refused before it left: not in doubt afterwards, so a later edit may still join it.
    await q2.replay(async (item) => {
      tries++;
      expect(item.inDoubt).toBe(true); // while on the way, it is
      expect(await q2.updatePending(create.id, (i) => i)).toBe(false);
      return { kind: 'unreachable', reason: 'ECONNREFUSED', notDelivered: true };
    });
    expect(q2.pending[0]).not.toHaveProperty('inDoubt');
    expect(await q2.updatePending(create.id, (i) => ({ ...i, description: 'merged' }))).toBe(true);
    // An edit queued after it while it was on the way keeps it in doubt (the edit has to go after it).
    await q2.replay(async () => {
      tries++;
      await q2.enqueue({
        method: 'DELETE',
        path: `/api/announcements/${TEMP_ID_PREFIX}${create.id}`,
        description: 'Delete announcement',
      });
      return { kind: 'unreachable', reason: 'ECONNREFUSED', notDelivered: true };
    });
    expect(tries).toBe(2);
    expect(q2.pending.map((p) => p.inDoubt ?? false)).toEqual([true, false]);
    expect(await q2.removePending(create.id)).toBe(false);
    // A connection lost on the way leaves it in doubt.
    const q3 = await EditQueue.open(tempDir());
    await q3.enqueue(edit('maybe received'));
    await q3.replay(async () => ({ kind: 'unreachable', reason: 'ECONNRESET' }));
    expect(q3.pending[0].inDoubt).toBe(true);
  });

  it('starts on a damaged queue file, keeping it aside (never overwritten) with a timestamp', async () => {
    const dir = tempDir();
    await writeFile(join(dir, 'queue.json'), '{"pending": [');
    const q = await EditQueue.open(dir, () => new Date('2026-11-24T08:36:37.123Z'));
    expect(q.pending).toEqual([]);
    expect(q.setAside).toEqual({
      file: join(dir, 'queue.json'),
      keptAs: join(dir, 'queue.damaged-2026-11-24T08-36-37Z.json'),
    });
    expect(await readFile(q.setAside!.keptAs, 'utf8')).toBe('{"pending": [');
    await q.enqueue(edit('after the damage'));
    const again = await EditQueue.open(dir);
    expect(again.setAside).toBeUndefined();
    expect(again.pending).toHaveLength(1);
  });

  it('sets aside one malformed item of a loaded queue.json, with a notice, and replays the rest', async () => {
    const dir = tempDir();
    const good = (title: string, id: string) => ({ ...edit(title), id, queuedAt: '2026-11-20T10:00:00.000Z' });
    const broken = [
      { ...good('no path', '00000000-0000-4000-8000-000000000001'), path: 42 },
      {
        id: '00000000-0000-4000-8000-000000000002',
        method: 'GET',
        path: '/api/x',
        description: 'a GET',
        queuedAt: 'x',
      },
      'not an item',
      null,
    ];
    await writeFile(
      join(dir, 'queue.json'),
      JSON.stringify({
        version: 1,
        pending: [good('first', 'a1'), broken[0], broken[1], good('second', 'a2')],
        failed: [
          broken[2],
          { ...good('refused', 'a3'), error: 'nope', failedAt: '2026-11-20T10:01:00.000Z' },
          broken[3],
        ],
        created: { a0: { id: 'srv-1', at: '2026-11-20T10:00:00.000Z' }, bad: 7 },
      }),
    );
    const q = await EditQueue.open(dir, () => new Date('2026-11-24T08:36:37Z'));
    expect(q.pending.map((p) => p.id)).toEqual(['a1', 'a2']);
    expect(q.failed.map((p) => p.id)).toEqual(['a3']);
    expect(q.setAside).toEqual({
      file: join(dir, 'queue.json'),
      keptAs: join(dir, 'queue.damaged-2026-11-24T08-36-37Z.json'),
      items: 4,
    });
    expect(JSON.parse(await readFile(q.setAside!.keptAs, 'utf8'))).toEqual({
      pending: [broken[0], broken[1]],
      failed: [broken[2], broken[3]],
    });
    expect(damagedFilesMessage([q.setAside!])?.detail).toContain(
      '4 edits waiting in queue.json could not be read and were set aside; the other edits are kept',
    );
    // Set aside on disk too: the next start finds a clean queue, and the replay goes through.
    expect((await EditQueue.open(dir)).setAside).toBeUndefined();
    const seen: string[] = [];
    const result = await q.replay(async (item) => {
      seen.push(item.id);
      return { kind: 'sent' };
    });
    expect(seen).toEqual(['a1', 'a2']);
    expect(result).toMatchObject({ sent: 2, remaining: 0 });
  });
});

describe('edit queue replayed against the real server on 127.0.0.1', () => {
  const suite = useRealServer();

  /** What the desktop's http module does for each queued edit, reduced to the essentials. */
  const sendTo =
    (url: () => string) =>
    async (item: QueueItem): Promise<SendOutcome> => {
      let res: Response;
      try {
        res = await fetch(url() + item.path, {
          method: item.method,
          headers: { Authorization: `Bearer ${suite.token}`, 'Content-Type': 'application/json' },
          body: item.body === undefined ? undefined : JSON.stringify(item.body),
        });
      } catch (e) {
        return { kind: 'unreachable', reason: String((e as Error).cause ?? e) };
      }
      if (res.ok) return { kind: 'sent' };
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      return { kind: 'rejected', reason: `${res.status}: ${body.message ?? res.statusText}` };
    };

  it('sends edits in order after a restart of the app, keeps the one the server refuses with its reason', async () => {
    const dir = tempDir();
    const created = await suite.server.api<{ id: string }>('POST', '/api/announcements', {
      title: 'Existing',
      content: 'x',
      date: '2026-04-01',
    });
    expect(created.status).toBe(201);

    const q = await EditQueue.open(dir);
    await q.enqueue(edit('Offline one'));
    await q.enqueue({
      method: 'PUT',
      path: `/api/announcements/${created.body.id}`,
      body: { title: 'Existing, edited offline', content: 'x', date: '2026-04-01' },
      description: 'Update announcement',
    });
    await q.enqueue({
      method: 'POST',
      path: '/api/announcements',
      body: { title: '', content: 'no title', date: '2026-04-01' },
      description: 'Create announcement (invalid)',
    });
    await q.enqueue({ method: 'DELETE', path: '/api/events/does-not-exist', description: 'Delete event' });
    await q.enqueue(edit('Offline two'));

    // The server is down: nothing goes, nothing is lost.
    await suite.server.stop();
    const down = await q.replay(sendTo(() => suite.server.url));
    expect(down).toMatchObject({ sent: 0, rejected: 0, remaining: 5 });
    expect(down.unreachable).toMatch(/ECONNREFUSED|other side closed|SocketError/);

    // The app restarts (new instance on the same folder), the server comes back.
    await suite.server.start();
    const restarted = await EditQueue.open(dir);
    expect(restarted.pending).toHaveLength(5);
    const result = await restarted.replay(sendTo(() => suite.server.url));
    expect(result).toEqual({ sent: 3, rejected: 2, remaining: 0 });

    const list = (await suite.server.api<{ title: string; createdAt: string }[]>('GET', '/api/announcements')).body;
    const titles = list.map((a) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['Offline one', 'Existing, edited offline', 'Offline two']));
    expect(titles).not.toContain('Existing');
    const one = list.find((a) => a.title === 'Offline one')!;
    const two = list.find((a) => a.title === 'Offline two')!;
    expect(one.createdAt <= two.createdAt).toBe(true);

    // Each refused edit is kept, with the server's reason, also after another restart.
    const failed = (await EditQueue.open(dir)).failed;
    expect(failed.map((f) => f.description)).toEqual(['Create announcement (invalid)', 'Delete event']);
    expect(failed[0].error).toMatch(/^400: /);
    expect(failed[1].error).toMatch(/^404: /);
    expect(failed.every((f) => typeof f.failedAt === 'string')).toBe(true);
  });
});
