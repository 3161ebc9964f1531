// Refunds by staff: part or all of what was paid, restocking units, never more than paid − refunded, and a provider
// that refuses.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, refunds } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderAdminKit, type OrderAdminKit } from '../../test/order-admin-kit.ts';

let t: TestApp;
let k: OrderAdminKit;
let fx: OrderAdminKit['fx'];

beforeAll(async () => {
  t = await createTestApp();
  k = await orderAdminKit(t);
  ({ fx } = k);
});
afterAll(async () => {
  await t.close();
});

const refund = (...a: Parameters<OrderAdminKit['refund']>) => k.refund(...a);
const detail = (...a: Parameters<OrderAdminKit['detail']>) => k.detail(...a);
const mails = (...a: Parameters<OrderAdminKit['mails']>) => k.mails(...a);
const emailOf = (...a: Parameters<OrderAdminKit['emailOf']>) => k.emailOf(...a);

describe('admin orders: refunds', () => {
  it('refunds part with restock: stock goes up, the order keeps its status; the rest makes it refunded', async () => {
    const o = await fx.place({ quantity: 3, product: 3 });
    const start = await fx.stockOf(o.subSku);
    const part = await refund(o.id, {
      amount: 1000,
      reason: 'one jar broken',
      restock_items: [{ sub_sku: o.subSku, quantity: 1 }],
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().refund).toMatchObject({ amount: 1000, status: 'succeeded' });
    expect(part.json().order).toMatchObject({
      status: 'paid',
      refunded_amount: 1000,
      refundable: o.total - 1000,
    });
    expect(part.json().order.items[0].restocked_quantity).toBe(1);
    expect(await fx.stockOf(o.subSku)).toBe(start + 1);
    expect(part.json().order.items[0].stock).toBe(start + 1);
    const mail = (await mails(await emailOf(o.id))).find(
      (m) => m.subject === `Refund for order ${o.number}`,
    )!;
    expect(mail.text).toContain('HK$10');

    const tooMuch = await refund(o.id, { amount: o.total - 999, reason: 'x' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ field: 'amount', code: 'exceeds_refundable' });
    const tooMany = await refund(o.id, {
      amount: 1,
      reason: 'x',
      restock_items: [{ sub_sku: o.subSku, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ field: 'restock_items', code: 'exceeds_ordered' });
    const unknown = await refund(o.id, {
      amount: 1,
      reason: 'x',
      restock_items: [{ sub_sku: 'NOPE', quantity: 1 }],
    });
    expect(unknown.json()).toMatchObject({ field: 'restock_items', code: 'unknown_item' });
    for (const amount of [0, -5, 1.5]) {
      const bad = await refund(o.id, { amount, reason: 'x' });
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json().field).toBe('amount');
    }
    expect((await refund(o.id, { amount: 1 })).json().field).toBe('reason');
    expect(await fx.stockOf(o.subSku)).toBe(start + 1);

    const rest = await refund(o.id, { amount: o.total - 1000, reason: 'goodwill' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().order).toMatchObject({
      status: 'refunded',
      refunded_amount: o.total,
      allowed_transitions: [],
    });
    expect(rest.json().order.timeline.at(-1)).toMatchObject({ from: 'paid', to: 'refunded' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, o.id), eq(auditLog.action, 'order.refund')));
    expect(audits).toHaveLength(2);
    expect(audits[0]!.before).toMatchObject({ refunded_amount: 0 });
    expect(audits[0]!.after).toMatchObject({ refunded_amount: 1000, amount: 1000 });
  });

  it('never refunds more than paid − refunded, even with requests at once', async () => {
    const o = await fx.place();
    const share = Math.floor(o.total * 0.6);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => refund(o.id, { amount: share, reason: `twin ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(7);
    const d = await detail(o.id);
    expect(d.refunded_amount).toBe(share);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(rows).toHaveLength(1);
  });

  it('a refund the provider refuses answers 502 and gives the amount back to what may be refunded', async () => {
    const o = await fx.place({ product: 4 });
    const start = await fx.stockOf(o.subSku);
    const spy = vi.spyOn(t.app.deps.payments, 'refund').mockRejectedValueOnce(new Error('provider timeout'));
    const res = await refund(o.id, {
      amount: 500,
      reason: 'late',
      restock_items: [{ sub_sku: o.subSku, quantity: 1 }],
    });
    spy.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('payment_provider_error');
    const d = await detail(o.id);
    expect(d).toMatchObject({ status: 'paid', refunded_amount: 0, refundable: o.total });
    expect(d.refunds[0]).toMatchObject({ status: 'failed', amount: 500 });
    // the refund did not happen: the stock and the line are as they were (a refused refund changes nothing)
    expect(await fx.stockOf(o.subSku)).toBe(start);
    expect(d.items[0].restocked_quantity).toBe(0);
    expect(d.timeline.at(-1).note).toContain('refund failed');
  });

  it('refuses a refund with a key it does not know (restock instead of restock_items): 400 naming it, nothing refunded', async () => {
    const o = await fx.place({ product: 5 });
    const start = await fx.stockOf(o.subSku);
    const res = await refund(o.id, { amount: 500, reason: 'broken', restock: true });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('invalid');
    expect(res.json().error).toContain('"restock"');
    const d = await detail(o.id);
    expect(d).toMatchObject({ status: 'paid', refunded_amount: 0, refunds: [] });
    expect(await fx.stockOf(o.subSku)).toBe(start);
  });
});
