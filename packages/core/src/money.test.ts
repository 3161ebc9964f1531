import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from './currencies.ts';
import { InvalidDecimalError, parseDecimal } from './decimal.ts';
import { LOCALE_META, SUPPORTED_LOCALES } from './locales.ts';
import {
  addMoney,
  ceilToDisplayUnit,
  convertUsd,
  CurrencyMismatchError,
  displayUnitMinor,
  floorToDisplayUnit,
  formatAmount,
  formatMoney,
  fromMinor,
  InvalidRateError,
  MissingRateError,
  MoneyError,
  multiplyMoney,
  percentOf,
  priceInCurrency,
  rateFor,
  sumMoney,
  toMinor,
} from './money.ts';

const NON_HKD = CURRENCY_CODES.filter((c) => c !== 'HKD');

/** A positive rate as a decimal string with up to 4 decimals. */
const rateArb = fc
  .tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 4 }))
  .map(([i, f, digits]) => (digits === 0 ? `${i}` : `${i}.${String(f).padStart(4, '0').slice(0, digits)}`))
  .filter((r) => Number(r) > 0);

describe('parseDecimal', () => {
  it('parses exactly', () => {
    expect(parseDecimal('7.8')).toEqual({ units: 78n, scale: 1 });
    expect(parseDecimal('-0.05')).toEqual({ units: -5n, scale: 2 });
    expect(parseDecimal('1e3')).toEqual({ units: 1000n, scale: 0 });
    expect(parseDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(parseDecimal('.5')).toEqual({ units: 5n, scale: 1 });
    expect(() => parseDecimal('abc')).toThrow(InvalidDecimalError);
    expect(() => parseDecimal(Number.NaN)).toThrow(InvalidDecimalError);
    expect(() => parseDecimal('.')).toThrow(InvalidDecimalError);
  });
});

describe('convertUsd', () => {
  it.each<[number, CurrencyCode, string, number]>([
    [1999, 'HKD', '7.8', 15592], // 155.922 → 155.92
    [1000, 'HKD', '7.8125', 7813], // 78.125 → 78.13 half-up
    [1000, 'HKD', '7.8124', 7812],
    [1999, 'USD', '1', 1900], // non-HKD floors to whole units, USD included
    [1999, 'GBP', '0.79', 1500], // 15.7921
    [1999, 'AUD', '1.52', 3000], // 30.3848
    [1999, 'CAD', '1.36', 2700], // 27.1864
    [1999, 'TWD', '32.1', 64100], // 641.679
    [1999, 'CHF', '0.88', 1700], // 17.5912
    [1999, 'MYR', '4.7', 9300], // 93.953
    [1999, 'JPY', '150.5', 3008], // 3008.495
    [1999, 'SGD', '1.35', 2600], // 26.9865
    [1999, 'KRW', '1380.5', 27596], // 27596.195
    [1999, 'RMB', '7.2', 14300], // 143.928
    [1999, 'CNY', '7.2', 14300],
    [1999, 'THB', '36.6', 73100], // 731.634
    [0, 'JPY', '150', 0],
  ])('%i US cents → %s at %s = %i', (usd, currency, rate, expected) => {
    expect(convertUsd(usd, currency, rate)).toBe(expected);
  });

  it('is exact where floats are not (1.15 × 100 is 114.999… as a double)', () => {
    expect(Math.floor(1.15 * 100)).toBe(114);
    expect(convertUsd(115, 'JPY', '100')).toBe(115);
    expect(convertUsd(57, 'KRW', '100')).toBe(57);
    expect(convertUsd(1, 'HKD', '0.5')).toBe(1); // 0.005 → 0.01 half-up
  });

  it('rejects malformed rates', () => {
    for (const bad of ['', 'abc', '-1', '0', '0.000', '1e3', '7,8', ' ']) {
      expect(() => convertUsd(100, 'JPY', bad)).toThrow(InvalidRateError);
    }
    expect(convertUsd(100, 'JPY', ' 150 ')).toBe(150);
  });

  it('property: non-HKD results are whole units and the floor never exceeds the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...NON_HKD),
        rateArb,
        (usd, currency, rate) => {
          const out = convertUsd(usd, currency, rate);
          const unit = 10 ** CURRENCIES[currency].minorDigits;
          expect(out % unit).toBe(0);
          const whole = BigInt(out / unit);
          const { units, scale } = parseDecimal(rate);
          const exactTimesDen = BigInt(usd) * units; // exact whole units × 100 × 10^scale
          const den = 100n * 10n ** BigInt(scale);
          expect(whole * den <= exactTimesDen).toBe(true);
          expect((whole + 1n) * den > exactTimesDen).toBe(true);
        },
      ),
    );
  });

  it('property: HKD is within half a cent of the exact product', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), rateArb, (usd, rate) => {
        const out = BigInt(convertUsd(usd, 'HKD', rate));
        const { units, scale } = parseDecimal(rate);
        const exact = BigInt(usd) * units; // cents × 10^scale
        const den = 10n ** BigInt(scale);
        const diff2 = 2n * (out * den - exact); // 2 × (rounded − exact), in cents × 10^scale
        expect(diff2 > -den && diff2 <= den).toBe(true);
      }),
    );
  });

  it('property: monotonic in the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom(...CURRENCY_CODES),
        rateArb,
        (a, d, c, r) => {
          expect(convertUsd(a + d, c, r)).toBeGreaterThanOrEqual(convertUsd(a, c, r));
        },
      ),
    );
  });
});

