import { describe, expect, it } from 'vitest';
import type { ProductOut } from '@shop/core/contract/product';
import { toCard } from './product-view.ts';

const product = {
  _id: 'p1',
  sku: 'OC-1',
  name: { eng: 'Gel', chi: '啫喱', cn: '啫喱' },
  brand_name: { eng: 'Oxygen', chi: '氧', cn: '氧' },
  brand_key: 'oxygen',
  path: '/oxygen/gel',
  thumbnail: '/a.svg',
  product_type: 1,
  editor_comment: {
    _en: 'Foams for five minutes.',
    _zh: '敷上後會冒泡五分鐘。',
    _cn: '敷上后会冒泡五分钟。',
  },
  ig_link: null,
  detail: ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => ({ type: 'image', thumbnail: `/${x}.svg`, extra: 1 })),
  images: [],
  display: {},
  product_option: [],
} as unknown as ProductOut;

describe('toCard', () => {
  it("keeps only the page's language of the editor's comment, for each locale", () => {
    expect(toCard(product, 'en').editor_comment).toEqual({
      _en: 'Foams for five minutes.',
      _zh: '',
      _cn: '',
    });
    expect(toCard(product, 'cn').editor_comment).toEqual({ _en: '', _zh: '', _cn: '敷上后会冒泡五分钟。' });
    for (const locale of ['hk', 'zh'] as const)
      expect(toCard(product, locale).editor_comment).toEqual({
        _en: '',
        _zh: '敷上後會冒泡五分鐘。',
        _cn: '',
      });
    // without a locale (a caller that shows every language) nothing is dropped
    expect(toCard(product).editor_comment).toEqual(product.editor_comment);
  });

  it('carries the first four gallery entries: the hover picture and the quick view need no more', () => {
    expect(toCard(product, 'en').detail).toEqual(
      ['a', 'b', 'c', 'd'].map((x) => ({ type: 'image', thumbnail: `/${x}.svg` })),
    );
  });
});
