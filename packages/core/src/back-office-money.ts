// Back-office arithmetic: the amounts staff type, currency-rate changes and their preview, sales converted to HKD,
// the shop's day. Rates are units of a currency per 1 USD as decimal strings (money.ts); everything stays exact on
// BigInt.
import { CURRENCIES, type CurrencyCode } from './currencies.ts';
import { parseDecimal, pow10, roundHalfUpDiv, toSafeNumber } from './decimal.ts';
import {
  fromMinor,
  parseRate,
  priceInCurrency,
  rateFor,
  toMinor,
  type PricePair,
  type Rates,
} from './money.ts';

/**
 * The decimals an owner types for `currency`: its shown decimals, so whole units for the currencies the shop
 * shows without cents (JPY, KRW, TWD, THB) and cents for the others.
 */
export const moneyInputDecimals = (currency: CurrencyCode): 0 | 2 => CURRENCIES[currency].displayDecimals;

/**
 * The amount grammar of every back-office money field, without anchors (also the inputs' HTML `pattern`): whole
 * units with or without thousands commas ('1280', '1,280'), then up to two decimals; a whole-unit currency takes
 * only zero decimals ('20000' or '20000.00'). `signed` lets a leading + or - through (a wallet debit).
 */
export function moneyInputPattern(currency: CurrencyCode, opts: { signed?: boolean } = {}): string {
  const whole = String.raw`(?:\d{1,9}|\d{1,3}(?:,\d{3}){1,2})`;
  const decimals = moneyInputDecimals(currency) ? String.raw`(?:\.\d{1,2})?` : String.raw`(?:\.0{1,2})?`;
  return `${opts.signed ? '[+\\-]?' : ''}${whole}${decimals}`;
}

/**
 * What a shop owner typed in major units ('1,280.50', '1280.5', '20000' for yen) → the currency's minor units, or
 * null when it is not an amount of that currency: never cents, never an exponent, at most 999,999,999 units.
 */
export function parseMoneyInput(
  text: string,
  currency: CurrencyCode,
  opts: { signed?: boolean } = {},
): number | null {
  const v = text.trim();
  if (!new RegExp(`^(?:${moneyInputPattern(currency, opts)})$`).test(v)) return null;
  return toMinor(v.replaceAll(',', '').replace(/^\+/, ''), currency);
}

/** Minor units → the text a money field starts with, which parseMoneyInput reads back ('' for none). */
export function moneyInputValue(minor: number | null | undefined, currency: CurrencyCode): string {
  if (minor === null || minor === undefined) return '';
  const major = fromMinor(minor, currency);
  // an old amount with cents in a whole-unit currency shows them instead of hiding them (a save asks for units)
  const decimals = Number.isInteger(major) ? moneyInputDecimals(currency) : CURRENCIES[currency].minorDigits;
  return major.toFixed(decimals);
}

/** currency_settings keeps 6 decimals. */
const RATE_SCALE = 6;

/** A rate an owner may type: a positive decimal with at most 6 decimals and 9 whole digits. */
export function rateProblem(rate: string): string | null {
  if (!/^\d{1,9}(?:\.\d{1,6})?$/.test(rate.trim())) return 'a positive decimal with at most 6 decimals';
  return parseDecimal(rate.trim()).units > 0n ? null : 'must be greater than 0';
}

/** Units of `currency` per 1 HKD from two rates to USD, half-up to 6 decimals (currency_settings.rate_to_hkd). */
export function rateToHkd(rateToUsd: string, hkdRateToUsd: string): string {
  const x = parseRate(rateToUsd);
  const h = parseRate(hkdRateToUsd);
  // x/h = (x.units / 10^x.scale) / (h.units / 10^h.scale)
  const scaled = roundHalfUpDiv(x.units * pow10(h.scale + RATE_SCALE), h.units * pow10(x.scale));
  const digits = scaled.toString().padStart(RATE_SCALE + 1, '0');
  const whole = digits.slice(0, -RATE_SCALE);
  const frac = digits.slice(-RATE_SCALE).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/**
 * An amount in `currency` minor units converted to HKD cents through the rates to USD, half-up to the cent.
 * For the dashboard's totals only: what a shopper pays is never converted back.
 */
export function toHkdMinor(amountMinor: number, currency: CurrencyCode, ratesToUsd: Rates): number {
  if (currency === 'HKD') return amountMinor;
  const x = parseRate(rateFor(currency, ratesToUsd));
  const h = parseRate(rateFor('HKD', ratesToUsd));
  const digits = CURRENCIES[currency].minorDigits;
  // HKD cents = amount/10^digits / (x) × h × 100
  const num = BigInt(amountMinor) * h.units * pow10(x.scale) * 100n;
  const den = pow10(digits) * x.units * pow10(h.scale);
  return toSafeNumber(roundHalfUpDiv(num, den));
}

/** Sample catalogue prices (HKD and USD minor units) the rate form previews: cheap, mid, dear, odd cents. */
export const RATE_PREVIEW_SAMPLES: readonly PricePair[] = [
  { hkdMinor: 9900, usdMinor: 1299 },
  { hkdMinor: 38800, usdMinor: 4999 },
  { hkdMinor: 128000, usdMinor: 16450 },
];

export interface RatePreviewRow extends PricePair {
  /** what a shopper pays today in `currency` (null when the currency has no rate yet) */
  current: number | null;
  /** what a shopper would pay with the proposed rate */
  proposed: number;
}

/**
 * What shoppers would pay in `currency` with a proposed rate, beside today's price: the same rule the shop
 * prices with (9-09: USD × rate floored to whole units; HKD uses the HKD price).
 */
export function ratePreview(
  currency: CurrencyCode,
  proposedRate: string,
  currentRates: Rates,
  samples: readonly PricePair[] = RATE_PREVIEW_SAMPLES,
): RatePreviewRow[] {
  const proposedRates = { ...currentRates, [currency]: proposedRate };
  return samples.map((s) => {
    let current: number | null;
    try {
      current = priceInCurrency(s, currency, currentRates);
    } catch {
      current = null;
    }
    return { ...s, current, proposed: priceInCurrency(s, currency, proposedRates) };
  });
}

/** The shop's day is Hong Kong's (UTC+8, no daylight saving): 'YYYY-MM-DD'. */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The instant the shop's day `days` before `at`'s day began (days = 0: today's midnight in Hong Kong). */
export function shopDayStart(at: Date, days = 0): Date {
  const day = shopDay(at);
  return new Date(Date.parse(`${day}T00:00:00+08:00`) - days * 86_400_000);
}

/** `days` consecutive shop days ending with `at`'s, each with its total (0 when absent), oldest first. */
export function dailySeries(
  totals: ReadonlyMap<string, number>,
  at: Date,
  days: number,
): { day: string; amount: number }[] {
  const out: { day: string; amount: number }[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = shopDay(shopDayStart(at, i));
    out.push({ day, amount: totals.get(day) ?? 0 });
  }
  return out;
}
