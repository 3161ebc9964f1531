// Money is integer minor units everywhere (never floats in sums). Conversion from USD follows
// 9-09: non-HKD prices are USD × rate floored to whole units, HKD rounds to 2 decimals. Rates are decimal
// strings parsed into BigInt so '7.8' × 1999 cents is exact.
import { CURRENCIES, type CurrencyCode } from './currencies.ts';
import {
  floorDiv,
  parseDecimal,
  pow10,
  roundHalfUpDiv,
  toSafeNumber,
  type ScaledDecimal,
} from './decimal.ts';
import { LOCALE_META, type Locale } from './locales.ts';

export interface Money {
  /** minor units (cents; whole yen/won for JPY/KRW) */
  amount: number;
  currency: CurrencyCode;
}

/** A catalogue price carried in both source currencies, minor units. */
export interface PricePair {
  hkdMinor: number;
  usdMinor: number;
}

/** rates[currency] = units of that currency per 1 USD, as a decimal string ('7.8', '1380.5'). */
export type Rates = Readonly<Record<string, string>>;

export type MoneyErrorCode = 'invalid_rate' | 'missing_rate' | 'currency_mismatch' | 'invalid_amount';

export class MoneyError extends Error {
  readonly code: MoneyErrorCode;
  constructor(code: MoneyErrorCode, message: string) {
    super(message);
    this.name = 'MoneyError';
    this.code = code;
  }
}

export class MissingRateError extends MoneyError {
  readonly currency: CurrencyCode;
  constructor(currency: CurrencyCode) {
    super('missing_rate', `No USD rate configured for ${currency}`);
    this.name = 'MissingRateError';
    this.currency = currency;
  }
}

export class InvalidRateError extends MoneyError {
  constructor(rate: unknown) {
    super('invalid_rate', `Invalid currency rate: ${String(rate)}`);
    this.name = 'InvalidRateError';
  }
}

export class CurrencyMismatchError extends MoneyError {
  constructor(a: CurrencyCode, b: CurrencyCode) {
    super('currency_mismatch', `Cannot combine ${a} with ${b}`);
    this.name = 'CurrencyMismatchError';
  }
}

function invalidAmount(value: unknown): MoneyError {
  return new MoneyError('invalid_amount', `Invalid amount: ${String(value)}`);
}

const RATE_RE = /^\d+(?:\.\d+)?$/;

/** A rate must be a plain positive decimal string; anything else is a configuration error. */
export function parseRate(rate: string): ScaledDecimal {
  if (typeof rate !== 'string' || !RATE_RE.test(rate.trim())) throw new InvalidRateError(rate);
  const parsed = parseDecimal(rate.trim());
  if (parsed.units <= 0n) throw new InvalidRateError(rate);
  return parsed;
}

function parseAmount(value: number | string): ScaledDecimal {
  try {
    return parseDecimal(value);
  } catch {
    throw invalidAmount(value);
  }
}

function requireInteger(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw invalidAmount(amount);
}

/**
 * Converts an amount expressed as (USD cents × factor) into `currency` minor units.
 * exact major = usdCents/100 × factor × rate; HKD rounds half-up to cents, every other currency floors to
 * whole units (so the result is a multiple of 10^minorDigits).
 */
function convertUsdScaled(
  usd: ScaledDecimal,
  factor: ScaledDecimal,
  currency: CurrencyCode,
  rate: string,
): number {
  const r = parseRate(rate);
  const numerator = usd.units * factor.units * r.units;
  const denominator = 100n * pow10(usd.scale + factor.scale + r.scale);
  if (currency === 'HKD') return toSafeNumber(roundHalfUpDiv(numerator * 100n, denominator));
  const whole = floorDiv(numerator, denominator);
  return toSafeNumber(whole * pow10(CURRENCIES[currency].minorDigits));
}

const ONE: ScaledDecimal = { units: 1n, scale: 0 };

/** USD minor → `currency` minor: floor to whole units for non-HKD, round to cents for HKD (9-09). */
export function convertUsd(usdMinor: number, currency: CurrencyCode, rate: string): number {
  return convertUsdScaled(parseAmount(usdMinor), ONE, currency, rate);
}

/** The rate for a currency; USD defaults to 1 and RMB/CNY stand in for each other. */
export function rateFor(currency: CurrencyCode, rates: Rates): string {
  const direct = rates[currency];
  if (direct !== undefined && direct !== '') return direct;
  if (currency === 'USD') return '1';
  const alias = currency === 'RMB' ? rates['CNY'] : currency === 'CNY' ? rates['RMB'] : undefined;
  if (alias !== undefined && alias !== '') return alias;
  throw new MissingRateError(currency);
}

/**
 * The shopper-facing price of a catalogue price pair. HKD uses the HKD price (rounded half-up to cents if a
 * fraction sneaks in); every other currency converts the USD price with its rate. `percent` scales the exact
 * value before the currency's rounding, so e.g. a VIP 85% price is rounded once, at the end.
 */
