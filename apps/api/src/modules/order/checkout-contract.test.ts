import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressSchema,
  deliveryMethodSchema,
  orderSchema,
  paymentMethodSchema,
  paymentSchema,
  quoteSchema,
} from '@shop/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The checkout answers against the schemas in @shop/core that the web pages take their types from: a field the
 * API renames or retypes fails here, not on a shopper's checkout page.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Product {
  _id: string;
  sku: string;
  product_type: number;
  product_option: {
    sub_sku: string;
    is_subscription: boolean;
    availability: string;
    display: { purchasable: boolean };
  }[];
}

describe('checkout answers match the core schemas', () => {
  it('delivery methods, payment methods, quote, order and payment', async () => {
    const methods = (await t.app.inject('/api/v1/delivery-methods?country=hk')).json().methods;
    expect(methods.length).toBeGreaterThan(0);
    for (const m of methods) expect(deliveryMethodSchema.strict().parse(m)).toEqual(m);
    const pay = (await t.app.inject('/api/v1/payment-methods?currency=HKD')).json().methods;
    for (const m of pay) paymentMethodSchema.parse(m);

    const catalogue: Product[] = (await t.app.inject('/api/v1/product?channel=4&limit=100')).json();
    const p = catalogue.find((x) =>
      x.product_option.some(
        (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
      ),
    )!;
    const option = p.product_option.find(
      (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
    )!;
    const cookies = { shop_sid: t.app.auth.guestSessions.issue() };
    const added = await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      cookies,
      payload: { pid: p._id, sku: p.sku, sub_sku: option.sub_sku, quantity: 1, currency: 'HKD' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const body = {
      cart_type: 'single',
      currency: 'HKD',
      email: 'contract@example.com',
      delivery_method: methods.find((m: { kind: string }) => m.kind === 'delivery')._id,
      delivery_firstname: 'Tai Man',
      delivery_lastname: 'Chan',
      delivery_calling_code: '852',
      delivery_contact: '91234567',
      delivery_address: "12/F, 88 Queen's Road Central",
      delivery_country_key: 'hk',
      billing_same: true,
      add_gift_box_wrapping: false,
      locale: 'en',
    };
    const quoted = await t.inject({ method: 'POST', url: '/api/v1/order/quote', cookies, payload: body });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json();
    // every field of the answer is one the schema names: nothing the web does not know about, nothing missing
    expect(quoteSchema.strict().parse(quote)).toEqual(quote);

    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies,
      payload: { ...body, payment_method: 'bank_transfer', expected_total: quote.total },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { order, payment } = created.json();
    expect(orderSchema.parse(order)).toMatchObject({ total: quote.total, payment_method: 'bank_transfer' });
    expect(paymentSchema.parse(payment).bank?.reference).toBe(order.number);
  });

  it('a saved address reads as the core Address', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress: '10.77.0.1',
      payload: { username: 'ambassador@oxygen-ceuticals.example', password: 'Demo1234' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const saved = await t.inject({
      method: 'POST',
      url: '/api/v1/address',
      cookies,
      payload: {
        firstname: 'Tai Man',
        lastname: 'Chan',
        code: '852',
        phone: '91234567',
        address: "12/F, 88 Queen's Road Central",
        country: 'hk',
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(addressSchema.strict().parse(saved.json().address)).toEqual(saved.json().address);
    const res = await t.inject({ url: '/api/v1/address', cookies });
    expect(res.statusCode, res.body).toBe(200);
    const { addresses } = res.json();
    expect(addresses.length).toBeGreaterThan(0);
    for (const a of addresses) expect(addressSchema.strict().parse(a)).toEqual(a);
  });
});
