// PayDollar's (AsiaPay's) wire rules: the secure hash over the documented fields, ISO 4217 numeric currency codes,
// amounts as decimals in the currency's own minor units, and the page language from the shopper's locale.
import { createHash, timingSafeEqual } from 'node:crypto';
import { CURRENCIES, isCurrency, type CurrencyCode, type Locale } from '@shop/core';

export type PayDollarHash = 'SHA-1' | 'SHA-256';

/** ISO 4217 numeric codes for every currency the shop sells in (RMB is the legacy name of CNY). */
export const PAYDOLLAR_CURRENCY: Record<CurrencyCode, string> = {
  HKD: '344',
  USD: '840',
  GBP: '826',
  AUD: '036',
  CAD: '124',
  TWD: '901',
  CHF: '756',
  MYR: '458',
  JPY: '392',
  SGD: '702',
  KRW: '410',
  RMB: '156',
  CNY: '156',
  THB: '764',
};

/** The shop's currency for PayDollar's numeric code (156 answers CNY, the ISO name). */
export function currencyOfCode(code: string): CurrencyCode | null {
  const hit = Object.entries(PAYDOLLAR_CURRENCY).find(([k, v]) => v === code && k !== 'RMB');
  return hit ? (hit[0] as CurrencyCode) : null;
}

/** 12345 HKD cents → "123.45"; 500 JPY → "500". */
export function formatAmount(minor: number, currency: string): string {
  const digits = isCurrency(currency) ? CURRENCIES[currency].minorDigits : 2;
  return digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);
}

/** "123.45" / "123.4" / "123" → minor units; null for anything that is not a plain decimal in the currency's units. */
export function parseAmount(text: string, currency: string): number | null {
  const digits = isCurrency(currency) ? CURRENCIES[currency].minorDigits : 2;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const frac = (m[2] ?? '').padEnd(2, '0');
  if (digits === 0) return frac === '00' ? Number(m[1]) : null;
  return Number(m[1]) * 100 + Number(frac);
}

/** The hosted page's language: E English, C Traditional Chinese, X Simplified Chinese. */
export function langOf(locale: Locale | undefined): 'E' | 'C' | 'X' {
  if (locale === 'en') return 'E';
  if (locale === 'cn') return 'X';
  return 'C';
}

const algorithm = (h: PayDollarHash) => (h === 'SHA-256' ? 'sha256' : 'sha1');

/** Hex digest of the fields joined with `|`, the secret last (PayDollar's "secure hash"). */
export function secureHash(fields: readonly string[], secret: string, hash: PayDollarHash): string {
  return createHash(algorithm(hash))
    .update([...fields, secret].join('|'))
    .digest('hex');
}

/** What the shop signs on the payment form: merchantId|orderRef|currCode|amount|payType|secret. */
export interface RequestHashFields {
  merchantId: string;
  orderRef: string;
  currCode: string;
  amount: string;
  payType: string;
}
export const requestHash = (f: RequestHashFields, secret: string, hash: PayDollarHash) =>
  secureHash([f.merchantId, f.orderRef, f.currCode, f.amount, f.payType], secret, hash);

/** The datafeed's signed fields, in PayDollar's order: src|prc|successcode|Ref|PayRef|Cur|Amt|payerAuth|secret. */
export const DATAFEED_HASH_FIELDS = [
  'src',
  'prc',
  'successcode',
  'Ref',
  'PayRef',
  'Cur',
  'Amt',
  'payerAuth',
] as const;
export const datafeedHash = (f: Record<string, string | undefined>, secret: string, hash: PayDollarHash) =>
  secureHash(
    DATAFEED_HASH_FIELDS.map((k) => f[k] ?? ''),
    secret,
    hash,
  );

/**
 * Constant-time check of a datafeed's secureHash. PayDollar may send several hashes separated by commas while a
 * merchant rotates its secret: any one matching is enough.
 */
export function hashMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const want = Buffer.from(expected.toLowerCase());
  return given.split(',').some((g) => {
    const b = Buffer.from(g.trim().toLowerCase());
    return b.length === want.length && timingSafeEqual(b, want);
  });
}
