// The back office's orders: who may do what, the list with its search, filters and CSV, bank transfers and notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, orders } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderAdminKit, type OrderAdminKit } from '../../test/order-admin-kit.ts';
import type { StaffAuth } from '../../test/staff-login.ts';

let t: TestApp;
let k: OrderAdminKit;
let fx: OrderAdminKit['fx'];
let fulfilment: StaffAuth;
let support: StaffAuth;

beforeAll(async () => {
  t = await createTestApp();
  k = await orderAdminKit(t);
  ({ fx, fulfilment, support } = k);
});
afterAll(async () => {
  await t.close();
});

const get = (...a: Parameters<OrderAdminKit['get']>) => k.get(...a);
const post = (...a: Parameters<OrderAdminKit['post']>) => k.post(...a);
const move = (...a: Parameters<OrderAdminKit['move']>) => k.move(...a);
const refund = (...a: Parameters<OrderAdminKit['refund']>) => k.refund(...a);
const detail = (...a: Parameters<OrderAdminKit['detail']>) => k.detail(...a);
const mails = (...a: Parameters<OrderAdminKit['mails']>) => k.mails(...a);
const emailOf = (...a: Parameters<OrderAdminKit['emailOf']>) => k.emailOf(...a);

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
    // more than the total: staff must say where the excess goes (transfer-tolerance.admin.test.ts)
    const wrong = await post(url, { amount: o.total + 1, reference: 'HSB-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'excess', code: 'required' });
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
