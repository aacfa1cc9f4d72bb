import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MIN_FILL_MS } from '../../../shared/constants';
import { startTestServer, type TestServer } from '../../testing/harness';

let t: TestServer;
let token: string;
let ip = 0;
beforeAll(async () => {
  t = await startTestServer({ trustProxy: 1 });
  token = await t.login();
});
afterAll(() => t.stop());

const body = async (res: Response) => (await res.json()) as any;
const msg = (over: Record<string, unknown> = {}) => ({
  name: 'Pat Parent',
  email: 'pat@example.com',
  subject: 'Fall classes',
  message: 'When do the fall classes start?',
  ...over,
});
/** A visitor's post, each from its own address (the per-address limit is tested elsewhere). */
const visit = (json: unknown) =>
  t.req('/api/contact', { method: 'POST', json, headers: { 'X-Forwarded-For': `10.9.0.${++ip}` } });
const list = async (query = '') => body(await t.req(`/api/contact${query}`, { token }));
const patch = (id: string, json: unknown, headers: Record<string, string> = {}) =>
  t.req(`/api/contact/${id}`, { method: 'PATCH', json, token, headers });

describe('inbox status', () => {
  it("a visitor's message is new; an admin's post (import) keeps its status or is read", async () => {
    const pub = await body(await visit(msg({ status: 'archived' })));
    expect(pub.status).toBe('new');
    const imported = await body(
      await t.req('/api/contact', { method: 'POST', token, json: msg({ createdAt: '2024-01-01T00:00:00Z' }) }),
    );
    expect(imported.status).toBe('read');
    const kept = await body(await t.req('/api/contact', { method: 'POST', token, json: msg({ status: 'replied' }) }));
    expect(kept.status).toBe('replied');
    const bad = await t.req('/api/contact', { method: 'POST', token, json: msg({ status: 'spam' }) });
    expect(bad.status).toBe(400);
    expect((await body(bad)).issues[0].path).toBe('status');
  });

  it('PATCH changes the status: 200 with the record, version +1, ETag; If-Match honoured', async () => {
    const rec = await body(await visit(msg()));
    const res = await patch(rec.id, { status: 'read' });
    expect(res.status).toBe(200);
    const read = await body(res);
    expect(read).toMatchObject({ id: rec.id, status: 'read', version: 2, name: rec.name, message: rec.message });
    expect(res.headers.get('etag')).toBe('"2"');
    const stale = await patch(rec.id, { status: 'replied' }, { 'If-Match': '"1"' });
    expect(stale.status).toBe(412);
    expect((await body(stale)).current.status).toBe('read');
    const ok = await patch(rec.id, { status: 'replied' }, { 'If-Match': '"2"' });
    expect((await body(ok)).status).toBe('replied');
    expect((await list()).find((m: any) => m.id === rec.id).status).toBe('replied');
  });

  it('PATCH with an Idempotency-Key (the desktop replaying a queued change) is applied once', async () => {
    const rec = await body(await visit(msg()));
    const key = { 'Idempotency-Key': 'patch-once-1' };
    const first = await body(await patch(rec.id, { status: 'replied' }, key));
    const again = await body(await patch(rec.id, { status: 'replied' }, key));
    expect(first.version).toBe(2);
    expect(again).toEqual(first);
    expect((await list()).find((m: any) => m.id === rec.id).version).toBe(2);
  });

  it('30 status changes at once: each applied once, the version counts every one', async () => {
    const rec = await body(await visit(msg()));
    const statuses = ['read', 'replied', 'archived'] as const;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => patch(rec.id, { status: statuses[i % 3] })));
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    const versions = (await Promise.all(answers.map(body))).map((r: any) => r.version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
    expect((await list()).find((m: any) => m.id === rec.id).version).toBe(31);
    await patch(rec.id, { status: 'read' });
  });

  it('PATCH bad input: unknown status 400 naming it, no body 400, unknown id 404, no token 401', async () => {
    const rec = await body(await visit(msg()));
    const unknown = await patch(rec.id, { status: 'done' });
    expect(unknown.status).toBe(400);
    const err = await body(unknown);
    expect(err.issues[0].path).toBe('status');
    expect(err.message).toContain('new, read, replied, archived');
    expect((await patch(rec.id, {})).status).toBe(400);
    expect((await patch(rec.id, { status: 7 })).status).toBe(400);
    expect((await patch(rec.id, { status: 'read' }, { 'If-Match': 'soon' })).status).toBe(400);
    expect((await patch('no-such-id', { status: 'read' })).status).toBe(404);
    const anon = await t.req(`/api/contact/${rec.id}`, { method: 'PATCH', json: { status: 'read' } });
    expect(anon.status).toBe(401);
    expect((await list()).find((m: any) => m.id === rec.id)).toMatchObject({ status: 'new', version: 1 });
  });
});