describe('priceInCurrency', () => {
  const rates = { JPY: '150.5', GBP: '0.79', CNY: '7.2' };
  const price = { hkdMinor: 39900, usdMinor: 5100 };

  it('HKD takes the HKD price', () => {
    expect(priceInCurrency(price, 'HKD', rates)).toBe(39900);
    expect(priceInCurrency({ hkdMinor: 100.5, usdMinor: 0 }, 'HKD', rates)).toBe(101);
  });

  it('others convert the USD price', () => {
    expect(priceInCurrency(price, 'JPY', rates)).toBe(7675); // 7675.5
    expect(priceInCurrency(price, 'GBP', rates)).toBe(4000); // 40.29
    expect(priceInCurrency(price, 'USD', rates)).toBe(5100); // USD defaults to rate 1
    expect(priceInCurrency(price, 'RMB', rates)).toBe(36700); // RMB falls back to the CNY rate: 367.2
  });

  it('applies a percentage before rounding once', () => {
    expect(priceInCurrency(price, 'HKD', rates, 85)).toBe(33915);
    expect(priceInCurrency({ hkdMinor: 12347, usdMinor: 0 }, 'HKD', rates, 85)).toBe(10495); // 104.9495
    expect(priceInCurrency(price, 'JPY', rates, 85)).toBe(6524); // 6524.175
    expect(priceInCurrency(price, 'USD', rates, '85')).toBe(4300); // 43.35
  });

  it('throws a typed error for a missing rate', () => {
    expect(() => priceInCurrency(price, 'KRW', rates)).toThrow(MissingRateError);
    try {
      priceInCurrency(price, 'KRW', {});
    } catch (e) {
      expect(e).toBeInstanceOf(MoneyError);
      expect((e as MissingRateError).code).toBe('missing_rate');
      expect((e as MissingRateError).currency).toBe('KRW');
    }
    expect(() => rateFor('CNY', {})).toThrow(MissingRateError);
    expect(rateFor('CNY', { RMB: '7' })).toBe('7');
  });
});

