import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@shop/core';
import type { MediaImage } from '@shop/core/contract/media';
import { IMAGE_SIZES } from '../lib/image-sizes.ts';
import { Picture, type PictureProps } from './picture.tsx';

const BASE = `/media/i/${'ab'.repeat(32)}`;
const photo: MediaImage = {
  src: BASE,
  width: 4000,
  height: 3000,
  placeholder: 'data:image/webp;base64,AAAA',
  alt: { eng: 'A bottle on marble', chi: '雲石上的瓶子', cn: '' },
};
const render = (p: Partial<PictureProps>) =>
  renderToStaticMarkup(
    createElement(Picture, {
      sizes: IMAGE_SIZES.card,
      alt: 'Serum',
      locale: 'en',
      width: 800,
      height: 800,
      ...p,
    }),
  );
const unescape = (v: string) => v.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
/** Every <tag ...> of this name, as its attributes (static markup: double-quoted values, no nesting in tags). */
const tags = (html: string, name: string): Record<string, string>[] =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries(
      [...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), unescape(a[2]!)]),
    ),
  );
const attrs = (html: string, name: string) => tags(html, name)[0] ?? null;

describe('Picture (2.9-01)', () => {
  it('an uploaded image: AVIF then WebP sources and a JPEG img, each over every width, with the sizes', () => {
    const html = render({ image: photo });
    expect(html.startsWith('<picture')).toBe(true);
    const sources = tags(html, 'source');
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const [s, fmt] of [
      [sources[0]!, 'avif'],
      [sources[1]!, 'webp'],
    ] as const) {
      expect(s.sizes).toBe(IMAGE_SIZES.card);
      expect(s.srcset).toBe(IMAGE_WIDTHS.map((w) => `${BASE}/${w}.${fmt} ${w}w`).join(', '));
    }
    const img = attrs(html, 'img')!;
    expect(img.src).toBe(`${BASE}/640.jpeg`);
    expect(img.srcset).toBe(IMAGE_WIDTHS.map((w) => `${BASE}/${w}.jpeg ${w}w`).join(', '));
    expect(img.sizes).toBe(IMAGE_SIZES.card);
  });

  it("width and height are the picture's own, else the caller's box", () => {
    expect(attrs(render({ image: photo }), 'img')).toMatchObject({ width: '4000', height: '3000' });
    expect(attrs(render({ src: BASE }), 'img')).toMatchObject({ width: '800', height: '800' });
  });

  it('lazy and async by default; priority is eager with fetchpriority=high', () => {
    const lazy = attrs(render({ image: photo }), 'img')!;
    expect(lazy).toMatchObject({ loading: 'lazy', decoding: 'async' });
    expect(lazy.fetchpriority).toBeUndefined();
    const first = attrs(render({ image: photo, priority: true }), 'img')!;
    expect(first).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    expect(attrs(render({ image: photo, eager: true }), 'img')!.loading).toBe('eager');
  });

  it("the blurred placeholder is the img's background in the server's markup (no script needed)", () => {
    expect(attrs(render({ image: photo }), 'img')!.style).toContain('background-image:url("');
    expect(attrs(render({ image: photo }), 'img')!.style).toContain(photo.placeholder);
    expect(attrs(render({ image: { ...photo, placeholder: null } }), 'img')!.style).toBeUndefined();
  });

  it("alt: staff's text in the page's script, else the caller's (the product's name)", () => {
    const altOf = (locale: PictureProps['locale'], image: MediaImage = photo) =>
      attrs(render({ image, locale }), 'img')!.alt;
    expect(altOf('en')).toBe('A bottle on marble');
    expect(altOf('hk')).toBe('雲石上的瓶子');
    expect(altOf('zh')).toBe('雲石上的瓶子');
    expect(altOf('cn')).toBe('Serum');
    expect(altOf('en', { ...photo, alt: null })).toBe('Serum');
    expect(altOf('en', { ...photo, alt: { eng: '  ', chi: '', cn: '' } })).toBe('Serum');
    expect(attrs(render({ image: photo, decorative: true }), 'img')!.alt).toBe('');
  });

  it('an old upload, or art with an address it cannot raster, is a plain img with no sources', () => {
    for (const src of ['/media/p/serum%201/1.svg', '/media/u/old.jpg']) {
      const html = render({ src });
      expect(html).not.toContain('<picture');
      expect(attrs(html, 'img')).toMatchObject({ src, width: '800', height: '800', loading: 'lazy' });
      expect(attrs(html, 'img')!.srcset).toBeUndefined();
    }
  });

  it('drawn art is its WebP rasters over every width, never the SVG (a phone draws SVG on its main thread)', () => {
    const html = render({ src: '/media/p/SERUM-1/3.svg' });
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('.svg');
    const img = attrs(html, 'img')!;
    expect(img).toMatchObject({ src: '/media/r/640/p/SERUM-1/3.webp', width: '800', height: '800' });
    expect(img.srcset!.split(', ')).toEqual(IMAGE_WIDTHS.map((w) => `/media/r/${w}/p/SERUM-1/3.webp ${w}w`));
    expect(img.sizes).toBeDefined();
  });
});
