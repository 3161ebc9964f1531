// Uploaded pictures (2.9-01): checked, stored upright and stripped, pending until the media.variants job has made
// every width and format, then served for good; bad files refused with nothing stored.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { IMAGE_FORMAT_MIME, IMAGE_FORMATS, IMAGE_WIDTHS, mediaHashOf } from '@shop/core';
import { mediaAssets, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-media-'));
let t: TestApp;
let owner: StaffAuth;
let pid: string;
let uniqueUrl: string;

/** A photo-like JPEG: soft noise, so it compresses like a picture and not like a flat colour. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 25 },
    },
  })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer();

const upload = (body: Buffer, type = 'image/jpeg', who = owner) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/products/${pid}/images`,
    headers: { ...who.headers, 'content-type': type },
    payload: body,
  });

const mediaRows = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mediaAssets))[0]!.n;
const storedFolders = () => {
  const dir = path.join(dataDir, 'media', 'i');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const storefrontImages = async () => {
  const res = await t.app.inject(
    `/api/v1/product?channel=4&limit=1&unique_url=${encodeURIComponent(uniqueUrl)}`,
  );
  const [p] = res.json() as { images: { src: string }[]; product_thumbnail: string[] }[];
  return p!;
};

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await staffLogin(t, 'owner');
  const [row] = await t.database.db
    .select({ id: products.id, url: products.uniqueUrl })
    .from(products)
    .where(and(eq(products.published, true), eq(products.productType, 0)))
    .limit(1);
  pid = row!.id;
  uniqueUrl = row!.url;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an uploaded photo', () => {
  it('is pending at once, then ready with every width and format served for good', async () => {
    const jpeg = await photo(4000, 3000);
    const res = await upload(jpeg);
    expect(res.statusCode, res.body).toBe(201);
    const { url, media } = res.json();
    expect(url).toMatch(/^\/media\/i\/[0-9a-f]{64}$/);
    expect(media).toMatchObject({ src: url, status: 'pending', width: 4000, height: 3000 });
    // not shown before its variants exist; product_thumbnail keeps every address
    expect((await t.app.inject(url)).statusCode).toBe(404);
    const before = await storefrontImages();
    expect(before.product_thumbnail).toContain(url);
    expect(before.images.map((i) => i.src)).not.toContain(url);

    // the job runs through pg-boss, as on the server
    expect(await t.app.jobs.drain()).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(mediaAssets).where(eq(mediaAssets.url, url));
    expect(row).toMatchObject({ status: 'ready', width: 4000, height: 3000, format: 'jpeg' });
    expect(row!.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(row!.placeholder!.length).toBeLessThan(1500);

    let served = 0;
    for (const width of IMAGE_WIDTHS)
      for (const format of IMAGE_FORMATS) {
        const file = await t.app.inject(`${url}/${width}.${format}`);
        expect(file.statusCode, `${width}.${format}`).toBe(200);
        expect(file.headers['content-type']).toBe(IMAGE_FORMAT_MIME[format]);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 3) / 4));
        served++;
      }
    expect(served).toBe(15);
    const base = await t.app.inject(url);
    expect(base.statusCode).toBe(200);
    expect(base.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(base.rawPayload).metadata()).width).toBe(640);
    const original = await t.app.inject(`${url}/original.jpeg`);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(4000);
    expect((await t.app.inject(`${url}/original.png`)).statusCode).toBe(404);
    expect((await t.app.inject(`${url}/500.jpeg`)).statusCode).toBe(400);

    // shown now, with its size and placeholder; the editor sees it ready
    const after = await storefrontImages();
    expect(after.images.find((i) => i.src === url)).toMatchObject({ width: 4000, height: 3000 });
    const view = (
      await t.app.inject({ url: `/api/v1/admin/products/${pid}`, headers: owner.headers })
    ).json();
    expect(view.media).toHaveLength(view.images.length);
    expect(view.media.find((m: { src: string }) => m.src === url)).toMatchObject({ status: 'ready' });
    expect(view.media.find((m: { src: string }) => m.src !== url)).toMatchObject({
      status: 'ready',
      width: 800,
      height: 800,
    });
  });

  it('never upscales a small picture: larger widths are the original-size copy', async () => {
    const small = await photo(500, 250);
    const res = await upload(small, 'image/jpeg');
    const { url } = res.json();
    await t.app.jobs.drain();
    for (const [width, expected] of [
      [320, 320],
      [640, 500],
      [1440, 500],
    ] as const) {
      const file = await t.app.inject(`${url}/${width}.webp`);
      expect((await sharp(file.rawPayload).metadata()).width).toBe(expected);
    }
    // the job again (a restart mid-way) changes nothing; a picture set back to pending is made again
    const hash = mediaHashOf(url)!;
    expect((await t.app.media.processNow(hash))?.status).toBe('ready');
    await t.database.db.update(mediaAssets).set({ status: 'pending' }).where(eq(mediaAssets.hash, hash));
    expect((await t.app.media.processNow(hash))?.status).toBe('ready');
    // the same bytes again: the same picture, already made
    const again = await upload(small, 'image/jpeg');
    expect(again.statusCode).toBe(201);
    expect(again.json().media).toMatchObject({ src: url, status: 'ready' });
  });

  it('is turned upright and stored without EXIF (GPS included)', async () => {
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c36' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '22/1 16/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '114/1 10/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const exif = (await sharp(sideways).metadata()).exif!;
    // the sent file has a GPS block (tag 0x8825 in IFD0) and the camera's name
    expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(sideways.includes(Buffer.from('TestCam'))).toBe(true);

    const res = await upload(sideways);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().media).toMatchObject({ width: 200, height: 300 });
    const hash = mediaHashOf(res.json().url)!;
    const stored = readFileSync(path.join(dataDir, 'media', 'i', hash, 'original.jpeg'));
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
  });
});

describe('bad files', () => {
  it('are each a 400 naming the reason and the field, with nothing stored, and the server answers after', async () => {
    const rows = await mediaRows();
    const folders = storedFolders();
    const thumbs = (await storefrontImages()).product_thumbnail;

    // a tiny PNG whose header declares 100,000 × 100,000 pixels (the CRC is right, so only the size is wrong)
    const bomb = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const whole = await photo(1200, 900);
    const cases: [string, Buffer, string, string][] = [
      ['png bomb', bomb, 'image/png', 'image_dimensions'],
      ['truncated jpeg', whole.subarray(0, Math.floor(whole.length / 2)), 'image/jpeg', 'image_unreadable'],
      [
        'svg named .jpg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/jpeg',
        'image_type',
      ],
      [
        'html',
        Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
        'image/jpeg',
        'image_type',
      ],
      [
        '6 MB',
        Buffer.concat([whole, Buffer.alloc(6 * 1024 * 1024 - whole.length, 1)]),
        'image/jpeg',
        'image_size',
      ],
      ['empty', Buffer.alloc(0), 'image/jpeg', 'image_type'],
    ];
    for (const [name, body, type, code] of cases) {
      const res = await upload(body, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code, field: 'body' });
    }
    expect(await mediaRows()).toBe(rows);
    expect(storedFolders()).toBe(folders);
    expect((await storefrontImages()).product_thumbnail).toEqual(thumbs);
    expect((await t.app.inject('/api/v1/product?channel=4&limit=1')).statusCode).toBe(200);
  });

  it('a bad address is refused before anything is read', async () => {
    expect((await t.app.inject(`/media/i/${'0'.repeat(64)}/640.avif`)).statusCode).toBe(404);
    expect((await t.app.inject(`/media/i/${'0'.repeat(64)}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/media/i/${'0'.repeat(64)}/..%2F..%2Fetc%2Fpasswd`)).statusCode).toBe(400);
    expect((await t.app.inject('/media/i/abc/640.avif')).statusCode).toBe(400);
  });
});
