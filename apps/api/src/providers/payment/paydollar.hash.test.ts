import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '@shop/core';
import {
  currencyOfCode,
  datafeedHash,
  formatAmount,
  hashMatches,
  langOf,
  parseAmount,
  PAYDOLLAR_CURRENCY,
  requestHash,
} from './paydollar-hash.ts';
import { createPayDollarPaymentProvider, orderRefOf, paymentIdOf } from './paydollar.provider.ts';

const SECRET = 's3cr3tHashKeyAbcd';
const REF = '0d3f9c2e8b7a4f1e9c6d5b4a3f2e1d0c';
const signed = { merchantId: '18100001', orderRef: REF, currCode: '344', amount: '123.45', payType: 'N' };

describe('PayDollar secure hash', () => {
  // vectors computed independently (Python hashlib) over merchantId|orderRef|currCode|amount|payType|secret
  it('signs the payment form with SHA-1 and SHA-256', () => {
    expect(requestHash(signed, SECRET, 'SHA-1')).toBe('dd3c84a0a58cc70c632d1f71da961acc839df4f8');
    expect(requestHash(signed, SECRET, 'SHA-256')).toBe(
      'c2908a21a603f291dcc5174206d9d99d379a599046d2b69b65f622ac83bd7ee6',
    );
  });

  it('checks the datafeed over src|prc|successcode|Ref|PayRef|Cur|Amt|payerAuth, in constant time', () => {
    const feed = {
      src: '0',
      prc: '0',
      successcode: '0',
      Ref: REF,
      PayRef: '5000001',
      Cur: '344',
      Amt: '123.45',
    };
    const h = datafeedHash({ ...feed, payerAuth: 'U', Holder: 'ignored' }, SECRET, 'SHA-1');
    expect(h).toBe('1f9e0015c12a3fb894ee7bbc431b54e328c5219e');
    expect(hashMatches(h, h.toUpperCase())).toBe(true);
    expect(hashMatches(h, `deadbeef,${h}`)).toBe(true);
    expect(hashMatches(h, h.slice(0, -1) + '0')).toBe(false);
    expect(hashMatches(h, undefined)).toBe(false);
  });

  it('has an ISO numeric code for every shop currency and formats amounts in its minor units', () => {
    for (const c of CURRENCY_CODES) expect(PAYDOLLAR_CURRENCY[c]).toMatch(/^\d{3}$/);
    expect(currencyOfCode('156')).toBe('CNY');
    expect(formatAmount(12345, 'HKD')).toBe('123.45');
    expect(formatAmount(500, 'JPY')).toBe('500');
    expect(formatAmount(5, 'USD')).toBe('0.05');
    expect(parseAmount('123.45', 'HKD')).toBe(12345);
    expect(parseAmount('123.4', 'HKD')).toBe(12340);
    expect(parseAmount('500', 'JPY')).toBe(500);
    expect(parseAmount('1e3', 'HKD')).toBeNull();
    expect([langOf('en'), langOf('hk'), langOf('zh'), langOf('cn')]).toEqual(['E', 'C', 'C', 'X']);
  });

  it('maps our payment id to an orderRef PayDollar accepts and back', () => {
    const id = '0d3f9c2e-8b7a-4f1e-9c6d-5b4a3f2e1d0c';
    expect(orderRefOf(id)).toBe(REF);
    expect(orderRefOf(id).length).toBeLessThanOrEqual(35);
    expect(paymentIdOf(REF)).toBe(id);
    expect(paymentIdOf('not-ours')).toBeNull();
  });
});

describe('PayDollar payment form', () => {
  const provider = createPayDollarPaymentProvider({
    merchantId: '18100001',
    secret: SECRET,
    hash: 'SHA-256',
    url: 'https://test.paydollar.com/b2cDemo',
    apiLogin: 'api',
    apiPassword: 'pw',
    methods: ['card', 'payme', 'fps', 'alipay', 'wechat_pay', 'octopus'],
    publicUrl: 'https://shop.example.com',
    bank: { bank_name: 'Bank', account_name: 'Shop', account_no: '123-456' },
  });
  const ctx = {
    paymentId: '0d3f9c2e-8b7a-4f1e-9c6d-5b4a3f2e1d0c',
    orderNumber: 'OC1001',
    amount: 12345,
    currency: 'HKD',
    deadline: new Date(),
    returnUrl: '/checkout/order-confirmation/o1?token=t',
  };
  it.each([
    ['card', 'CC'],
    ['payme', 'PayMe'],
    ['fps', 'FPS'],
    ['alipay', 'ALIPAYHKONL'],
    ['wechat_pay', 'WECHATONL'],
    ['octopus', 'OCTOPUS'],
  ] as const)('%s posts payMethod %s with the signed fields', async (method, payMethod) => {
    const s = await provider.initiate(method, { ...ctx, locale: 'cn' });
    expect(s.post_form!.action).toBe('https://test.paydollar.com/b2cDemo/eng/payment/payForm.jsp');
    const f = s.post_form!.fields;
    expect(f).toMatchObject({
      merchantId: '18100001',
      orderRef: REF,
      amount: '123.45',
      currCode: '344',
      payType: 'N',
      lang: 'X',
      payMethod,
      successUrl: 'https://shop.example.com/checkout/order-confirmation/o1?token=t',
      failUrl: 'https://shop.example.com/checkout/o1?token=t',
      cancelUrl: 'https://shop.example.com/checkout/o1?token=t',
    });
    expect(f.secureHash).toBe(requestHash(signed, SECRET, 'SHA-256'));
  });

  it('offers the wallets and FPS in HKD only, card in every currency, and describes the same form again', async () => {
    expect(provider.available('fps', 'USD')).toBe(false);
    expect(provider.available('card', 'JPY')).toBe(true);
    expect(provider.available('bank_transfer', 'HKD')).toBe(true);
    const again = await provider.describe('card', { ...ctx, locale: 'hk' }, null);
    expect(again.post_form!.fields.lang).toBe('C');
    expect((await provider.initiate('card', { ...ctx, locale: 'en' })).post_form!.fields.lang).toBe('E');
  });
});
