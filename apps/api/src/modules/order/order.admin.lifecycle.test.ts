// The back office moves orders along core's state machine: pack, ship, deliver, cancel (with its refund), and the
// moves it refuses.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { couponRedemptions, auditLog, coupons } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderAdminKit, type OrderAdminKit, ship } from '../../test/order-admin-kit.ts';
import type { StaffAuth } from '../../test/staff-login.ts';

let t: TestApp;
let k: OrderAdminKit;
let fx: OrderAdminKit['fx'];
let fulfilment: StaffAuth;

beforeAll(async () => {
  t = await createTestApp();
  k = await orderAdminKit(t);
  ({ fx, fulfilment } = k);
});
afterAll(async () => {
  await t.close();
});

const get = (...a: Parameters<OrderAdminKit['get']>) => k.get(...a);
const move = (...a: Parameters<OrderAdminKit['move']>) => k.move(...a);
const refund = (...a: Parameters<OrderAdminKit['refund']>) => k.refund(...a);
const detail = (...a: Parameters<OrderAdminKit['detail']>) => k.detail(...a);
const mails = (...a: Parameters<OrderAdminKit['mails']>) => k.mails(...a);
const emailOf = (...a: Parameters<OrderAdminKit['emailOf']>) => k.emailOf(...a);

