import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbUrl } from '../../shared/api';
import { startTestServer, type TestServer } from '../testing/harness';
import { UPLOAD_GRACE_MS } from './uploadSweep';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login();
});
afterAll(() => t.stop());

async function upload(): Promise<string> {
  const jpeg = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#a0a' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'x.jpg');
  const res = await t.req('/api/upload/image', { method: 'POST', token, body: form });
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}
const onDisk = (url: string) => fs.existsSync(path.join(t.services.uploadsDir, path.basename(url)));

describe('upload sweep', () => {
  it('removes uploads unused for the grace period, keeps used ones and recent ones', async () => {
    const sweeper = t.services.uploadSweeper;
    const used = await upload();
    const deleted = await upload();
    const pending = await upload(); // uploaded in a form not saved yet
    expect(
      (await t.req('/api/gallery', { method: 'POST', token, json: { title: 'Kept', imageUrl: used } })).status,
    ).toBe(201);
    const item = await (
      await t.req('/api/gallery', { method: 'POST', token, json: { title: 'Gone', imageUrl: deleted } })
    ).json();
    expect((await t.req(`/api/gallery/${(item as { id: string }).id}`, { method: 'DELETE', token })).status).toBe(204);
    // In the trash the item still uses its image; deleted for good, nothing does.
    const trash = (await (await t.req('/api/trash', { token })).json()) as { id: string }[];
    expect((await t.req(`/api/trash/${trash[0].id}`, { method: 'DELETE', token })).status).toBe(204);
    const stray = path.join(t.services.uploadsDir, 'abc.jpg.123.tmp');
    fs.writeFileSync(stray, 'half');

    const now = Date.now();
    // First sighting: nothing has been unused for a day yet, even a file whose mtime is old.
    const old = new Date(now - 2 * UPLOAD_GRACE_MS);
    fs.utimesSync(path.join(t.services.uploadsDir, path.basename(deleted)), old, old);
    expect(await sweeper.sweep(now)).toEqual([]);
    // The pending upload gets used before the day is over: it stays.
    expect(
      (await t.req('/api/gallery', { method: 'POST', token, json: { title: 'Saved', imageUrl: pending } })).status,
    ).toBe(201);

    const removed = await sweeper.sweep(now + UPLOAD_GRACE_MS + 1000);
    expect(removed.sort()).toEqual(
      [path.basename(deleted), path.basename(thumbUrl(deleted)), path.basename(stray)].sort(),
    );
    for (const u of [used, thumbUrl(used), pending, thumbUrl(pending)]) expect(onDisk(u), u).toBe(true);
    for (const u of [deleted, thumbUrl(deleted)]) expect(onDisk(u), u).toBe(false);
  });

  it('a fresh upload is kept for a day after its last change, however long it has been seen unused', async () => {
    const sweeper = t.services.uploadSweeper;
    const url = await upload();
    const now = Date.now();
    await sweeper.sweep(now - 2 * UPLOAD_GRACE_MS); // seen unused "two days ago"
    expect(await sweeper.sweep(now)).toEqual([]);
    expect(onDisk(url)).toBe(true);
  });

  it('keeps an image only an earlier revision uses (restoring it brings the picture back), still gated', async () => {
    const sweeper = t.services.uploadSweeper;
    const first = await upload();
    const second = await upload();
    const item = (await (
      await t.req('/api/gallery', { method: 'POST', token, json: { title: 'Changing', imageUrl: first } })
    ).json()) as { id: string };
    const put = await t.req(`/api/gallery/${item.id}`, {
      method: 'PUT',
      token,
      json: { title: 'Changing', imageUrl: second },
    });
    expect(put.status).toBe(200);
    const now = Date.now();
    await sweeper.sweep(now);
    expect(await sweeper.sweep(now + 2 * UPLOAD_GRACE_MS)).not.toContain(path.basename(first));
    expect(onDisk(first)).toBe(true);
    expect(t.services.uploadIndex.accessFor(first)).toEqual({ kind: 'admin' }); // no page shows it now
    const restored = await t.req(`/api/gallery/${item.id}/revisions/1/restore`, { method: 'POST', token });
    expect(restored.status).toBe(200);
    expect(t.services.uploadIndex.accessFor(first).kind).toBe('members');
  });
});
