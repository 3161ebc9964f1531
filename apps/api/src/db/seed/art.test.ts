import { describe, it, expect } from 'vitest';
import { escapeXml, pickShape, renderBannerArt, renderProductArt, type ProductArtInput } from './art.ts';
import { seedBanners, seedBrands, seedProducts } from './catalogue-data.ts';

const brands = new Map(seedBrands.map((b) => [b.key, b]));
const inputFor = (p: (typeof seedProducts)[number]): ProductArtInput => {
  const brand = brands.get(p.brandKey)!;
  return {
    name: p.name.eng,
    brandName: brand.name.eng,
    palette: brand.palette,
    categories: p.categories ?? [],
    sku: p.sku,
  };
};
const sample: ProductArtInput = {
  name: 'Sea Salt Scalp Scrub',
  brandName: 'Big Pi',
  palette: { primary: '#2F3B35', secondary: '#ECE6DA', ink: '#26302B' },
  categories: ['hair_care'],
  sku: 'TEST-1',
};

describe('product art', () => {
  it('renders an 800×800 SVG document for every view', () => {
    for (const view of [1, 2, 3, 4]) {
      const svg = renderProductArt(sample, view);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('escapes XML special characters in names', () => {
    const svg = renderProductArt({ ...sample, name: 'Salt & <Pepper> "Mist"', brandName: 'A&B <Lab>' }, 1);
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&lt;');
    expect(svg).toContain('&gt;');
    expect(svg).not.toContain('<Pepper>');
    expect(svg).not.toContain('<Lab>');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('is deterministic', () => {
    for (const view of [1, 2, 3, 4])
      expect(renderProductArt(sample, view)).toBe(renderProductArt({ ...sample }, view));
    expect(renderProductArt(sample, 1)).not.toBe(
      renderProductArt({ ...sample, sku: 'TEST-2', name: 'Other' }, 1),
    );
  });

  it('keeps all four views of every seeded product under 8 KB', () => {
    for (const p of seedProducts) {
      const input = inputFor(p);
      for (const view of [1, 2, 3, 4]) {
        const svg = renderProductArt(input, view);
        expect(svg.startsWith('<svg'), `${p.sku} view ${view}`).toBe(true);
        expect(svg, `${p.sku} view ${view}`).toContain('viewBox=');
        expect(Buffer.byteLength(svg, 'utf8'), `${p.sku} view ${view}`).toBeLessThan(8 * 1024);
      }
    }
  });

  it('draws treatments as jars and sets as boxes', () => {
    for (const p of seedProducts) {
      if (p.productType === 2) expect(pickShape(p.name.eng, p.categories ?? [], p.sku), p.sku).toBe('jar');
    }
    expect(pickShape('Barrier Ritual Gift Set', ['skin_care'], 'OC-SET-BARRIER')).toBe('box');
  });
});

describe('banner art', () => {
  it('renders a deterministic 2:1 SVG for every seeded banner', () => {
    seedBanners.forEach((b, i) => {
      const input = {
        title: b.title.eng,
        palette: { primary: '#efe6dc', secondary: '#c9b79c', ink: '#2d2823' },
        variant: i,
      };
      const svg = renderBannerArt(input);
      expect(svg.startsWith('<svg'), b.id).toBe(true);
      expect(svg).toContain('viewBox="0 0 1600 800"');
      expect(renderBannerArt({ ...input })).toBe(svg);
      expect(Buffer.byteLength(svg, 'utf8'), b.id).toBeLessThan(16 * 1024);
    });
  });

  it('escapes the banner title', () => {
    const svg = renderBannerArt({
      title: 'Skin & <Hair>',
      palette: { primary: '#fff', secondary: '#eee', ink: '#111' },
      variant: 0,
    });
    expect(svg).toContain('Skin &amp; &lt;Hair&gt;');
    expect(svg).not.toContain('<Hair>');
  });
});
