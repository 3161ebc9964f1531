// Orders for back-office tests: a guest checks out through the real API and (optionally) the sandbox notification
// marks it paid (the sandbox page's approve button), so every test starts from an order the shop itself made.
import { eq } from 'drizzle-orm';
import { productOptions } from '../db/schema.ts';
import { shopFixture, type FixtureProduct } from './shop-fixture.ts';
import type { TestApp } from './test-app.ts';

export interface PlacedOrder {
  id: string;
  number: string;
  total: number;
  token: string;
  subSku: string;
  quantity: number;
  paymentId: string;
  /** what /order/quote answered before the order was placed */
  quote: Record<string, unknown>;
}

let counter = 0;

export async function orderFixture(t: TestApp) {
  const { catalogue, homeDelivery } = await shopFixture(t);
  const buyable = (p: FixtureProduct) =>
    p.product_option.find(
      (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
    );
  const products = catalogue.filter(
    (p) => p.product_type === 0 && p.brand_key === 'oxygen_ceuticals' && !!buyable(p),
  );

  async function stockOf(subSku: string) {
    const [o] = await t.database.db
      .select({ stock: productOptions.stock })
      .from(productOptions)
      .where(eq(productOptions.subSku, subSku));
    return o!.stock;
  }

  /** A guest order (card unless told), paid through the sandbox's signed notification unless `paid: false`. */
  async function place(
    opts: {
      method?: string;
      paid?: boolean;
      quantity?: number;
      product?: number;
      email?: string;
      coupon?: string;
      /** a member's session cookies: the order is theirs (default: a new guest) */
      cookies?: Record<string, string>;
      /** more checkout fields (save_address, address_id, cash_dollars, redeem_items, referral_code, …) */
      extra?: Record<string, unknown>;
    } = {},
  ): Promise<PlacedOrder> {
    const p = products[(opts.product ?? 0) % products.length]!;
    const opt = buyable(p)!;
    const quantity = opts.quantity ?? 2;
    const cookies = opts.cookies ?? { shop_sid: t.app.auth.guestSessions.issue() };
    const add = await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      cookies,
      payload: { pid: p._id, sku: p.sku, sub_sku: opt.sub_sku, quantity, currency: 'HKD' },
    });
    if (add.statusCode !== 200) throw new Error(`cart: ${add.body}`);
    const address = {
      cart_type: 'single',
      currency: 'HKD',
      email: opts.email ?? `buyer${++counter}-${Date.now()}@example.com`,
      delivery_method: homeDelivery,
      delivery_firstname: 'Siu Ming',
      delivery_lastname: 'Wong',
      delivery_calling_code: '852',
      delivery_contact: '6123 4567',
      delivery_address: '1 Nathan Road',
      delivery_city: 'Kowloon',
      delivery_country_key: 'hk',
      billing_same: true,
      add_gift_box_wrapping: false,
      locale: 'en',
      ...(opts.coupon ? { coupon_code: opts.coupon } : {}),
      ...opts.extra,
    };
    const q = await t.inject({ method: 'POST', url: '/api/v1/order/quote', cookies, payload: address });
    // a refused quote (a bad coupon reason aside, which answers 200) would only surface as a missing total
    if (q.statusCode !== 200) throw new Error(`quote: ${q.body}`);
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies,
      payload: { ...address, payment_method: opts.method ?? 'card', expected_total: q.json().total },
    });
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`create: ${res.body}`);
    const { order, payment } = res.json();
    if (opts.paid ?? true) {
      // the sandbox's own page button: it signs the provider's notification and the order is paid
      const n = await t.inject({
        method: 'POST',
        url: `/api/v1/payment/sandbox/${payment.id}/complete`,
        cookies,
        payload: { outcome: 'approve', token: order.access_token ?? undefined },
      });
      if (n.statusCode >= 300) throw new Error(`pay: ${n.body}`);
    }
    return {
      id: order._id,
      number: order.number,
      total: order.total,
      token: order.access_token,
      subSku: opt.sub_sku,
      quantity,
      paymentId: payment.id,
      quote: q.json(),
    };
  }

  return { place, stockOf, products };
}
