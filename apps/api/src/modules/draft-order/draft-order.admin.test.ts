// Draft orders: built for a member (member pricing as checkout) or a guest, custom lines and discounts, no stock
// held while open, completed by a payment link (the pay page's token pays it) or paid at once by cash, the role
// check, bad input and a second completion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { VIP_RATE_PERCENT } from '@shop/core';
import { auditLog, orderItems, orders, outbox, payments } from '../../db/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderAdminKit, type OrderAdminKit } from '../../test/order-admin-kit.ts';

let t: TestApp;
let k: OrderAdminKit;

beforeAll(async () => {
  t = await createTestApp();
  k = await orderAdminKit(t);
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/v1/admin/draft-orders';
const VIP = 'u_demo_vip';
const put = (id: string, payload: unknown, who = k.owner) =>
  t.app.inject({ method: 'PUT', url: `${URL}/${id}`, payload: payload as object, headers: who.headers });

function option(n = 0) {
  const p = k.fx.products[n]!;
  const o = p.product_option.find((x) => !x.is_subscription && x.display.purchasable)!;
  return { subSku: o.sub_sku, pid: p._id, sku: p.sku };
}

/** What the member's own bag charges for one unit of this option (the checkout's price). */
async function bagPrice(member: (typeof DEMO_MEMBERS)[number], o: ReturnType<typeof option>) {
  const login = await t.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { username: member.email, password: DEMO_PASSWORD },
  });
  const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
  const add = await t.inject({
    method: 'POST',
    url: '/api/v1/cart',
    cookies,
    payload: { pid: o.pid, sku: o.sku, sub_sku: o.subSku, quantity: 1, currency: 'HKD' },
  });
  expect(add.statusCode, add.body).toBe(200);
  const line = (add.json().single_cart.items as { sub_sku: string; price: number }[]).find(
    (i) => i.sub_sku === o.subSku,
  )!;
  return line.price;
}

async function methods() {
  const res = await k.post(URL, { customer: { kind: 'guest', email: 'm@example.com', name: 'M' } });
  return res.json().delivery_methods as { id: string; kind: string; price: number }[];
}

