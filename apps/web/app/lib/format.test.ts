import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/format.ts';
import { en } from '../i18n/messages.en.ts';
import { hk } from '../i18n/messages.hk.ts';
import { cn } from '../i18n/messages.cn.ts';
import { optionWithInterval } from './format.ts';

const every = (messages: Record<string, string>, n: number, intl: string) =>
  formatMessage(messages['cart.every_n_months'] ?? '', { n }, intl);

describe('optionWithInterval', () => {
  it('says the interval once when the option name already carries it', () => {
    expect(optionWithInterval('30 ml · every month', every(en, 1, 'en'))).toBe('30 ml · every month');
    expect(optionWithInterval('30 ml · every 2 months', every(en, 2, 'en'))).toBe('30 ml · every 2 months');
    expect(optionWithInterval('30ml・每月', every(hk, 1, 'zh-HK'))).toBe('30ml・每月');
    expect(optionWithInterval('30ml・每2個月', every(hk, 2, 'zh-HK'))).toBe('30ml・每2個月');
    expect(optionWithInterval('30ml・每3个月', every(cn, 3, 'zh-CN'))).toBe('30ml・每3个月');
  });

  it('adds the interval in the shopper’s language when the name does not say it', () => {
    expect(optionWithInterval('30 ml', every(en, 1, 'en'))).toBe('30 ml · Every month');
    expect(optionWithInterval('30ml', every(hk, 2, 'zh-HK'))).toBe('30ml · 每 2 個月');
    expect(optionWithInterval('', every(en, 3, 'en'))).toBe('Every 3 months');
  });

  it('leaves single purchases alone', () => {
    expect(optionWithInterval('30 ml', null)).toBe('30 ml');
  });
});
