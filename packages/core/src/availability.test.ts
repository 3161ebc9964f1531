import { describe, expect, it } from 'vitest';
import {
  checkPurchasable,
  deliveryCountries,
  shippingReason,
  isOfferedOption,
  isPurchasable,
  memberGroupAllows,
  productShipTo,
  shipToCountriesForBrand,
  singlePurchaseOptions,
  specialOfferOptions,
  subscriptionOptions,
  UNAVAILABLE_REASONS,
} from './availability.ts';
import { makeCtx, makeOption, makeProduct } from './fixtures.test-util.ts';

const product = makeProduct();
const ok = { ok: true };

describe('checkPurchasable', () => {
  it('in_stock and pre_order are buyable', () => {
    expect(checkPurchasable(product, makeOption(), makeCtx())).toEqual(ok);
    expect(checkPurchasable(product, makeOption({ availability: 'pre_order' }), makeCtx())).toEqual(ok);
    expect(isPurchasable(product, makeOption(), makeCtx())).toBe(true);
  });

  it('hidden is buyable only with a special price', () => {
    expect(
      checkPurchasable(product, makeOption({ availability: 'hidden', special_pricing_hkd: 100 }), makeCtx()),
    ).toEqual(ok);
    expect(
      checkPurchasable(product, makeOption({ availability: 'hidden', special_pricing_usd: 100 }), makeCtx()),
    ).toEqual(ok);
    expect(checkPurchasable(product, makeOption({ availability: 'hidden' }), makeCtx())).toEqual({
      ok: false,
      reason: 'out_of_stock',
      showPrice: false,
    });
  });

  it('a product hidden by staff is not for sale, whatever its options say', () => {
    const hidden = { ...product, published: false };
    expect(checkPurchasable(hidden, makeOption(), makeCtx())).toEqual({
      ok: false,
      reason: 'disabled',
      showPrice: false,
    });
    expect(checkPurchasable({ ...product, published: true }, makeOption(), makeCtx())).toEqual(ok);
  });

  it('a product limited to some countries is not available elsewhere, even where its brand ships', () => {
    const hkOnly = { ...product, ship_countries: ['hk'] };
    expect(checkPurchasable(hkOnly, makeOption(), makeCtx())).toEqual(ok);
    expect(checkPurchasable(hkOnly, makeOption(), makeCtx({ countryKey: 'tw' }))).toEqual({
      ok: false,
      reason: 'only_hk_macau',
      showPrice: false,
    });
    const asia = { ...product, ship_countries: ['hk', 'tw', 'us'] };
    expect(checkPurchasable(asia, makeOption(), makeCtx({ countryKey: 'sg' }))).toMatchObject({
      reason: 'not_shippable',
    });
    // the product's list only narrows its brand's: a partner brand shipping to hk never reaches us
    expect(
      checkPurchasable({ ...asia, brand_key: 'partner' }, makeOption(), makeCtx({ countryKey: 'us' })),
    ).toMatchObject({ reason: 'only_hk_macau' });
    expect(productShipTo(['hk', 'tw'], null)).toEqual(['hk', 'tw']);
    expect(productShipTo(['hk', 'tw'], ['tw', 'jp'])).toEqual(['tw']);
  });

  it('disabled', () => {
    expect(checkPurchasable(product, makeOption({ availability: 'disabled' }), makeCtx())).toEqual({
      ok: false,
      reason: 'disabled',
      showPrice: false,
    });
  });

  it('a disabled refill in Hong Kong is disabled (not a country reason) and not offered', () => {
    // the seed's Ceramide Barrier Cream: 100 ml refill, availability disabled, stock 0, shopper in Hong Kong
    const refill = makeOption({ sub_sku: '100ML-REFILL', availability: 'disabled' });
    const hk = makeCtx({ countryKey: 'hk' });
    const r = checkPurchasable(product, refill, hk);
    expect(r).toEqual({ ok: false, reason: 'disabled', showPrice: false });
    expect(['only_hk_macau', 'not_shippable']).not.toContain(r.ok ? null : r.reason);
    expect(isOfferedOption(refill)).toBe(false);
    expect(isOfferedOption(makeOption({ availability: 'in_stock' }))).toBe(true);
    expect(isOfferedOption(makeOption({ availability: 'not_for_sale' }))).toBe(true);
  });

  it('not_for_sale keeps the price visible', () => {
    expect(checkPurchasable(product, makeOption({ availability: 'not_for_sale' }), makeCtx())).toEqual({
      ok: false,
      reason: 'not_for_sale',
      showPrice: true,
    });
  });

  it('only_hk_macau when the brand ships to hk only', () => {
    const partner = makeProduct({ brand_key: 'partner' });
    expect(checkPurchasable(partner, makeOption(), makeCtx())).toEqual(ok);
    expect(checkPurchasable(partner, makeOption(), makeCtx({ countryKey: 'us' }))).toEqual({
      ok: false,
      reason: 'only_hk_macau',
      showPrice: false,
    });
  });

  it('a brand missing from the table ships to hk only', () => {
    const unknown = makeProduct({ brand_key: 'someone_else' });
    expect(shipToCountriesForBrand({}, 'someone_else')).toEqual(['hk']);
    expect(checkPurchasable(unknown, makeOption(), makeCtx())).toEqual(ok);
    expect(checkPurchasable(unknown, makeOption(), makeCtx({ countryKey: 'jp' }))).toMatchObject({
      reason: 'only_hk_macau',
    });
  });

  it('not_shippable when the brand list excludes the country', () => {
    const limited = makeProduct({ brand_key: 'limited' });
    expect(checkPurchasable(limited, makeOption(), makeCtx({ countryKey: 'tw' }))).toEqual(ok);
    expect(checkPurchasable(limited, makeOption(), makeCtx({ countryKey: 'jp' }))).toEqual({
      ok: false,
      reason: 'not_shippable',
      showPrice: false,
    });
    expect(
      checkPurchasable(product, makeOption(), makeCtx({ brandShipping: { oxygen_ceuticals: [] } })),
    ).toMatchObject({ reason: 'not_shippable' });
  });

  it('shippingKey looks up another shipping group', () => {
    const ctx = makeCtx({
      countryKey: 'us',
      brandShipping: { partner: ['hk'], special_offer: ['hk', 'us'] },
    });
    const partner = makeProduct({ brand_key: 'partner' });
    expect(checkPurchasable(partner, makeOption(), ctx, { shippingKey: 'special_offer' })).toEqual(ok);
  });

  it('not_shippable without a delivery method for the country', () => {
    expect(
      checkPurchasable(
        product,
        makeOption(),
        makeCtx({ countryKey: 'uk', deliveryCountryKeys: ['hk', 'us'] }),
      ),
    ).toMatchObject({ reason: 'not_shippable' });
    expect(
      checkPurchasable(
        product,
        makeOption(),
        makeCtx({ countryKey: 'us', deliveryCountryKeys: ['hk', 'us'] }),
      ),
    ).toEqual(ok);
  });

  it('an hk-only brand says only_hk_macau even where no delivery method serves the country', () => {
    const partner = makeProduct({ brand_key: 'partner' });
    expect(
      checkPurchasable(partner, makeOption(), makeCtx({ countryKey: 'us', deliveryCountryKeys: ['hk'] })),
    ).toMatchObject({ reason: 'only_hk_macau' });
  });

  it('no delivery method at all: nothing is purchasable, not even in hk', () => {
    expect(checkPurchasable(product, makeOption(), makeCtx({ deliveryCountryKeys: [] }))).toMatchObject({
      reason: 'not_shippable',
    });
  });

  it('not_shippable for opted-out skus (option or product)', () => {
    expect(checkPurchasable(product, makeOption(), makeCtx({ optOutSkus: ['SKU-1-50ML'] }))).toMatchObject({
      reason: 'not_shippable',
    });
    expect(checkPurchasable(product, makeOption(), makeCtx({ optOutSkus: ['SKU-1'] }))).toMatchObject({
      reason: 'not_shippable',
    });
    expect(checkPurchasable(product, makeOption(), makeCtx({ optOutSkus: ['OTHER'] }))).toEqual(ok);
  });

  it('combination_restrictions on a bundle clash', () => {
    expect(checkPurchasable(product, makeOption(), makeCtx(), { bundleClash: true })).toEqual({
      ok: false,
      reason: 'combination_restrictions',
      showPrice: false,
    });
    expect(checkPurchasable(product, makeOption(), makeCtx(), { bundleClash: false })).toEqual(ok);
  });

  it('only_vip when the allow list excludes the shopper', () => {
    const o = makeOption({ allow_member_group: ['g-vip'] });
    expect(checkPurchasable(product, o, makeCtx())).toEqual({
      ok: false,
      reason: 'only_vip',
      showPrice: false,
    });
    expect(checkPurchasable(product, o, makeCtx({ memberGroupIds: ['g-basic'] }))).toMatchObject({
      reason: 'only_vip',
    });
    expect(checkPurchasable(product, o, makeCtx({ memberGroupIds: ['g-basic', 'g-vip'] }))).toEqual(ok);
    expect(memberGroupAllows(makeOption({ allow_member_group: ['public'] }), [])).toBe(true);
    expect(memberGroupAllows(makeOption(), [])).toBe(true);
  });

  it('a hidden members-only option reports only_vip (the tooltip on hidden options)', () => {
    const o = makeOption({ availability: 'hidden', allow_member_group: ['g-vip'] });
    expect(checkPurchasable(product, o, makeCtx())).toMatchObject({ reason: 'only_vip' });
  });

  it('checks run in the documented order', () => {
    const everything = makeOption({ availability: 'disabled', allow_member_group: ['g-vip'] });
    const partner = makeProduct({ brand_key: 'partner', sku: 'SKU-1' });
    const ctx = makeCtx({ countryKey: 'us', optOutSkus: ['SKU-1'] });
    expect(checkPurchasable(partner, everything, ctx, { bundleClash: true })).toMatchObject({
      reason: 'disabled',
    });
    const nfs = { ...everything, availability: 'not_for_sale' as const };
    expect(checkPurchasable(partner, nfs, ctx, { bundleClash: true })).toMatchObject({
      reason: 'only_hk_macau',
    });
    expect(checkPurchasable(partner, nfs, { ...ctx, countryKey: 'hk' }, { bundleClash: true })).toMatchObject(
      { reason: 'not_shippable' },
    );
    expect(
      checkPurchasable(partner, nfs, { ...ctx, countryKey: 'hk', optOutSkus: [] }, { bundleClash: true }),
    ).toMatchObject({ reason: 'combination_restrictions' });
    expect(checkPurchasable(partner, nfs, { ...ctx, countryKey: 'hk', optOutSkus: [] })).toMatchObject({
      reason: 'only_vip',
    });
    expect(
      checkPurchasable(partner, nfs, { ...ctx, countryKey: 'hk', optOutSkus: [], memberGroupIds: ['g-vip'] }),
    ).toMatchObject({ reason: 'not_for_sale' });
  });

  it('every reason code is reachable', () => {
    const seen = new Set<string>();
    const cases = [
      checkPurchasable(product, makeOption(), makeCtx(), { bundleClash: true }),
      checkPurchasable(makeProduct({ brand_key: 'partner' }), makeOption(), makeCtx({ countryKey: 'us' })),
      checkPurchasable(makeProduct({ brand_key: 'limited' }), makeOption(), makeCtx({ countryKey: 'us' })),
      checkPurchasable(product, makeOption({ availability: 'hidden' }), makeCtx()),
      checkPurchasable(product, makeOption({ allow_member_group: ['x'] }), makeCtx()),
      checkPurchasable(product, makeOption({ availability: 'not_for_sale' }), makeCtx()),
      checkPurchasable(product, makeOption({ availability: 'disabled' }), makeCtx()),
    ];
    for (const c of cases) if (!c.ok) seen.add(c.reason);
    expect([...seen].sort()).toEqual([...UNAVAILABLE_REASONS].sort());
  });
});

