// Checkout through the real API for the order tests: guest bags, the quote, placing the order, members signing in,
// an order's expiry brought forward and a signed payment notification. Each test file makes its own app.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, productOptions } from '../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../db/seed/members.ts';
import { sandboxOf } from '../providers/payment/payment.provider.ts';
import { shopFixture, type FixtureProduct } from './shop-fixture.ts';
import type { TestApp } from './test-app.ts';

export type Cookies = Record<string, string>;
export type Product = FixtureProduct;

export const address = {
  cart_type: 'single',
  currency: 'HKD',
  email: 'guest@example.com',
  delivery_method: '',
  delivery_firstname: 'Tai Man',
  delivery_lastname: 'Chan',
  delivery_calling_code: '852',
  delivery_contact: '91234567',
  delivery_address: "12/F, 88 Queen's Road Central",
  delivery_city: 'Hong Kong',
  delivery_country_key: 'hk',
  billing_same: true,
  add_gift_box_wrapping: false,
  locale: 'en',
};

export const buyable = (p: Product) =>
  p.product_option.find((o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock');

/**
 * `freshIp`: each order from its own client address (the create route's rate limit counts per address); without
 * it every order comes from the test client's one address.
 */
export async function checkoutKit(t: TestApp, opts: { freshIp?: boolean } = {}) {
  const { catalogue, homeDelivery } = await shopFixture(t);
  let ip = 0;
  const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

  // guest ids are issued by the server (a made-up shop_sid is ignored): mint one as the first bag write would
  const session = (): Cookies => ({ shop_sid: t.app.auth.guestSessions.issue() });
  const products = () =>
    catalogue.filter((p) => p.product_type === 0 && p.brand_key === 'oxygen_ceuticals' && !!buyable(p));
  const product = (pred: (p: Product) => boolean = () => true) => products().find(pred)!;

  async function addToBag(cookies: Cookies, p: Product, quantity = 1) {
    const o = buyable(p)!;
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      cookies,
      payload: { pid: p._id, sku: p.sku, sub_sku: o.sub_sku, quantity, currency: 'HKD' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function quote(cookies: Cookies, extra: Record<string, unknown> = {}) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies,
      payload: { ...address, delivery_method: homeDelivery, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function create(
    cookies: Cookies,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const { payment_method: _pm, ...quoteExtra } = extra;
    const q = await quote(cookies, quoteExtra);
    return t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies,
      headers,
      ...(opts.freshIp ? { remoteAddress: nextIp() } : {}),
      payload: {
        ...address,
        delivery_method: homeDelivery,
        payment_method: 'card',
        expected_total: q.total,
        ...extra,
      },
    });
  }

  async function loginAs(i: number): Promise<Cookies> {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[i]!.email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(res.cookies.map((x) => [x.name, x.value]));
  }

  /** Only this order's expiry job comes due (other tests' reservations stay). */
  async function expireNow(orderId: string) {
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    expect(await t.app.jobs.reschedule('order.expire', orderId, new Date(Date.now() - 1000))).toBe(1);
    await t.app.jobs.drain();
  }

  async function payBySignedNotice(payment: { id: string; amount: number; currency: string }) {
    const fields = {
      payment_id: payment.id,
      status: 'succeeded',
      amount: payment.amount,
      currency: payment.currency,
      timestamp: Date.now(),
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/card',
      headers: { 'x-signature': sandboxOf(t.app.deps.payments).sign(fields as never) },
      payload: fields,
    });
    expect(res.json()).toEqual({ applied: true, status: 'succeeded' });
  }

  const orderStatus = async (id: string) =>
    (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
  const stockOf = async (p: Product) =>
    (
      await t.database.db
        .select()
        .from(productOptions)
        .where(eq(productOptions.subSku, buyable(p)!.sub_sku))
    )[0]!.stock;

  return {
    catalogue,
    homeDelivery,
    nextIp,
    session,
    products,
    product,
    addToBag,
    quote,
    create,
    loginAs,
    expireNow,
    payBySignedNotice,
    orderStatus,
    stockOf,
  };
}

export type CheckoutKit = Awaited<ReturnType<typeof checkoutKit>>;
