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

    it('a tier applies to a VIP only when it beats the VIP rate: buying more never costs more a unit', () => {
      const vip = makeCtx({ memberGroupIds: ['g1'], tiers: ['basic', 'vip'] });
      // VIP 85% of 399.00 = 339.15; the g1 tier for 2 (350.00) would charge the VIP more per unit
      expect(resolveOptionPrice(product, o, { ...vip, quantity: 2 })).toMatchObject({
        unitPrice: 33915,
        source: 'vip',
      });
      // the tier for 3 (320.00) is below 339.15
      expect(resolveOptionPrice(product, o, { ...vip, quantity: 3 })).toMatchObject({
        unitPrice: 32000,
        originalPrice: 39900,
        source: 'multi_pricing',
      });
    });

    it('a tier dearer than the base price never applies', () => {
      const dear = makeOption({
        multi_pricing: [{ member_group: 'g1', pricing: [{ qty: 2, price_hkd: 40000, price_usd: 5200 }] }],
      });
      expect(
        resolveOptionPrice(product, dear, makeCtx({ memberGroupIds: ['g1'], quantity: 2 })),
      ).toMatchObject({ unitPrice: 39900, source: 'base' });
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

  it('lists the shopper tiers by qty, lowest per qty, with the saving against buying one', () => {
    expect(multiQuantityTable(product, o, makeCtx())).toEqual([
      {
        qty: 2,
        unitPrice: 38000,
        lineTotal: 76000,
        originalUnitPrice: 39900,
        saving: 3800,
        savingPercent: 4,
        currency: 'HKD',
      },
      {
        qty: 3,
        unitPrice: 36000,
        lineTotal: 108000,
        originalUnitPrice: 39900,
        saving: 11700,
        savingPercent: 9,
        currency: 'HKD',
      },
    ]);
    expect(multiQuantityTable(product, o, makeCtx({ memberGroupIds: ['g1'] }))[1]).toMatchObject({
      qty: 3,
      unitPrice: 34000,
      saving: 17700,
      savingPercent: 14,
    });
    expect(multiQuantityTable(product, o, makeCtx({ currency: 'JPY' }))[0]).toMatchObject({
      qty: 2,
      unitPrice: 7374,
      lineTotal: 14748,
      originalUnitPrice: 7675,
      saving: 602,
    });
  });

  it('leaves out a tier that never applies: not cheaper than one unit, or than a smaller quantity', () => {
    const dear = makeOption({
      multi_pricing: [{ member_group: 'public', pricing: [{ qty: 2, price_hkd: 40000, price_usd: 5200 }] }],
    });
    expect(multiQuantityTable(product, dear, makeCtx())).toEqual([]);
    const odd = makeOption({
      multi_pricing: [
        {
          member_group: 'public',
          pricing: [
            { qty: 2, price_hkd: 35000, price_usd: 4500 },
            { qty: 4, price_hkd: 36000, price_usd: 4600 },
          ],
        },
      ],
    });
    expect(multiQuantityTable(product, odd, makeCtx()).map((r) => r.qty)).toEqual([2]);
  });

  it("a VIP sees only the tiers below the VIP rate, saving counted from the VIP's own price", () => {
    const vip = makeCtx({ tiers: ['basic', 'vip'] });
    // VIP one unit: 339.15; the public tiers (380.00, 360.00) never apply
    expect(multiQuantityTable(product, o, vip)).toEqual([]);
    // g1's tier for 3 (340.00) is still above 339.15
    expect(multiQuantityTable(product, o, { ...vip, memberGroupIds: ['g1'] })).toEqual([]);
    const deep = makeOption({
      multi_pricing: [{ member_group: 'public', pricing: [{ qty: 3, price_hkd: 30000, price_usd: 3900 }] }],
    });
    expect(multiQuantityTable(product, deep, vip)).toEqual([
      {
        qty: 3,
        unitPrice: 30000,
        lineTotal: 90000,
        originalUnitPrice: 33915,
        saving: 11745,
        savingPercent: 11,
        currency: 'HKD',
      },
    ]);
  });

  it('is empty when a special or fixed price applies, or without tiers', () => {
    expect(multiQuantityTable(product, { ...o, special_pricing_hkd: 100 }, makeCtx())).toEqual([]);
    expect(
      multiQuantityTable(
        product,
        { ...o, fix_price: [{ member_group: 'g1', price_hkd: 1, price_usd: 1 }] },
        makeCtx({ memberGroupIds: ['g1'] }),
      ),
    ).toEqual([]);
    expect(multiQuantityTable(product, makeOption(), makeCtx())).toEqual([]);
  });

  it('every row is exactly what the bag charges at that quantity (property)', () => {
    const tier = fc.record({
      qty: fc.integer({ min: 1, max: 12 }),
      price_hkd: fc.integer({ min: 1, max: 60000 }),
      price_usd: fc.integer({ min: 1, max: 8000 }),
    });
    fc.assert(
      fc.property(
        fc.array(tier, { maxLength: 6 }),
        fc.constantFrom(...CURRENCY_CODES),
        fc.boolean(),
        (pricing, currency, vip) => {
          const opt = makeOption({ multi_pricing: [{ member_group: 'public', pricing }] });
          const ctx = makeCtx({ currency, tiers: vip ? ['basic', 'vip'] : ['basic'] });
          const rows = multiQuantityTable(product, opt, ctx);
          let previous = resolveOptionPrice(product, opt, ctx).unitPrice;
          for (const r of rows) {
            const paid = resolveOptionPrice(product, opt, { ...ctx, quantity: r.qty }).unitPrice;
            expect(r.unitPrice).toBe(paid);
            expect(r.unitPrice).toBeLessThan(previous);
            expect(r.saving).toBe((r.originalUnitPrice - r.unitPrice) * r.qty);
            expect(r.savingPercent).toBeGreaterThanOrEqual(0);
            previous = r.unitPrice;
          }
          // buying more never costs more a unit
          for (let q = 1; q < 12; q++) {
            expect(
              resolveOptionPrice(product, opt, { ...ctx, quantity: q + 1 }).unitPrice,
            ).toBeLessThanOrEqual(resolveOptionPrice(product, opt, { ...ctx, quantity: q }).unitPrice);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
