// Payments and orders: each block names the rule it proves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { contentSecurityPolicy } from '@shop/core/csp';
import { coupons, orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  address,
  checkoutKit,
  type CheckoutKit,
  type Cookies,
  type Product,
} from '../../test/checkout-kit.ts';

let t: TestApp;
let k: CheckoutKit;
let homeDelivery = '';
let catalogue: Product[] = [];
beforeAll(async () => {
  t = await createTestApp();
  k = await checkoutKit(t, { freshIp: true });
  homeDelivery = k.homeDelivery;
  catalogue = k.catalogue;
});
afterAll(async () => {
  await t.close();
});

const session = () => k.session();
const nextIp = () => k.nextIp();
const products = () => k.products();
const addToBag = (...a: Parameters<CheckoutKit['addToBag']>) => k.addToBag(...a);
const quote = (...a: Parameters<CheckoutKit['quote']>) => k.quote(...a);
const create = (...a: Parameters<CheckoutKit['create']>) => k.create(...a);
const loginAs = (...a: Parameters<CheckoutKit['loginAs']>) => k.loginAs(...a);
const expireNow = (...a: Parameters<CheckoutKit['expireNow']>) => k.expireNow(...a);
const payBySignedNotice = (...a: Parameters<CheckoutKit['payBySignedNotice']>) => k.payBySignedNotice(...a);
const orderStatus = (...a: Parameters<CheckoutKit['orderStatus']>) => k.orderStatus(...a);
const stockOf = (...a: Parameters<CheckoutKit['stockOf']>) => k.stockOf(...a);

