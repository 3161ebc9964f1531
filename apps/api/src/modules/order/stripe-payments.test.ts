import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { productionEnv } from '../../test/production-env.ts';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { orderEvents, orders, payments, refunds } from '../../db/schema.ts';

/**
 * Production payments end to end: a guest's card order opens a Stripe Payment Intent (a local fake of Stripe's API
 * answering with recorded objects), the order page hands the pay page the same intent's client secret without
 * opening another, and only a webhook signed with the endpoint secret marks the order paid, once. Refunds settle
 * by Stripe's refund id.
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

const webhook = (type: string, object: object, secret = env().STRIPE_WEBHOOK_SECRET!) => {
  const payload = JSON.stringify({
    id: `evt_${type}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
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

const statusOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('Stripe Payment Intents in production', () => {
  it("gives a guest's card order an intent for the pay page, and a signed webhook pays the order once", async () => {
    const res = await guestOrder('card');
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    const pi = stripe.intents.get(row!.providerRef!)!;
    expect(pi).toMatchObject({
      amount: order.total,
      currency: 'hkd',
      metadata: { payment_id: payment.id, order_number: order.number },
      capture_method: 'automatic',
    });
    // the card form is on our pay page: the intent's secret and the public key, no page to leave for
    expect(payment).toMatchObject({
      client_secret: pi.client_secret,
      publishable_key: env().STRIPE_PUBLISHABLE_KEY,
    });
    expect(payment.redirect_url).toBeUndefined();
    expect(row).toMatchObject({ method: 'card', status: 'pending' });

    // the order page shows the same intent; no second one is created
    const before = stripe.intents.size;
    const view = await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`);
    expect(view.json().payment.client_secret).toBe(pi.client_secret);
    expect(stripe.intents.size).toBe(before);

    // someone else's signature, or none, changes nothing
    const paid = { ...pi, status: 'succeeded', amount_received: order.total };
    expect(
      (await webhook('payment_intent.succeeded', paid, 'whsec_not_the_shops_secret_at_all')).statusCode,
    ).toBe(401);
    expect(await statusOf(order._id)).toBe('awaiting_payment');

    const ok = await webhook('payment_intent.succeeded', paid);
    expect(ok.json()).toEqual({ applied: true, status: 'succeeded' });
    expect(await statusOf(order._id)).toBe('paid');
    const [settled] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(settled).toMatchObject({ status: 'succeeded', capturedAmount: order.total });
    // Stripe retries deliveries: a repeat is acknowledged and ignored, and a late failure changes nothing
    expect((await webhook('payment_intent.succeeded', paid)).json()).toEqual({
      applied: false,
      status: 'succeeded',
    });
    expect((await webhook('payment_intent.payment_failed', pi)).json().applied).toBe(false);
    // paid: the order page no longer hands out the intent's secret
    expect(
      (await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).json().payment,
    ).not.toHaveProperty('client_secret');
    // events that settle nothing are acknowledged
    expect((await webhook('payment_intent.created', { id: 'pi_1' })).json()).toEqual({ received: true });
  });

  it('lets a declined card try again on the same intent: money arriving after a failed attempt pays the order', async () => {
    const { order, payment } = (await guestOrder('card')).json();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    const pi = stripe.intents.get(row!.providerRef!)!;
    expect((await webhook('payment_intent.payment_failed', pi)).json()).toEqual({
      applied: true,
      status: 'failed',
    });
    expect(await statusOf(order._id)).toBe('awaiting_payment');
    const paid = { ...pi, status: 'succeeded', amount_received: order.total };
    expect((await webhook('payment_intent.succeeded', paid)).json()).toEqual({
      applied: true,
      status: 'succeeded',
    });
    expect(await statusOf(order._id)).toBe('paid');
  });

  it('sends an Alipay shopper to Alipay, confirmed server-side, coming back to their own confirmation', async () => {
    const res = await guestOrder('alipay');
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    const pi = stripe.intents.get(row!.providerRef!)!;
    expect(pi.status).toBe('requires_action');
    expect(payment.redirect_url).toBe(pi.next_action!.alipay_handle_redirect!.url);
    // the guest comes back with the token they hold; our stored return address has none
    expect(pi.next_action!.alipay_handle_redirect!.return_url).toBe(
      `https://shop.oxygen-ceuticals.example/en/checkout/order-confirmation/${order._id}?token=${order.access_token}`,
    );
    expect(row!.returnUrl).not.toContain('token');
    expect(payment.client_secret).toBeUndefined();
  });

  it('refuses a webhook whose amount differs from the payment', async () => {
    const { payment } = (await guestOrder('alipay')).json();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    const pi = stripe.intents.get(row!.providerRef!)!;
    const res = await webhook('payment_intent.succeeded', { ...pi, status: 'succeeded', amount_received: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('amount_mismatch');
  });

  it('settles a pending refund row by its Stripe refund id, once; a failed one can be refunded again', async () => {
    const { order } = (await guestOrder('card')).json();
    const db = t.database.db;
    await db
      .update(orders)
      .set({ status: 'paid', paidAmount: order.total, refundedAmount: 3_000 })
      .where(eq(orders.id, order._id));
    const row = (ref: string, amount: number) => ({
      id: `rf_${ref}`,
      orderId: order._id,
      amount,
      currency: 'HKD',
      reason: 'damaged',
      status: 'pending' as const,
      providerRef: ref,
      actor: 'staff:test',
    });
    await db.insert(refunds).values([row('re_ok', 1_000), row('re_bad', 2_000)]);
    const refundOf = async (id: string) => (await db.select().from(refunds).where(eq(refunds.id, id)))[0];

    const done = await webhook('refund.updated', { id: 're_ok', object: 'refund', status: 'succeeded' });
    expect(done.json()).toEqual({ received: true, settled: 1 });
    expect((await refundOf('rf_re_ok'))!.status).toBe('succeeded');
    // a late, out-of-order "failed" for a refund already settled changes nothing
    expect(
      (await webhook('refund.failed', { id: 're_ok', object: 'refund', status: 'failed' })).json().settled,
    ).toBe(0);
    expect((await refundOf('rf_re_ok'))!.status).toBe('succeeded');

    const failed = await webhook('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      refunds: { object: 'list', data: [{ id: 're_bad', object: 'refund', status: 'failed' }] },
    });
    expect(failed.json()).toEqual({ received: true, settled: 1 });
    expect((await refundOf('rf_re_bad'))!.status).toBe('failed');
    // its 20.00 may be refunded again; the timeline tells staff why
    const [o] = await db.select().from(orders).where(eq(orders.id, order._id));
    expect(o!.refundedAmount).toBe(1_000);
    const notes = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(notes.map((e) => e.note)).toContainEqual(expect.stringContaining('refund rf_re_bad failed'));
    // a repeat settles nothing and gives nothing back twice
    expect(
      (await webhook('refund.failed', { id: 're_bad', object: 'refund', status: 'failed' })).json().settled,
    ).toBe(0);
    expect((await db.select().from(orders).where(eq(orders.id, order._id)))[0]!.refundedAmount).toBe(1_000);
    // forged: nothing
    expect(
      (
        await webhook(
          'refund.updated',
          { id: 're_ok', object: 'refund', status: 'failed' },
          'whsec_forged_forged_forged',
        )
      ).statusCode,
    ).toBe(401);
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
      expect(kept!.status).toBe('awaiting_payment');
      const [attempt] = await down.database.db.select().from(payments).where(eq(payments.orderId, kept!.id));
      expect(attempt!.status).toBe('failed');
    } finally {
      await down.close();
    }
  });
});
