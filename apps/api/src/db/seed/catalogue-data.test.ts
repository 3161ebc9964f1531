import { describe, it, expect } from 'vitest';
import * as data from './catalogue-data.ts';

const products = data.seedProducts;
const options = products.flatMap((p) => p.options);
const bySku = new Map(products.map((p) => [p.sku, p]));
const brandKeys = new Set(data.seedBrands.map((b) => b.key));
const categoryKeys = new Set(data.seedCategories.map((c) => c.key));
const collectionKeys = new Set(data.seedCollections.map((c) => c.key));
const productPaths = new Set(products.map((p) => data.productPath(p)));
const partnerBrands = new Set(data.seedBrands.filter((b) => b.line === 'partner').map((b) => b.key));
const homepage = Object.fromEntries(data.seedHomepageSettings.map((s) => [s.key, s.value])) as Record<
  string,
  unknown
>;
const otherSettings = Object.fromEntries(data.seedSettings.map((s) => [s.key, s.value])) as Record<
  string,
  unknown
>;

const AVAILABILITIES = ['in_stock', 'pre_order', 'not_for_sale', 'disabled', 'hidden'] as const;
const MAIN_CATEGORIES = ['skin_care', 'hair_care', 'face', 'body', 'health_care'];

const duplicates = (values: string[]): string[] => values.filter((v, i) => values.indexOf(v) !== i);
const isPositiveInt = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v) && v > 0;
const count = (pred: (p: data.SeedProduct) => boolean): number => products.filter(pred).length;
const skuList = (key: string): string[] => homepage[key] as string[];

describe('seed catalogue: identity', () => {
  it('has at least 64 products', () => {
    expect(products.length).toBeGreaterThanOrEqual(64);
  });

  it('has unique ids, skus, sub-skus and unique urls', () => {
    expect(duplicates(products.map((p) => p.id))).toEqual([]);
    expect(duplicates(products.map((p) => p.sku))).toEqual([]);
    expect(duplicates(products.map((p) => p.uniqueUrl))).toEqual([]);
    expect(duplicates(options.map((o) => o.subSku))).toEqual([]);
  });

  it('derives ids, urls and image paths from slug and sku', () => {
    for (const p of products) {
      expect(p.id).toBe(`p_${p.uniqueUrl}`);
      expect(p.uniqueUrl).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.thumbnail).toBe(`/media/p/${p.sku}/1.svg`);
      expect(p.productThumbnail).toEqual([`/media/p/${p.sku}/1.svg`, `/media/p/${p.sku}/2.svg`]);
      expect(p.detail.map((d) => d.thumbnail)).toEqual([1, 2, 3, 4].map((v) => `/media/p/${p.sku}/${v}.svg`));
      for (const o of p.options) expect(o.subSku.startsWith(`${p.sku}-`), o.subSku).toBe(true);
    }
  });

  it('spreads creation dates over 2025 and 2026', () => {
    const years = new Set(products.map((p) => new Date(p.createdAt).getUTCFullYear()));
    expect([...years].sort()).toEqual([2025, 2026]);
    for (const p of products) expect(Number.isNaN(Date.parse(p.createdAt)), p.sku).toBe(false);
  });
});

