// Transfers (and cash) that differ from the total: short within the shop's tolerance is paid with the shortfall
// written off; short beyond stays awaiting payment with what is owed; over is paid and the excess refunded or
// credited to the member's wallet. The tolerance is a setting (PUT /admin/settings/order-operations).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, walletEntries } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
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

const confirm = (id: string, body: Record<string, unknown>) =>
  k.post(`/api/v1/admin/bank-transfers/${id}/confirm`, body);
const unpaidTransfer = (product = 0) =>
  fx.place({ method: 'bank_transfer', paid: false, product, quantity: 3 });

describe('admin orders: payments that differ from the total', () => {
  it('a transfer HK$15 short is paid, the HK$15 written off and recorded', async () => {
    const o = await unpaidTransfer(0);
    const res = await confirm(o.id, { amount: o.total - 1500, reference: 'HSBC-15' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      paid_amount: o.total - 1500,
      written_off: 1500,
      owed: 0,
    });
    expect(res.json().timeline.at(-1).note).toContain(
      'HK$15.00 short, within the HK$20.00 tolerance, written off',
    );
    const [a] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, o.id), eq(auditLog.action, 'payment.confirm_transfer')));
    expect(a!.after).toMatchObject({ fit: 'short_within', written_off: 1500 });
  });

  it('HK$50 short stays awaiting payment, partly paid, with HK$50 owed; the rest then pays it', async () => {
    const o = await unpaidTransfer(1);
    const res = await confirm(o.id, { amount: o.total - 5000, reference: 'HSBC-50' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'awaiting_payment',
      paid_amount: o.total - 5000,
      written_off: 0,
      owed: 5000,
      can_confirm_transfer: true,
    });
    expect(res.json().timeline.at(-1).note).toContain('HK$50.00 still owed');
    const view = await t.inject({ url: `/api/v1/order/${o.id}?token=${o.token}` });
    expect(view.json().order.amount_due).toBe(5000);
    const rest = await confirm(o.id, { amount: 5000, reference: 'HSBC-50b' });
    expect(rest.json()).toMatchObject({ status: 'paid', paid_amount: o.total, owed: 0 });
    expect(rest.json().payments.filter((p: { status: string }) => p.status === 'succeeded')).toHaveLength(2);
  });

  it('over: the excess must be refunded or credited; refunded goes back to that transfer', async () => {
    const o = await unpaidTransfer(2);
    const ask = await confirm(o.id, { amount: o.total + 3000, reference: 'HSBC-OVER' });
    expect(ask.statusCode).toBe(400);
    expect(ask.json()).toMatchObject({ field: 'excess', code: 'required' });
    // a guest has no wallet
    const wallet = await confirm(o.id, { amount: o.total + 3000, reference: 'HSBC-OVER', excess: 'wallet' });
    expect(wallet.json()).toMatchObject({ field: 'excess', code: 'invalid' });
    const res = await confirm(o.id, { amount: o.total + 3000, reference: 'HSBC-OVER', excess: 'refund' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'paid',
      paid_amount: o.total + 3000,
      refunded_amount: 3000,
      refundable: o.total,
    });
    expect(res.json().refunds[0]).toMatchObject({ amount: 3000, reason: 'overpayment', status: 'succeeded' });
  });

  it("over on a member's order: the excess credited to their wallet", async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[1]!.email, password: DEMO_PASSWORD },
    });
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const o = await fx.place({ method: 'bank_transfer', paid: false, product: 3, cookies });
    const res = await confirm(o.id, {
      amount: o.total + 2500,
      reference: 'HSBC-W',
      excess: 'wallet',
      method: 'cash',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', refunded_amount: 2500, refundable: o.total });
    const entries = await t.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.note, `overpayment on order ${o.number}`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 2500, currency: 'HKD', kind: 'adjustment' });
  });

  it('the tolerance is a setting: owners change it, others cannot; no tolerance means short is short', async () => {
    const url = '/api/v1/admin/settings/order-operations';
    expect((await k.get(url, k.fulfilment)).json()).toEqual({
      return_window_days: 14,
      transfer_tolerance: { HKD: 2000 },
    });
    const put = (body: unknown, who = k.owner) =>
      t.app.inject({ method: 'PUT', url, payload: body as object, headers: who.headers });
    expect(
      (await put({ return_window_days: 30, transfer_tolerance: { HKD: 0 } }, k.fulfilment)).statusCode,
    ).toBe(403);
    expect((await put({ return_window_days: 30, transfer_tolerance: { HKD: -1 } })).statusCode).toBe(400);
    const ok = await put({ return_window_days: 30, transfer_tolerance: { HKD: 0, USD: 300 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await k.get(url)).json()).toEqual({
      return_window_days: 30,
      transfer_tolerance: { HKD: 0, USD: 300 },
    });
    const o = await unpaidTransfer(4);
    const res = await confirm(o.id, { amount: o.total - 100, reference: 'HSBC-1' });
    expect(res.json()).toMatchObject({ status: 'awaiting_payment', owed: 100 });
    await put({ return_window_days: 14, transfer_tolerance: { HKD: 2000 } });
  });
});
