import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orders, payments } from '../../db/schema.ts';
import {
  createSandboxPaymentProvider,
  type PaymentContext,
  type PaymentMethod,
} from '../../providers/payment/payment.provider.ts';

/**
 * A provider call is a network call: it must never run while the order's transaction (which holds the stock rows'
 * locks) is open. The provider here notes, at every initiate, how many transactions are open on the app's database
 * and whether the order and its payment row are already committed (read outside any transaction).
 */
let t: TestApp;
let open = 0;
const seen: { open: number; order: boolean; payment: boolean }[] = [];
beforeAll(async () => {
  const sandbox = createSandboxPaymentProvider({ secret: 'outside-tx-secret-0123456789' });
  t = await createTestApp(
    {},
    {
      providers: {
        payments: {
          ...sandbox,
          async initiate(method: PaymentMethod, ctx: PaymentContext) {
            const now = open;
            // only outside a transaction may we query (PGlite has one connection: inside, this would wait forever)
            const [p] =
              now === 0 ? await db().select().from(payments).where(eq(payments.id, ctx.paymentId)) : [];
            const [o] = p ? await db().select().from(orders).where(eq(orders.id, p.orderId)) : [];
            seen.push({ open: now, payment: !!p, order: !!o && o.number === ctx.orderNumber });
            return sandbox.initiate(method, ctx);
          },
        },
      },
    },
  );
  // count the transactions the app opens on its database (the order service uses this very object)
  const d = db();
  const transaction = d.transaction.bind(d);
  d.transaction = (async (...args: Parameters<typeof transaction>) => {
    open++;
    try {
      return await transaction(...args);
    } finally {
      open--;
    }
  }) as typeof d.transaction;
});
afterAll(() => t.close());
const db = () => t.database.db;

describe('payment provider calls', () => {
  it('open the payment only after the order and its payment row are committed, at checkout and on a new attempt', async () => {
    const cookies = { shop_sid: t.app.auth.guestSessions.issue() };
    const catalogue = (await t.app.inject('/api/v1/product?channel=4&limit=100')).json() as {
      _id: string;
      sku: string;
      product_type: number;
      product_option: { sub_sku: string; is_subscription: boolean; availability: string }[];
    }[];
    const p = catalogue.find(
      (x) =>
        x.product_type === 0 &&
        x.product_option.some((o) => !o.is_subscription && o.availability === 'in_stock'),
    )!;
    const o = p.product_option.find((x) => !x.is_subscription && x.availability === 'in_stock')!;
    await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      cookies,
      payload: { pid: p._id, sku: p.sku, sub_sku: o.sub_sku, quantity: 1, currency: 'HKD' },
    });
    const delivery = (await t.app.inject('/api/v1/delivery-methods?country=hk'))
      .json()
      .methods.find((m: { kind: string }) => m.kind === 'delivery')._id;
    const body = {
      cart_type: 'single',
      currency: 'HKD',
      email: 'outside-tx@example.com',
      delivery_method: delivery,
      delivery_firstname: 'Siu Ming',
      delivery_lastname: 'Wong',
      delivery_calling_code: '852',
      delivery_contact: '91234567',
      delivery_address: '1 Harbour Road',
      delivery_country_key: 'hk',
      billing_same: true,
      add_gift_box_wrapping: false,
      locale: 'en',
    };
    const q = (await t.inject({ method: 'POST', url: '/api/v1/order/quote', cookies, payload: body })).json();
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies,
      payload: { ...body, payment_method: 'card', expected_total: q.total },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    const again = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${order._id}/pay`,
      payload: { payment_method: 'alipay', token: order.access_token },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(seen).toEqual([
      { open: 0, payment: true, order: true },
      { open: 0, payment: true, order: true },
    ]);
  });
});
