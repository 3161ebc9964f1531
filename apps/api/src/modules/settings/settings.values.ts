// Settings the back office edits that live in the key/value `settings` table: their keys, shapes and defaults.
import { z } from 'zod';
import { CURRENCY_CODES, type FreeShippingThresholds } from '@shop/core';

export const SETTING_KEYS = {
  freeShipping: 'free_shipping_thresholds',
  giftWrap: 'gift_wrap_fee',
  bank: 'bank_account',
} as const;

const minor = z.number().int().min(0).max(100_000_000);

/** Per item, in HKD and USD minor units (9-13: the gift-wrapping fee is per item). */
export const giftWrapFeeSchema = z.strictObject({ hkd: minor, usd: minor });
export type GiftWrapFee = z.infer<typeof giftWrapFeeSchema>;
export const DEFAULT_GIFT_WRAP_FEE: GiftWrapFee = { hkd: 2000, usd: 300 };

/** Minor units per currency; a currency left out keeps core's table (FREE_SHIPPING_THRESHOLDS). */
export const freeShippingSchema = z.partialRecord(z.enum(CURRENCY_CODES), minor);

/** The shop's own account, shown to shoppers who pay by bank transfer. */
export const bankAccountSchema = z.strictObject({
  bank_name: z.string().trim().min(2).max(100),
  account_name: z.string().trim().min(2).max(100),
  account_no: z
    .string()
    .trim()
    .regex(/^[\d -]{6,34}$/, 'must be an account number (digits, spaces, dashes)'),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** Reads the stored values, falling back to defaults when a row is missing or no longer has its shape. */
export function readStoredSettings(rows: { key: string; value: unknown }[]) {
  const map = new Map(rows.map((r) => [r.key, r.value]));
  const gift = giftWrapFeeSchema.safeParse(map.get(SETTING_KEYS.giftWrap));
  const free = freeShippingSchema.safeParse(map.get(SETTING_KEYS.freeShipping) ?? {});
  const bank = bankAccountSchema.safeParse(map.get(SETTING_KEYS.bank));
  return {
    giftWrapFee: gift.success ? gift.data : DEFAULT_GIFT_WRAP_FEE,
    freeShippingThresholds: (free.success ? free.data : {}) as FreeShippingThresholds,
    bankAccount: bank.success ? bank.data : null,
  };
}
