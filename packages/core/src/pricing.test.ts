import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES } from './currencies.ts';
import { makeCtx, makeOption, makeProduct } from './fixtures.test-util.ts';
import { MissingRateError, MoneyError, priceInCurrency } from './money.ts';
import { hasSpecialPrice, lineTotal, multiQuantityTable, resolveOptionPrice } from './pricing.ts';

const product = makeProduct();

describe('resolveOptionPrice', () => {
  it('base price for a guest', () => {
    expect(resolveOptionPrice(product, makeOption(), makeCtx())).toEqual({
      unitPrice: 39900,
      originalPrice: null,
      source: 'base',
      currency: 'HKD',
    });
    expect(resolveOptionPrice(product, makeOption(), makeCtx({ currency: 'JPY' }))).toMatchObject({
      unitPrice: 7675,
      source: 'base',
      currency: 'JPY',
    });
    expect(resolveOptionPrice(product, makeOption(), makeCtx({ currency: 'USD' }))).toMatchObject({
      unitPrice: 5100,
    });
    expect(resolveOptionPrice(product, makeOption(), makeCtx({ currency: 'TWD' }))).toMatchObject({
      unitPrice: 163700,
    }); // 1637.1
  });

  it('original price is shown only when greater', () => {
    const o = makeOption({ original_price_hkd: 45000, original_price_usd: 5800 });
    expect(resolveOptionPrice(product, o, makeCtx()).originalPrice).toBe(45000);
    expect(resolveOptionPrice(product, o, makeCtx({ currency: 'GBP' })).originalPrice).toBe(4500); // 45.82
    const same = makeOption({ original_price_hkd: 39900, original_price_usd: 5100 });
    expect(resolveOptionPrice(product, same, makeCtx()).originalPrice).toBeNull();
    const lower = makeOption({ original_price_hkd: 100 });
    expect(resolveOptionPrice(product, lower, makeCtx()).originalPrice).toBeNull();
  });

  it('special pricing wins over everything', () => {
    const o = makeOption({
      special_pricing_hkd: 29900,
      special_pricing_usd: 3800,
      fix_price: [{ member_group: 'g-vip', price_hkd: 30000, price_usd: 3900 }],
    });
    const ctx = makeCtx({ memberGroupIds: ['g-vip'], tiers: ['basic', 'vip'] });
    expect(resolveOptionPrice(product, o, ctx)).toEqual({
      unitPrice: 29900,
      originalPrice: 39900,
      source: 'special',
      currency: 'HKD',
    });
    expect(resolveOptionPrice(product, o, { ...ctx, currency: 'JPY' })).toMatchObject({
      unitPrice: 5719,
      originalPrice: 7675,
      source: 'special',
    });
    expect(hasSpecialPrice(o)).toBe(true);
  });

  it('special pricing prefers original_price as strike-through', () => {
    const o = makeOption({ special_pricing_hkd: 29900, original_price_hkd: 50000 });
    expect(resolveOptionPrice(product, o, makeCtx()).originalPrice).toBe(50000);
  });

  it('a special price on the other side only does not apply', () => {
    const o = makeOption({ special_pricing_hkd: 29900 });
    expect(resolveOptionPrice(product, o, makeCtx({ currency: 'USD' }))).toMatchObject({
      unitPrice: 5100,
      source: 'base',
    });
    expect(hasSpecialPrice(o)).toBe(true);
    expect(hasSpecialPrice(makeOption({ special_pricing_hkd: 0, special_pricing_usd: null }))).toBe(false);
  });

  it('fix_price for one of the shopper groups, lowest wins', () => {
    const o = makeOption({
      fix_price: [
        { member_group: 'g-vip', price_hkd: 33000, price_usd: 4300 },
        { member_group: 'g-kol', price_hkd: 31000, price_usd: 4000 },
        { member_group: 'g-other', price_hkd: 100, price_usd: 1 },
      ],
    });
    expect(resolveOptionPrice(product, o, makeCtx({ memberGroupIds: ['g-vip'] }))).toEqual({
      unitPrice: 33000,
      originalPrice: 39900,
      source: 'fix_price',
      currency: 'HKD',
    });
    expect(resolveOptionPrice(product, o, makeCtx({ memberGroupIds: ['g-vip', 'g-kol'] })).unitPrice).toBe(
      31000,
    );
    expect(resolveOptionPrice(product, o, makeCtx()).source).toBe('base');
  });

  it('fix_price for the public group applies to guests', () => {
    const o = makeOption({ fix_price: [{ member_group: 'public', price_hkd: 35000, price_usd: 4500 }] });
    expect(resolveOptionPrice(product, o, makeCtx())).toMatchObject({
      unitPrice: 35000,
      source: 'fix_price',
    });
  });

  it('fix_price with no value on the priced side is ignored', () => {
    const o = makeOption({ fix_price: [{ member_group: 'g-vip', price_hkd: 33000, price_usd: 0 }] });
    expect(
      resolveOptionPrice(product, o, makeCtx({ memberGroupIds: ['g-vip'], currency: 'USD' })).source,
    ).toBe('base');
  });

  describe('multi_pricing', () => {
    const o = makeOption({
      multi_pricing: [
        {
          member_group: 'g1',
          pricing: [
            { qty: 2, price_hkd: 35000, price_usd: 4600 },
            { qty: 3, price_hkd: 32000, price_usd: 4200 },
          ],
        },
        { member_group: 'g2', pricing: [{ qty: 3, price_hkd: 31000, price_usd: 4100 }] },
      ],
    });

    it('no tier below its quantity', () => {
      expect(resolveOptionPrice(product, o, makeCtx({ memberGroupIds: ['g1'], quantity: 1 })).source).toBe(
        'base',
      );
    });

    it('best tier with qty ≤ quantity', () => {
      expect(resolveOptionPrice(product, o, makeCtx({ memberGroupIds: ['g1'], quantity: 2 }))).toEqual({
        unitPrice: 35000,
        originalPrice: 39900,
        source: 'multi_pricing',
        currency: 'HKD',
      });
      expect(resolveOptionPrice(product, o, makeCtx({ memberGroupIds: ['g1'], quantity: 5 })).unitPrice).toBe(
        32000,
      );
      expect(
        resolveOptionPrice(product, o, makeCtx({ memberGroupIds: ['g1', 'g2'], quantity: 3 })).unitPrice,
      ).toBe(31000);
      expect(
        resolveOptionPrice(product, o, makeCtx({ memberGroupIds: ['g1'], quantity: 3, currency: 'GBP' }))
          .unitPrice,
      ).toBe(3300); // 33.18
    });

    it('not for other groups', () => {
      expect(resolveOptionPrice(product, o, makeCtx({ memberGroupIds: ['g3'], quantity: 5 })).source).toBe(
        'base',
      );
    });

    it('fix_price beats multi_pricing', () => {
      const both = { ...o, fix_price: [{ member_group: 'g1', price_hkd: 36000, price_usd: 4700 }] };
      expect(
        resolveOptionPrice(product, both, makeCtx({ memberGroupIds: ['g1'], quantity: 5 })),
      ).toMatchObject({ unitPrice: 36000, source: 'fix_price' });
    });

    it('multi_pricing beats the VIP rate', () => {
      expect(
        resolveOptionPrice(
          product,
          o,
          makeCtx({ memberGroupIds: ['g1'], tiers: ['basic', 'vip'], quantity: 2 }),
        ).source,
      ).toBe('multi_pricing');
    });
  });

  describe('VIP', () => {
    const vip = makeCtx({ tiers: ['basic', 'vip'] });

    it('85% of the base, rounded by the currency rule at the end', () => {
      expect(resolveOptionPrice(product, makeOption(), vip)).toEqual({
        unitPrice: 33915,
        originalPrice: 39900,
        source: 'vip',
        currency: 'HKD',
      });
      expect(resolveOptionPrice(product, makeOption(), { ...vip, currency: 'USD' })).toMatchObject({
        unitPrice: 4300,
        originalPrice: 5100,
      });
      expect(resolveOptionPrice(product, makeOption(), { ...vip, currency: 'JPY' })).toMatchObject({
        unitPrice: 6524,
        originalPrice: 7675,
      });
      expect(resolveOptionPrice(product, makeOption(), { ...vip, currency: 'TWD' })).toMatchObject({
        unitPrice: 139100,
        originalPrice: 163700,
      }); // 1391.535
      expect(resolveOptionPrice(product, makeOption({ price_hkd: 12347 }), vip).unitPrice).toBe(10495); // 104.9495
    });

    it('not for big_pi', () => {
      expect(resolveOptionPrice(makeProduct({ brand_key: 'big_pi' }), makeOption(), vip)).toMatchObject({
        unitPrice: 39900,
        source: 'base',
        originalPrice: null,
      });
    });

    it('original_price stays the strike-through when higher than the base', () => {
      expect(resolveOptionPrice(product, makeOption({ original_price_hkd: 45000 }), vip).originalPrice).toBe(
        45000,
      );
    });

    it('property: the VIP price never exceeds the base price', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1e8 }),
          fc.integer({ min: 0, max: 1e7 }),
          fc.constantFrom(...CURRENCY_CODES),
          (hkd, usd, currency) => {
            const o = makeOption({ price_hkd: hkd, price_usd: usd });
            const ctx = makeCtx({ tiers: ['basic', 'vip'], currency });
            const r = resolveOptionPrice(product, o, ctx);
            const base = priceInCurrency({ hkdMinor: hkd, usdMinor: usd }, currency, ctx.rates);
            expect(r.unitPrice).toBeLessThanOrEqual(base);
            expect(r.unitPrice * 100).toBeLessThanOrEqual(
              base * 85 + 100 * 10 ** CURRENCIES[currency].minorDigits,
            );
          },
        ),
      );
    });
  });

  describe('treatment', () => {
    const treatment = makeProduct({ product_type: 2 });
    const o = makeOption({
      treatment_original_price_hkd: 50000,
      treatment_original_price_usd: 6400,
      original_price_hkd: 45000,
    });

    it('uses treatment_original_price as strike-through', () => {
      expect(resolveOptionPrice(treatment, o, makeCtx())).toEqual({
        unitPrice: 39900,
        originalPrice: 50000,
        source: 'treatment',
        currency: 'HKD',
      });
      expect(resolveOptionPrice(treatment, o, makeCtx({ currency: 'USD' })).originalPrice).toBe(6400);
    });

    it('falls back to original_price', () => {
      const plain = makeOption({ original_price_hkd: 45000 });
      expect(resolveOptionPrice(treatment, plain, makeCtx()).originalPrice).toBe(45000);
      expect(resolveOptionPrice(treatment, makeOption(), makeCtx())).toMatchObject({
        source: 'treatment',
        originalPrice: null,
      });
    });

    it('ctx.isTreatment overrides the product type', () => {
      expect(resolveOptionPrice(treatment, o, makeCtx({ isTreatment: false }))).toMatchObject({
        source: 'base',
        originalPrice: 45000,
      });
      expect(resolveOptionPrice(product, o, makeCtx({ isTreatment: true }))).toMatchObject({
        source: 'treatment',
        originalPrice: 50000,
      });
    });

    it('VIP still applies to treatments', () => {
      expect(resolveOptionPrice(treatment, o, makeCtx({ tiers: ['basic', 'vip'] }))).toMatchObject({
        source: 'vip',
        unitPrice: 33915,
        originalPrice: 50000,
      });
    });
  });

  it('a missing rate throws a typed error', () => {
    expect(() => resolveOptionPrice(product, makeOption(), makeCtx({ currency: 'KRW', rates: {} }))).toThrow(
      MissingRateError,
    );
  });

  it('an invalid base price throws', () => {
    expect(() =>
      resolveOptionPrice(product, makeOption({ price_usd: Number.NaN }), makeCtx({ currency: 'USD' })),
    ).toThrow(MoneyError);
  });

  it('property: non-HKD unit prices are whole units; strike-through only when greater', () => {
    const priceArb = fc.integer({ min: 0, max: 1e7 });
    fc.assert(
      fc.property(
        priceArb,
        priceArb,
        fc.option(priceArb, { nil: undefined }),
        fc.option(priceArb, { nil: undefined }),
        fc.constantFrom(...CURRENCY_CODES),
        fc.boolean(),
        fc.integer({ min: 1, max: 6 }),
        (hkd, usd, special, original, currency, vip, quantity) => {
          const o = makeOption({
            price_hkd: hkd,
            price_usd: usd,
            special_pricing_hkd: special,
            special_pricing_usd: special,
            original_price_hkd: original,
            original_price_usd: original,
            multi_pricing: [
              {
                member_group: 'public',
                pricing: [{ qty: 3, price_hkd: Math.floor(hkd * 0.9), price_usd: Math.floor(usd * 0.9) }],
              },
            ],
          });
          const r = resolveOptionPrice(
            product,
            o,
            makeCtx({ currency, tiers: vip ? ['basic', 'vip'] : ['basic'], quantity }),
          );
          expect(Number.isSafeInteger(r.unitPrice)).toBe(true);
          expect(r.unitPrice).toBeGreaterThanOrEqual(0);
          if (currency !== 'HKD') expect(r.unitPrice % 10 ** CURRENCIES[currency].minorDigits).toBe(0);
          if (r.originalPrice !== null) expect(r.originalPrice).toBeGreaterThan(r.unitPrice);
        },
      ),
    );
  });
});

