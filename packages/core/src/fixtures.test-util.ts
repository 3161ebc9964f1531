// Builders for catalogue fixtures shared by the pricing and availability tests.
import type { PricingContext, Product, ProductOption } from './catalogue-types.ts';

export const RATES = {
  USD: '1',
  GBP: '0.79',
  AUD: '1.52',
  CAD: '1.36',
  TWD: '32.1',
  CHF: '0.88',
  MYR: '4.7',
  JPY: '150.5',
  SGD: '1.35',
  KRW: '1380.5',
  RMB: '7.2',
  CNY: '7.2',
  THB: '36.6',
};

export function makeOption(overrides: Partial<ProductOption> = {}): ProductOption {
  return {
    sub_sku: 'SKU-1-50ML',
    name: '50毫升',
    name_en: '50ml',
    availability: 'in_stock',
    price_hkd: 39900,
    price_usd: 5100,
    fix_price: [],
    multi_pricing: [],
    is_subscription: false,
    allow_member_group: [],
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    sku: 'SKU-1',
    brand_key: 'oxygen_ceuticals',
    product_type: 0,
    options: [makeOption()],
    ...overrides,
  };
}

export function makeCtx(overrides: Partial<PricingContext> = {}): PricingContext {
  return {
    currency: 'HKD',
    rates: RATES,
    memberGroupIds: [],
    tiers: ['basic'],
    quantity: 1,
    countryKey: 'hk',
    brandShipping: {
      oxygen_ceuticals: ['hk', 'tw', 'sg', 'jp', 'au', 'us', 'ca', 'uk', 'ch', 'my', 'kr', 'cn', 'th'],
      partner: ['hk'],
      limited: ['hk', 'tw'],
    },
    optOutSkus: [],
    // every ship-to country has a delivery method unless a test says otherwise
    deliveryCountryKeys: ['hk', 'tw', 'sg', 'jp', 'au', 'us', 'ca', 'uk', 'ch', 'my', 'kr', 'cn', 'th'],
    ...overrides,
  };
}
