import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneKey, lifetimeSpend, normalizeTags, preferredLangName } from './customers.ts';

describe('formatPhone', () => {
  it('groups a Hong Kong mobile as people read it', () => {
    expect(formatPhone('852', '91110002')).toBe('+852 9111 0002');
    expect(formatPhone('+852', '9111 0002')).toBe('+852 9111 0002');
  });
  it('groups mainland, Taiwan and North American numbers by their own pattern', () => {
    expect(formatPhone('86', '13800138000')).toBe('+86 138 0013 8000');
    expect(formatPhone('886', '912345678')).toBe('+886 912 345 678');
    expect(formatPhone('1', '4155550100')).toBe('+1 415 555 0100');
  });
  it('falls back to blocks of four, and answers null for no number', () => {
    expect(formatPhone('49', '1512345678')).toBe('+49 1512 3456 78');
    expect(formatPhone(null, '91110002')).toBe('9111 0002');
    expect(formatPhone('852', '')).toBeNull();
    expect(formatPhone('852', null)).toBeNull();
  });
});

describe('formatPhoneKey', () => {
  it('finds the calling code of a stored key by the length of the rest', () => {
    expect(formatPhoneKey('85291110002')).toBe('+852 9111 0002');
    expect(formatPhoneKey('8613800138000')).toBe('+86 138 0013 8000');
    expect(formatPhoneKey('886912345678')).toBe('+886 912 345 678');
    expect(formatPhoneKey('99912')).toBe('+99912');
    expect(formatPhoneKey(null)).toBeNull();
  });
});

describe('preferredLangName', () => {
  it('names each language in its own script', () => {
    expect(preferredLangName('zh_hk')).toBe('繁體中文(香港)');
    expect(preferredLangName('cn')).toBe('简体中文');
    expect(preferredLangName('en')).toBe('English');
    expect(preferredLangName('xx')).toBe('xx');
  });
});

describe('lifetimeSpend', () => {
  it('adds paid orders minus refunds per currency and skips unpaid ones', () => {
    expect(
      lifetimeSpend([
        { currency: 'HKD', paid: 50_000, refunded: 10_000 },
        { currency: 'HKD', paid: 20_000, refunded: 0 },
        { currency: 'USD', paid: 3_000, refunded: 0 },
        { currency: 'HKD', paid: 0, refunded: 0 },
      ]),
    ).toEqual({
      orders: 3,
      totals: [
        { currency: 'HKD', amount: 60_000 },
        { currency: 'USD', amount: 3_000 },
      ],
    });
  });
  it('never goes below zero when everything was refunded', () => {
    expect(lifetimeSpend([{ currency: 'HKD', paid: 100, refunded: 100 }]).totals).toEqual([
      { currency: 'HKD', amount: 0 },
    ]);
    expect(lifetimeSpend([])).toEqual({ orders: 0, totals: [] });
  });
});

describe('normalizeTags', () => {
  it('trims, collapses spaces and keeps each tag once', () => {
    expect(normalizeTags([' VIP ', 'vip', 'Sensitive  skin', '', 'KOL'])).toEqual([
      'VIP',
      'Sensitive skin',
      'KOL',
    ]);
  });
});
