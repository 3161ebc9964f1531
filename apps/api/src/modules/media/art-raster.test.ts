// Drawn art as WebP at each width (2.9-01): the packshots, before/after pictures and banners the project draws.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artVariantUrl, IMAGE_WIDTHS, shareableImageUrl } from '@shop/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-art-raster-'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('drawn art as WebP (2.9-01)', () => {
  it('serves a packshot at every width the pages ask for, as the drawing looks', async () => {
    const svg = await get('/media/p/OC-CLN-O2GEL/1.svg');
    expect(svg.statusCode).toBe(200);
    for (const width of IMAGE_WIDTHS) {
      const res = await get(artVariantUrl('/media/p/OC-CLN-O2GEL/1.svg', width));
      expect(res.statusCode, String(width)).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/public/);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
    // the raster is the drawing: its colours are the SVG's own, pixel for pixel near enough
    const drawn = await sharp(svg.rawPayload).resize(32, 32).removeAlpha().raw().toBuffer();
    const raster = await sharp((await get('/media/r/320/p/OC-CLN-O2GEL/1.webp')).rawPayload)
      .resize(32, 32)
      .removeAlpha()
      .raw()
      .toBuffer();
    const diff = drawn.reduce((n, v, i) => n + Math.abs(v - raster[i]!), 0) / drawn.length;
    expect(diff).toBeLessThan(6);
  });

  it('serves before/after pictures and banners, keeping a banner proportions', async () => {
    const before = await get('/media/r/640/ba/OC-CLN-O2GEL/before.webp');
    expect(before.statusCode).toBe(200);
    expect((await sharp(before.rawPayload).metadata()).width).toBe(640);
    const home = (await get('/api/v1/setting')).json() as { hero_banner: { image: string }[] };
    const banner = home.hero_banner[0]!.image;
    const natural = await sharp((await get(banner)).rawPayload).metadata();
    const res = await get(artVariantUrl(banner, 960));
    expect(res.statusCode, banner).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(960);
    expect(meta.height).toBe(Math.round((natural.height! * 960) / natural.width!));
  });

  it('answers 304 to the same ETag, and a new raster when the drawing changes', async () => {
    const first = await get('/media/r/160/p/OC-CLN-O2GEL/1.webp');
    const etag = String(first.headers.etag);
    expect((await get('/media/r/160/p/OC-CLN-O2GEL/1.webp', { 'if-none-match': etag })).statusCode).toBe(304);
    // another view of the product is another drawing
    expect(String((await get('/media/r/160/p/OC-CLN-O2GEL/2.webp')).headers.etag)).not.toBe(etag);
    expect(String((await get('/media/r/320/p/OC-CLN-O2GEL/1.webp')).headers.etag)).not.toBe(etag);
  });

  it('serves the same drawing as JPEG for mail and link previews, white where the drawing is clear', async () => {
    const url = shareableImageUrl('/media/p/OC-CLN-O2GEL/1.svg');
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.hasAlpha]).toEqual(['jpeg', 640, false]);
    const webp = await get('/media/r/640/p/OC-CLN-O2GEL/1.webp');
    expect(String(res.headers.etag)).not.toBe(String(webp.headers.etag));
    // the same picture in either format
    const pixels = async (bytes: Buffer) =>
      sharp(bytes).resize(32, 32).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer();
    const [a, b] = await Promise.all([pixels(res.rawPayload), pixels(webp.rawPayload)]);
    expect(a.reduce((n, v, i) => n + Math.abs(v - b[i]!), 0) / a.length).toBeLessThan(6);
  });

  it('answers 404 for a drawing that does not exist and 400 with the field for an address it never makes', async () => {
    expect((await get('/media/r/320/p/NOPE/1.webp')).statusCode).toBe(404);
    expect((await get('/media/r/320/ba/OC-CLN-OIL/before.webp')).statusCode).toBe(404);
    expect((await get('/media/r/320/b/no-such-banner.webp')).statusCode).toBe(404);
    for (const [url, field] of [
      ['/media/r/321/p/OC-CLN-O2GEL/1.webp', 'width'],
      ['/media/r/99999/p/OC-CLN-O2GEL/1.webp', 'width'],
      ['/media/r/320/p/OC-CLN-O2GEL/5.webp', '*'],
      ['/media/r/320/p/OC-CLN-O2GEL/1.svg', '*'],
      ['/media/r/320/p/OC-CLN-O2GEL/1.png', '*'],
      ['/media/r/320/p/..%2F..%2Fetc/1.webp', '*'],
      ['/media/r/320/x/OC-CLN-O2GEL/1.webp', '*'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field, url).toContain(field);
    }
  });
});
