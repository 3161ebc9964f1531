import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkoutKit, type CheckoutKit, type Cookies } from '../../test/checkout-kit.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { productionEnv } from '../../test/production-env.ts';
import { loadConfig } from '../../config.ts';
import { orderEvents, orders, payments, refunds } from '../../db/schema.ts';
import { startFakePayDollar, type FakePayDollar } from '../../providers/payment/paydollar.fake.ts';
import { createPayDollarPaymentProvider, orderRefOf } from '../../providers/payment/paydollar.provider.ts';

/**
 * PayDollar end to end against the local fake gateway: the shop listens on a real port, the shopper's browser posts
 * the pay form to the fake's hosted page and presses Approve or Decline, the fake posts the signed datafeed to the
 * shop server to server and sends the browser back. Only the datafeed (or the merchant API, asked by the reconcile
 * job or staff) settles a payment.
 */
const creds = {
  merchantId: '18100001',
  secret: 'Pd7xQ2mK9vL4nR8s',
  apiLogin: 'apiuser',
  apiPassword: 'Zt5Wq8Lm3Np6',
};
let t: TestApp;
let fake: FakePayDollar;
let k: CheckoutKit;
let owner: StaffAuth;

beforeAll(async () => {
  fake = await startFakePayDollar({ ...creds, hash: 'SHA-256', datafeedUrl: 'http://127.0.0.1:9/' });
  const env = {
    PAYMENT_PROVIDER: 'paydollar',
    PAYDOLLAR_MERCHANT_ID: creds.merchantId,
    PAYDOLLAR_SECURE_HASH_SECRET: creds.secret,
    PAYDOLLAR_HASH: 'SHA-256',
    PAYDOLLAR_API_LOGIN: creds.apiLogin,
    PAYDOLLAR_API_PASSWORD: creds.apiPassword,
    PAYDOLLAR_URL: fake.url,
  };
  // the provider as the config makes it, with a short merchant-API timeout for the stalled-API cases
  const payments = createPayDollarPaymentProvider({
    ...creds,
    secret: creds.secret,
    hash: 'SHA-256',
    url: fake.url,
    methods: ['card', 'payme', 'fps', 'alipay', 'wechat_pay', 'octopus'],
    publicUrl: 'http://localhost:3000',
    bank: { bank_name: 'Bank', account_name: 'Shop', account_no: '123-456-789' },
    apiTimeoutMs: 400,
  });
  t = await createTestApp(env, { providers: { payments } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  fake.setDatafeedUrl(`http://127.0.0.1:${port}/api/v1/payment/notify/paydollar`);
  k = await checkoutKit(t, { freshIp: true });
  owner = await staffLogin(t, 'owner');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Form = { action: string; fields: Record<string, string> };

/** The shopper's browser: posts the pay form to the hosted page, then presses a button; answers where it lands. */
async function pressOnHostedPage(form: Form, button: 'approve' | 'decline') {
  const page = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  const html = await page.text();
  expect(page.status, html).toBe(200);
  expect(html).toContain('>Approve</button>');
  expect(html).toContain('>Decline</button>');
  const token = /name="token" value="([^"]+)"/.exec(html)![1]!;
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)![1]!, form.action);
  const back = await fetch(action, {
    method: 'POST',
    body: new URLSearchParams({ token, decision: button }),
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
  return back.headers.get('location')!;
}

async function placeOrder(
  method: string,
  cookies: Cookies = k.session(),
  extra: Record<string, unknown> = {},
) {
  await k.addToBag(cookies, k.product());
  const res = await k.create(cookies, {
    payment_method: method,
    email: `pd-${Math.random()}@example.com`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    order: { _id: string; total: number; number: string };
    payment: { id: string; post_form: Form };
  };
}

const paymentRow = async (id: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const notify = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/notify/paydollar',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

describe('PayDollar payments', () => {
  it('a guest pays by FPS on the hosted page: the datafeed marks the order paid and records the PayRef', async () => {
    const { order, payment } = await placeOrder('fps');
    expect(payment.post_form.fields).toMatchObject({ payMethod: 'FPS', lang: 'E', currCode: '344' });
    expect(await k.orderStatus(order._id)).toBe('awaiting_payment');
    const landed = await pressOnHostedPage(payment.post_form, 'approve');
    expect(landed).toContain(`/checkout/order-confirmation/${order._id}`);
    const feed = fake.datafeeds().at(-1)!;
    expect(feed).toMatchObject({ status: 200, body: 'OK' });
    expect(await k.orderStatus(order._id)).toBe('paid');
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'succeeded',
      providerRef: feed.fields.PayRef,
    });
    // the same datafeed again (PayDollar resends) changes nothing
    const replay = await fake.resend(feed.fields);
    expect(replay).toMatchObject({ status: 200, body: 'OK' });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(events.filter((e) => e.toStatus === 'paid' && e.fromStatus === 'awaiting_payment')).toHaveLength(
      1,
    );
  });

  it('a member pays by card on a page in Traditional Chinese; a decline first leaves the order payable', async () => {
    const member = await k.loginAs(0);
    const { order, payment } = await placeOrder('card', member, { locale: 'hk' });
    expect(payment.post_form.fields).toMatchObject({ payMethod: 'CC', lang: 'C' });
    const back = await pressOnHostedPage(payment.post_form, 'decline');
    expect(back).not.toContain('order-confirmation');
    expect(await k.orderStatus(order._id)).toBe('awaiting_payment');
    // the pay page tries again: a new payment and form, approved this time
    const again = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${order._id}/pay`,
      cookies: member,
      payload: { payment_method: 'card', locale: 'hk' },
    });
    expect(again.statusCode, again.body).toBe(200);
    await pressOnHostedPage(again.json().payment.post_form, 'approve');
    expect(await k.orderStatus(order._id)).toBe('paid');
  });

  it('forged, wrong-amount, wrong-currency and unknown-reference datafeeds change nothing', async () => {
    const { order, payment } = await placeOrder('payme');
    const ref = orderRefOf(payment.id);
    const amt = (order.total / 100).toFixed(2);
    const base = {
      src: '0',
      prc: '0',
      successcode: '0',
      Ref: ref,
      PayRef: '999',
      Cur: '344',
      Amt: amt,
      payerAuth: 'U',
    };
    const forged = new URLSearchParams({ ...base, secureHash: 'a'.repeat(64) }).toString();
    expect((await notify(forged)).statusCode).toBe(401);
    for (const bad of [
      { ...base, Amt: (order.total / 100 - 1).toFixed(2) },
      { ...base, Cur: '840' },
      { ...base, Ref: 'ffffffffffffffffffffffffffffffff' },
    ]) {
      const res = await notify(new URLSearchParams(fake.sign(bad)).toString());
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('OK');
    }
    expect(await k.orderStatus(order._id)).toBe('awaiting_payment');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'pending', providerRef: null });
  });

  it('a lost datafeed is recovered by the reconcile job through the merchant API', async () => {
    const { order, payment } = await placeOrder('alipay');
    fake.switches.dropNext = 1;
    await pressOnHostedPage(payment.post_form, 'approve');
    expect(fake.datafeeds().at(-1)!.status).toBeNull();
    expect(await k.orderStatus(order._id)).toBe('awaiting_payment');
    expect(await t.app.jobs.reschedule('payment.reconcile', payment.id, new Date(Date.now() - 1000))).toBe(1);
    await t.app.jobs.drain();
    expect(await k.orderStatus(order._id)).toBe('paid');
    const paid = fake.payments().find((p) => p.orderRef === orderRefOf(payment.id))!;
    expect((await paymentRow(payment.id)).providerRef).toBe(paid.payRef);
  });

  it("staff's re-check applies what PayDollar holds and shows the provider's reference", async () => {
    const { order, payment } = await placeOrder('wechat_pay');
    fake.switches.dropNext = 1;
    await pressOnHostedPage(payment.post_form, 'approve');
    const url = `/api/v1/admin/orders/${order._id}/payment/recheck`;
    const support = await staffLogin(t, 'support');
    expect((await t.app.inject({ method: 'POST', url, headers: support.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    const paid = fake.payments().find((p) => p.orderRef === orderRefOf(payment.id))!;
    expect(res.json()).toEqual({
      status: 'succeeded',
      method: 'wechat_pay',
      provider: 'paydollar',
      provider_ref: paid.payRef,
    });
    expect(await k.orderStatus(order._id)).toBe('paid');
    const detail = (
      await t.app.inject({ url: `/api/v1/admin/orders/${order._id}`, headers: owner.headers })
    ).json();
    expect(detail.payments.at(-1)).toMatchObject({ provider_ref: paid.payRef });
  });

  it('a paid datafeed for an order already cancelled is recorded for staff to refund', async () => {
    const { order, payment } = await placeOrder('octopus');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order._id}/transitions`,
      headers: owner.headers,
      payload: { to: 'cancelled', note: 'customer asked' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await pressOnHostedPage(payment.post_form, 'approve');
    expect(fake.datafeeds().at(-1)).toMatchObject({ status: 200, body: 'OK' });
    expect(await k.orderStatus(order._id)).toBe('cancelled');
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(events.some((e) => e.note?.includes('refund due'))).toBe(true);
  });

  describe('refunds through the merchant API', () => {
    async function paidOrder() {
      const placed = await placeOrder('fps');
      await pressOnHostedPage(placed.payment.post_form, 'approve');
      expect(await k.orderStatus(placed.order._id)).toBe('paid');
      return placed;
    }
    const refund = (id: string, amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${id}/refunds`,
        headers: owner.headers,
        payload: { amount, reason: 'damaged' },
      });
    const gateway = (paymentId: string) => fake.payments().find((p) => p.orderRef === orderRefOf(paymentId))!;

    it('a partial then a full refund go through', async () => {
      const { order, payment } = await paidOrder();
      const part = await refund(order._id, 100);
      expect(part.statusCode, part.body).toBe(201);
      expect(part.json().refund.status).toBe('succeeded');
      expect(gateway(payment.id).refunds).toEqual([expect.objectContaining({ amount: '1.00' })]);
      const rest = await refund(order._id, order.total - 100);
      expect(rest.statusCode, rest.body).toBe(201);
      expect(gateway(payment.id).refunds).toHaveLength(2);
      expect(await k.orderStatus(order._id)).toBe('refunded');
    });

    it('a refund PayDollar refuses leaves the order as it was, with the reason', async () => {
      const { order, payment } = await paidOrder();
      fake.switches.refuseRefund = 'Refund not allowed for this transaction';
      try {
        const res = await refund(order._id, 100);
        expect(res.statusCode).toBe(502);
        expect(res.body).toContain('Refund not allowed');
      } finally {
        fake.switches.refuseRefund = null;
      }
      const [o] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(o).toMatchObject({ status: 'paid', refundedAmount: 0 });
      expect(gateway(payment.id).refunds).toHaveLength(0);
    });

    it('a timed-out refund stays pending and the retry job settles it once', async () => {
      const { order, payment } = await paidOrder();
      fake.switches.apiDelayMs = 1500; // the refund is made, its answer comes after the shop stopped waiting
      try {
        const res = await refund(order._id, 200);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().refund.status).toBe('pending');
      } finally {
        fake.switches.apiDelayMs = 0;
      }
      const [r] = await t.database.db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, order._id), eq(refunds.status, 'pending')));
      expect(r).toBeDefined();
      await t.app.jobs.drain();
      const [after] = await t.database.db.select().from(refunds).where(eq(refunds.id, r!.id));
      expect(after!.status).toBe('succeeded');
      // Query showed the refund done: it was not asked for a second time
      expect(gateway(payment.id).refunds).toHaveLength(1);
    });
  });
});

describe('PayDollar at a production boot', () => {
  const env = {
    ...productionEnv(),
    PAYMENT_PROVIDER: 'paydollar',
    PAYDOLLAR_MERCHANT_ID: '18100321',
    PAYDOLLAR_SECURE_HASH_SECRET: 'Hq4Nw7Rt2Yp9Lk3Zs6',
    PAYDOLLAR_API_LOGIN: 'shopapi',
    PAYDOLLAR_API_PASSWORD: 'Vb8Xc3Mn6Jk1Pq4',
  };
  it('starts with real values and refuses a missing or example one', () => {
    expect(loadConfig(env).PAYMENT_PROVIDER).toBe('paydollar');
    const { PAYDOLLAR_API_PASSWORD: _p, ...missing } = env;
    expect(() => loadConfig(missing)).toThrow(/PAYDOLLAR_API_PASSWORD: is required/);
    expect(() => loadConfig({ ...env, PAYDOLLAR_SECURE_HASH_SECRET: 'changeme-secret' })).toThrow(
      /PAYDOLLAR_SECURE_HASH_SECRET: is a default or example value/,
    );
    expect(() => loadConfig({ ...env, PAYDOLLAR_MERCHANT_ID: '12345678' })).toThrow(/PAYDOLLAR_MERCHANT_ID/);
    expect(() => loadConfig({ ...env, PAYDOLLAR_URL: 'http://127.0.0.1:4510/b2c2' })).toThrow(
      /PAYDOLLAR_URL/,
    );
  });
});