export function priceInCurrency(
  price: PricePair,
  currency: CurrencyCode,
  rates: Rates,
  percent: number | string = 100,
): number {
  const factor = parseAmount(percent);
  const f: ScaledDecimal = { units: factor.units, scale: factor.scale + 2 };
  if (currency === 'HKD') {
    const hkd = parseAmount(price.hkdMinor);
    return toSafeNumber(roundHalfUpDiv(hkd.units * f.units, pow10(hkd.scale + f.scale)));
  }
  return convertUsdScaled(parseAmount(price.usdMinor), f, currency, rateFor(currency, rates));
}

/** Smallest amount shown for a currency, in minor units: a whole unit for 0-decimal displays, else 1. */
export function displayUnitMinor(currency: CurrencyCode): number {
  const { minorDigits, displayDecimals } = CURRENCIES[currency];
  return displayDecimals === 0 ? 10 ** minorDigits : 1;
}

/** Floors to what the currency displays (whole NT$/฿/¥/₩, cents elsewhere). */
export function floorToDisplayUnit(amountMinor: number, currency: CurrencyCode): number {
  const unit = displayUnitMinor(currency);
  return Math.floor(amountMinor / unit) * unit;
}

/** Rounds up to the display unit (used where the shown amount must not fall short, e.g. "spend X more"). */
export function ceilToDisplayUnit(amountMinor: number, currency: CurrencyCode): number {
  const unit = displayUnitMinor(currency);
  return Math.ceil(amountMinor / unit) * unit;
}

/** percent% of an amount, floored to minor units, and to the display unit when a currency is given. */
export function percentOf(amountMinor: number, percent: number | string, currency?: CurrencyCode): number {
  requireInteger(amountMinor);
  const p = parseAmount(percent);
  const exact = toSafeNumber(floorDiv(BigInt(amountMinor) * p.units, 100n * pow10(p.scale)));
  return currency ? floorToDisplayUnit(exact, currency) : exact;
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  requireInteger(a.amount);
  requireInteger(b.amount);
  const amount = a.amount + b.amount;
  requireInteger(amount);
  return { amount, currency: a.currency };
}

export function sumMoney(items: readonly Money[], currency: CurrencyCode): Money {
  return items.reduce<Money>((acc, m) => addMoney(acc, m), { amount: 0, currency });
}

export function multiplyMoney(money: Money, qty: number): Money {
  requireInteger(money.amount);
  if (!Number.isSafeInteger(qty)) throw invalidAmount(qty);
  const amount = money.amount * qty;
  requireInteger(amount);
  return { amount, currency: money.currency };
}

/** Major units ('12.34', 12.34) → minor units, exact, half-up at the currency's storage precision. */
export function toMinor(major: number | string, currency: CurrencyCode): number {
  const d = parseAmount(major);
  const digits = CURRENCIES[currency].minorDigits;
  if (d.scale <= digits) return toSafeNumber(d.units * pow10(digits - d.scale));
  return toSafeNumber(roundHalfUpDiv(d.units, pow10(d.scale - digits)));
}

export function fromMinor(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** CURRENCIES[currency].minorDigits;
}

/**
 * The amount without symbol, e.g. '1,234.50' or '1,234' for TWD. 0-decimal displays drop the fraction
 * (towards zero, so a shown amount never exceeds the real one). Formatting works on a decimal string so no
 * float ever enters.
 */
export function formatAmount(amountMinor: number, currency: CurrencyCode, locale: Locale): string {
  requireInteger(amountMinor);
  const { minorDigits, displayDecimals } = CURRENCIES[currency];
  const abs = BigInt(Math.abs(amountMinor));
  const div = pow10(minorDigits);
  const whole = abs / div;
  const frac = (abs % div).toString().padStart(minorDigits, '0').slice(0, displayDecimals);
  const { group, decimal } = LOCALE_META[locale];
  const grouped = whole.toString().replace(/\B(?=(\d{3})+$)/g, group);
  const formatted = displayDecimals > 0 ? `${grouped}${decimal}${frac}` : grouped;
  const isZeroShown = whole === 0n && /^0*$/.test(frac);
  return amountMinor < 0 && !isZeroShown ? `-${formatted}` : formatted;
}

/**
 * Shop price text: the shop's own symbol (HK$, RM, NT$ …, never Intl's locale-dependent '$') composed with the
 * locale's grouping and the currency's display decimals: 'HK$1,234.50', 'NT$1,234', 'RM 99.00'.
 */
export function formatMoney(amountMinor: number, currency: CurrencyCode, locale: Locale): string {
  const { symbol } = CURRENCIES[currency];
  const amount = formatAmount(amountMinor, currency, locale);
  const negative = amount.startsWith('-');
  const digits = negative ? amount.slice(1) : amount;
  // Letter symbols (CHF, RM) need a space, as Intl does for them.
  const sep = /\p{L}$/u.test(symbol) ? ' ' : '';
  return `${negative ? '-' : ''}${symbol}${sep}${digits}`;
}