describe('lineTotal', () => {
  it('multiplies integers', () => {
    expect(lineTotal(39900, 3)).toBe(119700);
    expect(lineTotal(39900, 0)).toBe(0);
    expect(() => lineTotal(1.5, 2)).toThrow(MoneyError);
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow(MoneyError);
  });
});

describe('multiQuantityTable', () => {
  const o = makeOption({
    multi_pricing: [
      {
        member_group: 'public',
        pricing: [
          { qty: 3, price_hkd: 36000, price_usd: 4600 },
          { qty: 2, price_hkd: 38000, price_usd: 4900 },
        ],
      },
      {
        member_group: 'g1',
        pricing: [
          { qty: 3, price_hkd: 34000, price_usd: 4400 },
          { qty: 0, price_hkd: 1, price_usd: 1 },
        ],
      },
    ],
  });

  it('lists the shopper tiers by qty, lowest per qty', () => {
    expect(multiQuantityTable(o, makeCtx())).toEqual([
      { qty: 2, unitPrice: 38000, lineTotal: 76000, originalUnitPrice: 39900, currency: 'HKD' },
      { qty: 3, unitPrice: 36000, lineTotal: 108000, originalUnitPrice: 39900, currency: 'HKD' },
    ]);
    expect(multiQuantityTable(o, makeCtx({ memberGroupIds: ['g1'] }))[1]).toMatchObject({
      qty: 3,
      unitPrice: 34000,
    });
    expect(multiQuantityTable(o, makeCtx({ currency: 'JPY' }))[0]).toMatchObject({
      qty: 2,
      unitPrice: 7374,
      lineTotal: 14748,
      originalUnitPrice: 7675,
    });
  });

  it('a tier not cheaper than the base shows no strike-through', () => {
    const dear = makeOption({
      multi_pricing: [{ member_group: 'public', pricing: [{ qty: 2, price_hkd: 40000, price_usd: 5200 }] }],
    });
    expect(multiQuantityTable(dear, makeCtx())[0]?.originalUnitPrice).toBeNull();
  });

  it('is empty when a special or fixed price applies, or without tiers', () => {
    expect(multiQuantityTable({ ...o, special_pricing_hkd: 100 }, makeCtx())).toEqual([]);
    expect(
      multiQuantityTable(
        { ...o, fix_price: [{ member_group: 'g1', price_hkd: 1, price_usd: 1 }] },
        makeCtx({ memberGroupIds: ['g1'] }),
      ),
    ).toEqual([]);
    expect(multiQuantityTable(makeOption(), makeCtx())).toEqual([]);
  });
});
