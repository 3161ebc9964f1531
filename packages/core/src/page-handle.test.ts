import { describe, expect, it } from 'vitest';
import { isPageHandle, PAGE_HANDLE_MAX, suggestPageHandle } from './page-handle.ts';

describe('page handles', () => {
  it.each(['shipping', 'gift-cards', 'sale-2026', 'a', '2026'])('accepts %s', (h) => {
    expect(isPageHandle(h)).toBe(true);
  });
  it.each([
    '',
    'Shipping',
    'gift cards',
    '-a',
    'a-',
    'a--b',
    'a_b',
    '運送',
    'a/b',
    'x'.repeat(PAGE_HANDLE_MAX + 1),
  ])('refuses %j', (h) => {
    expect(isPageHandle(h)).toBe(false);
  });
  it('suggests a handle from an English title, none from a Chinese one', () => {
    expect(suggestPageHandle('  Gift Cards & Vouchers 2026! ')).toBe('gift-cards-vouchers-2026');
    expect(suggestPageHandle('Café')).toBe('cafe');
    expect(suggestPageHandle('運送資料')).toBe('');
    expect(isPageHandle(suggestPageHandle('x'.repeat(200)))).toBe(true);
  });
});
