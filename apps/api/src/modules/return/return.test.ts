// Returns and exchanges through the API: a guest asks within the window, staff approve, receive with restock and
// refund the computed amount once (two staff at once: one wins), an exchange order, and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, orders, settings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderAdminKit, ship, type OrderAdminKit } from '../../test/order-admin-kit.ts';

let t: TestApp;
let k: OrderAdminKit;

beforeAll(async () => {
  t = await createTestApp();
  k = await orderAdminKit(t);
});
afterAll(async () => {
  await t.close();
});

async function delivered(quantity = 2) {
  const o = await k.fx.place({ quantity });
  for (const body of [{ to: 'packed' }, ship, { to: 'delivered' }]) {
    const r = await k.move(o.id, body);
    if (r.statusCode !== 200) throw new Error(r.body);
  }
  const line = (await k.detail(o.id)).items[0];
  return { ...o, line: line.id as string };
}

const ask = (o: { id: string; token: string; line: string }, quantity: number, extra: object = {}) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/returns',
    payload: {
      order_id: o.id,
      token: o.token,
      items: [{ order_item_id: o.line, quantity }],
      reason: 'damaged',
      ...extra,
    },
  });

describe('returns', () => {
  it('a guest returns one of two units: approved, received with restock, refunded with the computed amount once', async () => {
    const o = await delivered(2);
    expect((await ask(o, 3)).json()).toMatchObject({ code: 'exceeds_returnable', field: 'items' });
    const made = await ask(o, 1, { comment: 'the jar arrived cracked' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().number).toMatch(/^R\d{4,}$/);
    // the unit in the open return cannot be asked twice
    expect((await ask(o, 2)).json().code).toBe('exceeds_returnable');
    const mine = await t.app.inject({ url: `/api/v1/returns?order_id=${o.id}&token=${o.token}` });
    expect(mine.json()).toMatchObject({ window_open: true, returns: [{ status: 'requested' }] });
    expect(mine.json().returnable[0].quantity).toBe(1);
    const stranger = await t.app.inject({ url: `/api/v1/returns?order_id=${o.id}&token=nope` });
    expect(stranger.statusCode).toBe(404);

    const id = made.json().id as string;
    const version = (await k.detail(o.id)).version as number;
    // support may approve; fulfilment may not; support cannot refund
    expect((await k.post(`/api/v1/admin/returns/${id}/approve`, {}, k.fulfilment)).statusCode).toBe(403);
    const approved = await k.post(
      `/api/v1/admin/returns/${id}/approve`,
      { note: 'send it back', version },
      k.support,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      allowed: expect.arrayContaining(['received']),
    });
    // a stale version answers 409
    const stale = await k.post(`/api/v1/admin/returns/${id}/receive`, {
      items: [{ order_item_id: o.line, quantity: 1, disposition: 'restock' }],
      version,
    });
    expect(stale.json().code).toBe('order_changed');

    const before = await k.fx.stockOf(o.subSku);
    const received = await k.post(
      `/api/v1/admin/returns/${id}/receive`,
      { items: [{ order_item_id: o.line, quantity: 1, disposition: 'restock' }] },
      k.fulfilment,
    );
    expect(received.statusCode, received.body).toBe(200);
    expect(await k.fx.stockOf(o.subSku)).toBe(before + 1);
    const order = await k.detail(o.id);
    expect(order.items[0].returned_quantity).toBe(1);
    const computed = received.json().computed;
    expect(computed.delivery).toBe(0);
    expect(computed.to_payment).toBe(order.items[0].line_total / 2);

    expect((await k.post(`/api/v1/admin/returns/${id}/refund`, {}, k.support)).statusCode).toBe(403);
    expect((await k.post(`/api/v1/admin/returns/${id}/refund`, { adjustment: -100 })).json()).toMatchObject({
      field: 'adjustment_reason',
    });
    const both = await Promise.all([
      k.post(`/api/v1/admin/returns/${id}/refund`, { version: order.version }),
      k.post(`/api/v1/admin/returns/${id}/refund`, { version: order.version }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const won = both.find((r) => r.statusCode === 201)!.json();
    expect(won.refund).toMatchObject({ amount: computed.to_payment, status: 'succeeded' });
    expect(won.return.status).toBe('refunded');
    const after = await k.detail(o.id);
    expect(after.refunded_amount).toBe(computed.to_payment);
    expect(after.status).toBe('delivered');
    const mails = await k.mails(await k.emailOf(o.id));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Return ${made.json().number} approved`,
        `Return ${made.json().number} refunded`,
      ]),
    );
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'return.approve',
      'return.receive',
      'return.refund',
    ]);
  });

  it('an exchange makes a new order for another option with the difference to pay, shown to the shopper', async () => {
    const o = await delivered(1);
    const created = await k.post(
      '/api/v1/admin/returns',
      {
        order_id: o.id,
        items: [{ order_item_id: o.line, quantity: 1 }],
        reason: 'wrong_item',
        kind: 'exchange',
      },
      k.support,
    );
    expect(created.statusCode, created.body).toBe(201);
    const r = created.json();
    await k.post(`/api/v1/admin/returns/${r.id}/approve`, {});
    const other = r.exchange_options[0].options[0] as { sub_sku: string; price: number };
    const lineTotal = (await k.detail(o.id)).items[0].line_total as number;
    const x = await k.post(`/api/v1/admin/returns/${r.id}/exchange`, {
      items: [{ order_item_id: o.line, replacement_sub_sku: other.sub_sku }],
    });
    expect(x.statusCode, x.body).toBe(201);
    expect(x.json().return.status).toBe('exchanged');
    // the dearer option: the difference is to pay through the order's payment link
    const diff = Math.max(0, other.price - lineTotal);
    expect(x.json().order).toMatchObject({ total: diff, status: diff ? 'awaiting_payment' : 'paid' });
    expect(x.json().pay_path === null).toBe(diff === 0);
    const [n] = await t.database.db.select().from(orders).where(eq(orders.id, x.json().order.id));
    expect(n).toMatchObject({ source: 'exchange', userId: null });
    const seen = await t.app.inject({ url: `/api/v1/returns?order_id=${o.id}&token=${o.token}` });
    expect(seen.json().returns[0].exchange_order.number).toBe(x.json().order.number);
  });

  it('refuses a return after the window and on an order not shipped', async () => {
    const o = await delivered(1);
    await t.database.db
      .insert(settings)
      .values({
        key: 'order_operations',
        value: { return_window_days: 0, transfer_tolerance: { HKD: 2000 } },
      })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { return_window_days: 0, transfer_tolerance: { HKD: 2000 } } },
      });
    try {
      expect((await ask(o, 1)).json()).toMatchObject({ code: 'return_window_closed' });
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'order_operations'));
    }
    const paid = await k.fx.place({ quantity: 1 });
    const line = (await k.detail(paid.id)).items[0].id;
    expect((await ask({ ...paid, line }, 1)).json().code).toBe('return_window_closed');
  });
});