describe('admin orders: detail and lifecycle', () => {
  it('shows one order in full with the moves staff may make', async () => {
    const o = await fx.place();
    const d = await detail(o.id);
    expect(d).toMatchObject({
      number: o.number,
      status: 'paid',
      total: o.total,
      paid_amount: o.total,
      refunded_amount: 0,
      refundable: o.total,
      allowed_transitions: ['packed', 'cancelled'],
      can_confirm_transfer: false,
      delivery: { firstname: 'Siu Ming', country: 'hk' },
    });
    expect(d.items[0]).toMatchObject({ sub_sku: o.subSku, quantity: 2, restocked_quantity: 0 });
    expect(d.payments[0]).toMatchObject({ status: 'succeeded', amount: o.total });
    expect(d.timeline.map((e: { to: string }) => e.to)).toEqual(['awaiting_payment', 'paid']);
    expect((await get('/api/v1/admin/orders/nope')).statusCode).toBe(404);
  });

  it('packs, ships with tracking and delivers; the shopper sees it and gets an email at each step', async () => {
    const o = await fx.place();
    expect((await move(o.id, { to: 'packed' })).json().allowed_transitions).toEqual(['shipped', 'cancelled']);
    const noCarrier = await move(o.id, { to: 'shipped', tracking_number: '1' });
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json()).toMatchObject({ field: 'carrier', code: 'required' });
    const badUrl = await move(o.id, { ...ship, tracking_url: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().field).toBe('tracking_url');
    const shipped = await move(o.id, { ...ship, tracking_url: 'https://www.sf-express.com/track?n=SF1' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      carrier: 'SF Express',
      allowed_transitions: ['delivered'],
    });
    const seen = (await t.app.inject(`/api/v1/order/${o.id}?token=${o.token}`)).json().order;
    expect(seen).toMatchObject({
      status: 'shipped',
      carrier: 'SF Express',
      tracking_number: 'SF1234567890',
      tracking_url: 'https://www.sf-express.com/track?n=SF1',
    });
    expect((await move(o.id, { to: 'delivered', note: 'signed by doorman' })).json().status).toBe(
      'delivered',
    );
    const subjects = (await mails(await emailOf(o.id))).map((m) => m.subject);
    expect(subjects).toContain(`Order ${o.number} has shipped`);
    expect(subjects).toContain(`Order ${o.number} delivered`);
    const shipMail = (await mails(await emailOf(o.id))).find((m) => m.subject?.includes('shipped'))!;
    expect(shipMail.text).toContain('SF1234567890');
    expect(shipMail.text).toContain('https://www.sf-express.com/track?n=SF1');
    const d = await detail(o.id);
    expect(d.timeline.at(-1)).toMatchObject({ from: 'shipped', to: 'delivered', note: 'signed by doorman' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, o.id), eq(auditLog.action, 'order.transition')));
    expect(audits.map((a) => (a.after as { status: string }).status)).toEqual([
      'packed',
      'shipped',
      'delivered',
    ]);
    expect(audits[0]!.staffEmail).toBe('owner@example.com');
  });

  it('answers 409 invalid_transition to an illegal move and 400 to marking paid by hand', async () => {
    const o = await fx.place();
    for (const to of ['delivered', 'shipped', 'refunded', 'expired', 'awaiting_payment']) {
      const res = await move(o.id, to === 'shipped' ? ship : { to });
      expect(res.statusCode, to).toBe(409);
      expect(res.json().code).toBe('invalid_transition');
    }
    const unpaid = await fx.place({ paid: false });
    const paid = await move(unpaid.id, { to: 'paid' });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().field).toBe('to');
    expect((await move(o.id, { to: 'lost' })).json().field).toBe('to');
  });

  it('two staff acting at once: one wins, the other gets 409', async () => {
    const o = await fx.place();
    const results = await Promise.all([
      move(o.id, { to: 'packed' }),
      move(o.id, { to: 'packed' }, fulfilment),
      move(o.id, { to: 'packed' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().code).toBe('invalid_transition');
    const d = await detail(o.id);
    expect(d.timeline.filter((e: { from: string }) => e.from === 'paid')).toHaveLength(1);
  });

  it('cancelling a paid order refunds it in full, returns every unit and the coupon use in one go', async () => {
    const before = (await t.database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]!;
    const o = await fx.place({ coupon: 'WELCOME10', product: 1 });
    const afterOrder = await fx.stockOf(o.subSku);
    const used = (await t.database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]!;
    expect(used.usedCount).toBe(before.usedCount + 1);
    await move(o.id, { to: 'packed' });
    const res = await move(o.id, { to: 'cancelled', note: 'customer asked' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      status: 'cancelled',
      refunded_amount: o.total,
      refundable: 0,
      allowed_transitions: [],
    });
    expect(d.refunds).toHaveLength(1);
    expect(d.refunds[0]).toMatchObject({ amount: o.total, status: 'succeeded', reason: 'order cancelled' });
    expect(d.items[0].restocked_quantity).toBe(o.quantity);
    expect(d.payments[0].refunded_amount).toBe(o.total);
    expect(await fx.stockOf(o.subSku)).toBe(afterOrder + o.quantity);
    const after = (await t.database.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10')))[0]!;
    expect(after.usedCount).toBe(before.usedCount);
    // the usage report shows the use as given back
    const [redemption] = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, o.id));
    expect(redemption?.releasedAt).not.toBeNull();
    const mail = (await mails(await emailOf(o.id))).find((m) => m.subject === `Order ${o.number} cancelled`)!;
    expect(mail.text).toContain('refunded');
    // nothing more to refund, and the stock does not come back twice
    const again = await refund(o.id, { amount: 1, reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_refundable');
  });

  it('cancelling an unpaid order releases its stock; nothing is refunded', async () => {
    const o = await fx.place({ paid: false, product: 2 });
    const held = await fx.stockOf(o.subSku);
    const res = await move(o.id, { to: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunds: [], refunded_amount: 0 });
    expect(await fx.stockOf(o.subSku)).toBe(held + o.quantity);
  });

  it('a cancellation whose refund the provider refuses stands, answers 502, and the money may be refunded later', async () => {
    const o = await fx.place();
    const spy = vi
      .spyOn(t.app.deps.payments, 'refund')
      .mockResolvedValueOnce({ status: 'failed', error: 'card closed' });
    const res = await move(o.id, { to: 'cancelled' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'payment_provider_error' });
    expect(res.json().error).toContain('card closed');
    let d = await detail(o.id);
    expect(d).toMatchObject({ status: 'cancelled', refunded_amount: 0, refundable: o.total });
    expect(d.refunds[0].status).toBe('failed');
    spy.mockRestore();
    const retry = await refund(o.id, { amount: o.total, reason: 'cancelled: retry' });
    expect(retry.statusCode, retry.body).toBe(201);
    d = retry.json().order;
    expect(d).toMatchObject({ status: 'cancelled', refunded_amount: o.total, refundable: 0 });
  });
});
