import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@shop/core';
import { orderRefundBody } from '@shop/core/contract/admin-order';
import { optionPatchBody, stockAdjustmentBody } from '@shop/core/contract/admin-product';
import {
  deliveryMethodCreateBody,
  freeShippingBody,
  giftWrapFeeSchema,
  homepageListBody,
} from '@shop/core/contract/admin-settings';
import { adminTranslate } from './admin-i18n.tsx';
import { adminErrorText } from './admin-error-text.ts';
import { parseForm } from './admin-form.server.ts';

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe('admin forms read into the API’s request schemas', () => {
  it('turns dollars into minor units and names the amount it cannot read', () => {
    const money = { hkd: 'HKD', usd: 'USD' } as const;
    expect(
      parseForm(
        form([
          ['hkd', '1,280.50'],
          ['usd', '3'],
        ]),
        giftWrapFeeSchema,
        { money },
      ),
    ).toEqual({
      ok: true,
      data: { hkd: 128050, usd: 300 },
    });
    expect(
      parseForm(
        form([
          ['hkd', '20'],
          ['usd', '1.234'],
        ]),
        giftWrapFeeSchema,
        { money },
      ),
    ).toEqual({
      ok: false,
      field: 'usd',
      code: 'invalid_amount',
    });
    // over the API's limit: still an amount to fix
    expect(
      parseForm(
        form([
          ['hkd', '9999999'],
          ['usd', '1'],
        ]),
        giftWrapFeeSchema,
        { money },
      ),
    ).toMatchObject({
      field: 'hkd',
      code: 'invalid_amount',
    });
  });

  it('reads nested names, checkboxes and numbers, and reports the schema’s first problem by its path', () => {
    const entries: [string, string][] = [
      ['id', 'e2e-courier'],
      ['kind', 'delivery'],
      ['name.eng', ' Courier '],
      ['name.chi', '速遞'],
      ['name.cn', '速递'],
      ['price_hkd', '150'],
      ['price_usd', '19.5'],
      ['priority', '3'],
    ];
    const money = { price_hkd: 'HKD', price_usd: 'USD' } as const;
    expect(parseForm(form(entries), deliveryMethodCreateBody, { money })).toEqual({
      ok: false,
      field: 'available_country_list',
      code: 'invalid',
    });
    const ok = parseForm(
      form([...entries, ['available_country_list', 'uk'], ['available_country_list', 'hk']]),
      deliveryMethodCreateBody,
      { money },
    );
    expect(ok).toEqual({
      ok: true,
      data: {
        id: 'e2e-courier',
        kind: 'delivery',
        name: { eng: 'Courier', chi: '速遞', cn: '速递' },
        price_hkd: 15000,
        price_usd: 1950,
        available_country_list: ['uk', 'hk'],
        priority: 3,
      },
    });
    // an unknown key never reaches the API: the form's other inputs are not read
    expect(
      parseForm(
        form([
          ['value', 'A\nB'],
          ['extra', 'x'],
        ]),
        homepageListBody,
        { lists: { value: 'lines' } },
      ),
    ).toEqual({ ok: true, data: { value: ['A', 'B'] } });
  });

  it('reads a record per currency, each in its own units', () => {
    const money = Object.fromEntries(CURRENCY_CODES.map((c) => [`thresholds.${c}`, c]));
    const r = parseForm(
      form(CURRENCY_CODES.map((c) => [`thresholds.${c}`, c === 'JPY' ? '20,000' : '800'])),
      freeShippingBody,
      { money },
    );
    expect(r.ok && r.data.thresholds).toMatchObject({ HKD: 80000, JPY: 20000, TWD: 80000 });
    expect(
      parseForm(
        form(CURRENCY_CODES.map((c) => [`thresholds.${c}`, c === 'TWD' ? '12.5' : '1'])),
        freeShippingBody,
        {
          money,
        },
      ),
    ).toMatchObject({ ok: false, field: 'thresholds.TWD', code: 'invalid_amount' });
  });

  it('reads numbered rows, drops the blank ones, and blanks as null where the API clears', () => {
    const schema = optionPatchBody.pick({ fix_price: true, special_pricing: true, cut_off_date: true });
    const r = parseForm(
      form([
        ['special_pricing', ''],
        ['cut_off_date', ''],
        ['fix_price.0.member_group', 'vip'],
        ['fix_price.0.price', '350'],
        ['fix_price.0.price_usd', '45.5'],
        ['fix_price.1.member_group', ''],
        ['fix_price.1.price', ''],
        ['fix_price.1.price_usd', ''],
      ]),
      schema,
      { money: { special_pricing: 'HKD', 'fix_price.*.price': 'HKD', 'fix_price.*.price_usd': 'USD' } },
    );
    expect(r).toEqual({
      ok: true,
      data: {
        special_pricing: null,
        cut_off_date: null,
        fix_price: [{ member_group: 'vip', price: 35000, price_usd: 4550 }],
      },
    });
  });

  it('reads a field the form requires (.required()) as the schema’s type, and refuses it blank', () => {
    const schema = optionPatchBody
      .pick({ price: true, low_stock_threshold: true, original_price: true })
      .required({ price: true, low_stock_threshold: true });
    const money = { price: 'HKD', original_price: 'HKD' } as const;
    const read = (price: string, threshold: string) =>
      parseForm(
        form([
          ['price', price],
          ['low_stock_threshold', threshold],
          ['original_price', ''],
        ]),
        schema,
        { money },
      );
    expect(read('395', '5')).toEqual({
      ok: true,
      data: { price: 39500, low_stock_threshold: 5, original_price: null },
    });
    expect(read('', '5')).toEqual({ ok: false, field: 'price', code: 'invalid_amount' });
    expect(read('395', '')).toMatchObject({ ok: false, field: 'low_stock_threshold' });
  });

  it('takes signed whole numbers and lets a prepare step shape the rows', () => {
    expect(
      parseForm(
        form([
          ['delta', '-5'],
          ['reason', 'count'],
        ]),
        stockAdjustmentBody,
      ),
    ).toEqual({
      ok: true,
      data: { delta: -5, reason: 'count' },
    });
    expect(
      parseForm(
        form([
          ['delta', '1.5'],
          ['reason', 'count'],
        ]),
        stockAdjustmentBody,
      ),
    ).toMatchObject({
      field: 'delta',
    });
    const refund = parseForm(
      form([
        ['amount', '12.50'],
        ['reason', 'broken'],
        ['restock_items.0.sub_sku', 'A'],
        ['restock_items.0.quantity', '0'],
        ['restock_items.1.sub_sku', 'B'],
        ['restock_items.1.quantity', '1'],
      ]),
      orderRefundBody,
      {
        money: { amount: 'HKD' },
        prepare: (v) => ({
          ...v,
          restock_items: (v.restock_items as { quantity: number }[]).filter((l) => l.quantity > 0),
        }),
      },
    );
    expect(refund).toEqual({
      ok: true,
      data: { amount: 1250, reason: 'broken', restock_items: [{ sub_sku: 'B', quantity: 1 }] },
    });
  });
});