describe('option lists', () => {
  const p = makeProduct({
    options: [
      makeOption({ sub_sku: 'single' }),
      makeOption({ sub_sku: 'single-hidden', availability: 'hidden' }),
      makeOption({ sub_sku: 'single-disabled', availability: 'disabled' }),
      makeOption({ sub_sku: 'sub', is_subscription: true, subscription_inteval_in_month: 2 }),
      makeOption({ sub_sku: 'sub-hidden', is_subscription: true, availability: 'hidden' }),
      makeOption({ sub_sku: 'sub-disabled', is_subscription: true, availability: 'disabled' }),
      makeOption({ sub_sku: 'sub-nfs', is_subscription: true, availability: 'not_for_sale' }),
    ],
  });
  const skus = (os: { sub_sku: string }[]) => os.map((o) => o.sub_sku);

  it('subscriptionOptions excludes hidden and disabled', () => {
    expect(skus(subscriptionOptions(p))).toEqual(['sub', 'sub-nfs']);
  });

  it('specialOfferOptions excludes subscriptions and disabled', () => {
    expect(skus(specialOfferOptions(p))).toEqual(['single', 'single-hidden']);
  });

  it('singlePurchaseOptions excludes subscriptions, hidden and disabled', () => {
    expect(skus(singlePurchaseOptions(p))).toEqual(['single']);
  });
});

describe('shipping by delivery method (4-12)', () => {
  it("deliveryCountries is the union of the methods' country lists", () => {
    expect(
      deliveryCountries([
        { available_country_list: ['hk', 'tw'] },
        { available_country_list: ['hk'] },
        { available_country_list: ['jp'] },
      ]).sort(),
    ).toEqual(['hk', 'jp', 'tw']);
    expect(deliveryCountries([])).toEqual([]);
  });

  it('shippingReason needs the brand list and a delivery method', () => {
    const global = ['hk', 'tw', 'jp'];
    expect(shippingReason(global, ['hk', 'tw', 'jp'], 'jp')).toBeNull();
    expect(shippingReason(global, ['hk', 'tw'], 'jp')).toBe('not_shippable');
    expect(shippingReason(['hk'], ['hk', 'jp'], 'jp')).toBe('only_hk_macau');
    expect(shippingReason(['hk', 'tw'], ['hk', 'jp'], 'jp')).toBe('not_shippable');
    expect(shippingReason(['hk'], ['hk'], 'hk')).toBeNull();
  });
});
