// A bank transfer holds stock for days (transfer-rules.ts): how long, how many units, and one open reservation per
// shopper, by email or member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { address, buyable, checkoutKit, type CheckoutKit } from '../../test/checkout-kit.ts';

let t: TestApp;
let k: CheckoutKit;
let homeDelivery = '';
beforeAll(async () => {
  t = await createTestApp();
  k = await checkoutKit(t, { freshIp: true });
  homeDelivery = k.homeDelivery;
});
afterAll(async () => {
  await t.close();
});

const session = () => k.session();
const products = () => k.products();
const addToBag = (...a: Parameters<CheckoutKit['addToBag']>) => k.addToBag(...a);
const create = (...a: Parameters<CheckoutKit['create']>) => k.create(...a);
const loginAs = (...a: Parameters<CheckoutKit['loginAs']>) => k.loginAs(...a);
const expireNow = (...a: Parameters<CheckoutKit['expireNow']>) => k.expireNow(...a);
const stockOf = (...a: Parameters<CheckoutKit['stockOf']>) => k.stockOf(...a);

describe('bank-transfer reservations', () => {
  it('holds stock for TRANSFER_RESERVATION_HOURS (48 by default, 1 to 168)', async () => {
    const c = session();
    await addToBag(c, products()[3]!);
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
      const o = buyable(p!)!;
      await short.inject({
        method: 'POST',
        url: '/api/v1/cart',
        cookies,
        payload: { pid: p!._id, sku: p!.sku, sub_sku: o.sub_sku, quantity: 1, currency: 'HKD' },
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
    const before = await stockOf(p!);
    const c = session();
    await addToBag(c, p!, 6);
    const res = await create(c, { payment_method: 'bank_transfer', email: 'transfer-many@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'payment_method', code: 'transfer_line_limit' });
    expect(await stockOf(p!)).toBe(before);
    expect((await create(c, { payment_method: 'card', email: 'transfer-many@example.com' })).statusCode).toBe(
      201,
    );
  });

  it('allows one open transfer reservation per email or member: a second is a 409 until the first closes', async () => {
    const p = products()[5];
    const a = session();
    await addToBag(a, p!);
    const first = await create(a, { payment_method: 'bank_transfer', email: 'one-transfer@example.com' });
    expect(first.statusCode, first.body).toBe(201);
    const before = await stockOf(p!);
    const b = session();
    await addToBag(b, p!);
    const second = await create(b, { payment_method: 'bank_transfer', email: 'One-Transfer@Example.com' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('transfer_reservation_open');
    expect(await stockOf(p!)).toBe(before);
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
    await addToBag(b, p!);
    expect(
      (await create(b, { payment_method: 'bank_transfer', email: 'one-transfer@example.com' })).statusCode,
    ).toBe(201);
  });

  it('counts a member’s transfer orders by member, whatever address the bag ships to', async () => {
    const member = await loginAs(2);
    const p = products()[5];
    await addToBag(member, p!);
    expect((await create(member, { payment_method: 'bank_transfer' })).statusCode).toBe(201);
    await addToBag(member, p!);
    const again = await create(member, {
      payment_method: 'bank_transfer',
      delivery_address: 'Another street 2',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('transfer_reservation_open');
  });
});
