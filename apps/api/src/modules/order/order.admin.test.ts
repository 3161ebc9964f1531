import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { couponRedemptions, auditLog, coupons, orders, outbox, refunds } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
let owner: StaffAuth;
let fulfilment: StaffAuth;
let support: StaffAuth;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
  owner = await staffLogin(t, 'owner');
  fulfilment = await staffLogin(t, 'fulfilment');
  support = await staffLogin(t, 'support');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: StaffAuth = owner) => t.app.inject({ url, headers: who.headers });
const post = (url: string, payload: unknown, who: StaffAuth = owner) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: who.headers });
const move = (id: string, body: Record<string, unknown>, who: StaffAuth = owner) =>
  post(`/api/v1/admin/orders/${id}/transitions`, body, who);
const refund = (id: string, body: Record<string, unknown>, who: StaffAuth = owner) =>
  post(`/api/v1/admin/orders/${id}/refunds`, body, who);
const detail = async (id: string) => (await get(`/api/v1/admin/orders/${id}`)).json();
// order emails are jobs: run what is due, then read the outbox
const mails = async (to: string) => {
  await t.app.jobs.drain();
  return t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);
};
const emailOf = async (id: string) =>
  (await t.database.db.select({ e: orders.email }).from(orders).where(eq(orders.id, id)))[0]!.e;
const ship = { to: 'shipped', carrier: 'SF Express', tracking_number: 'SF1234567890' };

describe('admin orders: access', () => {
  it('answers 401 without a staff session and with a shopper session, on every endpoint', async () => {
    const o = await fx.place();
    const member = await t.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { username: DEMO_MEMBERS[0].email, password: DEMO_PASSWORD },
    });
    const shopper = member.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const calls: [string, string, object?][] = [
      ['GET', '/api/v1/admin/orders'],
      ['GET', '/api/v1/admin/orders/export.csv'],
      ['GET', `/api/v1/admin/orders/${o.id}`],
      ['POST', `/api/v1/admin/orders/${o.id}/transitions`, { to: 'packed' }],
      ['POST', `/api/v1/admin/orders/${o.id}/refunds`, { amount: 100, reason: 'x' }],
      ['POST', `/api/v1/admin/bank-transfers/${o.id}/confirm`, { amount: 100, reference: 'x' }],
      ['POST', `/api/v1/admin/orders/${o.id}/notes`, { text: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const cookie of [undefined, shopper]) {
        // shopper writes carry the shopper's own CSRF pair: still not a staff session
        const res = await t.inject({
          method: method as 'GET' | 'POST',
          url,
          payload,
          headers: cookie ? { cookie } : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().code).toBe('unauthenticated');
      }
    }
    expect((await detail(o.id)).status).toBe('paid');
  });

  it('answers 403 to a role without the permission: support cannot move, fulfilment cannot refund or confirm', async () => {
    const o = await fx.place();
    expect((await get(`/api/v1/admin/orders/${o.id}`, support)).statusCode).toBe(200);
    expect((await move(o.id, { to: 'packed' }, support)).statusCode).toBe(403);
    expect((await post(`/api/v1/admin/orders/${o.id}/notes`, { text: 'hi' }, support)).statusCode).toBe(403);
    const r = await refund(o.id, { amount: 100, reason: 'damaged' }, fulfilment);
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('forbidden');
    const transfer = await fx.place({ method: 'bank_transfer', paid: false });
    const c = await post(
      `/api/v1/admin/bank-transfers/${transfer.id}/confirm`,
      { amount: transfer.total, reference: 'HSB1' },
      fulfilment,
    );
    expect(c.statusCode).toBe(403);
    // cancelling a paid order refunds it: fulfilment may not, though it may cancel nothing else paid either
    const cancel = await move(o.id, { to: 'cancelled' }, fulfilment);
    expect(cancel.statusCode).toBe(403);
    expect((await detail(o.id)).status).toBe('paid');
    // but fulfilment packs
    expect((await move(o.id, { to: 'packed' }, fulfilment)).statusCode).toBe(200);
  });
});