describe('list filters', () => {
  it('?status= one status or open (not archived), ?q= over name, email, subject and message, newest first', async () => {
    const a = await body(await visit(msg({ name: 'Zora Quill', subject: 'Recital tickets' })));
    const b = await body(await visit(msg({ email: 'zebra@example.org', message: 'Is there parking near the gym?' })));
    await patch(b.id, { status: 'archived' });
    const all = await list();
    expect(all.map((m: any) => m.createdAt)).toEqual([...all.map((m: any) => m.createdAt)].sort().reverse());
    const archived = await list('?status=archived');
    expect(archived.map((m: any) => m.id)).toEqual([b.id]);
    const open = await list('?status=open');
    expect(open.some((m: any) => m.id === b.id)).toBe(false);
    expect(open.length).toBe(all.length - 1);
    expect((await list('?status=new')).every((m: any) => m.status === 'new')).toBe(true);
    expect((await list('?q=zora')).map((m: any) => m.id)).toEqual([a.id]);
    expect((await list('?q=RECITAL')).map((m: any) => m.id)).toEqual([a.id]);
    expect((await list('?q=zebra@')).map((m: any) => m.id)).toEqual([b.id]);
    expect((await list('?q=parking&status=open')).length).toBe(0);
    expect((await list('?q=parking&status=archived')).map((m: any) => m.id)).toEqual([b.id]);
    expect((await list('?q=')).length).toBe(all.length);
  });

  it('an unknown status is 400 naming status; a repeated or overlong parameter is 400 too', async () => {
    for (const q of ['?status=spam', '?status=open&status=new', `?q=${'x'.repeat(201)}`]) {
      const res = await t.req(`/api/contact${q}`, { token });
      expect(res.status, q).toBe(400);
      expect((await body(res)).issues[0].path, q).toMatch(/^(status|q)$/);
    }
    expect((await t.req('/api/contact?status=new')).status).toBe(401);
  });
});

describe('spam timing', () => {
  it('a form sent faster than a person can type answers 201 like a stored post, and is not stored', async () => {
    const before = (await list()).length;
    const res = await visit(msg({ subject: 'Too quick', formFillMs: CONTACT_MIN_FILL_MS - 1000 }));
    expect(res.status).toBe(201);
    const rec = await body(res);
    expect(rec).toMatchObject({ subject: 'Too quick', status: 'new', version: 1 });
    expect(rec.id).toBeTruthy();
    expect(rec).not.toHaveProperty('formFillMs');
    expect((await list()).length).toBe(before);
    const slow = await body(await visit(msg({ subject: 'Took time', formFillMs: CONTACT_MIN_FILL_MS + 5000 })));
    const none = await body(await visit(msg({ subject: 'No timing' })));
    const ids = (await list()).map((m: any) => m.id);
    expect(ids).toEqual(expect.arrayContaining([slow.id, none.id]));
    expect(ids).not.toContain(rec.id);
    const bad = await visit(msg({ formFillMs: 'soon' }));
    expect(bad.status).toBe(400);
    expect((await body(bad)).issues[0].path).toBe('formFillMs');
  });
});

describe('import and export', () => {
  it('an imported message without a status is read; status is exported and imported', async () => {
    const content = {
      contactMessages: [
        { id: 'old-1', ...msg(), createdAt: '2024-06-01T12:00:00.000Z' },
        { id: 'old-2', ...msg(), createdAt: '2024-06-02T12:00:00.000Z', status: 'archived' },
        {
          id: 'old-3',
          ...msg(),
          createdAt: '2024-06-03T12:00:00.000Z',
          status: 'new',
          notify: { state: 'failed', attempts: 2, lastError: 'refused' },
        },
      ],
    };
    const res = await t.req('/api/data-imports', { method: 'POST', token, json: { content } });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries((await list()).map((m: any) => [m.id, m]));
    expect(byId['old-1'].status).toBe('read');
    expect(byId['old-2'].status).toBe('archived');
    expect(byId['old-3']).toMatchObject({ status: 'new', notify: { state: 'failed', attempts: 2 } });
    const bad = await t.req('/api/data-imports', {
      method: 'POST',
      token,
      json: { content: { contactMessages: [{ ...msg(), status: 'spam' }] } },
    });
    expect(bad.status).toBe(400);
    expect((await body(bad)).issues[0].path).toBe('contactMessages.0.status');
  });
});

