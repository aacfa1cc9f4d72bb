import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { thumbUrl } from '../../../shared/api';
import { startTestServer } from '../../testing/harness';
import { useTestServer } from '../../testing/suite';
import { UPLOAD_GRACE_MS } from './uploadSweep';

const t = useTestServer();
let token: string;
beforeAll(async () => void (token = await t.login()));

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
    // Delete forever removed its files at once; an upload never saved in a form is left to the sweep.
    for (const u of [deleted, thumbUrl(deleted)]) expect(onDisk(u), u).toBe(false);
    const abandoned = await upload();
    const stray = path.join(t.services.uploadsDir, 'abc.jpg.123.tmp');
    fs.writeFileSync(stray, 'half');

    const now = Date.now();
    // First sighting: nothing has been unused for a day yet, even a file whose mtime is old.
    const old = new Date(now - 2 * UPLOAD_GRACE_MS);
    fs.utimesSync(path.join(t.services.uploadsDir, path.basename(abandoned)), old, old);
    expect(await sweeper.sweep(now)).toEqual([]);
    // The pending upload gets used before the day is over: it stays.
    expect(
      (await t.req('/api/gallery', { method: 'POST', token, json: { title: 'Saved', imageUrl: pending } })).status,
    ).toBe(201);

    const removed = await sweeper.sweep(now + UPLOAD_GRACE_MS + 1000);
    expect(removed.sort()).toEqual(
      [path.basename(abandoned), path.basename(thumbUrl(abandoned)), path.basename(stray)].sort(),
    );
    for (const u of [used, thumbUrl(used), pending, thumbUrl(pending)]) expect(onDisk(u), u).toBe(true);
    for (const u of [abandoned, thumbUrl(abandoned)]) expect(onDisk(u), u).toBe(false);
  });

  it('delete forever keeps the files while another record (live, in the trash) or a revision uses them', async () => {
    const trashIdOf = async (recordId: string) =>
      ((await (await t.req('/api/trash', { token })).json()) as { id: string; record: { id: string } }[]).find(
        (e) => e.record.id === recordId,
      )!.id;
    const gallery = async (title: string, imageUrl: string) =>
      (
        (await (await t.req('/api/gallery', { method: 'POST', token, json: { title, imageUrl } })).json()) as {
          id: string;
        }
      ).id;
    const forever = async (id: string) => {
      expect((await t.req(`/api/gallery/${id}`, { method: 'DELETE', token })).status).toBe(204);
      expect((await t.req(`/api/trash/${await trashIdOf(id)}`, { method: 'DELETE', token })).status).toBe(204);
    };
    const shared = await upload();
    const a = await gallery('A', shared);
    const b = await gallery('B', shared);
    await forever(a);
    expect(onDisk(shared)).toBe(true); // B shows it
    expect((await t.req(`/api/gallery/${b}`, { method: 'DELETE', token })).status).toBe(204);
    const c = await gallery('C', shared);
    await forever(c);
    expect(onDisk(shared)).toBe(true); // B, in the trash, still has it
    // Only an earlier revision of another item uses it.
    const other = await upload();
    const d = await gallery('D', shared);
    const e = await gallery('E', other);
    expect(
      (await t.req(`/api/gallery/${e}`, { method: 'PUT', token, json: { title: 'E', imageUrl: await upload() } }))
        .status,
    ).toBe(200);
    await forever(d);
    await t.req(`/api/trash/${await trashIdOf(b)}`, { method: 'DELETE', token });
    expect(onDisk(shared)).toBe(false); // nothing uses it now
    expect(onDisk(thumbUrl(shared))).toBe(false);
    const f = await gallery('F', other);
    await forever(f);
    expect(onDisk(other)).toBe(true); // E's first version shows it
    expect(onDisk(thumbUrl(other))).toBe(true);
  });

  it('the 30-day purge of the trash removes the images of the gallery items it purges, unless used', async () => {
    const post = async (title: string, imageUrl: string) =>
      (
        (await (await t.req('/api/gallery', { method: 'POST', token, json: { title, imageUrl } })).json()) as {
          id: string;
        }
      ).id;
    const first = await upload();
    const second = await upload();
    const shared = await upload();
    // An item whose earlier revision shows `first`, and one sharing `shared` with a live item.
    const gone = await post('Gone', first);
    expect(
      (await t.req(`/api/gallery/${gone}`, { method: 'PUT', token, json: { title: 'Gone', imageUrl: second } })).status,
    ).toBe(200);
    const also = await post('Also gone', shared);
    await post('Kept', shared);
    for (const id of [gone, also])
      expect((await t.req(`/api/gallery/${id}`, { method: 'DELETE', token })).status).toBe(204);
    const db = t.services.db;
    const real = db.clock;
    try {
      db.clock = () => Date.now() + 31 * 86_400_000;
      expect((await t.req('/api/trash', { token })).status).toBe(200); // purges what is over 30 days old
    } finally {
      db.clock = real;
    }
    for (const u of [first, thumbUrl(first), second, thumbUrl(second)]) expect(onDisk(u), u).toBe(false);
    for (const u of [shared, thumbUrl(shared)]) expect(onDisk(u), u).toBe(true); // 'Kept' shows it
  });

  it("an instructor's photo stays while the trash or a revision holds it, and goes with the last of them", async () => {
    const post = async (name: string, imageUrl: string) =>
      (
        (await (
          await t.req('/api/instructors', { method: 'POST', token, json: { name, title: 'Drumline', imageUrl } })
        ).json()) as { id: string }
      ).id;
    const [own, shared, replaced] = [await upload(), await upload(), await upload()];
    const ana = await post('Ana', replaced);
    expect(
      (
        await t.req(`/api/instructors/${ana}`, {
          method: 'PUT',
          token,
          json: { name: 'Ana', title: 'D', imageUrl: own },
        })
      ).status,
    ).toBe(200);
    const ben = await post('Ben', shared);
    await post('Cy', shared);
    for (const id of [ana, ben])
      expect((await t.req(`/api/instructors/${id}`, { method: 'DELETE', token })).status).toBe(204);
    // In the trash (and Ana's first version in her revisions): kept, for the administrator only.
    for (const u of [own, replaced]) expect(onDisk(u), u).toBe(true);
    expect((await t.req(own)).status).toBe(401);
    const trash = (await (await t.req('/api/trash', { token })).json()) as { id: string; record: { id: string } }[];
    for (const id of [ana, ben]) {
      const entry = trash.find((e) => e.record.id === id)!;
      expect((await t.req(`/api/trash/${entry.id}`, { method: 'DELETE', token })).status).toBe(204);
    }
    for (const u of [own, thumbUrl(own), replaced, thumbUrl(replaced)]) expect(onDisk(u), u).toBe(false);
    for (const u of [shared, thumbUrl(shared)]) expect(onDisk(u), u).toBe(true); // Cy shows it
  });

  it('remembers across a restart when it first saw an upload unused', async () => {
    const s1 = await startTestServer();
    const tk = await s1.login();
    const jpeg = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#0aa' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'x.jpg');
    const url = (
      (await (await s1.req('/api/upload/image', { method: 'POST', token: tk, body: form })).json()) as {
        imageUrl: string;
      }
    ).imageUrl;
    const file = path.join(s1.services.uploadsDir, path.basename(url));
    const old = new Date(Date.now() - 3 * UPLOAD_GRACE_MS);
    fs.utimesSync(file, old, old);
    const now = Date.now();
    expect(await s1.services.uploadSweeper.sweep(now)).toEqual([]);
    await s1.close(); // keeps the data folder (stop() removes it)
    // Restarted the next day (as a server restarted daily is): the day counts from the first sighting.
    const s2 = await startTestServer({ dataDir: s1.dataDir });
    try {
      expect(await s2.services.uploadSweeper.sweep(now + UPLOAD_GRACE_MS + 1000)).toContain(path.basename(url));
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await s2.stop();
      fs.rmSync(s1.dataDir, { recursive: true, force: true });
    }
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