describe('admin orders: list and export', () => {
  it('finds orders by number, email, phone and name, filters by status, newest first, paginated', async () => {
    const a = await fx.place({ email: 'list-search-a@example.com' });
    const b = await fx.place({ paid: false, email: 'list-search-b@example.com' });
    const byNumber = (await get(`/api/v1/admin/orders?q=${a.number.toLowerCase()}`)).json();
    expect(byNumber.items.map((i: { number: string }) => i.number)).toEqual([a.number]);
    const byEmail = (await get('/api/v1/admin/orders?q=LIST-SEARCH-')).json();
    expect(byEmail.items.map((i: { _id: string }) => i._id)).toEqual([b.id, a.id]);
    expect(byEmail.total).toBe(2);
    const byPhone = (await get(`/api/v1/admin/orders?q=${encodeURIComponent('+852 6123-4567')}`)).json();
    expect(byPhone.items.some((i: { _id: string }) => i._id === a.id)).toBe(true);
    const byName = (await get('/api/v1/admin/orders?q=wong%20siu&status=awaiting_payment')).json();
    expect(byName.items.map((i: { _id: string }) => i._id)).toContain(b.id);
    expect(byName.items.every((i: { status: string }) => i.status === 'awaiting_payment')).toBe(true);
    // LIKE's wildcards are literal
    expect((await get('/api/v1/admin/orders?q=%25')).json().total).toBe(0);
    const page = (await get('/api/v1/admin/orders?page=2&page_size=1&q=list-search-')).json();
    expect(page).toMatchObject({ page: 2, page_size: 1, total: 2 });
    expect(page.items[0]._id).toBe(a.id);
    expect(page.items[0]).toMatchObject({ name: 'Siu Ming Wong', phone: '+852 6123 4567', country: 'hk' });
  });

  it('filters by payment method, country and date (Hong Kong days)', async () => {
    const o = await fx.place({ method: 'bank_transfer', paid: false, email: 'list-filter@example.com' });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const hit = (
      await get(`/api/v1/admin/orders?payment_method=bank_transfer&country=HK&from=${today}&to=${today}`)
    ).json();
    expect(hit.items.map((i: { _id: string }) => i._id)).toContain(o.id);
    const none = (await get('/api/v1/admin/orders?q=list-filter&to=2020-01-01')).json();
    expect(none.total).toBe(0);
    expect((await get('/api/v1/admin/orders?q=list-filter&country=tw')).json().total).toBe(0);
  });

  it('refuses bad filters with 400 and the field', async () => {
    for (const [qs, field] of [
      ['page_size=1000', 'page_size'],
      ['page=0', 'page'],
      ['status=lost', 'status'],
      ['from=yesterday', 'from'],
      ['payment_method=cash', 'payment_method'],
    ]) {
      const res = await get(`/api/v1/admin/orders?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });

  it('exports the filtered list as CSV, quoted, with formula cells defused', async () => {
    const o = await fx.place({ email: 'csv-export@example.com' });
    await t.database.db
      .update(orders)
      .set({
        delivery: sql`${orders.delivery} || '{"firstname": "=HYPERLINK(\\"http://evil\\")", "lastname": "Chan, Jr"}'::jsonb`,
      })
      .where(eq(orders.id, o.id));
    const res = await get('/api/v1/admin/orders/export.csv?q=csv-export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'number,created_at,status,payment_method,currency,total,paid,refunded,email,name,phone,country,carrier,tracking_number',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${o.number},`);
    expect(lines[1]).toContain(`,paid,card,HKD,${(o.total / 100).toFixed(2)},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") Chan, Jr"`);
    // a phone number starting with + is defused too
    expect(lines[1]).toContain(",'+852 6123 4567,");
  });
});

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
    // the unit is back on the shelf whatever the provider said: it is not restocked twice
    expect(await fx.stockOf(o.subSku)).toBe(start + 1);
    expect(d.items[0].restocked_quantity).toBe(1);
    expect(d.timeline.at(-1).note).toContain('refund failed');
  });
});

describe('admin orders: bank transfers and notes', () => {
  it('confirms a transfer for exactly the total: paid, with a succeeded payment and the reference', async () => {
    const o = await fx.place({ method: 'bank_transfer', paid: false });
    const before = await detail(o.id);
    expect(before).toMatchObject({
      status: 'awaiting_payment',
      can_confirm_transfer: true,
      allowed_transitions: ['cancelled'],
    });
    const url = `/api/v1/admin/bank-transfers/${o.id}/confirm`;
    const wrong = await post(url, { amount: o.total - 1, reference: 'HSB-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'amount', code: 'amount_mismatch' });
    expect((await post(url, { amount: o.total })).json().field).toBe('reference');
    const ok = await post(url, { amount: o.total, reference: 'HSB-20261124-01' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'paid', paid_amount: o.total, can_confirm_transfer: false });
    expect(ok.json().payments).toHaveLength(1);
    expect(ok.json().payments[0]).toMatchObject({
      provider: 'bank_transfer',
      status: 'succeeded',
      captured_amount: o.total,
      provider_ref: 'HSB-20261124-01',
    });
    const again = await post(url, { amount: o.total, reference: 'HSB-2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');
    expect((await mails(await emailOf(o.id))).map((m) => m.subject)).toContain(
      `Payment received for order ${o.number}`,
    );
    // a transfer is paid back by hand: the refund is recorded as done
    const back = await refund(o.id, { amount: 100, reason: 'price match' });
    expect(back.statusCode).toBe(201);
    expect(back.json().refund.status).toBe('succeeded');
    expect(back.json().order.timeline.at(-1).note).toContain('by hand');
    const card = await fx.place();
    const notTransfer = await post(`/api/v1/admin/bank-transfers/${card.id}/confirm`, {
      amount: card.total,
      reference: 'x',
    });
    expect(notTransfer.statusCode).toBe(400);
    expect(notTransfer.json().field).toBe('order');
  });

  it('rejecting a transfer is cancelling it: its stock comes back', async () => {
    const o = await fx.place({ method: 'bank_transfer', paid: false, product: 5 });
    const held = await fx.stockOf(o.subSku);
    expect((await move(o.id, { to: 'cancelled', note: 'no transfer received' })).statusCode).toBe(200);
    expect(await fx.stockOf(o.subSku)).toBe(held + o.quantity);
  });

  it('keeps staff notes on the order, audited; empty text is a 400', async () => {
    const o = await fx.place();
    const url = `/api/v1/admin/orders/${o.id}/notes`;
    const res = await post(url, { text: '  Customer called: leave at the door  ' }, fulfilment);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      staff_email: 'fulfilment@example.com',
      text: 'Customer called: leave at the door',
    });
    expect((await detail(o.id)).notes.map((n: { text: string }) => n.text)).toEqual([
      'Customer called: leave at the door',
    ]);
    const bad = await post(url, { text: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('text');
    expect((await post('/api/v1/admin/orders/nope/notes', { text: 'x' })).statusCode).toBe(404);
    const a = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, o.id), eq(auditLog.action, 'order.note')));
    expect(a).toHaveLength(1);
    // the shopper never sees staff notes
    expect(
      JSON.stringify((await t.app.inject(`/api/v1/order/${o.id}?token=${o.token}`)).json()),
    ).not.toContain('leave at the door');
  });
});
