import { describe, expect, it } from 'vitest';
import type { TrashEntry } from '../../shared/schemas';
import { lossyFetch } from '../test/lossyFetch';
import { useRealServer } from '../test/useRealServer';
import { DELETE_ALREADY_SENT, QUEUED_DELETE_PREFIX } from './offlineEdits';

type Item = { id: string; title: string; version: number };
const event = (title: string) => ({
  title,
  startTime: '2026-06-10T17:00:00.000Z',
  endTime: '2026-06-10T18:00:00.000Z',
});

/**
 * A wrong click offline: the delete is queued, and the toast's Undo (the web's trashApi.undoDelete:
 * list the trash, restore its entry) takes it back before it is ever sent.
 */
describe('undo of a delete made offline', () => {
  const suite = useRealServer();
  const { req } = suite;
  const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;

  /** An event on the server, the desktop's saved lists (with or without the trash), the server gone, the event deleted. */
  async function deletedOffline(title: string, trashSaved: boolean) {
    const created = (await suite.server.api<Item>('POST', '/api/events', event(title))).body;
    const app = await suite.client();
    await app.http.request(req('GET', '/api/events'));
    if (trashSaved) await app.http.request(req('GET', '/api/trash'));
    await suite.server.stop();
    // The dashboard goes on showing the saved list: the app knows it is offline before the delete,
    // which is then surely not sent (not "in doubt", see the last test).
    expect((await app.http.request(req('GET', '/api/events'))).status).toBe(200);
    expect(app.http.isOnline()).toBe(false);
    const del = await app.http.request({
      ...req('DELETE', `/api/events/${created.id}`),
      headers: { ...req('DELETE', '/').headers, 'If-Match': '"1"' },
    });
    expect(del.status).toBe(202);
    return { app, id: created.id };
  }
  const undo = async (app: Awaited<ReturnType<typeof deletedOffline>>['app'], id: string) => {
    // As the dashboard does it: the trash (the saved copy, offline), then restore its entry.
    const trash = json<TrashEntry[]>(await app.http.request(req('GET', '/api/trash')));
    const entry = trash.find((e) => e.type === 'event' && e.record.id === id);
    expect(entry?.id).toMatch(new RegExp(`^${QUEUED_DELETE_PREFIX}`));
    return app.http.request(req('POST', `/api/trash/${entry!.id}/restore`));
  };

  it.each([
    ['the trash was saved online', true],
    ['nothing of the trash was saved', false],
  ])(
    'takes it back while it waits (%s): the queue is empty, the record back in the list, the server untouched',
    async (_, saved) => {
      const { app, id } = await deletedOffline(`Undo me ${saved}`, saved);
      expect(json<Item[]>(await app.http.request(req('GET', '/api/events'))).some((e) => e.id === id)).toBe(false);
      const restored = await undo(app, id);
      expect(restored.status).toBe(200);
      expect(json<Item>(restored)).toMatchObject({ id, title: `Undo me ${saved}`, version: 1 });
      expect(app.queue.pending).toEqual([]);
      expect(json<Item[]>(await app.http.request(req('GET', '/api/events'))).find((e) => e.id === id)).toMatchObject({
        version: 1,
      });
      expect(json<TrashEntry[]>(await app.http.request(req('GET', '/api/trash'))).some((e) => e.record.id === id)).toBe(
        false,
      );

      await suite.server.start();
      expect(await app.http.probe()).toBe(true);
      const onServer = (await suite.server.api<Item[]>('GET', '/api/events')).body;
      expect(onServer.find((e) => e.id === id)).toMatchObject({ version: 1 });
      app.http.dispose();
    },
  );

  it('once the delete has gone, the stand-in leaves the saved trash and its restore says to use the server’s', async () => {
    const { app, id } = await deletedOffline('Sent anyway', true);
    const trash = json<TrashEntry[]>(await app.http.request(req('GET', '/api/trash')));
    const standIn = trash.find((e) => e.record.id === id)!;
    await suite.server.start();
    expect(await app.http.flush()).toBe(true);
    expect((await suite.server.api<Item[]>('GET', '/api/events')).body.some((e) => e.id === id)).toBe(false);
    expect(JSON.parse((await app.cache.get('/api/trash'))!.body)).not.toContainEqual(
      expect.objectContaining({ id: standIn.id }),
    );
    const late = await app.http.request(req('POST', `/api/trash/${standIn.id}/restore`));
    expect(late.status).toBe(409);
    expect(json<{ message: string }>(late).message).toBe(DELETE_ALREADY_SENT);
    // The server's own trash entry restores it, as online.
    const real = json<TrashEntry[]>(await app.http.request(req('GET', '/api/trash'))).find((e) => e.record.id === id)!;
    expect((await app.http.request(req('POST', `/api/trash/${real.id}/restore`))).status).toBe(200);
    app.http.dispose();
  });

  it('a delete that may have reached the server (its answer lost) is shown in the trash, but stays queued: its undo says so', async () => {
    const created = (await suite.server.api<Item>('POST', '/api/events', event('In doubt'))).body;
    const net = lossyFetch();
    const app = await suite.client(undefined, { fetch: net.fetch });
    await app.http.request(req('GET', '/api/events'));
    net.dropNext();
    expect((await app.http.request(req('DELETE', `/api/events/${created.id}`))).status).toBe(202);
    expect(app.queue.pending).toEqual([expect.objectContaining({ method: 'DELETE', inDoubt: true })]);
    const standIn = JSON.parse((await app.cache.get('/api/trash'))!.body) as TrashEntry[];
    expect(standIn).toEqual([
      expect.objectContaining({ type: 'event', record: expect.objectContaining({ id: created.id }) }),
    ]);
    const late = await app.http.request(req('POST', `/api/trash/${standIn[0].id}/restore`));
    expect(late.status).toBe(409);
    expect(json<{ message: string }>(late).message).toBe(DELETE_ALREADY_SENT);
    expect(app.queue.pending).toHaveLength(1);
    app.http.dispose();
  });

  it('a delete refused when it is sent (the event changed elsewhere) leaves the saved trash too', async () => {
    const { app, id } = await deletedOffline('Changed meanwhile', true);
    await suite.server.start();
    await suite.server.api('PUT', `/api/events/${id}`, event('Changed meanwhile (web)'));
    expect(await app.http.flush()).toBe(true);
    expect(app.http.status().failed).toHaveLength(1);
    expect((await suite.server.api<Item[]>('GET', '/api/events')).body.some((e) => e.id === id)).toBe(true);
    const saved = JSON.parse((await app.cache.get('/api/trash'))!.body) as TrashEntry[];
    expect(saved.some((e) => e.record.id === id)).toBe(false);
    app.http.dispose();
  });
});
