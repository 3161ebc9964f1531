import { describe, expect, it } from 'vitest';
import { orderRefundBody, orderTransitionBody } from './admin-order.ts';
import { optionPatchBody, productPatchBody, stockAdjustmentBody } from './admin-product.ts';
import {
  deliveryMethodCreateBody,
  freeShippingBody,
  giftWrapFeeSchema,
  optOutSkusBody,
} from './admin-settings.ts';

describe('the admin request bodies', () => {
  it('refuse an unknown key, naming it (a refund sent with restock instead of restock_items)', () => {
    const r = orderRefundBody.safeParse({ amount: 1250, reason: 'broken', restock: true });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['restock'] });
    for (const [schema, body] of [
      [orderTransitionBody, { to: 'packed', tracking: 'x' }],
      [productPatchBody, { price: 100, prices: 1 }],
      [optionPatchBody, { fix_price: [{ member_group: 'vip', price: 1, price_usd: 1, qty: 2 }] }],
      [stockAdjustmentBody, { delta: 1, reason: 'count', note: 'x' }],
      [giftWrapFeeSchema, { hkd: 1, usd: 1, gbp: 1 }],
    ] as const)
      expect(schema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it('take money as whole minor units only', () => {
    expect(giftWrapFeeSchema.safeParse({ hkd: 2000, usd: 300 }).success).toBe(true);
    expect(giftWrapFeeSchema.safeParse({ hkd: 20.5, usd: 300 }).success).toBe(false);
    expect(freeShippingBody.safeParse({ thresholds: { HKD: 80000, XYZ: 1 } }).success).toBe(false);
    expect(stockAdjustmentBody.safeParse({ delta: 0, reason: 'none' }).success).toBe(false);
  });

  it('fill the defaults the API relies on', () => {
    const method = deliveryMethodCreateBody.parse({
      id: 'courier',
      kind: 'delivery',
      name: { eng: 'Courier', chi: '速遞', cn: '速递' },
      price_hkd: 4000,
      price_usd: 500,
      available_country_list: ['hk'],
    });
    expect(method.priority).toBe(0);
    expect(optOutSkusBody.parse({ items: [{ sku: 'OC-1' }] }).items).toEqual([{ sku: 'OC-1', reason: null }]);
    expect(optOutSkusBody.safeParse({ items: [{ sku: 'OC-1' }, { sku: 'OC-1' }] }).success).toBe(false);
  });
});