/** Splits CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describe('CSV export', () => {
  it('header row, quoting, and cells that a spreadsheet would run as formulas prefixed with a quote', async () => {
    const t2 = await startTestServer();
    try {
      const tk = await t2.login();
      const post = (json: unknown) => t2.req('/api/contact', { method: 'POST', token: tk, json });
      await post(
        msg({ name: '=HYPERLINK("http://x","y")', subject: '+1 question', createdAt: '2025-01-01T00:00:00Z' }),
      );
      await post(
        msg({
          name: '@Pat',
          subject: '-minus',
          message: 'Line one, "quoted"\nline two',
          createdAt: '2025-01-02T00:00:00Z',
        }),
      );
      await post(msg({ subject: 'Hi;=1+cmd|/C calc!A0', createdAt: '2024-12-31T00:00:00Z' }));
      const res = await t2.req('/api/contact.csv', { token: tk });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toContain('attachment');
      const text = await res.text();
      const rows = parseCsv(text.replace(/^\uFEFF/, ''));
      expect(rows[0]).toEqual(['id', 'createdAt', 'status', 'name', 'email', 'subject', 'message', 'emailed']);
      expect(rows.length).toBe(4);
      // A spreadsheet splitting on ';' would read a formula from the second half: quoted, it stays one cell.
      expect(text).toContain(',"Hi;=1+cmd|/C calc!A0",');
      expect(rows[1].slice(3, 7)).toEqual(["'@Pat", 'pat@example.com', "'-minus", 'Line one, "quoted"\nline two']);
      expect(rows[2].slice(3, 6)).toEqual(['\'=HYPERLINK("http://x","y")', 'pat@example.com', "'+1 question"]);
      expect(rows[2][2]).toBe('read');
      const filtered = parseCsv(await (await t2.req('/api/contact.csv?q=hyperlink', { token: tk })).text());
      expect(filtered.length).toBe(2);
      expect((await t2.req('/api/contact.csv?status=spam', { token: tk })).status).toBe(400);
      expect((await t2.req('/api/contact.csv')).status).toBe(401);
    } finally {
      await t2.stop();
    }
  });

  it('10,000 messages: every one in the file, in order, streamed in pieces', async () => {
    const t2 = await startTestServer();
    try {
      const tk = await t2.login();
      const start = Date.parse('2020-01-01T00:00:00Z');
      const contactMessages = Array.from({ length: 10_000 }, (_, i) => ({
        id: `m${i}`,
        ...msg({ subject: `Question ${i}`, message: `Message number ${i}, with a comma.` }),
        createdAt: new Date(start + i * 60_000).toISOString(),
        status: i % 4 === 0 ? 'archived' : 'new',
      }));
      const imp = await t2.req('/api/data-imports', {
        method: 'POST',
        token: tk,
        json: { content: { contactMessages } },
      });
      expect(imp.status).toBe(200);
      const res = await t2.req('/api/contact.csv', { token: tk });
      expect(res.status).toBe(200);
      // Read it as the client gets it: more than one piece arrives.
      let pieces = 0;
      let text = '';
      const decoder = new TextDecoder();
      const reader = res.body!.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        pieces++;
        text += decoder.decode(r.value, { stream: true });
      }
      expect(pieces).toBeGreaterThan(1);
      const rows = parseCsv(text.replace(/^\uFEFF/, ''));
      expect(rows.length).toBe(10_001);
      expect(rows[1][0]).toBe('m9999');
      expect(rows[10_000][0]).toBe('m0');
      expect(rows[1][6]).toBe('Message number 9999, with a comma.');
      const open = parseCsv((await (await t2.req('/api/contact.csv?status=open', { token: tk })).text()).slice(1));
      expect(open.length).toBe(1 + 7500);
    } finally {
      await t2.stop();
    }
  });
});
