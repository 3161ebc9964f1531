// Settings the back office edits that live in the key/value `settings` table: their keys, shapes and defaults.
import type { FreeShippingThresholds } from '@shop/core';
import {
  bankAccountSchema,
  DEFAULT_ORDER_OPERATIONS,
  freeShippingSchema,
  orderOperationsSchema,
  giftWrapFeeSchema,
  type GiftWrapFee,
} from '@shop/core/contract/admin-settings';

export const SETTING_KEYS = {
  freeShipping: 'free_shipping_thresholds',
  giftWrap: 'gift_wrap_fee',
  bank: 'bank_account',
  orderOperations: 'order_operations',
} as const;

// the stored values have the shapes of the admin API's request bodies (core's contract)
export type { BankAccount, GiftWrapFee } from '@shop/core/contract/admin-settings';
export const DEFAULT_GIFT_WRAP_FEE: GiftWrapFee = { hkd: 2000, usd: 300 };

/** Reads the stored values, falling back to defaults when a row is missing or no longer has its shape. */
export function readStoredSettings(rows: { key: string; value: unknown }[]) {
  const map = new Map(rows.map((r) => [r.key, r.value]));
  const gift = giftWrapFeeSchema.safeParse(map.get(SETTING_KEYS.giftWrap));
  const free = freeShippingSchema.safeParse(map.get(SETTING_KEYS.freeShipping) ?? {});
  const bank = bankAccountSchema.safeParse(map.get(SETTING_KEYS.bank));
  const ops = orderOperationsSchema.safeParse(map.get(SETTING_KEYS.orderOperations));
  return {
    giftWrapFee: gift.success ? gift.data : DEFAULT_GIFT_WRAP_FEE,
    freeShippingThresholds: (free.success ? free.data : {}) as FreeShippingThresholds,
    bankAccount: bank.success ? bank.data : null,
    orderOperations: ops.success ? ops.data : DEFAULT_ORDER_OPERATIONS,
  };
}
