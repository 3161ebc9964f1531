// The settings page's answer from GET /api/v1/admin/settings, as the page reads it.
import type { CurrencyCode } from '@shop/core';
import type { BannerBody, DeliveryMethodBody } from '@shop/core/contract/admin-settings';
import type { AdminDeliveryMethod, AdminSettingsOut } from '@shop/core/contract/admin-settings-out';

export type DeliveryMethod = AdminDeliveryMethod;
export type Banner = BannerBody & { id: string };
export type Localized = DeliveryMethodBody['name'];

/** GET /api/v1/admin/settings, as the contract declares it. */
export type SettingsView = AdminSettingsOut;

/** The homepage lists the lists form edits: lists of skus (menu_list holds {collection, priority} entries instead). */
export function editableLists(lists: SettingsView['homepage_lists']): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(lists).filter((e): e is [string, string[]] => e[1].every((v) => typeof v === 'string')),
  );
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
