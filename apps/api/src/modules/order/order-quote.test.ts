// The quote: every number of the order recomputed on the server (delivery, gift wrap, coupons, totals), and the
// checkout rules on the address and the gift message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { address, buyable, checkoutKit, type CheckoutKit } from '../../test/checkout-kit.ts';

let t: TestApp;
let k: CheckoutKit;
let homeDelivery = '';
beforeAll(async () => {
  t = await createTestApp();
  k = await checkoutKit(t);
  homeDelivery = k.homeDelivery;
});
afterAll(async () => {
  await t.close();
});

const session = () => k.session();
const product = (...a: Parameters<CheckoutKit['product']>) => k.product(...a);
const addToBag = (...a: Parameters<CheckoutKit['addToBag']>) => k.addToBag(...a);
const quote = (...a: Parameters<CheckoutKit['quote']>) => k.quote(...a);
const create = (...a: Parameters<CheckoutKit['create']>) => k.create(...a);

describe('checkout', () => {
  beforeAll(async () => {
    const methods = (await t.app.inject('/api/v1/delivery-methods?country=hk')).json().methods;
    expect(methods.some((m: { kind: string }) => m.kind === 'pickup')).toBe(true);
    const uk = (await t.app.inject('/api/v1/delivery-methods?country=uk&currency=GBP')).json().methods;
    expect(uk.every((m: { kind: string }) => m.kind === 'delivery')).toBe(true);
  });

  it('quotes from the bag: delivery fee under the threshold, free over it, gift wrap per item', async () => {
    const c = session();
    const p = product();
    await addToBag(c, p);
    const q = await quote(c);
    expect(q.subtotal).toBe(buyable(p)!.display.price);
    expect(q.delivery_fee).toBeGreaterThan(0);
    expect(q.total).toBe(q.subtotal + q.delivery_fee);
    const wrapped = await quote(c, {
      add_gift_box_wrapping: true,
      gift_recipient: 'Mei',
      gift_sender: 'Ka Yan',
      gift_message: 'Happy birthday 生日快樂',
    });
    expect(wrapped.gift_wrap_fee).toBe(2000);
    await addToBag(c, p, 3);
    const big = await quote(c, {
      add_gift_box_wrapping: true,
      gift_recipient: 'Mei',
      gift_sender: 'Ka Yan',
      gift_message: 'Happy birthday',
    });
    expect(big.gift_wrap_fee).toBe(8000);
    expect(big.free_shipping.qualifies).toBe(true);
    expect(big.delivery_fee).toBe(0);
  });

  it('refuses a tampered total', async () => {
    const c = session();
    await addToBag(c, product());
    const q = await quote(c);
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies: c,
      payload: {
        ...address,
        delivery_method: homeDelivery,
        payment_method: 'card',
        expected_total: q.total - 100,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('totals_changed');
  });

  it('applies coupon rules with a clear reason when refused', async () => {
    const c = session();
    await addToBag(c, product());
    expect((await quote(c, { coupon_code: 'welcome10' })).discount).toBeGreaterThan(0);
    expect((await quote(c, { coupon_code: 'EXPIRED20' })).coupon).toMatchObject({
      valid: false,
      reason: 'expired',
    });
    expect((await quote(c, { coupon_code: 'NOPE' })).coupon).toMatchObject({
      valid: false,
      reason: 'unknown',
    });
    const small = await t.inject({
      method: 'POST',
      url: '/api/v1/user/giftcode',
      payload: { code: 'SAVE50', currency: 'HKD', subtotal: 10000 },
    });
    expect(small.json()).toMatchObject({ valid: false, reason: 'min_spend' });
    const ok = await t.inject({
      method: 'POST',
      url: '/api/v1/user/giftcode',
      payload: { code: 'SAVE50', currency: 'HKD', subtotal: 60000 },
    });
    expect(ok.json()).toMatchObject({ valid: true, discount: 5000 });
    const refused = await create(c, { coupon_code: 'EXPIRED20' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'coupon_code', code: 'coupon_expired' });
  });

  it('refuses a billing phone that is not a number (numeric-string rule), naming the field', async () => {
    const c = session();
    await addToBag(c, product());
    const billing = {
      ...address,
      delivery_method: homeDelivery,
      billing_same: false,
      billing_firstname: 'Amy',
      billing_lastname: 'Chan',
      billing_address: '1 Queen Street',
      billing_city: 'Central',
      billing_country: 'Hong Kong',
    };
    const bad = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: { ...billing, billing_contact: 'call me' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'billing_contact' });
    const placed = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies: c,
      payload: { ...billing, billing_contact: '98x7', payment_method: 'card', expected_total: 1 },
    });
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toMatchObject({ field: 'billing_contact' });
    const ok = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: { ...billing, billing_contact: '9876 5432' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('enforces the gift message and Taiwan ID rules', async () => {
    const c = session();
    await addToBag(c, product());
    const emoji = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: {
        ...address,
        delivery_method: homeDelivery,
        add_gift_box_wrapping: true,
        gift_recipient: 'A',
        gift_sender: 'B',
        gift_message: 'Love 💕',
      },
    });
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json().field).toBe('gift_message');
    const missing = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: { ...address, delivery_method: homeDelivery, add_gift_box_wrapping: true, gift_message: 'Hi' },
    });
    expect(missing.json().field).toBe('gift_recipient');
    const tw = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: { ...address, delivery_method: homeDelivery, currency: 'TWD', delivery_country_key: 'tw' },
    });
    expect(tw.statusCode).toBe(400);
    expect(tw.json()).toMatchObject({ field: 'delivery_passport' });
    const twOk = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: {
        ...address,
        delivery_method: homeDelivery,
        currency: 'TWD',
        delivery_country_key: 'tw',
        delivery_passport: 'A123456789',
      },
    });
    expect(twOk.statusCode).toBe(200);
  });
});
