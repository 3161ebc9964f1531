// Placing an order: a repeated Idempotency-Key, stock held for a bank transfer and released by the expiry job,
// hostile text stored as written, and the last units sold exactly once under a rush.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { idempotencyKeys, orders, productOptions } from '../../db/schema.ts';
import { ANSWER_LOST_MS } from './order-placement.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { address, buyable, checkoutKit, type CheckoutKit, type Product } from '../../test/checkout-kit.ts';

let t: TestApp;
let k: CheckoutKit;
let homeDelivery = '';
let catalogue: Product[] = [];
beforeAll(async () => {
  t = await createTestApp();
  k = await checkoutKit(t);
  homeDelivery = k.homeDelivery;
  catalogue = k.catalogue;
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
  it('returns the same order for a repeated Idempotency-Key', async () => {
    const c = session();
    await addToBag(c, product());
    const first = await create(c, {}, { 'idempotency-key': 'same-key-123456' });
    expect(first.statusCode).toBe(201);
    const again = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies: c,
      headers: { 'idempotency-key': 'same-key-123456' },
      payload: {
        ...address,
        delivery_method: homeDelivery,
        payment_method: 'card',
        expected_total: first.json().order.total,
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().order._id).toBe(first.json().order._id);
  });

  it('answers a repeat of an order whose answer was lost after its commit: the same order, once', async () => {
    const c = session();
    await addToBag(c, product());
    const first = await create(c, {}, { 'idempotency-key': 'lost-answer-123456' });
    expect(first.statusCode, first.body).toBe(201);
    const placed = first.json().order;
    const keyRow = like(idempotencyKeys.key, '%:lost-answer-123456');
    // the database went away after the commit: the key holds the order but no answer
    await t.database.db.update(idempotencyKeys).set({ response: null }).where(keyRow);
    const again = () =>
      t.inject({
        method: 'POST',
        url: '/api/v1/order/create',
        cookies: c,
        headers: { 'idempotency-key': 'lost-answer-123456' },
        payload: {
          ...address,
          delivery_method: homeDelivery,
          payment_method: 'card',
          expected_total: placed.total,
        },
      });
    // soon after, a twin may still be writing its answer: the shopper is asked to try again in a moment
    const early = await again();
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('idempotency_in_progress');
    // past ANSWER_LOST_MS the request is given up: the same order, its payment to complete, a new guest token
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - ANSWER_LOST_MS - 1000) })
      .where(keyRow);
    const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const before = await orderCount();
    const late = await again();
    expect(late.statusCode, late.body).toBe(200);
    const { order, payment } = late.json();
    expect(order._id).toBe(placed._id);
    expect(payment).toBeTruthy();
    expect(order.access_token).toBeTruthy();
    expect(order.access_token).not.toBe(placed.access_token);
    expect((await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject(`/api/v1/order/${order._id}?token=${placed.access_token}`)).statusCode,
    ).not.toBe(200);
    // one order, and the answer is now stored: a further repeat replays it as it is
    expect(await orderCount()).toBe(before);
    expect((await again()).json().order.access_token).toBe(order.access_token);

    // two repeats that both arrive late get one answer, whose token opens the order
    await t.database.db
      .update(idempotencyKeys)
      .set({ response: null, createdAt: new Date(Date.now() - ANSWER_LOST_MS - 1000) })
      .where(keyRow);
    const [a, b] = await Promise.all([again(), again()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const token = a.json().order.access_token;
    expect(b.json().order.access_token).toBe(token);
    expect((await t.app.inject(`/api/v1/order/${order._id}?token=${token}`)).statusCode).toBe(200);
    expect(await orderCount()).toBe(before);
  });

  it('reserves stock for bank transfers and releases it when the deadline passes (durable job)', async () => {
    const c = session();
    const p = product();
    const sub = buyable(p)!.sub_sku;
    const before = (
      await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, sub))
    )[0]!.stock;
    await addToBag(c, p, 2);
    const placed = await create(c, { payment_method: 'bank_transfer' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment } = placed.json();
    expect(payment.bank).toMatchObject({ reference: order.number });
    expect(
      (await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, sub)))[0]!.stock,
    ).toBe(before - 2);
    // only this order's job comes due (other tests' reservations stay)
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id));
    expect(await t.app.jobs.reschedule('order.expire', order._id, new Date(Date.now() - 1000))).toBe(1);
    expect(await t.app.jobs.drain()).toBeGreaterThan(0);
    expect(
      (await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).json().order.status,
    ).toBe('expired');
    expect(
      (await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, sub)))[0]!.stock,
    ).toBe(before);
  });

  it('stores script and SQL text in an order as written, and the invoice shows it as text', async () => {
    const c = session();
    await addToBag(c, product());
    const hostile = {
      delivery_address: `<img src=x onerror="alert('xss')"> 1 Queen's Road`,
      delivery_address2: `'); DROP TABLE orders; --`,
      delivery_city: '<script>alert(1)</script>',
      client_remarks: `" OR 1=1; -- <svg onload=alert(1)>`,
    };
    const res = await create(c, { ...hostile, email: 'hostile-text@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    const view = (await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).json().order;
    expect(view.delivery.address).toBe(hostile.delivery_address);
    expect(view.delivery.address2).toBe(hostile.delivery_address2);
    expect(view.delivery.city).toBe(hostile.delivery_city);
    const invoice = await t.app.inject(`/api/v1/order/${order._id}/invoice?token=${order.access_token}`);
    expect(invoice.headers['content-type']).toMatch(/^text\/html/);
    for (const raw of ['<img', '<script', 'onerror="']) expect(invoice.body).not.toContain(raw);
    expect(invoice.body).toContain(
      '&lt;img src=x onerror=&quot;alert(&#39;xss&#39;)&quot;&gt; 1 Queen&#39;s Road',
    );
    expect(invoice.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // the SQL stayed text: the table is there and holds the order
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order._id))).length).toBe(1);
  });

  it('sells exactly the last 5 units to 50 parallel buyers', async () => {
    const p = product((x) => x.sku !== catalogue[0]!.sku);
    const sub = buyable(p)!.sub_sku;
    await t.database.db.update(productOptions).set({ stock: 5 }).where(eq(productOptions.subSku, sub));
    const buyers = Array.from({ length: 50 }, () => session());
    for (const b of buyers) await addToBag(b, p);
    const q = await quote(buyers[0]!);
    const results = await Promise.all(
      buyers.map((b, i) =>
        t.inject({
          method: 'POST',
          url: '/api/v1/order/create',
          cookies: b,
          remoteAddress: `10.50.0.${i + 1}`,
          payload: {
            ...address,
            delivery_method: homeDelivery,
            payment_method: 'card',
            expected_total: q.total,
          },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(5);
    expect(codes.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(
      (await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, sub)))[0]!.stock,
    ).toBe(0);
  }, 60_000);
});
