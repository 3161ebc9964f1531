import { describe, expect, it } from 'vitest';
import { COUPON_REASONS, SUPPORTED_LOCALES } from '@shop/core';
import { CATALOGUES } from './catalogues.server.ts';
import { formatMessage } from './format.ts';

describe('message catalogues', () => {
  it('has a catalogue for every supported locale', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(SUPPORTED_LOCALES)('%s has exactly the keys the other locales have', (locale) => {
    const all = new Set(SUPPORTED_LOCALES.flatMap((l) => Object.keys(CATALOGUES[l])));
    const mine = new Set(Object.keys(CATALOGUES[locale]));
    const missing = [...all].filter((k) => !mine.has(k));
    expect(missing).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s messages are non-empty and parse', (locale) => {
    for (const [key, msg] of Object.entries(CATALOGUES[locale])) {
      expect(msg.trim(), key).not.toBe('');
      expect(
        () => formatMessage(msg, { count: 2, price: 'HK$1', year: 2026, country: 'X', currency: 'HKD' }),
        key,
      ).not.toThrow();
    }
  });
});

describe('review stars', () => {
  it('the rating histogram says 1 star, not 1 stars, in English', () => {
    const en = CATALOGUES.en['review.n_stars'];
    expect(formatMessage(en, { n: 1 })).toBe('1 star');
    expect(formatMessage(en, { n: 5 })).toBe('5 stars');
    expect(formatMessage(CATALOGUES.hk['review.n_stars'], { n: 1 })).toBe('1 星');
  });
});

describe('coupon reasons', () => {
  it.each(SUPPORTED_LOCALES)('%s explains every reason the API gives for a refused code', (locale) => {
    const missing = COUPON_REASONS.filter((r) => !(`checkout.coupon_reason.${r}` in CATALOGUES[locale]));
    expect(missing).toEqual([]);
  });
});

describe('formatMessage', () => {
  it('substitutes arguments', () => {
    expect(formatMessage('From {price}', { price: 'HK$380.00' })).toBe('From HK$380.00');
  });
  it('picks plural forms, exact matches first', () => {
    const m = '{count, plural, =0 {empty} one {# item} other {# items}}';
    expect(formatMessage(m, { count: 0 })).toBe('empty');
    expect(formatMessage(m, { count: 1 })).toBe('1 item');
    expect(formatMessage(m, { count: 1200 })).toBe('1,200 items');
  });
  it("prints a small whole number as each of the shop's locales would", () => {
    const m = '{count, plural, other {# items}}';
    for (const locale of ['en', 'zh-HK', 'zh-TW', 'zh-CN', 'en-HK']) {
      for (const count of [0, 7, 999, -3]) {
        expect(formatMessage(m, { count }, locale)).toBe(
          `${new Intl.NumberFormat(locale).format(count)} items`,
        );
      }
      expect(formatMessage(m, { count: 2.5 }, locale)).toBe(
        `${new Intl.NumberFormat(locale).format(2.5)} items`,
      );
    }
  });
  it('supports select and escaped quotes', () => {
    expect(formatMessage("{g, select, vip {VIP''s price} other {price}}", { g: 'vip' })).toBe("VIP's price");
    expect(formatMessage('{g, select, vip {VIP} other {price}}', { g: 'x' })).toBe('price');
  });
  it('leaves a missing argument visible instead of failing', () => {
    expect(formatMessage('Hi {name}')).toBe('Hi {name}');
  });
});
