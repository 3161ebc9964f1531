import type { CurrencyCode } from './currencies.ts';
import { ceilToDisplayUnit, displayUnitMinor, toMinor } from './money.ts';

/**
 * Free-shipping thresholds in MAJOR units (9-06, FreeShippingSpendingValue). THB is not in the spec's
 * table: 3000 is our pick, close to the USD 100 row at typical rates.
 */
export const FREE_SHIPPING_THRESHOLDS: Record<CurrencyCode, number> = {
  HKD: 800,
  USD: 100,
  GBP: 80,
  AUD: 160,
  CAD: 150,
  TWD: 3500,
  CHF: 100,
  MYR: 500,
  JPY: 20000,
  SGD: 150,
  KRW: 150000,
  RMB: 800,
  CNY: 800,
  THB: 3000,
};

/**
 * The spec's second table; its purpose is not shown (values are ~1/8 of the threshold, likely a flat
 * shipping fee). THB: 400, again our pick.
 */
export const FREE_SHIPPING_SECOND_TABLE: Record<CurrencyCode, number> = {
  HKD: 100,
  USD: 12,
  GBP: 10,
  AUD: 20,
  CAD: 18,
  TWD: 400,
  CHF: 12,
  MYR: 60,
  JPY: 2500,
  SGD: 18,
  KRW: 18750,
  RMB: 100,
  CNY: 100,
  THB: 400,
};

/** Thresholds the owner set in the back office, in minor units; a currency left out keeps the table's value. */
export type FreeShippingThresholds = Partial<Record<CurrencyCode, number>>;

export function freeShippingThresholdMinor(currency: CurrencyCode, custom?: FreeShippingThresholds): number {
  return custom?.[currency] ?? toMinor(FREE_SHIPPING_THRESHOLDS[currency], currency);
}

/** The spec says free shipping applies when the total EXCEEDS the threshold: exactly HK$800 does not qualify. */
export function qualifiesForFreeShipping(
  totalMinor: number,
  currency: CurrencyCode,
  custom?: FreeShippingThresholds,
): boolean {
  return totalMinor > freeShippingThresholdMinor(currency, custom);
}

/**
 * What the shopper still has to add, such that total + remaining qualifies (strictly exceeds the threshold).
 * It is the gap plus one minor unit, rounded UP to the displayed unit so the shown figure is never short:
 * HK$700 → HK$100.01, NT$3,400 → NT$101. 0 once qualified.
 */
export function remainingToFreeShipping(
  totalMinor: number,
  currency: CurrencyCode,
  custom?: FreeShippingThresholds,
): number {
  if (qualifiesForFreeShipping(totalMinor, currency, custom)) return 0;
  const gap = freeShippingThresholdMinor(currency, custom) - totalMinor + 1;
  return Math.max(ceilToDisplayUnit(gap, currency), displayUnitMinor(currency));
}

/**
 * The gap to the threshold, for wording such as 'spend more than HK$100.00' (free shipping starts above it);
 * 0 once qualified. Reads better than remainingToFreeShipping's HK$100.01.
 */
export function freeShippingGap(
  totalMinor: number,
  currency: CurrencyCode,
  custom?: FreeShippingThresholds,
): number {
  return qualifiesForFreeShipping(totalMinor, currency, custom)
    ? 0
    : freeShippingThresholdMinor(currency, custom) - totalMinor;
}

/** Progress bar value in 0..1 (1 once the threshold is reached; the bar cannot show the strictness). */
export function freeShippingProgress(
  totalMinor: number,
  currency: CurrencyCode,
  custom?: FreeShippingThresholds,
): number {
  const threshold = freeShippingThresholdMinor(currency, custom);
  if (threshold <= 0) return 1;
  return Math.min(1, Math.max(0, totalMinor / threshold));
}
