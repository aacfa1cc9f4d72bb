import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let t: TestServer;
let token: string;
const body = async (res: Response) => (await res.json()) as any;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login();
  await t.req('/api/announcements', {
    method: 'POST',
    token,
    json: { title: 'Existing', content: 'c', date: '2026-01-01' },
  });
  await t.req('/api/events', {
    method: 'POST',
    token,
    json: { title: 'Existing event', startTime: '2026-01-01T10:00:00Z', endTime: '2026-01-01T11:00:00Z' },
  });
});
afterAll(() => t.stop());

describe('/api/data-exports', () => {
  it('stores with the real byte size, lists the 5 most recent without content, GET one with it, delete', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const fileContent = JSON.stringify({ announcements: [], n: i, text: 'é' });
      const res = await t.req('/api/data-exports', {
        method: 'POST',
        token,
        json: { filename: `export-${i}.json`, fileContent, fileSize: 1 },
      });
      expect(res.status).toBe(201);
      const rec = await body(res);
      expect(rec.fileSize).toBe(Buffer.byteLength(fileContent));
      ids.push(rec.id);
    }
    const list = await body(await t.req('/api/data-exports', { token }));
    expect(list.map((r: any) => r.filename)).toEqual([
      'export-6.json',
      'export-5.json',
      'export-4.json',
      'export-3.json',
      'export-2.json',
    ]);
    expect(list[0].fileContent).toBeUndefined();
    const one = await body(await t.req(`/api/data-exports/${ids[6]}`, { token }));
    expect(JSON.parse(one.fileContent).n).toBe(6);
    expect((await t.req(`/api/data-exports/${ids[0]}`, { token })).status).toBe(404); // pruned
    expect((await t.req(`/api/data-exports/${ids[6]}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await t.req(`/api/data-exports/${ids[6]}`, { method: 'DELETE', token })).status).toBe(404);
  });
  it('refuses content that is not JSON (400) and 10 MB or more (413)', async () => {
    const bad = await t.req('/api/data-exports', {
      method: 'POST',
      token,
      json: { filename: 'x.json', fileContent: '{nope' },
    });
    expect(bad.status).toBe(400);
    expect((await body(bad)).message).toBe('File content must be valid JSON');
    const big = JSON.stringify({ pad: 'x'.repeat(10 * 1024 * 1024) });
    expect(
      (await t.req('/api/data-exports', { method: 'POST', token, json: { filename: 'big.json', fileContent: big } }))
        .status,
    ).toBe(413);
    expect(
      (
        await t.req('/api/data-exports', {
          method: 'POST',
          token,
          json: { filename: '../../etc/passwd', fileContent: '{}' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('/api/data-imports', () => {
  const valid = {
    announcements: [
      {
        id: 'ann-1',
        title: 'Imported',
        content: 'Body',
        date: '2026-05-01',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-02T00:00:00.000Z',
      },
    ],
    contactMessages: [
      {
        id: 'msg-1',
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hi',
        message: 'An old message here',
        createdAt: '2024-06-01T12:00:00.000Z',
      },
    ],
    exportDate: '2026-01-01T00:00:00.000Z',
  };

  it('an invalid record changes nothing: 400 naming collection, index and field; no backup', async () => {
    const before = await (await t.req('/api/announcements')).text();
    const exportsBefore = (await body(await t.req('/api/data-exports', { token }))).length;
    const res = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: {
        content: {
          ...valid,
          events: [
            { title: 'ok', startTime: '2026-01-01T10:00:00Z', endTime: '2026-01-01T11:00:00Z' },
            { title: 'bad', startTime: '2026-01-01T10:00:00Z', endTime: '2026-01-01T09:00:00Z' },
          ],
        },
      },
    });
    expect(res.status).toBe(400);
    const err = await body(res);
    expect(err.message).toContain('events.1.endTime');
    expect(err.issues[0]).toEqual({ path: 'events.1.endTime', message: 'End time must be after start time' });
    expect(await (await t.req('/api/announcements')).text()).toBe(before);
    expect((await body(await t.req('/api/data-exports', { token }))).length).toBe(exportsBefore);
    expect((await t.req('/api/data-imports', { method: 'POST', token, json: { content: { foo: [] } } })).status).toBe(
      400,
    );
    expect(
      (await t.req('/api/data-imports', { method: 'POST', token, json: { content: { announcements: {} } } })).status,
    ).toBe(400);
    expect((await t.req('/api/data-imports', { method: 'POST', token, json: {} })).status).toBe(400);
  });

  it('backs up first, then replaces only the included collections, keeping ids and createdAt', async () => {
    const eventsBefore = await (await t.req('/api/events')).text();
    const res = await t.req('/api/data-imports', { method: 'POST', token, json: { content: valid } });
    expect(res.status).toBe(200);
    const result = await body(res);
    expect(result.imported).toEqual({ announcements: 1, contactMessages: 1 });
    const backup = await body(await t.req(`/api/data-exports/${result.backupId}`, { token }));
    expect(backup.filename).toMatch(/^backup-before-import-.*\.json$/);
    const saved = JSON.parse(backup.fileContent);
    expect(saved.announcements.map((a: any) => a.title)).toEqual(['Existing']);
    expect(saved.events.map((a: any) => a.title)).toEqual(['Existing event']);
    const anns = await body(await t.req('/api/announcements'));
    expect(anns).toEqual([
      {
        id: 'ann-1',
        title: 'Imported',
        content: 'Body',
        date: '2026-05-01',
        location: null,
        category: null,
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-02T00:00:00.000Z',
        version: 1,
      },
    ]);
    const msgs = await body(await t.req('/api/contact', { token }));
    expect(msgs.map((m: any) => [m.id, m.createdAt])).toEqual([['msg-1', '2024-06-01T12:00:00.000Z']]);
    expect(await (await t.req('/api/events')).text()).toBe(eventsBefore);
    expect(fs.existsSync(path.join(t.dataDir, 'import-journal.json'))).toBe(false);
  });

  it('an interrupted import is finished from its journal at the next start', async () => {
    const journal = {
      version: 1,
      collections: {
        instructors: [
          {
            id: 'i-1',
            name: 'From journal',
            title: 'Percussion Instructor',
            bio: '',
            imageUrl: null,
            createdAt: '2025-01-01T00:00:00.000Z',
            updatedAt: '2025-01-01T00:00:00.000Z',
          },
        ],
        contactMessages: ['2024-03-10T09:00:00.000Z', '2024-05-31T23:30:00.000Z'].map((createdAt, i) => ({
          id: `m-${i}`,
          name: 'Journal Parent',
          email: 'parent@example.com',
          subject: 'Imported',
          message: 'A message from the journal.',
          createdAt,
          version: 1,
        })),
      },
    };
    const dir = path.join(t.dataDir, '..', `journal-${Date.now()}`);
    fs.cpSync(t.dataDir, dir, { recursive: true });
    // A message of the current month, which the import replaces: its month file goes.
    fs.mkdirSync(path.join(dir, 'contactMessages'), { recursive: true });
    const now = new Date().toISOString();
    fs.writeFileSync(
      path.join(dir, 'contactMessages', `${now.slice(0, 7)}.json`),
      JSON.stringify({
        version: 1,
        items: [
          { id: 'gone', name: 'Old', email: 'o@example.com', subject: 'Old', message: 'Old one.', createdAt: now },
        ],
      }),
    );
    fs.writeFileSync(path.join(dir, 'import-journal.json'), JSON.stringify(journal));
    const s2 = await startTestServer({ dataDir: dir });
    try {
      expect((await body(await s2.req('/api/instructors'))).map((i: any) => i.name)).toEqual(['From journal']);
      expect(fs.existsSync(path.join(dir, 'import-journal.json'))).toBe(false);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'instructors.json'), 'utf8')).items[0].id).toBe('i-1');
      // Contact messages: one file per month, the emptied month's file removed.
      const msgs = await body(await s2.req('/api/contact', { token: await s2.login() }));
      expect(msgs.map((m: any) => m.id)).toEqual(['m-1', 'm-0']);
      expect(fs.readdirSync(path.join(dir, 'contactMessages')).sort()).toEqual(['2024-03.json', '2024-05.json']);
    } finally {
      await s2.stop();
    }
  });

  it("imported ids must look like the server's own, and dates must have four-digit years: 400 naming the field", async () => {
    const event = { title: 'Feed', startTime: '2026-03-01T10:00:00Z', endTime: '2026-03-01T11:00:00Z' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...event, id: 'x\r\nBEGIN:VEVENT\r\nSUMMARY:Injected' }, 'events.0.id'],
      [{ ...event, id: 'has space' }, 'events.0.id'],
      [{ ...event, updatedAt: '+275760-09-13T00:00:00.000Z' }, 'events.0.updatedAt'],
      [{ ...event, createdAt: 'not a date' }, 'events.0.createdAt'],
    ];
    const before = await body(await t.req('/api/events'));
    for (const [record, field] of cases) {
      const res = await t.req('/api/data-imports', { method: 'POST', token, json: { content: { events: [record] } } });
      expect(res.status, field).toBe(400);
      expect(
        (await body(res)).issues.map((i: { path: string }) => i.path),
        field,
      ).toContain(field);
    }
    expect(await body(await t.req('/api/events'))).toEqual(before);
    const ok = { ...event, id: 'Ab_9-z', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00.000Z' };
    const good = await t.req('/api/data-imports', { method: 'POST', token, json: { content: { events: [ok] } } });
    expect(good.status).toBe(200);
  });

  it('a damaged data file stops start-up with a message naming it, and is left untouched', async () => {
    const dir = path.join(t.dataDir, '..', `damaged-${Date.now()}`);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'events.json'), '{"version":1,"items":[{"id":');
    await expect(startTestServer({ dataDir: dir })).rejects.toThrow(/events\.json/);
    expect(fs.readFileSync(path.join(dir, 'events.json'), 'utf8')).toBe('{"version":1,"items":[{"id":');
    fs.rmSync(dir, { recursive: true });
  });
});
