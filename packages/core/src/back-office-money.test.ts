import { describe, expect, it } from 'vitest';
import {
  dailySeries,
  moneyInputPattern,
  moneyInputValue,
  parseMoneyInput,
  ratePreview,
  rateProblem,
  rateToHkd,
  shopDay,
  shopDayStart,
  toHkdMinor,
} from './back-office-money.ts';
import { freeShippingGap, freeShippingThresholdMinor, qualifiesForFreeShipping } from './shipping.ts';

const RATES = { USD: '1', HKD: '7.8', TWD: '32.5', JPY: '150.25', GBP: '0.79' };

describe('admin money inputs', () => {
  it('takes decimals up to the currency’s minor digits and refuses the rest', () => {
    expect(parseMoneyInput('20', 'HKD')).toBe(2000);
    expect(parseMoneyInput(' 20.5 ', 'HKD')).toBe(2050);
    expect(parseMoneyInput('20000', 'JPY')).toBe(20000);
    for (const bad of ['-1', '1.234', 'abc', '', '1e3']) expect(parseMoneyInput(bad, 'HKD'), bad).toBeNull();
    expect(parseMoneyInput('1.5', 'JPY')).toBeNull();
    expect(moneyInputValue(2050, 'HKD')).toBe('20.50');
    expect(moneyInputValue(20000, 'KRW')).toBe('20000');
  });

  it('reads dollars as an owner types them, with or without thousands commas, never cents', () => {
    expect(parseMoneyInput('1,280.50', 'HKD')).toBe(128050);
    expect(parseMoneyInput('1280.5', 'USD')).toBe(128050);
    expect(parseMoneyInput('1,234,567', 'HKD')).toBe(123456700);
    expect(parseMoneyInput('999999999.99', 'HKD')).toBe(99999999999);
    for (const bad of [
      '5,0',
      '1,28',
      '12,80.50',
      ',5',
      '1280.',
      '.5',
      '1 280',
      'HK$12',
      '1.2.3',
      '1234567890',
    ])
      expect(parseMoneyInput(bad, 'HKD'), bad).toBeNull();
  });

  it('takes whole units for the currencies shown without cents (JPY, KRW, TWD, THB)', () => {
    expect(parseMoneyInput('1,500', 'JPY')).toBe(1500);
    expect(parseMoneyInput('3000', 'TWD')).toBe(300000); // TWD keeps cents in storage: 3000 units
    expect(parseMoneyInput('3000.00', 'TWD')).toBe(300000);
    expect(parseMoneyInput('12.5', 'TWD')).toBeNull();
    expect(parseMoneyInput('20000.5', 'KRW')).toBeNull();
    expect(parseMoneyInput('99.90', 'THB')).toBeNull();
    expect(moneyInputValue(300000, 'TWD')).toBe('3000');
    // an old amount with cents shows them rather than losing them
    expect(moneyInputValue(1250, 'TWD')).toBe('12.50');
    expect(moneyInputValue(null, 'HKD')).toBe('');
  });

  it('takes a sign only where a debit is allowed', () => {
    expect(parseMoneyInput('-12.50', 'HKD', { signed: true })).toBe(-1250);
    expect(parseMoneyInput('+1,000', 'HKD', { signed: true })).toBe(100000);
    expect(parseMoneyInput('-12.50', 'HKD')).toBeNull();
    expect(parseMoneyInput('--1', 'HKD', { signed: true })).toBeNull();
  });

  it('reads back what it writes, and its HTML pattern accepts exactly what it reads', () => {
    for (const [minor, c] of [
      [0, 'HKD'],
      [128050, 'USD'],
      [99, 'GBP'],
      [20000, 'JPY'],
      [300000, 'TWD'],
    ] as const)
      expect(parseMoneyInput(moneyInputValue(minor, c), c)).toBe(minor);
    // the browser compiles a pattern with the v flag, anchored
    const html = new RegExp(`^(?:${moneyInputPattern('HKD', { signed: true })})$`, 'v');
    for (const ok of ['1,280.50', '-3', '+20.5']) expect(html.test(ok), ok).toBe(true);
    for (const bad of ['1.234', '5,0', 'abc']) expect(html.test(bad), bad).toBe(false);
  });
});

