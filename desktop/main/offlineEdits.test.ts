import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../shared/transport';
import { tempDir } from '../test/tmp';
import { OfflineCache } from './cache';
import { createOfflineEdits, describeEdit, QUEUED_STATUS, queueTarget } from './offlineEdits';
import { EditQueue } from './queue';
import { TEMP_ID_PREFIX } from './tempIds';

type Row = { id: string; title?: string; filename?: string };

describe('which requests the queue may hold', () => {
  it('takes the dashboard CRUD edits only', () => {
    expect(queueTarget('POST', '/api/announcements')).toEqual({ name: 'announcements', id: null });
    expect(queueTarget('PUT', '/api/events/abc_1')).toEqual({ name: 'events', id: 'abc_1' });
    expect(queueTarget('DELETE', '/api/contact/x')).toEqual({ name: 'contactMessages', id: 'x' });
    expect(queueTarget('PATCH', '/api/contact/x')).toEqual({ name: 'contactMessages', id: 'x' });
    expect(queueTarget('PATCH', '/api/contact')).toBeNull();
    expect(queueTarget('DELETE', '/api/data-exports/x')).toEqual({ name: 'dataExports', id: 'x' });
    expect(queueTarget('POST', '/api/admin/login')).toBeNull();
    expect(queueTarget('POST', '/api/data-imports')).toBeNull();
    expect(queueTarget('POST', '/api/upload/image')).toBeNull();
    expect(queueTarget('PUT', '/api/events')).toBeNull();
    expect(queueTarget('DELETE', '/api/events?x=1')).toBeNull();
  });
  it('describes them for the banner', () => {
    expect(describeEdit('PUT', { name: 'galleryItems', id: '1' }, { title: ' Spring ' })).toBe(
      'Update gallery item “Spring”',
    );
    expect(describeEdit('DELETE', { name: 'contactMessages', id: '1' }, undefined, { name: 'Ann' })).toBe(
      'Delete message “Ann”',
    );
    expect(describeEdit('POST', { name: 'events', id: null }, {})).toBe('Create event');
    expect(describeEdit('PATCH', { name: 'contactMessages', id: '1' }, { status: 'read' }, { name: 'Ann' })).toBe(
      'Mark message “Ann” read',
    );
  });
});

describe('offline edits against a saved list and the queue on disk', () => {
  const req = (method: ApiRequest['method'], path: string, body?: unknown): ApiRequest => ({
    method,
    path,
    body,
    headers: {},
  });
  async function setup(saved: Record<string, Row[]>) {
    const dir = tempDir();
    const cache = new OfflineCache(join(dir, 'cache'));
    for (const [path, rows] of Object.entries(saved)) {
      await cache.put(path, { status: 200, statusText: 'OK', body: JSON.stringify(rows) });
    }
    const queue = await EditQueue.open(dir);
    const edits = createOfflineEdits({ cache, queue });
    const list = async (path: string) => JSON.parse((await cache.get(path))!.body) as Row[];
    const enqueue = (r: ApiRequest) => edits.enqueue(r, queueTarget(r.method, r.path)!);
    return { cache, queue, edits, list, enqueue };
  }

  it('shows an edit, a create and a delete in the saved list, each queued with its description', async () => {
    const saved = [
      { id: 'a', title: 'Old' },
      { id: 'b', title: 'Gone' },
    ];
    const { queue, list, enqueue } = await setup({ '/api/events': saved });
    const put = await enqueue(req('PUT', '/api/events/a', { title: 'New' }));
    expect(put.status).toBe(QUEUED_STATUS);
    expect(JSON.parse(put.body)).toMatchObject({ id: 'a', title: 'New', queued: true });
    const post = JSON.parse((await enqueue(req('POST', '/api/events', { title: 'Made' }))).body) as Row;
    expect(post.id.startsWith(TEMP_ID_PREFIX)).toBe(true);
    await enqueue(req('DELETE', '/api/events/b'));
    expect((await list('/api/events')).map((r) => [r.id, r.title])).toEqual([
      ['a', 'New'],
      [post.id, 'Made'],
    ]);
    expect(queue.pending.map((p) => p.description)).toEqual([
      'Update event “New”',
      'Create event “Made”',
      'Delete event “Gone”',
    ]);
  });

  it('joins an edit or a delete of a never-sent create into that create', async () => {
    const { queue, list, enqueue } = await setup({ '/api/announcements': [] });
    const made = JSON.parse((await enqueue(req('POST', '/api/announcements', { title: 'Draft' }))).body) as Row;
    await enqueue(req('PUT', `/api/announcements/${made.id}`, { title: 'Final' }));
    expect(queue.pending).toHaveLength(1);
    expect(queue.pending[0]).toMatchObject({
      method: 'POST',
      body: { title: 'Final' },
      description: 'Create announcement “Final”',
    });
    expect((await list('/api/announcements')).map((r) => r.title)).toEqual(['Final']);

    await enqueue(req('DELETE', `/api/announcements/${made.id}`));
    expect(queue.pending).toEqual([]);
    expect(await list('/api/announcements')).toEqual([]);
  });

  it('leaves the export history list as it was, and shows a replayed create under its server id', async () => {
    const { queue, edits, list, enqueue } = await setup({
      '/api/data-exports': [{ id: 'x', filename: 'backup.json' }],
      '/api/gallery': [],
    });
    await enqueue(req('DELETE', '/api/data-exports/x'));
    expect(queue.pending.at(-1)?.description).toBe('Delete data export “backup.json”');
    expect(await list('/api/data-exports')).toEqual([{ id: 'x', filename: 'backup.json' }]);

    await enqueue(req('POST', '/api/gallery', { title: 'Photo' }));
    const create = queue.pending.at(-1)!;
    await edits.showCreated(create, 'server-id');
    expect((await list('/api/gallery')).map((r) => r.id)).toEqual(['server-id']);
  });
});
