import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sandboxOf } from '../../providers/payment/payment.provider.ts';
import { orders, productOptions } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { parseEmv, crc16Ccitt } from '../../providers/payment/fps-qr.ts';

let t: TestApp;
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await t.app.inject('/api/v1/product?channel=4&limit=100')).json();
});
afterAll(async () => {
  await t.close();
});

interface Option {
  sub_sku: string;
  is_subscription: boolean;
  availability: string;
  display: { price: number; purchasable: boolean };
}
interface Product {
  _id: string;
  sku: string;
  brand_key: string;
  product_type: number;
  product_option: Option[];
}

// guest ids are issued by the server (a made-up shop_sid is ignored): mint one as the first bag write would
const session = () => ({ shop_sid: t.app.auth.guestSessions.issue() });
const buyable = (p: Product) =>
  p.product_option.find((o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock');
const product = (pred: (p: Product) => boolean = () => true) =>
  catalogue.find(
    (p) => p.product_type === 0 && p.brand_key === 'oxygen_ceuticals' && pred(p) && !!buyable(p),
  )!;

async function addToBag(cookies: Record<string, string>, p: Product, quantity = 1) {
  const o = buyable(p)!;
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/cart',
    cookies,
    payload: { pid: p._id, sku: p.sku, sub_sku: o.sub_sku, quantity, currency: 'HKD' },
  });
  expect(res.statusCode).toBe(200);
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

let homeDelivery = '';
async function quote(cookies: Record<string, string>, extra: Record<string, unknown> = {}) {
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
  cookies: Record<string, string>,
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
    payload: {
      ...address,
      delivery_method: homeDelivery,
      payment_method: 'card',
      expected_total: q.total,
      ...extra,
    },
  });
}

