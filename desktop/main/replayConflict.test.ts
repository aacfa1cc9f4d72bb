import { describe, expect, it } from 'vitest';
import { invokeChannels } from '../shared/ipc';
import { useRealServer } from '../test/useRealServer';
import { CHANGED_ELSEWHERE } from './replay';

type Event = { id: string; title: string; location?: string; version: number };
const event = (title: string, location = 'Main hall') => ({
  title,
  location,
  startTime: '2026-06-10T17:00:00.000Z',
  endTime: '2026-06-10T18:00:00.000Z',
});

/**
 * The bug: an offline PUT queued, a later web PUT, reconnect, and the desktop's version
 * won in silence. A queued edit carries the version it was made on (If-Match); a replay that meets
 * a newer version goes to the failed list with both records and the admin's choice.
 */
describe('a queued offline edit replayed over a record changed elsewhere', () => {
  const suite = useRealServer();
  const { req } = suite;
  const onServer = async (id: string) =>
    (await suite.server.api<Event[]>('GET', '/api/events')).body.find((e) => e.id === id);

  /** An event at version 1, loaded by the desktop, edited there offline, then edited on the web (version 2). */
  async function conflicted(title: string) {
    const created = (await suite.server.api<Event>('POST', '/api/events', event(title))).body;
    expect(created.version).toBe(1);
    const app = await suite.client();
    await app.http.request(req('GET', '/api/events')); // the saved list, as the dashboard loads it
    await suite.server.stop();
    const put = await app.http.request({
      ...req('PUT', `/api/events/${created.id}`, event(`${title} (desktop)`, 'Studio B')),
      headers: { ...req('PUT', '/').headers, 'Content-Type': 'application/json', 'If-Match': '"1"' },
    });
    expect(put.status).toBe(202);
    expect(app.queue.pending).toEqual([expect.objectContaining({ method: 'PUT', ifMatch: '"1"' })]);
    // The saved list shows the edit at the version it will have once sent.
    const shown = JSON.parse((await app.http.request(req('GET', '/api/events'))).body) as Event[];
    expect(shown.find((e) => e.id === created.id)).toMatchObject({ title: `${title} (desktop)`, version: 2 });

    await suite.server.start();
    const web = await suite.server.api<Event>('PUT', `/api/events/${created.id}`, event(`${title} (web)`, 'Theatre'));
    expect(web.body.version).toBe(2);
    expect(await app.http.probe()).toBe(true);
    return { app, id: created.id, title };
  }

  it('does not overwrite the newer version: the edit is in the failed list saying so, with both records', async () => {
    const { app, id, title } = await conflicted('Rehearsal');
    expect(await onServer(id)).toMatchObject({ title: 'Rehearsal (web)', location: 'Theatre', version: 2 });
    const status = app.http.status();
    expect(status.queued).toEqual([]);
    expect(status.failed).toHaveLength(1);
    const [failed] = status.failed;
    expect(failed.error).toBe(CHANGED_ELSEWHERE);
    expect(failed.error).toMatch(/changed elsewhere/);
    expect(failed.conflict).toMatchObject({
      verb: 'update',
      mine: { title: `${title} (desktop)`, location: 'Studio B' },
      current: { id, title: `${title} (web)`, location: 'Theatre', version: 2 },
    });
  });

  it("keep mine sends the desktop's edit again over the newer version (version 3)", async () => {
    const { app, id } = await conflicted('Showcase');
    const status = await app.http.resolveConflict(app.http.status().failed[0].id, 'mine');
    expect(status).toMatchObject({ queued: [], failed: [] });
    expect(await onServer(id)).toMatchObject({ title: 'Showcase (desktop)', location: 'Studio B', version: 3 });
  });

  it("take the server's drops the queued edit and leaves the server as it is", async () => {
    const { app, id } = await conflicted('Recital');
    const status = await app.http.resolveConflict(app.http.status().failed[0].id, 'theirs');
    expect(status).toMatchObject({ queued: [], failed: [] });
    expect(app.queue.pending).toEqual([]);
    expect(await onServer(id)).toMatchObject({ title: 'Recital (web)', location: 'Theatre', version: 2 });
  });

  it('an offline delete made on an older version is not applied either', async () => {
    const created = (await suite.server.api<Event>('POST', '/api/events', event('Camp'))).body;
    const app = await suite.client();
    await app.http.request(req('GET', '/api/events'));
    await suite.server.stop();
    const del = await app.http.request({
      ...req('DELETE', `/api/events/${created.id}`),
      headers: { ...req('DELETE', '/').headers, 'if-match': '"1"' },
    });
    expect(del.status).toBe(202);
    await suite.server.start();
    await suite.server.api('PUT', `/api/events/${created.id}`, event('Camp (moved)'));
    await app.http.probe();
    expect(app.http.status().failed[0].conflict).toMatchObject({ verb: 'delete', current: { version: 2 } });
    expect(await onServer(created.id)).toMatchObject({ title: 'Camp (moved)' });
    await app.http.resolveConflict(app.http.status().failed[0].id, 'mine');
    expect(await onServer(created.id)).toBeUndefined();
  });

  it('checks the choice at the IPC boundary, and lets If-Match through to the server', () => {
    const input = invokeChannels.resolveConflict.input;
    expect(input.safeParse({ id: 'x', choice: 'mine' }).success).toBe(true);
    expect(input.safeParse({ id: 'x', choice: 'both' }).success).toBe(false);
    expect(input.safeParse({ id: '', choice: 'theirs' }).success).toBe(false);
    expect(input.safeParse({ id: 'x', choice: 'mine', extra: 1 }).success).toBe(false);
    const parsed = invokeChannels.request.input.parse({
      method: 'PUT',
      path: '/api/events/x',
      headers: { 'If-Match': '"2"', Cookie: 'no' },
    });
    expect(parsed.headers).toEqual({ 'If-Match': '"2"' });
  });
});