describe('admin draft orders', () => {
  it('prices a VIP member at the member price, as checkout would', async () => {
    const o = option(0);
    const { subSku } = o;
    const guest = await k.post(URL, {
      customer: { kind: 'guest', email: 'walkin@example.com', name: 'Walk In', phone: '61234567' },
      lines: [{ sub_sku: subSku, quantity: 1 }],
    });
    expect(guest.statusCode, guest.body).toBe(201);
    const vip = await k.post(URL, {
      customer: { kind: 'member', member_id: VIP },
      lines: [{ sub_sku: subSku, quantity: 1 }],
    });
    expect(vip.statusCode, vip.body).toBe(201);
    const list = guest.json().lines[0].unit_price as number;
    const member = vip.json().lines[0].unit_price as number;
    expect(member).toBeLessThan(list);
    expect(member).toBeLessThanOrEqual(Math.ceil((list * VIP_RATE_PERCENT) / 100));
    // exactly what the VIP's own bag charges
    expect(member).toBe(
      await bagPrice(
        DEMO_MEMBERS.find((m) => m.id === VIP)!,
        o,
      ),
    );
    expect(vip.json().customer).toMatchObject({
      kind: 'member',
      name: 'Vivian Lee',
      groups: expect.arrayContaining([expect.stringMatching(/V\.?I\.?P/)]),
    });
    expect(vip.json().quote).toMatchObject({ goods: member, member_discount: list - member });
    expect(vip.json().number).toMatch(/^D\d+$/);
    const [a] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'draft_order.create'), eq(auditLog.entityId, vip.json().id)));
    expect(a).toBeDefined();
  });

  it('keeps a custom line and takes an amount or a percentage off, with the reason', async () => {
    const res = await k.post(URL, {
      customer: { kind: 'guest', email: 'custom@example.com', name: 'Custom' },
      lines: [{ custom: true, name: 'Engraving', unit_price: 5000, quantity: 2 }],
      discount: { kind: 'percent', value: 10, reason: 'loyal customer' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().lines[0]).toMatchObject({
      custom: true,
      name: { eng: 'Engraving' },
      line_total: 10000,
    });
    expect(res.json().quote).toMatchObject({ goods: 10000, discount: 1000 });
    const d = res.json();
    const amount = await put(d.id, {
      customer: { kind: 'guest', email: 'custom@example.com', name: 'Custom' },
      lines: [{ custom: true, name: 'Engraving', unit_price: 5000, quantity: 2 }],
      discount: { kind: 'amount', value: 2500, reason: 'goodwill' },
      version: d.version,
    });
    expect(amount.statusCode, amount.body).toBe(200);
    expect(amount.json().quote).toMatchObject({
      discount: 2500,
      total: 7500 + amount.json().quote.delivery_fee,
    });
    expect(amount.json().discount).toMatchObject({ reason: 'goodwill' });
    // the version it was shown is gone now
    const stale = await put(d.id, {
      customer: { kind: 'guest', email: 'c@example.com', name: 'C' },
      version: d.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('order_changed');
  });

  it('completes by payment link: an order awaiting payment, the link emailed, and the link pays it', async () => {
    const { subSku } = option(1);
    const home = (await methods()).find((m) => m.kind === 'delivery')!;
    const start = await k.fx.stockOf(subSku);
    const d = await k.post(URL, {
      customer: { kind: 'member', member_id: VIP },
      lines: [{ sub_sku: subSku, quantity: 2 }],
      delivery_method: home.id,
      delivery: { address: '1 Nathan Road', city: 'Kowloon' },
      gift: { recipient: 'Mum', sender: 'Vivian', message: 'Happy birthday' },
    });
    expect(d.statusCode, d.body).toBe(201);
    // an open draft holds no stock
    expect(await k.fx.stockOf(subSku)).toBe(start);
    expect(d.json().quote.gift_wrap_fee).toBeGreaterThan(0);
    const done = await k.post(`${URL}/${d.json().id}/complete`, { payment: 'link' }, k.support);
    expect(done.statusCode, done.body).toBe(200);
    const { order, payment_link: link, emailed } = done.json();
    expect(order).toMatchObject({ status: 'awaiting_payment', total: d.json().quote.total });
    expect(emailed).toBe(true);
    // the VIP reads Traditional Chinese: no locale prefix
    expect(link).toMatch(new RegExp(`/checkout/${order.id}\\?token=`));
    expect(new globalThis.URL(link).pathname).toBe(`/checkout/${order.id}`);
    expect(await k.fx.stockOf(subSku)).toBe(start - 2);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ source: 'draft', userId: VIP, giftWrapFee: d.json().quote.gift_wrap_fee });
    const mail = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'vip@oxygen-ceuticals.example'));
    expect(mail.some((m) => m.text.includes(link))).toBe(true);

    // the customer, not signed in, pays through the link's token like the pay page does
    const token = new globalThis.URL(link).searchParams.get('token')!;
    const pay = await t.inject({
      method: 'POST',
      url: `/api/v1/order/${order.id}/pay`,
      payload: { payment_method: 'card', token },
    });
    expect(pay.statusCode, pay.body).toBeLessThan(300);
    const paid = await t.inject({
      method: 'POST',
      url: `/api/v1/payment/sandbox/${pay.json().payment.id}/complete`,
      payload: { outcome: 'approve', token },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    expect((await k.detail(order.id)).status).toBe('paid');

    const again = await k.post(`${URL}/${d.json().id}/complete`, { payment: 'cash', reference: 'R1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('draft_not_open');
    const edit = await put(d.json().id, { customer: { kind: 'member', member_id: VIP } });
    expect(edit.json().code).toBe('draft_not_open');
  });

  it('completes paid by cash with a reference: stock taken, a manual payment, the paid email', async () => {
    const { subSku } = option(2);
    const pickup = (await methods()).find((m) => m.kind === 'pickup') ?? (await methods())[0]!;
    const start = await k.fx.stockOf(subSku);
    const d = await k.post(URL, {
      customer: { kind: 'guest', email: 'cash-buyer@example.com', name: 'Chan Tai Man', phone: '98765432' },
      locale: 'en',
      lines: [
        { sub_sku: subSku, quantity: 1 },
        { custom: true, name: 'Gift card', unit_price: 10000, quantity: 1 },
      ],
      delivery_method: pickup.id,
      delivery: { address: '2 Queen’s Road' },
    });
    expect(d.statusCode, d.body).toBe(201);
    const noRef = await k.post(`${URL}/${d.json().id}/complete`, { payment: 'cash' });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json()).toMatchObject({ field: 'reference' });
    const done = await k.post(`${URL}/${d.json().id}/complete`, {
      payment: 'cash',
      reference: 'till 4 receipt 881',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ order: { status: 'paid' }, payment_link: null });
    const id = done.json().order.id as string;
    expect(await k.fx.stockOf(subSku)).toBe(start - 1);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(p).toMatchObject({
      status: 'succeeded',
      method: 'cash',
      providerRef: 'till 4 receipt 881',
      amount: d.json().quote.total,
    });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items.find((i) => i.custom)).toMatchObject({ unitPrice: 10000, quantity: 1 });
    const detail = await k.detail(id);
    expect(detail).toMatchObject({ status: 'paid', source: 'draft' });
    const mails = await k.mails('cash-buyer@example.com');
    expect(mails.map((m) => m.subject)).toContain(`Payment received for order ${done.json().order.number}`);
  });

  it('answers 400 insufficient_stock when the stock ran out before completion', async () => {
    const { subSku } = option(3);
    const stock = await k.fx.stockOf(subSku);
    const d = await k.post(URL, {
      customer: { kind: 'guest', email: 'late@example.com', name: 'Late' },
      lines: [{ sub_sku: subSku, quantity: 1 }],
      delivery_method: (await methods()).find((m) => m.kind === 'pickup')?.id ?? (await methods())[0]!.id,
      delivery: { address: 'x' },
    });
    expect(d.statusCode, d.body).toBe(201);
    await t.database.db.execute(
      // the shelf empties while the draft is open
      (await import('drizzle-orm')).sql`update product_options set stock = 0 where sub_sku = ${subSku}`,
    );
    const res = await k.post(`${URL}/${d.json().id}/complete`, { payment: 'cash', reference: 'R' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('insufficient_stock');
    // the draft still opens and shows the empty shelf; nothing was written
    const read = await k.get(`${URL}/${d.json().id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ status: 'open', order: null, lines: [{ stock: 0 }] });
    await t.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update product_options set stock = ${stock} where sub_sku = ${subSku}`,
    );
    expect((await k.get(`${URL}/${d.json().id}`)).json().status).toBe('open');
  });

  it('refuses fulfilment staff, and answers bad input with the field', async () => {
    const body = { customer: { kind: 'guest', email: 'x@example.com', name: 'X' } };
    expect((await k.post(URL, body, k.fulfilment)).statusCode).toBe(403);
    expect((await k.get(URL, k.fulfilment)).statusCode).toBe(403);
    expect((await k.post(URL, body, k.support)).statusCode).toBe(201);
    const cases: [unknown, string][] = [
      [{ customer: { kind: 'guest', email: 'not-an-email', name: 'X' } }, 'customer.email'],
      [{ customer: { kind: 'member', member_id: 'nobody' } }, 'customer.member_id'],
      [{ ...body, lines: [{ sub_sku: 'NO-SUCH-SKU', quantity: 1 }] }, 'lines.0.sub_sku'],
      [{ ...body, lines: [{ custom: true, name: 'X', unit_price: -5, quantity: 1 }] }, 'lines.0'],
      [{ ...body, discount: { kind: 'percent', value: 120, reason: 'x' } }, 'discount.value'],
      [{ ...body, delivery_method: 'no-such-method' }, 'delivery_method'],
    ];
    for (const [payload, field] of cases) {
      const res = await k.post(URL, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().field ?? '', res.body).toContain(field);
    }
    const empty = await k.post(URL, body);
    const noLines = await k.post(`${URL}/${empty.json().id}/complete`, { payment: 'link' });
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json()).toMatchObject({ field: 'lines' });
    const bad = await k.post(`${URL}/${empty.json().id}/complete`, { payment: 'cheque' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists open drafts first, and finds members and priced options for the pickers', async () => {
    const list = await k.get(URL);
    expect(list.statusCode, list.body).toBe(200);
    const statuses = (list.json().items as { status: string }[]).map((i) => i.status);
    expect(statuses.indexOf('completed')).toBeGreaterThan(statuses.lastIndexOf('open'));
    const who = await k.get(`${URL}/customers?q=${encodeURIComponent('Vivian')}`, k.support);
    expect(who.json().items[0]).toMatchObject({ id: VIP, email: 'vip@oxygen-ceuticals.example' });
    const byPhone = await k.get(`${URL}/customers?q=91110002`, k.support);
    expect(byPhone.json().items[0].id).toBe(VIP);
    const { subSku } = option(0);
    const found = await k.get(`${URL}/products?q=${encodeURIComponent(subSku)}&member_id=${VIP}`, k.support);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items[0]).toMatchObject({ sub_sku: subSku, currency: 'HKD' });
  });
});