describe('currency rates in the back office', () => {
  it('accepts plain positive decimals with at most 6 decimals', () => {
    expect(rateProblem('7.8')).toBeNull();
    expect(rateProblem('1380.123456')).toBeNull();
    for (const bad of ['0', '0.000000', '-1', '7.1234567', 'abc', '1e3', '', '1234567890'])
      expect(rateProblem(bad), bad).not.toBeNull();
  });

  it('derives the rate to HKD exactly, half-up at 6 decimals', () => {
    expect(rateToHkd('7.8', '7.8')).toBe('1');
    expect(rateToHkd('1', '7.8')).toBe('0.128205'); // 0.1282051…
    expect(rateToHkd('32.5', '7.8')).toBe('4.166667'); // 4.1666666…
    expect(rateToHkd('150.25', '7.8')).toBe('19.262821');
  });

  it('previews the floor rule: USD × rate floored to whole units, beside today', () => {
    const rows = ratePreview('TWD', '33', RATES, [{ hkdMinor: 9900, usdMinor: 1299 }]);
    // 12.99 × 32.5 = 422.175 → NT$422; × 33 = 428.67 → NT$428 (never rounded up)
    expect(rows).toEqual([{ hkdMinor: 9900, usdMinor: 1299, current: 42200, proposed: 42800 }]);
    const jpy = ratePreview('JPY', '151.999', RATES, [{ hkdMinor: 0, usdMinor: 1000 }]);
    expect(jpy[0]).toMatchObject({ current: 1502, proposed: 1519 });
    // a currency with no rate yet has no current price
    expect(ratePreview('SGD', '1.35', RATES)[0]?.current).toBeNull();
    // HKD prices are the HKD price: the rate does not change them
    expect(ratePreview('HKD', '8', RATES)[0]).toMatchObject({ current: 9900, proposed: 9900 });
  });

  it('converts sales to HKD through USD, half-up to the cent, whatever the minor digits', () => {
    expect(toHkdMinor(12345, 'HKD', RATES)).toBe(12345);
    expect(toHkdMinor(10000, 'USD', RATES)).toBe(78000);
    expect(toHkdMinor(1502, 'JPY', RATES)).toBe(7797); // ¥1502 / 150.25 × 7.8 = 77.973…
    expect(toHkdMinor(42200, 'TWD', RATES)).toBe(10128); // 422 / 32.5 × 7.8 = 101.28
  });
});

describe('the shop day (Hong Kong)', () => {
  it('turns at midnight Hong Kong time, not UTC', () => {
    expect(shopDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(shopDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(shopDayStart(new Date('2026-03-01T16:30:00Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(shopDayStart(new Date('2026-03-01T16:30:00Z'), 29).toISOString()).toBe('2026-01-31T16:00:00.000Z');
  });

  it('fills a daily series with zero days, oldest first', () => {
    const s = dailySeries(new Map([['2026-03-02', 500]]), new Date('2026-03-02T01:00:00Z'), 3);
    expect(s).toEqual([
      { day: '2026-02-28', amount: 0 },
      { day: '2026-03-01', amount: 0 },
      { day: '2026-03-02', amount: 500 },
    ]);
  });
});

describe('free-shipping thresholds set by the owner', () => {
  it('replace the table per currency and keep it for the others', () => {
    const custom = { HKD: 50000 };
    expect(freeShippingThresholdMinor('HKD', custom)).toBe(50000);
    expect(freeShippingThresholdMinor('USD', custom)).toBe(10000);
    expect(qualifiesForFreeShipping(50001, 'HKD', custom)).toBe(true);
    expect(qualifiesForFreeShipping(50001, 'HKD')).toBe(false);
    expect(freeShippingGap(40000, 'HKD', custom)).toBe(10000);
  });
});