describe('admin error text', () => {
  const en = adminTranslate('en');
  const hk = adminTranslate('hk');

  it('says an error by its code, in the staff’s language', () => {
    expect(adminErrorText({ code: 'insufficient_stock', error: 'Stock cannot go below zero' }, en)).toBe(
      'There is not that much stock to take away.',
    );
    expect(adminErrorText({ code: 'exceeds_refundable', field: 'amount' }, hk)).toBe('超過尚可退款的金額。');
    expect(adminErrorText({ code: 'invalid_amount', field: 'usd' }, en)).toBe(
      'Enter an amount such as 20 or 20.50.',
    );
  });

  it('says an invalid field by the field, rows and all, whatever the English text says', () => {
    expect(adminErrorText({ code: 'invalid', field: 'special_pricing', error: 'anything at all' }, en)).toBe(
      'The add-on price cannot be above the price.',
    );
    expect(adminErrorText({ code: 'invalid', field: 'multi_pricing.0.pricing.1.qty' }, en)).toBe(
      'Quantities start at 2 and rise for each group.',
    );
    expect(adminErrorText({ code: 'invalid', field: 'fix_price.2.member_group' }, hk)).toBe(
      '沒有此會員組別代碼。',
    );
    expect(adminErrorText({ code: 'invalid', field: 'items.3.sku' }, en)).toBe(
      'Check the SKUs: letters, digits, dots and dashes, each once.',
    );
    expect(adminErrorText({ code: 'invalid', field: 'available_country_list' }, en)).toBe(
      'Choose at least one country.',
    );
  });

  it('falls back to a generic message, never to the API’s English', () => {
    expect(adminErrorText({ code: 'invalid', field: 'reason', error: 'reason: too short' }, en)).toBe(
      'Check this field.',
    );
    expect(adminErrorText({ code: 'something_new', error: 'Some English' }, hk)).toBe(
      '發生問題，請稍後再試。',
    );
    expect(adminErrorText({}, en)).toBe('Something went wrong. Try again in a moment.');
  });
});