describe('sandbox payment completion needs the buyer', () => {
  it('never gives the guest order token out: not in the sandbox page data, the payment status, nor the create answer’s payment', async () => {
    const c = session();
    await addToBag(c, products()[0]!);
    const res = await create(c, { email: 'sandbox-leak@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json();
    expect(order.access_token).toMatch(/\S{20,}/);
    const page = await t.app.inject(`/api/v1/payment/sandbox/${payment.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(order.access_token);
    expect(page.body).not.toContain('token');
    expect(page.json()).toMatchObject({
      order_id: order._id,
      order_number: order.number,
      payment: { id: payment.id, status: 'pending' },
    });
    const status = await t.app.inject(`/api/v1/payment/${payment.id}/status`);
    expect(status.body).not.toContain(order.access_token);
    expect(JSON.stringify(payment)).not.toContain(order.access_token);
  });

  it('refuses the payment id alone, a wrong token and another member with the 404 of an unknown payment; the guest token completes it', async () => {
    const c = session();
    await addToBag(c, products()[0]!);
    const { order, payment } = (await create(c, { email: 'sandbox-guest@example.com' })).json();
    const complete = (body: Record<string, unknown>, cookies?: Cookies) =>
      t.inject({
        method: 'POST',
        url: `/api/v1/payment/sandbox/${payment.id}/complete`,
        cookies,
        payload: { outcome: 'approve', ...body },
      });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/v1/payment/sandbox/00000000-0000-4000-8000-000000000000/complete',
      payload: { outcome: 'approve' },
    });
    expect(unknown.statusCode).toBe(404);
    for (const res of [
      await complete({}),
      await complete({ token: 'wrong-token-0123456789' }),
      await complete({}, await loginAs(1)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(await orderStatus(order._id)).toBe('awaiting_payment');
    const ok = await complete({ token: order.access_token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'succeeded', order_id: order._id });
    expect(ok.body).not.toContain(order.access_token);
    expect(await orderStatus(order._id)).toBe('paid');
  });

  it('lets the member who owns the order complete it, and nobody else', async () => {
    const owner = await loginAs(0);
    await addToBag(owner, products()[1]!);
    const { order, payment } = (await create(owner)).json();
    const url = `/api/v1/payment/sandbox/${payment.id}/complete`;
    expect((await t.inject({ method: 'POST', url, payload: { outcome: 'decline' } })).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'POST', url, cookies: await loginAs(2), payload: { outcome: 'decline' } }))
        .statusCode,
    ).toBe(404);
    expect(await orderStatus(order._id)).toBe('awaiting_payment');
    const ok = await t.inject({ method: 'POST', url, cookies: owner, payload: { outcome: 'approve' } });
    expect(ok.json().status).toBe('succeeded');
    expect(await orderStatus(order._id)).toBe('paid');
  });
});

describe('order numbers', () => {
  it('come from the database sequence: concurrent orders get distinct, consecutive OC+yymmdd+number', async () => {
    const p = products()[2];
    const buyers = Array.from({ length: 12 }, () => session());
    for (const b of buyers) await addToBag(b, p!);
    const q = await quote(buyers[0]!);
    const results = await Promise.all(
      buyers.map((b) =>
        t.inject({
          method: 'POST',
          url: '/api/v1/order/create',
          cookies: b,
          remoteAddress: nextIp(),
          payload: {
            ...address,
            delivery_method: homeDelivery,
            payment_method: 'card',
            expected_total: q.total,
          },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    const numbers = results.map((r) => r.json().order.number as string);
    const today = new Date().toISOString().slice(2, 10).replaceAll('-', '');
    for (const n of numbers) expect(n).toMatch(new RegExp(`^OC(${today}|\\d{6})\\d{6,}$`));
    expect(new Set(numbers).size).toBe(numbers.length);
    const seqs = numbers.map((n) => Number(n.slice(8))).sort((a, b) => a - b);
    expect(seqs[0]).toBeGreaterThanOrEqual(1000);
    // nothing else placed an order meanwhile: the numbers are one unbroken run of the sequence
    expect(seqs.at(-1)! - seqs[0]!).toBe(seqs.length - 1);
    const last = (await t.database.db.execute(
      sql`select last_value::int as v from order_number_seq`,
    )) as unknown as { rows: { v: number }[] };
    expect(last.rows[0]!.v).toBe(seqs.at(-1));
  }, 60_000);
});

describe('single-use coupons', () => {
  const oneUse = async () =>
    (await t.database.db.select().from(coupons).where(eq(coupons.code, 'ONEUSE')))[0];

  it('holds the use for an unpaid order, gives it back when the order expires, and keeps it once paid', async () => {
    await t.database.db.update(coupons).set({ usedCount: 0 }).where(eq(coupons.code, 'ONEUSE'));
    const a = session();
    await addToBag(a, products()[0]!);
    const first = await create(a, { coupon_code: 'ONEUSE', email: 'coupon-a@example.com' });
    expect(first.statusCode, first.body).toBe(201);
    expect((await oneUse())!.usedCount).toBe(1);
    // held: a second unpaid order cannot take the last use
    const b = session();
    await addToBag(b, products()[0]!);
    expect((await quote(b, { coupon_code: 'ONEUSE' })).coupon).toMatchObject({
      valid: false,
      reason: 'used_up',
    });

    await expireNow(first.json().order._id);
    expect(await orderStatus(first.json().order._id)).toBe('expired');
    expect((await oneUse())!.usedCount).toBe(0);
    expect((await quote(b, { coupon_code: 'ONEUSE' })).coupon).toMatchObject({ valid: true });

    const second = await create(b, { coupon_code: 'ONEUSE', email: 'coupon-b@example.com' });
    expect(second.statusCode, second.body).toBe(201);
    await payBySignedNotice(second.json().payment);
    // the expiry job of a paid order changes nothing: the use stays redeemed
    await expireNow(second.json().order._id);
    expect(await orderStatus(second.json().order._id)).toBe('paid');
    expect((await oneUse())!.usedCount).toBe(1);
    const c = session();
    await addToBag(c, products()[0]!);
    expect((await quote(c, { coupon_code: 'ONEUSE' })).coupon).toMatchObject({
      valid: false,
      reason: 'used_up',
    });
  });
});

describe('Idempotency-Key', () => {
  it('replays the same body, and refuses another body under the same key with 422 idempotency_key_reused, creating nothing', async () => {
    const p = products()[6];
    const c = session();
    await addToBag(c, p!, 2);
    const q = await quote(c);
    const body = {
      ...address,
      email: 'idem@example.com',
      delivery_method: homeDelivery,
      payment_method: 'card',
      expected_total: q.total,
    };
    const send = (payload: Record<string, unknown>) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/order/create',
        cookies: c,
        headers: { 'idempotency-key': 'idem-key-0123456789' },
        payload,
        remoteAddress: nextIp(),
      });
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(201);
    const stock = await stockOf(p!);
    const orderCount = async () =>
      (
        await t.database.db.select({ n: count() }).from(orders).where(eq(orders.email, 'idem@example.com'))
      )[0]!.n;
    expect(await orderCount()).toBe(1);

    // the bag is empty now; put the same things back, then change the body
    await addToBag(c, p!, 2);
    const reused = await send({ ...body, delivery_address: 'Somewhere else 1' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    const reusedMethod = await send({ ...body, payment_method: 'alipay' });
    expect(reusedMethod.statusCode).toBe(422);
    expect(await orderCount()).toBe(1);
    expect(await stockOf(p!)).toBe(stock);

    const replay = await send(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json().order._id).toBe(first.json().order._id);
    expect(await orderCount()).toBe(1);
  });
});

describe('order totals', () => {
  it('answers a bag line past the limit (written before it existed) with a 400 on quantity, never a 5xx', async () => {
    // a pre-order holds no stock, so nothing but the limit stops its quantity
    const p = catalogue.find((x) =>
      x.product_option.some(
        (o) => o.availability === 'pre_order' && o.display.purchasable && !o.is_subscription,
      ),
    )!;
    const o = p.product_option.find(
      (x) => x.availability === 'pre_order' && x.display.purchasable && !x.is_subscription,
    )!;
    const c = session();
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/v1/cart',
          cookies: c,
          payload: { pid: p._id, sku: p.sku, sub_sku: o.sub_sku, quantity: 1, currency: 'HKD' },
        })
      ).statusCode,
    ).toBe(200);
    // lines from before the limit: 100,000 units, whose total no int4 column holds
    await t.database.db.execute(
      sql`update cart_items set quantity = 100000 where cart_id in (select id from carts where session_id = ${c.shop_sid})`,
    );
    const q = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: { ...address, delivery_method: homeDelivery },
    });
    expect(q.statusCode).toBe(200);
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies: c,
      remoteAddress: nextIp(),
      payload: {
        ...address,
        email: 'big-bag@example.com',
        delivery_method: homeDelivery,
        payment_method: 'card',
        expected_total: q.json().total,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'quantity', code: 'max_quantity' });
    expect(
      (
        await t.database.db.select({ n: count() }).from(orders).where(eq(orders.email, 'big-bag@example.com'))
      )[0]!.n,
    ).toBe(0);
  });
});

describe('invoice', () => {
  it('carries the pages’ Content-Security-Policy (same directives, its own nonce)', async () => {
    const c = session();
    await addToBag(c, products()[0]!);
    const { order } = (await create(c, { email: 'invoice-csp@example.com' })).json();
    const res = await t.app.inject(`/api/v1/order/${order._id}/invoice?token=${order.access_token}`);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-security-policy'] ?? '');
    expect(header.replace(/'nonce-[^']+'/, "'nonce-N'")).toBe(contentSecurityPolicy('N'));
    expect(header).toMatch(/'nonce-[A-Za-z0-9+/]{22}==/);
    // the invoice's only inline code is its <style>, which the policy's style-src allows; it has no script to block
    expect(res.body).toContain('<style>');
    expect(res.body).not.toContain('<script');
    expect(header).toContain("style-src 'self' 'unsafe-inline'");
  });
});
