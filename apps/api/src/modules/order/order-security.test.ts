import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { contentSecurityPolicy } from '@shop/core/csp';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sandboxOf } from '../../providers/payment/payment.provider.ts';
import { shopFixture, type FixtureProduct } from '../../test/shop-fixture.ts';
import { coupons, orders, productOptions } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { ConfigError, loadConfig } from '../../config.ts';

// Issue 13 §2: payments and orders. Each block names the rule it proves.

let t: TestApp;
let catalogue: Product[];
let homeDelivery = '';
beforeAll(async () => {
  t = await createTestApp();
  ({ catalogue, homeDelivery } = await shopFixture(t));
});
afterAll(async () => {
  await t.close();
});

type Product = FixtureProduct;
type Cookies = Record<string, string>;

let ip = 0;
// guest ids are issued by the server (a made-up shop_sid is ignored): mint one as the first bag write would
const session = (): Cookies => ({ shop_sid: t.app.auth.guestSessions.issue() });
// a fresh client address per order: the create route's rate limit counts per address
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const buyable = (p: Product) =>
  p.product_option.find((o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock');
const products = () =>
  catalogue.filter((p) => p.product_type === 0 && p.brand_key === 'oxygen_ceuticals' && !!buyable(p));

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

const address = {
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
    remoteAddress: nextIp(),
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
    payload: { username: DEMO_MEMBERS[i].email, password: DEMO_PASSWORD },
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
  )[0].stock;

describe('sandbox payment completion needs the buyer', () => {
  it('never gives the guest order token out: not in the sandbox page data, the payment status, nor the create answer’s payment', async () => {
    const c = session();
    await addToBag(c, products()[0]);
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
    await addToBag(c, products()[0]);
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
    await addToBag(owner, products()[1]);
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
    for (const b of buyers) await addToBag(b, p);
    const q = await quote(buyers[0]);
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
    expect(seqs.at(-1)! - seqs[0]).toBe(seqs.length - 1);
    const last = (await t.database.db.execute(
      sql`select last_value::int as v from order_number_seq`,
    )) as unknown as { rows: { v: number }[] };
    expect(last.rows[0].v).toBe(seqs.at(-1));
  }, 60_000);
});

describe('single-use coupons', () => {
  const oneUse = async () =>
    (await t.database.db.select().from(coupons).where(eq(coupons.code, 'ONEUSE')))[0];

  it('holds the use for an unpaid order, gives it back when the order expires, and keeps it once paid', async () => {
    await t.database.db.update(coupons).set({ usedCount: 0 }).where(eq(coupons.code, 'ONEUSE'));
    const a = session();
    await addToBag(a, products()[0]);
    const first = await create(a, { coupon_code: 'ONEUSE', email: 'coupon-a@example.com' });
    expect(first.statusCode, first.body).toBe(201);
    expect((await oneUse()).usedCount).toBe(1);
    // held: a second unpaid order cannot take the last use
    const b = session();
    await addToBag(b, products()[0]);
    expect((await quote(b, { coupon_code: 'ONEUSE' })).coupon).toMatchObject({
      valid: false,
      reason: 'used_up',
    });

    await expireNow(first.json().order._id);
    expect(await orderStatus(first.json().order._id)).toBe('expired');
    expect((await oneUse()).usedCount).toBe(0);
    expect((await quote(b, { coupon_code: 'ONEUSE' })).coupon).toMatchObject({ valid: true });

    const second = await create(b, { coupon_code: 'ONEUSE', email: 'coupon-b@example.com' });
    expect(second.statusCode, second.body).toBe(201);
    await payBySignedNotice(second.json().payment);
    // the expiry job of a paid order changes nothing: the use stays redeemed
    await expireNow(second.json().order._id);
    expect(await orderStatus(second.json().order._id)).toBe('paid');
    expect((await oneUse()).usedCount).toBe(1);
    const c = session();
    await addToBag(c, products()[0]);
    expect((await quote(c, { coupon_code: 'ONEUSE' })).coupon).toMatchObject({
      valid: false,
      reason: 'used_up',
    });
  });
});

describe('bank-transfer reservations', () => {
  it('holds stock for TRANSFER_RESERVATION_HOURS (48 by default, 1 to 168)', async () => {
    const c = session();
    await addToBag(c, products()[3]);
    const { order } = (
      await create(c, { payment_method: 'bank_transfer', email: 'transfer-default@example.com' })
    ).json();
    const hours = (Date.parse(order.payment_deadline) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(loadConfig({}).TRANSFER_RESERVATION_HOURS).toBe(48);
    expect(() => loadConfig({ TRANSFER_RESERVATION_HOURS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRANSFER_RESERVATION_HOURS: '169' })).toThrow(/TRANSFER_RESERVATION_HOURS/);

    const short = await createTestApp({ TRANSFER_RESERVATION_HOURS: '2' });
    try {
      const cookies = { shop_sid: short.app.auth.guestSessions.issue() };
      const p = products()[3];
      const o = buyable(p)!;
      await short.inject({
        method: 'POST',
        url: '/api/v1/cart',
        cookies,
        payload: { pid: p._id, sku: p.sku, sub_sku: o.sub_sku, quantity: 1, currency: 'HKD' },
      });
      const q = (
        await short.inject({
          method: 'POST',
          url: '/api/v1/order/quote',
          cookies,
          payload: { ...address, delivery_method: homeDelivery },
        })
      ).json();
      const res = await short.inject({
        method: 'POST',
        url: '/api/v1/order/create',
        cookies,
        payload: {
          ...address,
          email: 'transfer-short@example.com',
          delivery_method: homeDelivery,
          payment_method: 'bank_transfer',
          expected_total: q.total,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const h = (Date.parse(res.json().order.payment_deadline) - Date.now()) / 3600_000;
      expect(h).toBeGreaterThan(1.9);
      expect(h).toBeLessThanOrEqual(2);
    } finally {
      await short.close();
    }
  }, 60_000);

  it('holds at most 5 units per line: more is a 400 on payment_method and holds nothing; a card may buy them', async () => {
    const p = products()[4];
    const before = await stockOf(p);
    const c = session();
    await addToBag(c, p, 6);
    const res = await create(c, { payment_method: 'bank_transfer', email: 'transfer-many@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'payment_method', code: 'transfer_line_limit' });
    expect(await stockOf(p)).toBe(before);
    expect((await create(c, { payment_method: 'card', email: 'transfer-many@example.com' })).statusCode).toBe(
      201,
    );
  });

  it('allows one open transfer reservation per email or member: a second is a 409 until the first closes', async () => {
    const p = products()[5];
    const a = session();
    await addToBag(a, p);
    const first = await create(a, { payment_method: 'bank_transfer', email: 'one-transfer@example.com' });
    expect(first.statusCode, first.body).toBe(201);
    const before = await stockOf(p);
    const b = session();
    await addToBag(b, p);
    const second = await create(b, { payment_method: 'bank_transfer', email: 'One-Transfer@Example.com' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('transfer_reservation_open');
    expect(await stockOf(p)).toBe(before);
    // nor by switching another unpaid order of the same shopper to a transfer
    const card = (await create(b, { payment_method: 'card', email: 'one-transfer@example.com' })).json();
    const pay = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${card.order._id}/pay`,
      payload: { payment_method: 'bank_transfer', token: card.order.access_token },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('transfer_reservation_open');

    await expireNow(first.json().order._id);
    await addToBag(b, p);
    expect(
      (await create(b, { payment_method: 'bank_transfer', email: 'one-transfer@example.com' })).statusCode,
    ).toBe(201);
  });

  it('counts a member’s transfer orders by member, whatever address the bag ships to', async () => {
    const member = await loginAs(2);
    const p = products()[5];
    await addToBag(member, p);
    expect((await create(member, { payment_method: 'bank_transfer' })).statusCode).toBe(201);
    await addToBag(member, p);
    const again = await create(member, {
      payment_method: 'bank_transfer',
      delivery_address: 'Another street 2',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('transfer_reservation_open');
  });
});

describe('Idempotency-Key', () => {
  it('replays the same body, and refuses another body under the same key with 422 idempotency_key_reused, creating nothing', async () => {
    const p = products()[6];
    const c = session();
    await addToBag(c, p, 2);
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
    const stock = await stockOf(p);
    const orderCount = async () =>
      (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.email, 'idem@example.com')))[0]
        .n;
    expect(await orderCount()).toBe(1);

    // the bag is empty now; put the same things back, then change the body
    await addToBag(c, p, 2);
    const reused = await send({ ...body, delivery_address: 'Somewhere else 1' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    const reusedMethod = await send({ ...body, payment_method: 'alipay' });
    expect(reusedMethod.statusCode).toBe(422);
    expect(await orderCount()).toBe(1);
    expect(await stockOf(p)).toBe(stock);

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
      )[0].n,
    ).toBe(0);
  });
});

describe('invoice', () => {
  it('carries the pages’ Content-Security-Policy (same directives, its own nonce)', async () => {
    const c = session();
    await addToBag(c, products()[0]);
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
