import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shop/core';
import type { MediaImage } from '@shop/core/contract/media';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { CATALOGUES } from '../../i18n/catalogues.server.ts';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import { galleryOf } from '../../lib/product-view.ts';
import { Gallery } from './gallery.tsx';

const art = (n: number) => `/media/p/HB-00${Math.ceil(n / 4)}/${((n - 1) % 4) + 1}.svg`;
const drawn = (n: number): MediaImage => ({
  src: art(n),
  width: 800,
  height: 800,
  placeholder: null,
  alt: null,
});
const BASE = `/media/i/${'c0'.repeat(32)}`;
const photo: MediaImage = {
  src: BASE,
  width: 4000,
  height: 3000,
  placeholder: 'data:image/webp;base64,UklGRg==',
  alt: { eng: 'The serum on a marble shelf', chi: '', cn: '' },
};
/** a seeded product: two drawn pictures listed by staff, four drawn detail views and a video */
const seeded = {
  thumbnail: art(1),
  product_thumbnail: [art(1), art(2)],
  images: [drawn(1), drawn(2)],
  detail: [
    ...[1, 2, 3, 4].map((n) => ({ type: 'image' as const, thumbnail: art(n) })),
    { type: 'video' as const, thumbnail: art(5), video: '/media/v/HB-001.mp4' },
  ],
};
const render = (product: typeof seeded, locale: Locale = 'en') =>
  renderToString(
    createElement(I18nProvider, {
      locale,
      messages: CATALOGUES[locale],
      children: createElement(Gallery, { product, name: 'Scalp Serum' }),
    }),
  );
const imgs = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);

describe('product gallery (2.9-01)', () => {
  it("staff's pictures first, then the drawn views and videos not among them", () => {
    expect(galleryOf(seeded).map((g) => [g.type, g.src])).toEqual([
      ['image', art(1)],
      ['image', art(2)],
      ['image', art(3)],
      ['image', art(4)],
      ['video', art(5)],
    ]);
    expect(galleryOf({ ...seeded, images: [], product_thumbnail: [], detail: [] })).toEqual([
      { type: 'image', src: art(1), image: null, video: null },
    ]);
  });

  it('a product with only drawn art renders its WebP rasters: no <picture>, no SVG, sized, the first fetched first', () => {
    const html = render(seeded);
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('.svg');
    const [main, ...thumbs] = imgs(html);
    expect(main).toContain(`src="/media/r/640/p/HB-001/1.webp"`);
    expect(main).toContain(`sizes="${IMAGE_SIZES.gallery}"`);
    expect(main).toContain('alt="Scalp Serum"');
    expect(main).toMatch(/width="800" height="800"/);
    expect(main).toContain('fetchPriority="high"');
    expect(main).toContain('loading="eager"');
    expect(thumbs).toHaveLength(5);
    for (const t of thumbs) expect(t).toContain('loading="lazy"');
  });

  it('an uploaded first picture: AVIF and WebP sources at the column width, its alt, fetched first', () => {
    const html = render({ ...seeded, product_thumbnail: [BASE, art(2)], images: [photo, drawn(2)] });
    const picture = html.slice(html.indexOf('<picture'), html.indexOf('</picture>'));
    expect(picture).toContain(`type="image/avif" srcSet="${BASE}/160.avif 160w,`);
    expect(picture).toContain(`sizes="${IMAGE_SIZES.gallery}"`);
    const [main] = imgs(picture);
    expect(main).toContain('alt="The serum on a marble shelf"');
    expect(main).toMatch(/width="4000" height="3000"/);
    expect(main).toContain('fetchPriority="high"');
    expect(main).toContain(`src="${BASE}/640.jpeg"`);
    // hk has no Traditional alt: the product's name
    expect(imgs(render({ ...seeded, product_thumbnail: [BASE], images: [photo] }, 'hk'))[0]).toContain(
      'alt="Scalp Serum"',
    );
  });
});
