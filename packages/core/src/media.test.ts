import { describe, expect, it } from 'vitest';
import {
  heightAt,
  IMAGE_WIDTHS,
  isMediaUrl,
  mediaHashOf,
  parseVariantName,
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
