import { describe, expect, it } from 'vitest';
import {
  HANDLE_PATTERN,
  imageTypeOf,
  isCalendarDate,
  optionPriceProblem,
  SKU_PATTERN,
} from './catalogue-admin.ts';

const base = { price_hkd: 10000, price_usd: 1300 };

describe('optionPriceProblem', () => {
  it('accepts plain prices, equal special and original prices', () => {
    expect(optionPriceProblem(base)).toBeNull();
    expect(
      optionPriceProblem({
        ...base,
        special_pricing_hkd: 10000,
        original_price_hkd: 10000,
        original_price_usd: 0,
      }),
    ).toBeNull();
  });

  it('names a negative or fractional price', () => {
    expect(optionPriceProblem({ ...base, price_hkd: -1 })?.field).toBe('price');
    expect(optionPriceProblem({ ...base, price_usd: 1.5 })?.field).toBe('price_usd');
    expect(optionPriceProblem({ ...base, original_price_usd: -5 })?.field).toBe('original_price_usd');
  });

  it('refuses a special price above the price and an original price below it', () => {
    expect(optionPriceProblem({ ...base, special_pricing_hkd: 10001 })).toEqual({
      field: 'special_pricing',
      code: 'special_above_price',
      reason: 'must not be above the price',
    });
    expect(optionPriceProblem({ ...base, special_pricing_usd: 1301 })?.field).toBe('special_pricing_usd');
    expect(optionPriceProblem({ ...base, original_price_hkd: 9999 })?.field).toBe('original_price');
  });

  it('checks member prices: known groups, once each, rising tiers from 2', () => {
    const groups = new Set(['vip', 'vvip']);
    const fix = (member_group: string) => ({ member_group, price_hkd: 1, price_usd: 1 });
    expect(optionPriceProblem({ ...base, fix_price: [fix('vip')] }, groups)).toBeNull();
    expect(optionPriceProblem({ ...base, fix_price: [fix('gold')] }, groups)?.field).toBe(
      'fix_price.0.member_group',
    );
    expect(optionPriceProblem({ ...base, fix_price: [fix('vip'), fix('vip')] }, groups)?.reason).toBe(
      'is listed twice',
    );
    const tier = (qty: number) => ({ qty, price_hkd: 1, price_usd: 1 });
    expect(
      optionPriceProblem(
        { ...base, multi_pricing: [{ member_group: 'vip', pricing: [tier(2), tier(3)] }] },
        groups,
      ),
    ).toBeNull();
    expect(
      optionPriceProblem(
        { ...base, multi_pricing: [{ member_group: 'vip', pricing: [tier(3), tier(3)] }] },
        groups,
      )?.field,
    ).toBe('multi_pricing.0.pricing.1.qty');
    expect(
      optionPriceProblem({ ...base, multi_pricing: [{ member_group: 'vip', pricing: [tier(1)] }] }, groups)
        ?.field,
    ).toBe('multi_pricing.0.pricing.0.qty');
  });
});

describe('imageTypeOf', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
  it('knows jpeg, png, webp and avif by their first bytes', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(imageTypeOf(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif');
    expect(imageTypeOf(bytes([0, 0, 0, 0x1c], 'ftypavis'))).toBe('avif');
  });
  it('refuses anything else, whatever it is called', () => {
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(bytes('GIF89a'))).toBeNull();
    expect(imageTypeOf(bytes([0, 0, 0, 0x1c], 'ftypheic'))).toBeNull();
    expect(imageTypeOf(bytes([0xff, 0xd8]))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('catalogue identifiers', () => {
  it('SKUs, handles and dates as the editor, the API and the CSV import all read them', () => {
    for (const ok of ['OC-SRM-HA', 'oc_1.2', 'A']) expect(SKU_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['-A', 'A B', 'é', 'x'.repeat(65), '']) expect(SKU_PATTERN.test(bad), bad).toBe(false);
    for (const ok of ['rose-night-serum', 'spf50']) expect(HANDLE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['Rose', 'a--b', '-a', 'a-', 'a_b', '玫瑰'])
      expect(HANDLE_PATTERN.test(bad), bad).toBe(false);
    expect(isCalendarDate('2026-02-28')).toBe(true);
    for (const bad of ['2026-02-30', '2026-2-1', '28/02/2026']) expect(isCalendarDate(bad), bad).toBe(false);
  });
});
