// Order edits before fulfilment: the preview writes nothing; an added line on a paid order leaves the difference to
// pay through a payment link (paid later, paid_amount grows); a removed unit is refunded to the original payment;
// a shipped order is not editable; a stale version answers 409 and two staff acting at once never refund twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, orderEdits, refunds, stockLedger } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderAdminKit, ship, type OrderAdminKit } from '../../test/order-admin-kit.ts';

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

/** A buyable single-purchase option of the fixture's nth product. */
const optionOf = (n: number) =>
  fx.products[n % fx.products.length]!.product_option.find(
    (o) => !o.is_subscription && o.display.purchasable && o.availability === 'in_stock',
  )!.sub_sku;
const edit = (id: string, body: Record<string, unknown>, who = k.owner) =>
  k.post(`/api/v1/admin/orders/${id}/edits`, body, who);
const preview = (id: string, body: Record<string, unknown>) =>
  k.post(`/api/v1/admin/orders/${id}/edits/preview`, body);

describe('admin orders: edits before fulfilment', () => {
  it('adds a line to a paid order: the difference is left to pay through a payment link, then paid', async () => {
    const o = await fx.place({ product: 0 });
    const added = optionOf(6);
    const before = await k.detail(o.id);
    const stock = await fx.stockOf(added);

    const seen = await preview(o.id, { add: [{ sub_sku: added, quantity: 1 }] });
    expect(seen.statusCode, seen.body).toBe(200);
    const p = seen.json();
    expect(p).toMatchObject({ total_before: o.total, settlement: 'payment_link' });
    expect(p.difference).toBeGreaterThan(0);
    expect(p.settlement_amount).toBe(p.difference);
    expect(p.lines.find((l: { sub_sku: string }) => l.sub_sku === added)).toMatchObject({
      before: 0,
      after: 1,
    });
    // a preview writes nothing
    expect(await k.detail(o.id)).toMatchObject({ total: o.total, version: before.version, edits: [] });
    expect(await fx.stockOf(added)).toBe(stock);

    const res = await edit(o.id, { add: [{ sub_sku: added, quantity: 1 }], version: before.version });
    expect(res.statusCode, res.body).toBe(201);
    const { edit: e, order } = res.json();
    expect(e).toMatchObject({
      settlement: 'payment_link',
      difference: p.difference,
      total_after: p.total_after,
    });
    expect(e.payment_id).toEqual(expect.any(String));
    expect(order).toMatchObject({
      status: 'paid',
      total: p.total_after,
      paid_amount: o.total,
      owed: p.difference,
      version: before.version + 1,
    });
    expect(order.items).toHaveLength(2);
    expect(order.edits).toHaveLength(1);
    expect(order.edits[0]).toMatchObject({ settlement: 'payment_link', difference: p.difference });
    expect(order.payments.find((x: { id: string }) => x.id === e.payment_id)).toMatchObject({
      status: 'pending',
      amount: p.difference,
    });
    expect(order.timeline.at(-1).note).toContain('order edited');
    expect(await fx.stockOf(added)).toBe(stock - 1);
    const ledger = await t.database.db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.orderId, o.id), eq(stockLedger.reason, 'order edit: added')));
    expect(ledger).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, o.id), eq(auditLog.action, 'order.edit')));
    expect(audits).toHaveLength(1);
    const mail = (await k.mails(await k.emailOf(o.id))).find((m) => m.subject?.includes('has been changed'));
    expect(mail?.text).toContain('still to pay');
    // the email carries the payment page with a token that opens it for a guest (never the order's own token)
    const link = new URL(mail!.text!.match(/https?:\/\/\S+\/checkout\/\S+/)![0]);
    expect(link.pathname).toBe(`/en/checkout/${o.id}`);
    const token = link.searchParams.get('token')!;
    expect(token).not.toBe(o.token);
    const opened = await t.inject({ url: `/api/v1/order/${o.id}?token=${encodeURIComponent(token)}` });
    expect(opened.statusCode, opened.body).toBe(200);

    // the shopper's order page says what is due; paying it (the sandbox's page) grows what was paid
    const view = await t.inject({ url: `/api/v1/order/${o.id}?token=${o.token}` });
    expect(view.json().order.amount_due).toBe(p.difference);
    const paid = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${e.payment_id}/complete`,
      payload: { outcome: 'approve', token: o.token },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    expect(await k.detail(o.id)).toMatchObject({ status: 'paid', paid_amount: p.total_after, owed: 0 });
  });

  it('the shopper pays the difference again from the payment page (a new attempt for what is owed)', async () => {
    const o = await fx.place({ product: 1 });
    const res = await edit(o.id, { add: [{ sub_sku: optionOf(7), quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    const due = res.json().order.owed;
    const pay = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${o.id}/pay`,
      payload: { payment_method: 'card', token: o.token, locale: 'en' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().payment.amount).toBe(due);
  });

  it('removes a unit from a paid order: the difference is refunded to the original payment and restocked', async () => {
    const o = await fx.place({ product: 2, quantity: 3 });
    const stock = await fx.stockOf(o.subSku);
    const p = (await preview(o.id, { change: [{ sub_sku: o.subSku, quantity: 1 }] })).json();
    expect(p).toMatchObject({ settlement: 'refund', refund_to: 'card' });
    expect(p.difference).toBeLessThan(0);
    const res = await edit(o.id, { change: [{ sub_sku: o.subSku, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().edit).toMatchObject({ settlement: 'refund', refund_status: 'succeeded' });
    expect(res.json().order).toMatchObject({
      status: 'paid',
      total: p.total_after,
      refunded_amount: -p.difference,
      owed: 0,
    });
    expect(res.json().order.items[0].quantity).toBe(1);
    expect(await fx.stockOf(o.subSku)).toBe(stock + 2);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: -p.difference, reason: 'order edit' });
  });

  it('an unpaid order: its total simply changes; a new address is checked as checkout checks it', async () => {
    const o = await fx.place({ product: 3, paid: false, method: 'bank_transfer' });
    const bad = await edit(o.id, {
      address: { firstname: '', lastname: 'Chan', calling_code: '852', contact: '1', country: 'hk' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await edit(o.id, {
      add: [{ sub_sku: o.subSku, quantity: 1 }],
      address: {
        firstname: 'Mei',
        lastname: 'Chan',
        calling_code: '852',
        contact: '9123 4567',
        address: '2 Queen’s Road',
        city: 'Central',
        country: 'hk',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().edit).toMatchObject({ settlement: 'none', address_changed: true });
    const d = res.json().order;
    expect(d.status).toBe('awaiting_payment');
    expect(d.total).toBeGreaterThan(o.total);
    expect(d.owed).toBe(d.total);
    expect(d.delivery).toMatchObject({ firstname: 'Mei', address: '2 Queen’s Road' });
  });

  it('refuses an edit of a shipped order (400 not_editable), unknown lines and empty orders', async () => {
    const o = await fx.place({ product: 4 });
    expect((await edit(o.id, { change: [{ sub_sku: 'NOPE', quantity: 1 }] })).json()).toMatchObject({
      code: 'unknown_item',
    });
    expect((await edit(o.id, { change: [{ sub_sku: o.subSku, quantity: 0 }] })).json()).toMatchObject({
      code: 'cart_empty',
    });
    expect((await k.move(o.id, { to: 'packed' })).statusCode).toBe(200);
    expect((await k.move(o.id, ship)).statusCode).toBe(200);
    const res = await edit(o.id, { add: [{ sub_sku: o.subSku, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('not_editable');
    expect(await t.database.db.select().from(orderEdits).where(eq(orderEdits.orderId, o.id))).toHaveLength(0);
    // fulfilment may not edit
    expect((await edit(o.id, { add: [{ sub_sku: o.subSku, quantity: 1 }] }, k.fulfilment)).statusCode).toBe(
      403,
    );
  });

  it('a stale version answers 409 order_changed and changes nothing', async () => {
    const o = await fx.place({ product: 5 });
    const { version } = await k.detail(o.id);
    const note = await k.post(`/api/v1/admin/orders/${o.id}/notes`, { text: 'called the customer', version });
    expect(note.statusCode).toBe(201);
    const res = await edit(o.id, { add: [{ sub_sku: o.subSku, quantity: 1 }], version });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('order_changed');
    expect(await k.detail(o.id)).toMatchObject({ total: o.total, version: version + 1, edits: [] });
  });
});

describe('admin orders: two staff on one order', () => {
  it('two refunds on the same version: one 201, the other 409, never a double refund', async () => {
    const o = await fx.place({ product: 6 });
    const { version } = await k.detail(o.id);
    const results = await Promise.all(
      [1, 2].map((i) => k.refund(o.id, { amount: 500, reason: `twin ${i}`, version })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('order_changed');
    expect((await k.detail(o.id)).refunded_amount).toBe(500);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, o.id))).toHaveLength(1);
  });

  it('two moves on the same version: one 200, the other 409 order_changed', async () => {
    const o = await fx.place({ product: 7 });
    const { version } = await k.detail(o.id);
    const results = await Promise.all([
      k.move(o.id, { to: 'packed', version }),
      k.move(o.id, { to: 'cancelled', version }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('order_changed');
  });
});
