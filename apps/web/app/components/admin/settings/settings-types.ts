// The settings page's answer from GET /api/v1/admin/settings, as the page reads it.
import type { CurrencyCode } from '@shop/core';
import type { BankAccount, BannerBody, DeliveryMethodBody } from '@shop/core/contract/admin-settings';

export type DeliveryMethod = DeliveryMethodBody & { id: string };
export type Banner = BannerBody & { id: string };
export type Localized = DeliveryMethodBody['name'];

export interface SettingsView {
  currencies: { currency: string; rate_to_usd: string; rate_to_hkd: string; updated_at: string }[];
  delivery_methods: DeliveryMethod[];
  free_shipping_thresholds: Record<CurrencyCode, number>;
  gift_wrap_fee: { hkd: number; usd: number };
  optout_skus: { sku: string; reason: string | null }[];
  homepage_lists: Record<string, string[]>;
  banners: Banner[];
  bank_account: BankAccount | null;
  bank_account_source: 'settings' | 'config' | 'sandbox';
}

export interface PreviewRow {
  hkdMinor: number;
  usdMinor: number;
  current: number | null;
  proposed: number;
}

/** The rate form's Preview: what shoppers would pay with the proposed rate, or the rate refused. */
export type RatePreview =
  { currency: CurrencyCode; rate: string; samples: PreviewRow[] } | { error: string } | null;