describe('seed catalogue: copy', () => {
  it('names every product and option in three languages', () => {
    for (const p of products) {
      for (const v of [p.name.eng, p.name.chi, p.name.cn]) expect(v.trim().length, p.sku).toBeGreaterThan(0);
      expect(p.editorComment?._en, p.sku).toBeTruthy();
      expect(p.editorComment?._zh, p.sku).toBeTruthy();
      expect(p.editorComment?._cn, p.sku).toBeTruthy();
      for (const o of p.options) {
        for (const v of [o.name.eng, o.name.chi, o.name.cn])
          expect(v.trim().length, o.subSku).toBeGreaterThan(0);
      }
    }
  });

  it('writes why, description, how-to-use and ingredients for all four locales', () => {
    for (const p of products) {
      for (const locale of ['en', 'hk', 'zh', 'cn'] as const) {
        const c = p.copy?.[locale];
        expect(c, `${p.sku} ${locale}`).toBeDefined();
        for (const field of ['why', 'description', 'how_to_use', 'ingredients'] as const) {
          expect(c![field].trim().length, `${p.sku} ${locale} ${field}`).toBeGreaterThan(0);
        }
      }
      // the Chinese locales are written in Chinese, English in English
      expect(p.copy!.hk.why, p.sku).toMatch(/[\u4e00-\u9fff]/);
      expect(p.copy!.cn.why, p.sku).toMatch(/[\u4e00-\u9fff]/);
      expect(p.copy!.en.why, p.sku).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('seed catalogue: references', () => {
  it('uses known brands, categories and collections', () => {
    for (const p of products) {
      expect(brandKeys.has(p.brandKey), p.sku).toBe(true);
      for (const c of p.categories ?? []) expect(categoryKeys.has(c), `${p.sku} ${c}`).toBe(true);
      for (const c of p.collections ?? []) expect(collectionKeys.has(c), `${p.sku} ${c}`).toBe(true);
      expect(
        p.categories!.some((c) => MAIN_CATEGORIES.includes(c)),
        p.sku,
      ).toBe(true);
    }
    for (const c of data.seedCollections) if (c.brandKey) expect(brandKeys.has(c.brandKey), c.key).toBe(true);
  });

  it('places partner products in the marketplace and Big Pi products in a Big Pi sub-collection', () => {
    for (const p of products) {
      if (partnerBrands.has(p.brandKey)) expect(p.collections, p.sku).toContain('marketplace');
      if (p.brandKey === 'big_pi') {
        expect(p.collections, p.sku).toContain('big-pi');
        expect(
          p.collections!.some((c) => c === 'big-pi-scalp' || c === 'big-pi-hair'),
          p.sku,
        ).toBe(true);
      }
    }
  });

  it('offers only existing special-offer add-ons', () => {
    for (const p of products) {
      for (const sku of p.offerSkus ?? []) {
        const offer = bySku.get(sku);
        expect(offer, `${p.sku} → ${sku}`).toBeDefined();
        expect(sku, p.sku).not.toBe(p.sku);
        expect(
          offer!.options.some((o) => (o.specialPricingHkd ?? 0) > 0 && !o.isSubscription),
          sku,
        ).toBe(true);
      }
    }
  });

  it('packs existing products into sets', () => {
    for (const p of products) {
      for (const sku of p.packageItems ?? []) {
        expect(bySku.has(sku), `${p.sku} → ${sku}`).toBe(true);
        expect(sku).not.toBe(p.sku);
      }
    }
  });

  it('links subscription options to a single-purchase parent of the same product, every 1–6 months', () => {
    for (const p of products) {
      const singles = new Set(p.options.filter((o) => !o.isSubscription).map((o) => o.subSku));
      for (const o of p.options.filter((x) => x.isSubscription)) {
        expect(singles.has(o.subscriptionParentSku!), o.subSku).toBe(true);
        expect(o.subscriptionIntervalInMonth, o.subSku).toBeGreaterThanOrEqual(1);
        expect(o.subscriptionIntervalInMonth, o.subSku).toBeLessThanOrEqual(6);
        expect(o.subSku).toBe(`${o.subscriptionParentSku}-S${o.subscriptionIntervalInMonth}M`);
        expect(o.priceHkd, o.subSku).toBeLessThan(
          p.options.find((x) => x.subSku === o.subscriptionParentSku)!.priceHkd,
        );
      }
    }
  });

  it('only names member groups that exist', () => {
    const groups = new Set(data.seedMemberGroups.map((g) => g.id));
    for (const o of options) {
      for (const g of o.allowMemberGroup ?? []) expect(groups.has(g), o.subSku).toBe(true);
      for (const f of o.fixPrice ?? []) expect(groups.has(f.member_group), o.subSku).toBe(true);
      for (const m of o.multiPricing ?? []) expect(groups.has(m.member_group), o.subSku).toBe(true);
    }
  });
});

describe('seed catalogue: prices', () => {
  it('keeps every price a positive integer of minor units', () => {
    for (const p of products) {
      expect(isPositiveInt(p.priceHkd) && isPositiveInt(p.priceUsd), p.sku).toBe(true);
      for (const v of [p.originalPriceHkd, p.originalPriceUsd])
        if (v != null) expect(isPositiveInt(v), p.sku).toBe(true);
      expect(p.priceHkd).toBe(p.options[0]!.priceHkd);
    }
    for (const o of options) {
      expect(isPositiveInt(o.priceHkd) && isPositiveInt(o.priceUsd), o.subSku).toBe(true);
      for (const v of [
        o.originalPriceHkd,
        o.originalPriceUsd,
        o.specialPricingHkd,
        o.specialPricingUsd,
        o.treatmentOriginalPriceHkd,
        o.treatmentOriginalPriceUsd,
      ]) {
        if (v != null) expect(isPositiveInt(v), o.subSku).toBe(true);
      }
      for (const f of o.fixPrice ?? [])
        expect(isPositiveInt(f.price_hkd) && isPositiveInt(f.price_usd), o.subSku).toBe(true);
      for (const m of o.multiPricing ?? []) {
        for (const t of m.pricing) {
          expect(
            isPositiveInt(t.qty) && isPositiveInt(t.price_hkd) && isPositiveInt(t.price_usd),
            o.subSku,
          ).toBe(true);
          expect(t.price_hkd, o.subSku).toBeLessThan(o.priceHkd);
        }
      }
      if (o.originalPriceHkd != null) expect(o.originalPriceHkd, o.subSku).toBeGreaterThan(o.priceHkd);
      if (o.specialPricingHkd != null) expect(o.specialPricingHkd, o.subSku).toBeLessThan(o.priceHkd);
    }
  });

  it('prices products and treatments within the Hong Kong ranges', () => {
    for (const p of products) {
      const min = p.productType === 2 ? 68_000 : 12_000;
      const max = p.productType === 2 ? 380_000 : 128_000;
      for (const o of p.options.filter((x) => !x.isSubscription)) {
        expect(o.priceHkd, o.subSku).toBeGreaterThanOrEqual(min);
        expect(o.priceHkd, o.subSku).toBeLessThanOrEqual(max);
      }
    }
  });
});

describe('seed catalogue: coverage', () => {
  it('uses every availability value with consistent details', () => {
    for (const a of AVAILABILITIES)
      expect(
        options.some((o) => o.availability === a),
        a,
      ).toBe(true);
    for (const o of options) {
      if (o.availability === 'pre_order') expect(o.estimate, o.subSku).toBeTruthy();
      if (o.availability === 'not_for_sale') expect(o.stock, o.subSku).toBe(0);
      if (o.availability === 'hidden') expect(o.specialPricingHkd, o.subSku).toBeGreaterThan(0);
    }
  });

  it('covers members-only options, add-on offers, subscriptions, treatments and member pricing', () => {
    expect(count((p) => p.options.some((o) => (o.allowMemberGroup ?? []).length > 0))).toBeGreaterThanOrEqual(
      3,
    );
    expect(count((p) => (p.offerSkus ?? []).length > 0)).toBeGreaterThanOrEqual(6);
    expect(count((p) => p.options.some((o) => o.isSubscription))).toBeGreaterThanOrEqual(10);
    expect(
      count((p) => p.options.some((o) => o.isSubscription) && p.categories!.includes('shampoo')),
    ).toBeGreaterThan(0);
    expect(
      count((p) => p.options.some((o) => o.isSubscription) && p.categories!.includes('supplements')),
    ).toBeGreaterThan(0);
    expect(count((p) => p.productType === 2)).toBeGreaterThanOrEqual(4);
    expect(count((p) => p.options.some((o) => (o.multiPricing ?? []).length > 0))).toBeGreaterThanOrEqual(6);
    expect(
      count((p) => p.options.some((o) => (o.fixPrice ?? []).some((f) => f.member_group === 'ambassador'))),
    ).toBeGreaterThanOrEqual(4);
    expect(
      count((p) => p.options.some((o) => !o.isSubscription && o.originalPriceHkd != null)),
    ).toBeGreaterThanOrEqual(5);
  });

  it('has low stock, cut-off dates, social links and bundles', () => {
    expect(
      count((p) => p.options.some((o) => (o.stock ?? 0) >= 3 && (o.stock ?? 0) <= 5)),
    ).toBeGreaterThanOrEqual(2);
    const cutOffs = options.map((o) => o.cutOffDate).filter((d): d is string => !!d);
    expect(cutOffs.length).toBeGreaterThan(0);
    for (const d of cutOffs) expect(d).toMatch(/^2026-12-\d\d$/);
    const ig = products.map((p) => p.igLink).filter((l): l is string => !!l);
    expect(ig.length).toBeGreaterThanOrEqual(2);
    for (const l of ig) expect(l).toMatch(/^https:\/\/www\.instagram\.com\/p\/[\w-]+\/$/);
    expect(count((p) => (p.packageItems ?? []).length > 0)).toBeGreaterThanOrEqual(2);
    const bestSellers = count((p) => p.categories!.includes('best_seller'));
    expect(bestSellers).toBeGreaterThanOrEqual(6);
    expect(bestSellers).toBeLessThanOrEqual(12);
  });
});

describe('seed settings', () => {
  it('points homepage lists at existing products', () => {
    for (const key of [
      'best_seller_list',
      'marketplace_best_seller_list',
      'treatment_list',
      'menu_treatment_list',
      'menu_plus_treatment_list',
      'combo',
    ]) {
      const list = skuList(key);
      expect(Array.isArray(list) && list.length > 0, key).toBe(true);
      for (const sku of list) expect(bySku.has(sku), `${key}: ${sku}`).toBe(true);
    }
    expect(skuList('best_seller_list')).toHaveLength(8);
    expect(skuList('marketplace_best_seller_list')).toHaveLength(8);
    for (const sku of skuList('marketplace_best_seller_list'))
      expect(partnerBrands.has(bySku.get(sku)!.brandKey), sku).toBe(true);
    for (const sku of skuList('treatment_list')) expect(bySku.get(sku)!.productType, sku).toBe(2);
    for (const sku of skuList('combo')) expect(bySku.get(sku)!.packageItems!.length, sku).toBeGreaterThan(0);
    for (const entry of homepage.menu_list as { collection: string; priority: number }[]) {
      expect(collectionKeys.has(entry.collection), entry.collection).toBe(true);
      expect(typeof entry.priority).toBe('number');
    }
  });

  it('links every banner to a collection or product page', () => {
    expect(data.seedBanners.filter((b) => b.kind === 'hero')).toHaveLength(3);
    expect(data.seedBanners.filter((b) => b.kind === 'marketplace')).toHaveLength(2);
    for (const b of data.seedBanners) {
      expect(b.image).toBe(`/media/b/${b.id}.svg`);
      const collection = /^\/collection\/([\w-]+)$/.exec(b.link)?.[1];
      expect(collection ? collectionKeys.has(collection) : productPaths.has(b.link), b.link).toBe(true);
      for (const t of [b.title, b.subtitle, b.cta])
        for (const v of [t.eng, t.chi, t.cn]) expect(v.length, b.id).toBeGreaterThan(0);
    }
  });

  it('has exact rates for every currency, relative to USD and HKD', () => {
    const codes = data.seedCurrencyRates.map((r) => r.currency);
    expect(codes.sort()).toEqual([
      'AUD',
      'CAD',
      'CHF',
      'CNY',
      'GBP',
      'HKD',
      'JPY',
      'KRW',
      'MYR',
      'RMB',
      'SGD',
      'THB',
      'TWD',
      'USD',
    ]);
    const hkdPerUsd = Number(data.seedCurrencyRates.find((r) => r.currency === 'HKD')!.rateToUsd);
    for (const r of data.seedCurrencyRates) {
      for (const v of [r.rateToUsd, r.rateToHkd]) expect(v, r.currency).toMatch(/^\d+(\.\d{1,6})?$/);
      expect(Math.abs(Number(r.rateToHkd) - Number(r.rateToUsd) / hkdPerUsd), r.currency).toBeLessThan(1e-6);
    }
    expect(data.seedCurrencyRates.find((r) => r.currency === 'USD')!.rateToUsd).toBe('1');
    expect(data.seedCurrencyRates.find((r) => r.currency === 'HKD')!.rateToHkd).toBe('1');
  });

  it('ships every brand somewhere and delivers to every listed country', () => {
    const groups = new Map(data.seedBrandShipping.map((s) => [s.group, s.countryKeys]));
    for (const b of data.seedBrands) expect(groups.has(b.shippingGroup), b.key).toBe(true);
    expect(groups.get('special_offer')).toHaveLength(13);
    const served = new Set(data.seedDeliveryMethods.flatMap((d) => d.availableCountryList));
    for (const keys of groups.values()) for (const k of keys) expect(served.has(k), k).toBe(true);
    expect(data.seedDeliveryMethods.some((d) => d.kind === 'pickup')).toBe(true);
    for (const d of data.seedDeliveryMethods) {
      expect(Number.isInteger(d.priceHkd) && d.priceHkd >= 0, d.id).toBe(true);
      expect(Number.isInteger(d.priceUsd) && d.priceUsd >= 0, d.id).toBe(true);
    }
  });

  it('opts out real sub-skus and recommends existing shampoos per scalp type', () => {
    const subSkus = new Set(options.map((o) => o.subSku));
    expect(data.seedOptOutSkus.length).toBeGreaterThan(0);
    for (const o of data.seedOptOutSkus) {
      expect(subSkus.has(o.sku), o.sku).toBe(true);
      expect(o.reason).toBeTruthy();
    }
    const scalp = otherSettings.scalp_type_list as { key: string; recommended_sku: string }[];
    expect(scalp.map((s) => s.key).sort()).toEqual([
      'balanced',
      'dandruff',
      'dry',
      'oily',
      'sensitive',
      'thinning',
    ]);
    for (const s of scalp) expect(bySku.get(s.recommended_sku)?.categories, s.key).toContain('shampoo');
    const months = (otherSettings.monthly_code as { months: number }[]).map((m) => m.months);
    expect(months).toEqual([1, 2, 3, 4, 5, 6]);
    const payments = (otherSettings.payment_method as { key: string }[]).map((m) => m.key);
    expect(payments).toEqual(['card', 'payme', 'fps', 'alipay', 'bank_transfer']);
  });
});
