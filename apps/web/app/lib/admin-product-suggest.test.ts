import { describe, expect, it } from 'vitest';
import { handleField } from '@shop/core/contract/admin-product';
import { HANDLE_PATTERN, subscriptionName, suggestHandle } from './admin-product-suggest.ts';

describe('suggestHandle', () => {
  it('makes a handle the contract accepts from an English name', () => {
    for (const [name, handle] of [
      ['Rose Night Serum 30', 'rose-night-serum-30'],
      ['  Crème Brûlée & Oats!  ', 'creme-brulee-and-oats'],
      ['玫瑰 Rose', 'rose'],
      ['---', ''],
    ] as const) {
      expect(suggestHandle(name)).toBe(handle);
      if (handle) expect(handleField.safeParse(handle).success).toBe(true);
    }
    expect(suggestHandle('a'.repeat(200)).length).toBeLessThanOrEqual(120);
  });

  it('the input pattern is the contract grammar', () => {
    const re = new RegExp(`^(?:${HANDLE_PATTERN})$`);
    for (const h of ['rose', 'rose-oil-2', 'Rose', 'rose--oil', '-rose', 'rose-'])
      expect(re.test(h)).toBe(handleField.safeParse(h).success);
  });
});

describe('subscriptionName', () => {
  it('names a subscription after its parent option in every script', () => {
    expect(subscriptionName({ eng: '30 ml', chi: '30 毫升', cn: '' }, 1)).toEqual({
      eng: '30 ml · Subscription, every month',
      chi: '30 毫升 · 定期訂購，每月',
      cn: '定期订购，每月',
    });
    expect(subscriptionName({ eng: '', chi: '', cn: '' }, 3).eng).toBe('Subscription, every 3 months');
    expect(subscriptionName({ eng: '', chi: '', cn: '' }, 3).chi).toBe('定期訂購，每3個月');
  });
});
