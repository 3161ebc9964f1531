// The shop's currencies (9-04) plus THB, which the th country needs for display rules.
// RMB is a legacy alias of CNY kept because the catalogue and currency settings still carry it.

export const CURRENCY_CODES = [
  'HKD',
  'USD',
  'GBP',
  'AUD',
  'CAD',
  'TWD',
  'CHF',
  'MYR',
  'JPY',
  'SGD',
  'KRW',
  'RMB',
  'CNY',
  'THB',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'HKD';
/** Analytics/tracking always report HKD (9-05). */
export const TRACKING_CURRENCY: CurrencyCode = 'HKD';

export interface CurrencyInfo {
  code: CurrencyCode;
  /** symbol shown in the shop; fixed per currency, not per locale (HKD is always HK$, MYR always RM) */
  symbol: string;
  /** storage exponent: amounts are integers of 10^-minorDigits units */
  minorDigits: 0 | 2;
  /** decimals shown; 0-decimal displays floor, never round up */
  displayDecimals: 0 | 2;
  /** ISO 4217 code for Intl (RMB → CNY) */
  intlCode: string;
}

function c(
  code: CurrencyCode,
  symbol: string,
  minorDigits: 0 | 2,
  displayDecimals: 0 | 2,
  intlCode: string = code,
): CurrencyInfo {
  return { code, symbol, minorDigits, displayDecimals, intlCode };
}

export const CURRENCIES: Record<CurrencyCode, CurrencyInfo> = {
  HKD: c('HKD', 'HK$', 2, 2),
  USD: c('USD', 'US$', 2, 2),
  GBP: c('GBP', '£', 2, 2),
  AUD: c('AUD', 'A$', 2, 2),
  CAD: c('CAD', 'C$', 2, 2),
  TWD: c('TWD', 'NT$', 2, 0),
  CHF: c('CHF', 'CHF', 2, 2),
  MYR: c('MYR', 'RM', 2, 2),
  JPY: c('JPY', '¥', 0, 0),
  SGD: c('SGD', 'S$', 2, 2),
  KRW: c('KRW', '₩', 0, 0),
  RMB: c('RMB', '¥', 2, 2, 'CNY'),
  CNY: c('CNY', '¥', 2, 2),
  THB: c('THB', '฿', 2, 0),
};

export function isCurrency(x: unknown): x is CurrencyCode {
  return typeof x === 'string' && (CURRENCY_CODES as readonly string[]).includes(x);
}

export function currencySymbol(code: CurrencyCode): string {
  return CURRENCIES[code].symbol;
}