describe('display units and percentages', () => {
  it('displayUnitMinor / floor / ceil', () => {
    expect(displayUnitMinor('HKD')).toBe(1);
    expect(displayUnitMinor('TWD')).toBe(100);
    expect(displayUnitMinor('THB')).toBe(100);
    expect(displayUnitMinor('JPY')).toBe(1);
    expect(floorToDisplayUnit(123499, 'TWD')).toBe(123400);
    expect(floorToDisplayUnit(123499, 'HKD')).toBe(123499);
    expect(floorToDisplayUnit(1234, 'KRW')).toBe(1234);
    expect(ceilToDisplayUnit(123401, 'TWD')).toBe(123500);
  });

  it('percentOf floors', () => {
    expect(percentOf(39900, 85)).toBe(33915);
    expect(percentOf(999, 10)).toBe(99);
    expect(percentOf(123456, 10, 'TWD')).toBe(12300);
    expect(percentOf(1001, 33.3)).toBe(333); // 333.333
    expect(() => percentOf(1.5, 10)).toThrow(MoneyError);
  });

  it('property: percentOf never exceeds the exact share and is within one display unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(...CURRENCY_CODES),
        (a, p, c) => {
          const out = percentOf(a, p, c);
          expect(out * 100).toBeLessThanOrEqual(a * p);
          expect((out + displayUnitMinor(c)) * 100).toBeGreaterThan(a * p);
        },
      ),
    );
  });
});

