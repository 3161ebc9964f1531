import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { productionEnv } from '../../test/production-env.ts';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { orders, payments } from '../../db/schema.ts';

/**
 * Production payments end to end: a guest's card order opens a Stripe Checkout Session (a local fake of Stripe's
 * API), the order page shows that session again without opening another, and only a webhook signed with the
 * endpoint secret marks the order paid, once.
 */
let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
const env = () => productionEnv({ stripe: stripe.url });
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp(env());
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

interface Option {
  sub_sku: string;
  is_subscription: boolean;
  availability: string;
  display: { purchasable: boolean };
}
interface Product {
  _id: string;
  sku: string;
  brand_key: string;
  product_type: number;
  product_option: Option[];
}

let ip = 0;
async function guestOrder(payment_method: string, on: TestApp = t) {
  const t = on;
  const cookies = { shop_sid: t.app.auth.guestSessions.issue() };
  const catalogue = (await t.app.inject('/api/v1/product?channel=4&limit=100')).json() as Product[];
  const p = catalogue.find(
    (x) =>
      x.product_type === 0 &&
      x.product_option.some(
        (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
      ),
  )!;
  const o = p.product_option.find(
    (x) => !x.is_subscription && x.display.purchasable && x.availability === 'in_stock',
  )!;
  expect(
    (
      await t.inject({
        method: 'POST',
        url: '/api/v1/cart',
        cookies,
        payload: { pid: p._id, sku: p.sku, sub_sku: o.sub_sku, quantity: 1, currency: 'HKD' },
      })
    ).statusCode,
  ).toBe(200);
  const delivery = (await t.app.inject('/api/v1/delivery-methods?country=hk'))
    .json()
    .methods.find((m: { kind: string }) => m.kind === 'delivery')._id;
  const body = {
    cart_type: 'single',
    currency: 'HKD',
    email: `stripe-${++ip}@example.com`,
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
  return t.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    cookies,
    remoteAddress: `10.88.0.${ip}`,
    payload: { ...body, payment_method, expected_total: q.total },
  });
}

const webhook = (type: string, session: object, secret = env().STRIPE_WEBHOOK_SECRET) => {
  const payload = JSON.stringify({
    id: `evt_${type}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/notify/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
};

describe('Stripe Checkout in production', () => {
  it('sends a guest to Stripe and back to their confirmation, and a signed webhook pays the order once', async () => {
    const res = await guestOrder('card');
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    const session = stripe.sessions.get(row.providerRef!)!;
    expect(payment.redirect_url).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: order.total,
      currency: 'hkd',
      client_reference_id: payment.id,
    });
    // the guest comes back to their own confirmation with the token they hold; our stored return address has none
    expect(session.success_url).toBe(
      `https://shop.oxygen-ceuticals.example/en/checkout/order-confirmation/${order._id}?token=${order.access_token}`,
    );
    expect(row.returnUrl).not.toContain('token');

    // the order page shows the same open session; no second one is created
    const before = stripe.sessions.size;
    const view = await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`);
    expect(view.json().payment.redirect_url).toBe(session.url);
    expect(stripe.sessions.size).toBe(before);

    // someone else's signature, or none, changes nothing
    const paid = {
      client_reference_id: payment.id,
      payment_status: 'paid',
      amount_total: order.total,
      currency: 'hkd',
    };
    expect(
      (await webhook('checkout.session.completed', paid, 'whsec_not_the_shops_secret_at_all')).statusCode,
    ).toBe(401);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0].status).toBe(
      'awaiting_payment',
    );

    const ok = await webhook('checkout.session.completed', paid);
    expect(ok.json()).toEqual({ applied: true, status: 'succeeded' });
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id)))[0].status).toBe(
      'paid',
    );
    // Stripe retries deliveries: a repeat is acknowledged and ignored
    expect((await webhook('checkout.session.completed', paid)).json()).toEqual({
      applied: false,
      status: 'succeeded',
    });
    // events that settle nothing are acknowledged
    expect((await webhook('payment_intent.created', { id: 'pi_1' })).json()).toEqual({ received: true });
  });

  it('refuses a webhook whose amount differs from the payment', async () => {
    const { payment } = (await guestOrder('alipay')).json();
    const res = await webhook('checkout.session.completed', {
      client_reference_id: payment.id,
      payment_status: 'paid',
      amount_total: 1,
      currency: 'hkd',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('amount_mismatch');
  });

  it('shows bank transfers the configured account and offers no sandbox-only method', async () => {
    const transfer = (await guestOrder('bank_transfer')).json();
    expect(transfer.payment.bank).toMatchObject({
      bank_name: env().BANK_NAME,
      account_no: env().BANK_ACCOUNT_NO,
      reference: transfer.order.number,
    });
    const fps = await guestOrder('fps');
    expect(fps.statusCode).toBe(400);
    expect(fps.json()).toMatchObject({ field: 'payment_method', code: 'payment_method_unavailable' });
  });

  it('keeps the order, stock held, when Stripe does not answer; the payment attempt is marked failed', async () => {
    const down = await createTestApp(productionEnv({ stripe: 'http://127.0.0.1:9' }));
    try {
      const res = await guestOrder('card', down);
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('payment_unavailable');
      const [kept] = await down.database.db
        .select()
        .from(orders)
        .where(eq(orders.email, `stripe-${ip}@example.com`));
      expect(kept.status).toBe('awaiting_payment');
      const [attempt] = await down.database.db.select().from(payments).where(eq(payments.orderId, kept.id));
      expect(attempt.status).toBe('failed');
    } finally {
      await down.close();
    }
  });
});
