import { describe, expect, it } from 'vitest';
import { SKU_PATTERN } from './catalogue-admin.ts';
import {
  ART_RASTER_PATH,
  artFormatOf,
  artRefOf,
  artSourceOf,
  artSrcSetFor,
  artVariantUrl,
  heightAt,
  isArtUrl,
  IMAGE_WIDTHS,
  isMediaUrl,
  mediaHashOf,
  parseVariantName,
  shareableImageUrl,
  SKU_SOURCE,
  srcSetFor,
  variantUrl,
} from './media.ts';

const hash = 'a'.repeat(64);

describe('uploaded image addresses (2.9-01)', () => {
  it('knows an uploaded image by its base address, locally or under a CDN, and nothing else', () => {
    expect(mediaHashOf(`/media/i/${hash}`)).toBe(hash);
    expect(mediaHashOf(`https://cdn.example.com/shop/media/i/${hash}`)).toBe(hash);
    expect(mediaHashOf('/media/p/SKU1/1.svg')).toBeNull();
    expect(mediaHashOf(`/media/i/${hash}/640.avif`)).toBeNull();
    expect(mediaHashOf(`/media/i/${hash.slice(1)}`)).toBeNull();
    expect(isMediaUrl('/media/u/0123.jpeg')).toBe(false);
  });

  it('lists every width of a format in srcset, and none for drawn art', () => {
    const base = `/media/i/${hash}`;
    expect(variantUrl(base, 320, 'webp')).toBe(`${base}/320.webp`);
    const set = srcSetFor(base, 'avif').split(', ');
    expect(set).toHaveLength(IMAGE_WIDTHS.length);
    expect(set[0]).toBe(`${base}/160.avif 160w`);
    expect(set.at(-1)).toBe(`${base}/1440.avif 1440w`);
    expect(srcSetFor('/media/p/SKU1/1.svg', 'avif')).toBe('');
  });

  it('reads only the variant names it makes', () => {
    expect(parseVariantName('640.avif')).toEqual({ width: 640, format: 'avif' });
    expect(parseVariantName('1440.jpeg')).toEqual({ width: 1440, format: 'jpeg' });
    expect(parseVariantName('641.avif')).toBeNull();
    expect(parseVariantName('640.png')).toBeNull();
    expect(parseVariantName('../640.avif')).toBeNull();
  });

  it('keeps proportions for the width and height attributes', () => {
    expect(heightAt({ width: 4000, height: 3000 }, 640)).toBe(480);
    expect(heightAt({ width: 1000, height: 1 }, 160)).toBe(1);
  });
});

describe('drawn art as rasters (2.9-01)', () => {
  it('maps a drawing to its WebP at each width, and back; nothing else is drawn art', () => {
    expect(artVariantUrl('/media/p/OC-SUN-SPF50/3.svg', 320)).toBe('/media/r/320/p/OC-SUN-SPF50/3.webp');
    expect(artVariantUrl('/media/b/hero-1.svg', 960)).toBe('/media/r/960/b/hero-1.webp');
    expect(artVariantUrl('/media/ba/SKU1/before.svg', 640)).toBe('/media/r/640/ba/SKU1/before.webp');
    for (const url of ['/media/p/OC-SUN-SPF50/3.svg', '/media/b/hero-1.svg', '/media/ba/SKU1/after.svg'])
      expect(artSourceOf(artVariantUrl(url, 160).slice(ART_RASTER_PATH.length + 4))).toBe(url);
    expect(artVariantUrl(`/media/i/${hash}`, 320)).toBe(`/media/i/${hash}`);
    expect(isArtUrl('/media/u/0123.jpeg')).toBe(false);
    expect(isArtUrl('https://cdn.example.com/media/p/SKU1/1.svg')).toBe(false);
    expect(isArtUrl('/media/p/../../etc/1.svg')).toBe(false);
    // any SKU staff may give (letters, digits, '.', '_', '-') has its rasters too
    expect(SKU_PATTERN.source).toBe(`^${SKU_SOURCE}$`);
    expect(artVariantUrl('/media/p/OC.CLN_01-B/2.svg', 640)).toBe('/media/r/640/p/OC.CLN_01-B/2.webp');
    expect(artSourceOf('p/OC.CLN_01-B/2.webp')).toBe('/media/p/OC.CLN_01-B/2.svg');
    expect(isArtUrl('/media/p/.hidden/1.svg')).toBe(false);
    expect(isArtUrl('/media/p/OC%20CLN/1.svg')).toBe(false);
  });

  it('reads only the paths it makes: no traversal, no other kind or format', () => {
    expect(artSourceOf('p/SKU1/1.webp')).toBe('/media/p/SKU1/1.svg');
    expect(artSourceOf('p/../1.webp')).toBeNull();
    expect(artSourceOf('p/SKU1/1.svg')).toBeNull();
    expect(artSourceOf('x/SKU1/1.webp')).toBeNull();
    expect(artSourceOf('p/a/b/c.webp')).toBeNull();
    expect(artSourceOf('p/SKU1/5.webp')).toBeNull();
    expect(artSourceOf('ba/SKU1/middle.webp')).toBeNull();
    expect(artSourceOf('p/SKU1/1.png')).toBeNull();
    expect(artSourceOf('p/SKU1/1.jpeg')).toBe('/media/p/SKU1/1.svg');
    expect([artFormatOf('p/SKU1/1.jpeg'), artFormatOf('b/hero-1.webp'), artFormatOf('p/SKU1/1.png')]).toEqual(
      ['jpeg', 'webp', null],
    );
  });

  it('gives mail, link previews and search engines a JPEG of every picture, never SVG or WebP', () => {
    expect(shareableImageUrl('/media/p/OC-SUN-SPF50/1.svg')).toBe('/media/r/640/p/OC-SUN-SPF50/1.jpeg');
    expect(shareableImageUrl('/media/ba/SKU1/after.svg')).toBe('/media/r/640/ba/SKU1/after.jpeg');
    // an uploaded photo's base address answers its 640-pixel JPEG already
    expect(shareableImageUrl(`/media/i/${hash}`)).toBe(`/media/i/${hash}`);
    expect(shareableImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });

  it('reads which drawing an address names, and nothing from another address', () => {
    expect(artRefOf('/media/p/OC-SUN-SPF50/3.svg')).toEqual({ kind: 'p', sku: 'OC-SUN-SPF50', view: 3 });
    expect(artRefOf('/media/ba/SKU1/after.svg')).toEqual({ kind: 'ba', sku: 'SKU1', stage: 'after' });
    expect(artRefOf('/media/b/hero-1.svg')).toEqual({ kind: 'b', id: 'hero-1' });
    for (const url of [
      '/media/p/SKU1/5.svg',
      '/media/ba/SKU1/middle.svg',
      `/media/i/${hash}`,
      '/media/b/a/b.svg',
    ])
      expect(artRefOf(url), url).toBeNull();
  });

  it('lists every width in srcset, and none for an uploaded image', () => {
    const set = artSrcSetFor('/media/p/SKU1/1.svg').split(', ');
    expect(set).toHaveLength(IMAGE_WIDTHS.length);
    expect(set[0]).toBe('/media/r/160/p/SKU1/1.webp 160w');
    expect(artSrcSetFor(`/media/i/${hash}`)).toBe('');
  });
});
