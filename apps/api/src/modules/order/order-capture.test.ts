import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shop/core';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { createSandboxPaymentProvider, sandboxOf } from '../../providers/payment/payment.provider.ts';
import { orderEvents, orders, payments, refunds } from '../../db/schema.ts';

// manual capture: an approval only holds the money; packing the order takes it
let t: TestApp;
let owner: StaffAuth;
let fx: Awaited<ReturnType<typeof orderFixture>>;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      providers: {
        payments: createSandboxPaymentProvider({ secret: 'capture-test-secret', capture: 'manual' }),
      },
    },
  );
  owner = await staffLogin(t, 'owner');
  fx = await orderFixture(t);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: owner.headers, payload: payload as object });

describe('held payments and hand refunds', () => {
  it('an authorized card payment pays the order; packing captures it, once', async () => {
    const o = await fx.place();
    const [held] = await t.database.db.select().from(payments).where(eq(payments.id, o.paymentId));
    expect(held!.status).toBe('authorized');
    expect(held!.capturedAmount).toBe(0);
    const res = await post(`/api/v1/admin/orders/${o.id}/transitions`, { to: 'packed' });
    expect(res.statusCode, res.body).toBe(200);
    const [taken] = await t.database.db.select().from(payments).where(eq(payments.id, o.paymentId));
    expect(taken).toMatchObject({ status: 'succeeded', capturedAmount: o.total });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.map((e) => e.note)).toContain(`payment ${o.paymentId} captured`);
    // the money can now go back
    const r = await post(`/api/v1/admin/orders/${o.id}/refunds`, { amount: 100, reason: 'goodwill' });
    expect(r.statusCode, r.body).toBe(201);
    expect(sandboxOf(t.app.deps.payments)).toBeTruthy();
  });

  it('a bank transfer is paid back by hand: the refund is recorded, the provider is not asked for money', async () => {
    const o = await fx.place({ method: 'bank_transfer', paid: false, product: 1 });
    const ok = await post(`/api/v1/admin/bank-transfers/${o.id}/confirm`, {
      amount: o.total,
      reference: 'HSBC-778',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const r = await post(`/api/v1/admin/orders/${o.id}/refunds`, { amount: 500, reason: 'damaged box' });
    expect(r.statusCode, r.body).toBe(201);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(row).toMatchObject({ amount: 500, status: 'succeeded' });
    // the sandbox would have answered with its own refund id had it been asked
    expect(row!.providerRef ?? '').not.toMatch(/^sbx_re_/);
  });

  it('an order that expires unpaid closes its open payment at the provider; paying it later changes nothing', async () => {
    const o = await fx.place({ paid: false, product: 2 });
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, o.id));
    expect(await t.app.jobs.reschedule('order.expire', o.id, new Date(Date.now() - 1000))).toBe(1);
    await t.app.jobs.drain();
    const [p] = await t.database.db.select().from(payments).where(eq(payments.id, o.paymentId));
    expect(p!.status).toBe('canceled');
    const late = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${o.paymentId}/complete`,
      payload: { outcome: 'approve', token: o.token },
    });
    expect(late.statusCode).toBeLessThan(500);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(after!.status).toBe('expired');
  });

  it('staff cancelling an unpaid order close its open payment too', async () => {
    const o = await fx.place({ paid: false, product: 3 });
    const res = await post(`/api/v1/admin/orders/${o.id}/transitions`, { to: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.id, o.paymentId));
    expect(p!.status).toBe('canceled');
  });

  it('held money is released, not refunded: part of it cannot go back before capture, cancelling releases it', async () => {
    const o = await fx.place({ product: 4 });
    const part = await post(`/api/v1/admin/orders/${o.id}/refunds`, { amount: 100, reason: 'goodwill' });
    expect(part.statusCode).toBe(409);
    expect(part.json().code).toBe('not_captured');
    const res = await post(`/api/v1/admin/orders/${o.id}/transitions`, { to: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded_amount: o.total });
    const [p] = await t.database.db.select().from(payments).where(eq(payments.id, o.paymentId));
    expect(p).toMatchObject({ status: 'canceled', capturedAmount: 0, refundedAmount: 0 });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.map((e) => e.note)).toContain(
      `authorization of ${formatMoney(o.total, 'HKD', 'en')} released: nothing was captured`,
    );
  });
});