describe('Money arithmetic', () => {
  it('adds and multiplies', () => {
    expect(addMoney({ amount: 100, currency: 'HKD' }, { amount: 250, currency: 'HKD' })).toEqual({
      amount: 350,
      currency: 'HKD',
    });
    expect(() => addMoney({ amount: 1, currency: 'HKD' }, { amount: 1, currency: 'USD' })).toThrow(
      CurrencyMismatchError,
    );
    expect(multiplyMoney({ amount: 1999, currency: 'USD' }, 3)).toEqual({ amount: 5997, currency: 'USD' });
    expect(() => multiplyMoney({ amount: 1999, currency: 'USD' }, 1.5)).toThrow(MoneyError);
    expect(() => addMoney({ amount: 0.1, currency: 'HKD' }, { amount: 1, currency: 'HKD' })).toThrow(
      MoneyError,
    );
    expect(() => multiplyMoney({ amount: Number.MAX_SAFE_INTEGER, currency: 'HKD' }, 2)).toThrow(MoneyError);
    expect(
      sumMoney(
        [
          { amount: 1, currency: 'JPY' },
          { amount: 2, currency: 'JPY' },
        ],
        'JPY',
      ),
    ).toEqual({ amount: 3, currency: 'JPY' });
    expect(sumMoney([], 'JPY')).toEqual({ amount: 0, currency: 'JPY' });
  });

  it('toMinor / fromMinor', () => {
    expect(toMinor('12.34', 'HKD')).toBe(1234);
    expect(toMinor(1.005, 'HKD')).toBe(101); // the literal 1.005, half-up, not the double's 1.00499…
    expect(toMinor(0.1 + 0.2, 'HKD')).toBe(30);
    expect(toMinor('1500', 'JPY')).toBe(1500);
    expect(toMinor('1500.5', 'JPY')).toBe(1501);
    expect(toMinor(800, 'HKD')).toBe(80000);
    expect(toMinor('-2.5', 'USD')).toBe(-250);
    expect(fromMinor(1234, 'HKD')).toBe(12.34);
    expect(fromMinor(1234, 'KRW')).toBe(1234);
    expect(() => toMinor('x', 'HKD')).toThrow(MoneyError);
  });

  it('property: toMinor(fromMinor(x)) is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...CURRENCY_CODES), (x, c) => {
        expect(toMinor(fromMinor(x, c), c)).toBe(x);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each<[number, CurrencyCode, string]>([
    [123450, 'HKD', 'HK$1,234.50'],
    [39900, 'HKD', 'HK$399.00'],
    [5100, 'USD', 'US$51.00'],
    [1500, 'GBP', '£15.00'],
    [3000, 'AUD', 'A$30.00'],
    [2700, 'CAD', 'C$27.00'],
    [123499, 'TWD', 'NT$1,234'], // floors, never rounds up
    [1700, 'CHF', 'CHF 17.00'],
    [9900, 'MYR', 'RM 99.00'],
    [1234567, 'JPY', '¥1,234,567'],
    [2600, 'SGD', 'S$26.00'],
    [27596, 'KRW', '₩27,596'],
    [14300, 'RMB', '¥143.00'],
    [14300, 'CNY', '¥143.00'],
    [73199, 'THB', '฿731'],
    [0, 'HKD', 'HK$0.00'],
    [-123450, 'HKD', '-HK$1,234.50'],
    [-99, 'TWD', 'NT$0'],
    [-199, 'TWD', '-NT$1'],
    [123456789012, 'HKD', 'HK$1,234,567,890.12'],
  ])('%i %s → %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency, 'en')).toBe(text);
  });

  it('uses the shop symbol in every locale', () => {
    for (const l of SUPPORTED_LOCALES) {
      expect(formatMoney(123450, 'HKD', l)).toBe('HK$1,234.50');
      expect(formatMoney(9900, 'MYR', l)).toBe('RM 99.00');
      expect(formatMoney(123400, 'TWD', l)).toBe('NT$1,234');
    }
  });

  it('formatAmount has no symbol', () => {
    expect(formatAmount(123450, 'HKD', 'hk')).toBe('1,234.50');
    expect(() => formatAmount(1.5, 'HKD', 'hk')).toThrow(MoneyError);
  });

  it("property: formatAmount groups and separates digits exactly as Intl does in every locale's language", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(...CURRENCY_CODES),
        fc.constantFrom(...SUPPORTED_LOCALES),
        (minor, currency, locale) => {
          const { minorDigits, displayDecimals } = CURRENCIES[currency];
          const abs = BigInt(Math.abs(minor));
          const whole = abs / 10n ** BigInt(minorDigits);
          const frac = (abs % 10n ** BigInt(minorDigits)).toString().padStart(minorDigits, '0');
          const intl = new Intl.NumberFormat(LOCALE_META[locale].intl, {
            minimumFractionDigits: displayDecimals,
            maximumFractionDigits: displayDecimals,
            roundingMode: 'trunc',
          }).format(`${whole}.${frac.slice(0, displayDecimals) || '0'}` as Intl.StringNumericLiteral);
          const shown = formatAmount(minor, currency, locale);
          expect(shown.replace(/^-/, '')).toBe(intl);
        },
      ),
      { numRuns: 2000 },
    );
    for (const locale of SUPPORTED_LOCALES) {
      expect(formatAmount(0, 'HKD', locale)).toBe('0.00');
      expect(formatAmount(99_999_999_999_999, 'JPY', locale)).toBe('99,999,999,999,999');
      expect(formatAmount(-123456789, 'HKD', locale)).toBe('-1,234,567.89');
    }
  });

  it('property: 0-decimal currencies never show decimals and never round up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.constantFrom<CurrencyCode>('JPY', 'TWD', 'KRW', 'THB'),
        fc.constantFrom(...SUPPORTED_LOCALES),
        (amount, currency, locale) => {
          const text = formatMoney(amount, currency, locale);
          expect(text).not.toMatch(/[.]/);
          const shown = Number(text.replace(/[^\d]/g, ''));
          expect(shown).toBe(Math.floor(fromMinor(amount, currency)));
        },
      ),
    );
  });

  it('property: 2-decimal currencies show exactly the stored cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.constantFrom(...CURRENCY_CODES.filter((c) => CURRENCIES[c].displayDecimals === 2)),
        (amount, currency) => {
          const text = formatMoney(amount, currency, 'hk');
          expect(text).toMatch(/\.\d{2}$/);
          expect(Number(text.replace(/[^\d]/g, ''))).toBe(amount);
        },
      ),
    );
  });
});
