import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { thumbUrl } from '../../../shared/api';
import { PASSWORDS } from '../../testing/harness';
import { useTestServer } from '../../testing/suite';

const t = useTestServer();
let token: string;
beforeAll(async () => void (token = await t.login()));

const upload = (data: Buffer, filename: string, type: string, tk: string | null = token) => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type }), filename);
  return t.req('/api/upload/image', { method: 'POST', body: form, token: tk });
};

async function jpegWithGps(width = 3000, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 52/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '87/1 37/1 0/1' },
    })
    .toBuffer();
}

describe('POST /api/upload/image', () => {
  it('re-encodes: EXIF GPS and camera data removed, turned upright, display and thumbnail sizes', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(before.orientation).toBe(6);
    const res = await upload(input, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/[\w-]+\.jpg$/);
    const got = await t.req(imageUrl, { token });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 (rotate 90°): 3000x1200 becomes portrait, long side capped at 2048.
    expect([meta.width, meta.height]).toEqual([Math.round((1200 * 2048) / 3000), 2048]);
    const thumb = await t.req(thumbUrl(imageUrl), { token });
    expect(thumb.status).toBe(200);
    const tm = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(Math.max(tm.width!, tm.height!)).toBe(480);
    expect(tm.exif).toBeUndefined();
  });

  it("PNG, WebP and GIF are accepted; names are the server's own", async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 4, background: '#0f0' } });
    for (const [buf, type, ext] of [
      [await base.clone().png().toBuffer(), 'image/png', 'png'],
      [await base.clone().webp().toBuffer(), 'image/webp', 'webp'],
      [await base.clone().gif().toBuffer(), 'image/gif', 'webp'],
    ] as const) {
      const res = await upload(buf, '../../evil name.php', type);
      expect(res.status, type).toBe(201);
      expect(((await res.json()) as any).imageUrl).toMatch(new RegExp(`^/uploads/[\\w-]+\\.${ext}$`));
    }
  });

  it('SVG and a renamed text file are 415; 6 MB is 413; no file 400; no token 401', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload(svg, 'a.svg', 'image/svg+xml')).status).toBe(415);
    expect((await upload(Buffer.from('just some text, not an image at all'), 'photo.jpg', 'image/jpeg')).status).toBe(
      415,
    );
    expect((await upload(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]), 'broken.jpg', 'image/jpeg')).status).toBe(
      415,
    );
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const tooBig = await upload(big, 'big.jpg', 'image/jpeg');
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as any).message).toBeTruthy();
    const form = new FormData();
    form.append('other', 'x');
    expect((await t.req('/api/upload/image', { method: 'POST', body: form, token })).status).toBe(400);
    expect((await t.req('/api/upload/image', { method: 'POST', json: { image: 'x' }, token })).status).toBe(415);
    expect((await upload(svg, 'a.svg', 'image/svg+xml', null)).status).toBe(401);
  });

  it('a gallery image is served only with its page cookie or as admin; only instructor photos are public', async () => {
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00f' } })
      .jpeg()
      .toBuffer();
    const url = async () => ((await (await upload(small, 'a.jpg', 'image/jpeg')).json()) as any).imageUrl as string;
    const photoUrl = await url();
    const videoThumb = await url();
    const instructorPhoto = await url();
    expect(
      (await t.req('/api/gallery', { method: 'POST', token, json: { title: 'P', imageUrl: photoUrl } })).status,
    ).toBe(201);
    expect(
      (
        await t.req('/api/gallery', {
          method: 'POST',
          token,
          json: {
            title: 'V',
            imageUrl: videoThumb,
            isVideo: true,
            category: 'drumLine',
            videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
          },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.req('/api/instructors', {
          method: 'POST',
          token,
          json: { name: 'I', title: 'Percussion Instructor', imageUrl: instructorPhoto },
        })
      ).status,
    ).toBe(201);

    for (const u of [photoUrl, thumbUrl(photoUrl), videoThumb, thumbUrl(videoThumb)])
      expect((await t.req(u)).status, u).toBe(401);
    const shown = await t.req(instructorPhoto);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await t.req(thumbUrl(photoUrl), { token })).headers.get('cache-control')).toBe('no-store');

    const photos = await t.pageCookie('photos');
    const training = await t.pageCookie('training');
    expect((await t.req(photoUrl, { cookie: photos })).status).toBe(200);
    expect((await t.req(thumbUrl(photoUrl), { cookie: photos })).status).toBe(200);
    expect((await t.req(photoUrl, { cookie: training })).status).toBe(401);
    expect((await t.req(videoThumb, { cookie: training })).status).toBe(200);
    expect((await t.req(videoThumb, { cookie: photos })).status).toBe(401);
    expect((await t.req(photoUrl, { token })).status).toBe(200);
    // The dashboard's <img> tags: the httpOnly admin_session cookie set at login.
    const login = await t.req('/api/admin/login', { method: 'POST', json: { password: PASSWORDS.admin } });
    const adminCookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('admin_session='))!
      .split(';')[0];
    expect((await t.req(thumbUrl(videoThumb), { cookie: adminCookie })).status).toBe(200);
    // ...which opens no API call.
    expect((await t.req('/api/gallery', { cookie: adminCookie })).status).toBe(401);
    // A photo deleted from the gallery stays gated to its page while in the trash...
    const list = (await (await t.req('/api/gallery', { token })).json()) as { id: string; imageUrl: string }[];
    const photoItem = list.find((i) => i.imageUrl === photoUrl)!;
    expect((await t.req(`/api/gallery/${photoItem.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await t.req(photoUrl)).status).toBe(401);
    expect((await t.req(photoUrl, { cookie: photos })).status).toBe(200);
    // ...and once deleted for good, its files are gone (no other record uses them): 401 for
    // anyone but the admin (nothing said about what exists), 404 for the admin.
    const trash = (await (await t.req('/api/trash', { token })).json()) as { id: string; record: { id: string } }[];
    const entry = trash.find((e) => e.record.id === photoItem.id)!;
    expect((await t.req(`/api/trash/${entry.id}`, { method: 'DELETE', token })).status).toBe(204);
    for (const u of [photoUrl, thumbUrl(photoUrl)]) {
      const anon = await t.req(u);
      expect(anon.status, u).toBe(401);
      expect(anon.headers.get('cache-control')).toBe('no-store');
      expect((await t.req(u, { cookie: photos })).status, u).toBe(401);
      expect((await t.req(u, { token })).status, u).toBe(404);
    }
    expect((await t.req('/uploads/nope.jpg', { token })).status).toBe(404);
    expect((await t.req('/uploads/nope.jpg')).status).toBe(401); // nothing said about what exists
    for (const p of ['/uploads/../secrets.json', '/uploads/%2e%2e%2fsecrets.json', '/uploads/..%2fsecrets.json'])
      expect(await (await t.req(p)).text()).not.toContain('salt');
  });

  it('an upload no record uses is for the admin only; an absolute URL to it gates it like a path', async () => {
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    const imageUrl = ((await (await upload(small, 'b.jpg', 'image/jpeg')).json()) as any).imageUrl as string;
    for (const u of [imageUrl, thumbUrl(imageUrl)]) {
      expect((await t.req(u)).status, u).toBe(401);
      expect((await t.req(u, { token })).status, u).toBe(200);
    }
    const absolute = `https://academy.example.org${imageUrl}`;
    const item = { title: 'Abs', imageUrl: absolute };
    expect((await t.req('/api/gallery', { method: 'POST', token, json: item })).status).toBe(201);
    const photos = await t.pageCookie('photos');
    expect((await t.req(imageUrl)).status).toBe(401);
    expect((await t.req(imageUrl, { cookie: photos })).status).toBe(200);
    expect((await t.req(thumbUrl(imageUrl), { cookie: photos })).status).toBe(200);
  });
});
