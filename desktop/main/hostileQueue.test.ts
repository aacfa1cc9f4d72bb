import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../shared/transport';
import { tempDir } from '../test/tmp';
import { PASSWORDS } from '../test/realServer';
import { useRealServer } from '../test/useRealServer';
import { createBackend, serverFolderName, type Backend } from './backend';
import { DUPLICATE_TEXT } from './queueLoad';

const cipher = {
  isEncryptionAvailable: () => true,
  encryptString: (s: string) => Buffer.from(s),
  decryptString: (b: Buffer) => b.toString(),
};
type Announcement = { id: string; title: string; version: number };

/**
 * queue.json is a file anyone on the computer can write, and the queue replays it with the
 * administrator's token. A foreign or damaged one, replayed against the real server, must change
 * nothing there (but the one edit the app itself would have queued) and hold back nothing.
 */
describe('a hostile queue.json', () => {
  const suite = useRealServer();

  async function backendOn(dir: string): Promise<Backend> {
    return createBackend({
      userDataDir: dir,
      fetch,
      cipher,
      dialogs: { save: async () => true, open: async () => null },
      openExternal: () => undefined,
    });
  }

  it('replays only what the app queues, shows the rest as blocked with Discard, and later edits go through', async () => {
    const { server } = suite;
    const kept = (
      await server.api<Announcement>('POST', '/api/announcements', {
        title: 'Keep me',
        content: 'As it is',
        date: '2026-03-01',
      })
    ).body;
    const dir = tempDir();
    const serverDir = join(dir, 'servers', serverFolderName(server.url));
    await mkdir(serverDir, { recursive: true });
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ serverUrl: server.url }));
    const at = new Date().toISOString();
    const item = (fields: Record<string, unknown>) => ({
      id: randomUUID(),
      description: 'Update announcement “Keep me”',
      queuedAt: at,
      ...fields,
    });
    const dup = randomUUID();
    const orphanCreate = randomUUID();
    await writeFile(
      join(serverDir, 'queue.json'),
      JSON.stringify({
        version: 1,
        pending: [
          item({ method: 'POST', path: '/api/admin/logout', body: {} }),
          item({ method: 'POST', path: '/api/auth/logout', body: {} }),
          item({ method: 'DELETE', path: '/api/backups/x' }),
          item({ method: 'GET', path: '/api/contact' }),
          item({ method: 'DELETE', path: `/api/announcements/${kept.id}`, ifMatch: '"1"\r\nX: 1' }),
          item({ method: 'PUT', path: `/api/announcements/${kept.id}`, ifMatch: '"1"\u2603', body: { title: 'x' } }),
          item({ id: 'a☃b', method: 'PUT', path: `/api/announcements/${kept.id}`, body: { title: 'Snowman' } }),
          item({ id: 'x'.repeat(200), method: 'DELETE', path: `/api/announcements/${kept.id}` }),
          // The one edit this app would have queued, then a second copy of it.
          item({ id: dup, method: 'POST', path: '/api/announcements', body: legit, description: 'Create' }),
          item({ id: dup, method: 'POST', path: '/api/announcements', body: legit, description: 'Create' }),
          // A record "created offline" whose server id, kept in created, would go into the path.
          item({ method: 'DELETE', path: `/api/announcements/queued-${orphanCreate}` }),
        ],
        failed: [],
        created: { [orphanCreate]: { id: '..%2fbackups%2fx', at } },
      }),
    );

    const backend = await backendOn(dir);
    const before = (await backend.handle('getConnection', undefined)) as ConnectionStatus;
    // Only the app's own edits wait; the others are listed as blocked, each with the reason.
    expect(before.queued.map((q) => q.id)).toEqual([dup, expect.any(String)]);
    const blocked = before.failed.filter((f) => f.blocked);
    expect(blocked).toHaveLength(9);
    expect(blocked.map((b) => b.error).join('\n')).toMatch(/POST \/api\/admin\/logout is not an edit this app queues/);
    expect(blocked.map((b) => b.error)).toContain(DUPLICATE_TEXT);
    expect(blocked.map((b) => b.error).filter((e) => /If-Match/.test(e!))).toHaveLength(2);
    expect(blocked.map((b) => b.error).filter((e) => /id is not one this app makes/.test(e!))).toHaveLength(2);
    // Each shown with an id the page can hand back (any original length).
    for (const b of blocked) expect(b.id).toMatch(/^[0-9a-f-]{36}$/);

    // Signing in sends what waits.
    const login = await backend.handle('request', {
      method: 'POST',
      path: '/api/admin/login',
      body: { password: PASSWORDS.admin },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(login.status).toBe(200);
    await expect
      .poll(async () => (await backend.handle('getConnection', undefined)).queued.length, { timeout: 10_000 })
      .toBe(0);

    // Nothing changed on the server but the legitimate create: the session lives, the record is as it was.
    expect((await backend.handle('request', { method: 'GET', path: '/api/admin/session', headers: {} })).status).toBe(
      200,
    );
    const list = (await server.api<Announcement[]>('GET', '/api/announcements')).body;
    expect(list.map((a) => a.title).sort()).toEqual(['Keep me', 'Legit']);
    expect(list.find((a) => a.id === kept.id)).toMatchObject({ title: 'Keep me', version: 1 });
    // The orphan is refused too (its create unknown), never sent to a path built from the file.
    const after = await backend.handle('getConnection', undefined);
    expect(after.failed.filter((f) => !f.blocked).map((f) => f.error)).toEqual([
      expect.stringMatching(/create was discarded/),
    ]);

    // Discard works for every one of them.
    for (const f of after.failed) await backend.handle('discardFailed', f.id);
    expect((await backend.handle('getConnection', undefined)).failed).toEqual([]);

    // A real edit afterwards goes straight through.
    const edit = await backend.handle('request', {
      method: 'PUT',
      path: `/api/announcements/${kept.id}`,
      body: { title: 'Edited later', content: 'As it is', date: '2026-03-01' },
      headers: { 'Content-Type': 'application/json', 'If-Match': '"1"' },
    });
    expect(edit.status).toBe(200);
    const now = (await server.api<Announcement[]>('GET', '/api/announcements')).body;
    expect(now.find((a) => a.id === kept.id)?.title).toBe('Edited later');

    // A restart finds a clean queue.json: nothing of the probes left to send.
    backend.stop();
    const file = JSON.parse(await readFile(join(serverDir, 'queue.json'), 'utf8')) as { pending: unknown[] };
    expect(file.pending).toEqual([]);
  });

  it('refuses a header value that `new Request` would throw on, at the IPC boundary', async () => {
    const backend = await backendOn(tempDir());
    for (const value of ['"1"\r\nX: 1', '"1"\n', '"☃"'])
      await expect(
        backend.handle('request', { method: 'GET', path: '/api/events', headers: { 'If-Match': value } }),
      ).rejects.toThrow();
    backend.stop();
  });
});

const legit = { title: 'Legit', content: 'Made offline by the app', date: '2026-03-02' };
