import { describe, expect, it } from 'vitest';
import { ERROR_CODES, SUPPORTED_LOCALES } from '@shop/core';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import { ADMIN_CATALOGUES, adminTranslate } from './admin-i18n.tsx';
import { adminErrorText } from './admin-error-text.ts';
import { errorMessage } from './error-message.ts';
import { serverT } from './form-errors.server.ts';

describe('a message for every error code', () => {
  it.each(SUPPORTED_LOCALES)('the %s store catalogue words every code the API answers', (locale) => {
    const m = CATALOGUES[locale] as Record<string, string | undefined>;
    const missing = ERROR_CODES.filter((c) => !m[`errors.${c}`]?.trim());
    expect(missing).toEqual([]);
    expect(m['errors.generic']?.trim()).toBeTruthy();
  });

  it.each(['en', 'hk'] as const)('the %s admin catalogue words every code the API answers', (lang) => {
    const m = ADMIN_CATALOGUES[lang] as Record<string, string | undefined>;
    const missing = ERROR_CODES.filter((c) => !m[`admin.errors.${c}`]?.trim());
    expect(missing).toEqual([]);
    expect(m['admin.errors.generic']?.trim()).toBeTruthy();
  });

  it('the Chinese catalogues are written, not copied from English', () => {
    for (const locale of ['hk', 'zh', 'cn'] as const) {
      const copied = ERROR_CODES.filter(
        (c) => CATALOGUES[locale][`errors.${c}`] === CATALOGUES.en[`errors.${c}`],
      );
      expect(copied, locale).toEqual([]);
    }
    const copied = ERROR_CODES.filter(
      (c) => ADMIN_CATALOGUES.hk[`admin.errors.${c}`] === ADMIN_CATALOGUES.en[`admin.errors.${c}`],
    );
    expect(copied).toEqual([]);
  });
});

describe('errorMessage', () => {
  const en = serverT('en');
  const hk = serverT('hk');

  it('words a code in the shopper’s language, never the API’s English text', () => {
    const body = { error: 'Coupon refused: expired', code: 'coupon_expired' as const, field: 'coupon_code' };
    expect(errorMessage(body, en)).toBe('This code has expired.');
    expect(errorMessage(body, hk)).toBe('此優惠碼已過期。');
  });

  it('falls back to the generic message (or the caller’s) when the code is not in the list', () => {
    const body = { error: 'Something odd happened', code: 'no_such_code' } as never;
    expect(errorMessage(body, en)).toBe('Something went wrong. Please try again.');
    expect(errorMessage({}, hk)).toBe('發生問題，請再試一次。');
    expect(errorMessage(undefined, en, { fallback: 'auth.try_again' })).toBe('Please try again!');
  });

  it('translates a validation key with the field’s label', () => {
    const body = {
      error: 'body.email: validation.email',
      code: 'invalid' as const,
      field: 'email',
      key: 'validation.email',
    };
    expect(errorMessage(body, en, { label: 'Email' })).toBe('Email is incorrect');
    expect(errorMessage({ ...body, key: 'validation.min_length:8' }, en, { label: 'Password' })).toBe(
      'Password: minimum 8 characters',
    );
  });

  it('names the field for a bare invalid or required answer when the page knows its label', () => {
    expect(errorMessage({ code: 'invalid', field: 'delivery_address' }, en, { label: 'Address' })).toBe(
      'Address is not valid',
    );
    expect(errorMessage({ code: 'required', field: 'sub_sku' }, en, { label: 'Option' })).toBe(
      'Option is required',
    );
    expect(errorMessage({ code: 'invalid', field: 'x' }, en)).toBe('Please check what you entered.');
  });

  it('says how long to wait after too many attempts', () => {
    expect(errorMessage({ code: 'rate_limited', retry_after_seconds: 30 }, en)).toBe(
      'Please wait 30 seconds and try again.',
    );
    expect(errorMessage({ code: 'rate_limited', retry_after_seconds: 3600 }, en)).toBe(
      'Please try again in 60 minutes.',
    );
    expect(errorMessage({ code: 'rate_limited' }, en)).toBe('Please try again later.');
  });

  it('prefers the page’s own words for a code', () => {
    expect(
      errorMessage({ code: 'order_not_payable' }, en, {
        codes: { order_not_payable: 'payment.not_payable' },
      }),
    ).toBe('This order has already been paid or has expired.');
  });
});

describe('adminErrorText', () => {
  it('words a code in the staff’s language, never the API’s English text', () => {
    const body = {
      error: 'special_pricing: must not be above the price',
      code: 'special_above_price',
      field: 'x',
    };
    expect(adminErrorText(body, adminTranslate('en'))).toBe('The add-on price cannot be above the price.');
    expect(adminErrorText(body, adminTranslate('hk'))).toBe('加購價不可高於售價。');
  });

  it('a code outside the list reads as the generic message', () => {
    expect(adminErrorText({ error: 'Internal error' }, adminTranslate('en'))).toBe(
      'Something went wrong. Try again in a moment.',
    );
    expect(adminErrorText({ error: 'x', code: 'no_such_code' }, adminTranslate('hk'))).toBe(
      '發生問題，請稍後再試。',
    );
  });
});
