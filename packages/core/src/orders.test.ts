import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_NAMES, ORDER_STATUSES, orderStatusName, personName } from './orders.ts';
import { SUPPORTED_LOCALES } from './locales.ts';

describe('order status names', () => {
  it('every status has a name in every locale', () => {
    for (const l of SUPPORTED_LOCALES)
      for (const s of ORDER_STATUSES) expect(ORDER_STATUS_NAMES[l][s], `${l}.${s}`).toBeTruthy();
  });

  it('names follow the locale; an unknown status shows as it is', () => {
    expect(orderStatusName('paid', 'en')).toBe('Paid');
    expect(orderStatusName('shipped', 'hk')).toBe('已寄出');
    expect(orderStatusName('shipped', 'zh')).toBe('已出貨');
    expect(orderStatusName('shipped', 'cn')).toBe('已发货');
    expect(orderStatusName('on_hold', 'en')).toBe('on_hold');
  });
});

describe('personName', () => {
  it('Chinese names: family name first, no space, in every locale', () => {
    for (const l of SUPPORTED_LOCALES) expect(personName('美玲', '陳', l)).toBe('陳美玲');
  });

  it('Latin names: given name first in English, family name first in Chinese locales', () => {
    expect(personName('Mei', 'Chan', 'en')).toBe('Mei Chan');
    expect(personName('Mei', 'Chan', 'hk')).toBe('Chan Mei');
    expect(personName('Mei', 'Chan', 'cn')).toBe('Chan Mei');
    expect(personName(' Mei ', null, 'zh')).toBe('Mei');
  });
});