describe('checkout', () => {
  beforeAll(async () => {
    const methods = (await t.app.inject('/api/v1/delivery-methods?country=hk')).json().methods;
    homeDelivery = methods.find((m: { kind: string }) => m.kind === 'delivery')._id;
    expect(methods.some((m: { kind: string }) => m.kind === 'pickup')).toBe(true);
    const uk = (await t.app.inject('/api/v1/delivery-methods?country=uk&currency=GBP')).json().methods;
    expect(uk.every((m: { kind: string }) => m.kind === 'delivery')).toBe(true);
  });

  it('quotes from the bag: delivery fee under the threshold, free over it, gift wrap per item', async () => {
    const c = session();
    const p = product();
    await addToBag(c, p);
    const q = await quote(c);
    expect(q.subtotal).toBe(buyable(p)!.display.price);
    expect(q.delivery_fee).toBeGreaterThan(0);
    expect(q.total).toBe(q.subtotal + q.delivery_fee);
    const wrapped = await quote(c, {
      add_gift_box_wrapping: true,
      gift_recipient: 'Mei',
      gift_sender: 'Ka Yan',
      gift_message: 'Happy birthday 生日快樂',
    });
    expect(wrapped.gift_wrap_fee).toBe(2000);
    await addToBag(c, p, 3);
    const big = await quote(c, {
      add_gift_box_wrapping: true,
      gift_recipient: 'Mei',
      gift_sender: 'Ka Yan',
      gift_message: 'Happy birthday',
    });
    expect(big.gift_wrap_fee).toBe(8000);
    expect(big.free_shipping.qualifies).toBe(true);
    expect(big.delivery_fee).toBe(0);
  });

  it('refuses a tampered total', async () => {
    const c = session();
    await addToBag(c, product());
    const q = await quote(c);
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      cookies: c,
      payload: {
        ...address,
        delivery_method: homeDelivery,
        payment_method: 'card',
        expected_total: q.total - 100,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('totals_changed');
  });

  it('applies coupon rules with a clear reason when refused', async () => {
    const c = session();
    await addToBag(c, product());
    expect((await quote(c, { coupon_code: 'welcome10' })).discount).toBeGreaterThan(0);
    expect((await quote(c, { coupon_code: 'EXPIRED20' })).coupon).toMatchObject({
      valid: false,
      reason: 'expired',
    });
    expect((await quote(c, { coupon_code: 'NOPE' })).coupon).toMatchObject({
      valid: false,
      reason: 'unknown',
    });
    const small = await t.inject({
      method: 'POST',
      url: '/api/v1/user/giftcode',
      payload: { code: 'SAVE50', currency: 'HKD', subtotal: 10000 },
    });
    expect(small.json()).toMatchObject({ valid: false, reason: 'min_spend' });
    const ok = await t.inject({
      method: 'POST',
      url: '/api/v1/user/giftcode',
      payload: { code: 'SAVE50', currency: 'HKD', subtotal: 60000 },
    });
    expect(ok.json()).toMatchObject({ valid: true, discount: 5000 });
    const refused = await create(c, { coupon_code: 'EXPIRED20' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'coupon_code', code: 'coupon_expired' });
  });

  it('enforces the gift message and Taiwan ID rules', async () => {
    const c = session();
    await addToBag(c, product());
    const emoji = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: {
        ...address,
        delivery_method: homeDelivery,
        add_gift_box_wrapping: true,
        gift_recipient: 'A',
        gift_sender: 'B',
        gift_message: 'Love 💕',
      },
    });
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json().field).toBe('gift_message');
    const missing = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: { ...address, delivery_method: homeDelivery, add_gift_box_wrapping: true, gift_message: 'Hi' },
    });
    expect(missing.json().field).toBe('gift_recipient');
    const tw = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: { ...address, delivery_method: homeDelivery, currency: 'TWD', delivery_country_key: 'tw' },
    });
    expect(tw.statusCode).toBe(400);
    expect(tw.json()).toMatchObject({ field: 'delivery_passport' });
    const twOk = await t.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      cookies: c,
      payload: {
        ...address,
        delivery_method: homeDelivery,
        currency: 'TWD',
        delivery_country_key: 'tw',
        delivery_passport: 'A123456789',
      },
    });
    expect(twOk.statusCode).toBe(200);
  });

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

  it('pays by card through the sandbox: signed notification, paid once, confirmation email', async () => {
    const c = session();
    await addToBag(c, product());
    const res = await create(c, { email: 'card-buyer@example.com' });
    const { order, payment } = res.json();
    expect(order.status).toBe('awaiting_payment');
    expect(payment.redirect_url).toBe(`/pay/sandbox/${payment.id}`);
    // the guest's own order token completes it; the answer names the page but never carries the token
    const done = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${payment.id}/complete`,
      payload: { outcome: 'approve', token: order.access_token },
    });
    expect(done.json().status).toBe('succeeded');
    expect(done.json().redirect).toMatch(new RegExp(`/order-confirmation/${order._id}$`));
    const view = await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`);
    expect(view.json().order.status).toBe('paid');
    expect(view.json().events.map((e: { to: string }) => e.to)).toEqual(['awaiting_payment', 'paid']);
    // order emails go out through the email.send job (retried when the mail server fails)
    await t.app.jobs.drain();
    const mails = (await t.app.inject('/api/dev/outbox?to=card-buyer@example.com')).json();
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual([
      `Payment received for order ${order.number}`,
      `Order ${order.number} received`,
    ]);
    // the bag became the order
    expect(
      (await t.app.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies: c })).json().single_cart
        .items,
    ).toEqual([]);
  });

  it('ignores duplicate and forged notifications and never re-opens an order', async () => {
    const c = session();
    await addToBag(c, product());
    const { order, payment } = (await create(c)).json();
    const fields = {
      payment_id: payment.id,
      status: 'succeeded',
      amount: payment.amount,
      currency: payment.currency,
      timestamp: Date.now(),
    };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/card',
      headers: { 'x-signature': 'f'.repeat(64) },
      payload: fields,
    });
    expect(forged.statusCode).toBe(401);
    const sig = sandboxOf(t.app.deps.payments).sign(fields as never);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/card',
      headers: { 'x-signature': sig },
      payload: fields,
    });
    expect(first.json()).toEqual({ applied: true, status: 'succeeded' });
    const repeat = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/card',
      headers: { 'x-signature': sig },
      payload: fields,
    });
    expect(repeat.json()).toEqual({ applied: false, status: 'succeeded' });
    const late = { ...fields, status: 'failed', timestamp: Date.now() };
    const lateRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/notify/card',
      headers: { 'x-signature': sandboxOf(t.app.deps.payments).sign(late as never) },
      payload: late,
    });
    expect(lateRes.json().applied).toBe(false);
    expect(
      (await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).json().order.status,
    ).toBe('paid');
  });

  it('lets a declined card try again', async () => {
    const c = session();
    await addToBag(c, product());
    const { order, payment } = (await create(c)).json();
    const declined = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${payment.id}/complete`,
      payload: { outcome: 'decline', token: order.access_token },
    });
    expect(declined.json().status).toBe('failed');
    const retry = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${order._id}/pay`,
      payload: { payment_method: 'card', token: order.access_token },
    });
    expect(retry.statusCode).toBe(200);
    const p2 = retry.json().payment;
    await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${p2.id}/complete`,
      payload: { outcome: 'challenge_pass', token: order.access_token },
    });
    expect(
      (await t.app.inject(`/api/v1/order/${order._id}?token=${order.access_token}`)).json().order.status,
    ).toBe('paid');
  });

  it('makes an FPS QR that follows the EMVCo format with the amount and order reference', async () => {
    const c = session();
    await addToBag(c, product());
    const { order, payment } = (await create(c, { payment_method: 'fps' })).json();
    const f = parseEmv(payment.qr_payload);
    expect(f['53']).toBe('344');
    expect(f['54']).toBe((order.total / 100).toFixed(2));
    expect(parseEmv(f['62'])['05']).toBe(order.number);
    expect(parseEmv(f['26'])['00']).toBe('hk.com.hkicl');
    expect(crc16Ccitt(payment.qr_payload.slice(0, -4))).toBe(f['63']);
    expect(payment.qr_svg).toMatch(/^<svg/);
  });

  it('reserves stock for bank transfers and releases it when the deadline passes (durable job)', async () => {
    const c = session();
    const p = product();
    const sub = buyable(p)!.sub_sku;
    const before = (
      await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, sub))
    )[0].stock;
    await addToBag(c, p, 2);
    const placed = await create(c, { payment_method: 'bank_transfer' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment } = placed.json();
    expect(payment.bank).toMatchObject({ reference: order.number });
    expect(
      (await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, sub)))[0].stock,
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
      (await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, sub)))[0].stock,
    ).toBe(before);
  });

  it('never lets a guest or another member read an order', async () => {
    const c = session();
    await addToBag(c, product());
    const { order } = (await create(c)).json();
    expect((await t.app.inject(`/api/v1/order/${order._id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/v1/order/${order._id}?token=wrong`)).statusCode).toBe(404);
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[1].email, password: DEMO_PASSWORD },
    });
    const member = Object.fromEntries(login.cookies.map((x) => [x.name, x.value]));
    expect((await t.app.inject({ url: `/api/v1/order/${order._id}`, cookies: member })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/orders', cookies: member }))
        .json()
        .items.every((o: { _id: string }) => o._id !== order._id),
    ).toBe(true);
    expect((await t.app.inject('/api/v1/address')).statusCode).toBe(401);
  });

  it('keeps every order action, address and bag to its owner: another member gets 404 or sees nothing', async () => {
    const loginAs = async (i: number) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { username: DEMO_MEMBERS[i].email, password: DEMO_PASSWORD },
      });
      return Object.fromEntries(res.cookies.map((x) => [x.name, x.value]));
    };
    const [owner, other] = [await loginAs(0), await loginAs(2)];
    const p = product();
    await addToBag(owner, p, 2);
    const saved = await t.inject({
      method: 'POST',
      url: '/api/v1/address',
      cookies: owner,
      payload: {
        firstname: 'Owner',
        lastname: 'Only',
        code: '852',
        phone: '91234567',
        address: 'Owner street 1',
        country: 'hk',
      },
    });
    expect(saved.statusCode).toBe(201);
    const { order } = (await create(owner)).json();
    // the other member, by id, through every order door
    expect((await t.app.inject({ url: `/api/v1/order/${order._id}`, cookies: other })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/order/${order._id}/invoice`, cookies: other })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/v1/order/${order._id}/pay`,
          cookies: other,
          payload: { payment_method: 'card' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/v1/order/${order._id}/transfer-reference`,
          cookies: other,
          payload: { reference: 'HSB-STOLEN' },
        })
      ).statusCode,
    ).toBe(404);
    // and in their own lists: none of the owner's addresses, orders or bag lines
    const addresses = (await t.app.inject({ url: '/api/v1/address', cookies: other })).json().addresses as {
      _id: string;
      address: string;
    }[];
    expect(addresses.some((a) => a._id === saved.json().address._id || a.address === 'Owner street 1')).toBe(
      false,
    );
    expect(
      (
        (await t.app.inject({ url: '/api/v1/orders', cookies: other })).json().items as { _id: string }[]
      ).some((o) => o._id === order._id),
    ).toBe(false);
    await addToBag(owner, p, 1);
    const bag = (await t.app.inject({ url: '/api/v1/cart?currency=HKD&country=hk', cookies: other })).json();
    expect(
      bag.single_cart.items.some(
        (i: { sub_sku: string; quantity: number }) => i.sub_sku === buyable(p)!.sub_sku && i.quantity === 1,
      ),
    ).toBe(false);
    // the owner still has all of it
    expect(
      (await t.app.inject({ url: `/api/v1/order/${order._id}/invoice`, cookies: owner })).statusCode,
    ).toBe(200);
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
    const p = product((x) => x.sku !== catalogue[0].sku);
    const sub = buyable(p)!.sub_sku;
    await t.database.db.update(productOptions).set({ stock: 5 }).where(eq(productOptions.subSku, sub));
    const buyers = Array.from({ length: 50 }, () => session());
    for (const b of buyers) await addToBag(b, p);
    const q = await quote(buyers[0]);
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
      (await t.database.db.select().from(productOptions).where(eq(productOptions.subSku, sub)))[0].stock,
    ).toBe(0);
  }, 60_000);
});
