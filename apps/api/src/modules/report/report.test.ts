import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseCsv, REPORT_GROUPS, reportPreset, shopDay } from '@shop/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { shopper } from '../../test/back-office-shop.ts';
import { orders } from '../../db/schema.ts';

let t: TestApp;
let owner: StaffAuth;
let shop: Awaited<ReturnType<typeof shopper>>;
const today = shopDay(new Date());
const month = reportPreset('this_month', today);

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffLogin(t, 'owner');
  shop = await shopper(t);
  // paid orders, one with a coupon discount, cash dollars and a partial refund; one awaiting payment (not counted)
  const a = await shop.order({ pay: true, quantity: 2 });
  const b = await shop.order({ pay: true });
  await t.database.db
    .update(orders)
    .set({ discount: 1_500, walletAmount: 500, total: b.order.total - 2_000, refundedAmount: 1_234 })
    .where(eq(orders.id, b.order._id));
  await shop.order({ method: 'bank_transfer' });
  // a paid order cancelled and refunded in full counts (net 0); an unpaid cancelled one does not
  const c = await shop.order({ pay: true });
  await t.database.db
    .update(orders)
    .set({ status: 'cancelled', refundedAmount: c.order.total })
    .where(eq(orders.id, c.order._id));
  const d = await shop.order();
  await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, d.order._id));
  void a;
});
afterAll(() => t.close());

const report = async (by: string, range = month, auth = owner) => {
  const res = await t.app.inject({
    url: `/api/v1/admin/reports/sales?from=${range.from}&to=${range.to}&by=${by}`,
    headers: auth.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

interface ListRow {
  status: string;
  total: number;
  paid_amount: number;
  refunded_amount: number;
  currency: string;
}
/** The order list's rows for the same dates (and filter), every status, page by page. */
async function orderList(extra = '') {
  const rows: ListRow[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      url: `/api/v1/admin/orders?from=${month.from}&to=${month.to}&page_size=100&page=${page}${extra}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as ListRow[];
    rows.push(...items);
    if (items.length < 100) return rows;
  }
}
const counted = (r: ListRow) =>
  ['paid', 'packed', 'shipped', 'delivered'].includes(r.status) ||
  (['refunded', 'cancelled'].includes(r.status) && r.paid_amount > 0);

describe('GET /api/v1/admin/reports/sales', () => {
  it('agrees with the order list to the cent: Σ totals = gross − discounts, Σ refunded = refunds', async () => {
    const list = (await orderList()).filter((r) => counted(r) && r.currency === 'HKD');
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const by of REPORT_GROUPS.filter((b) => b !== 'product' && b !== 'category')) {
      const hkd = (await report(by)).currencies.find((c: { currency: string }) => c.currency === 'HKD');
      expect(hkd.total.orders, by).toBe(list.length);
      expect(hkd.total.gross - hkd.total.discounts, by).toBe(list.reduce((n, r) => n + r.total, 0));
      expect(hkd.total.refunds, by).toBe(list.reduce((n, r) => n + r.refunded_amount, 0));
      expect(hkd.total.net, by).toBe(hkd.total.gross - hkd.total.discounts - hkd.total.refunds);
    }
    // and per payment method: each row matches the list filtered by that method
    const pm = (await report('payment_method')).currencies[0];
    for (const row of pm.rows) {
      const rows = (await orderList(`&payment_method=${row.key}`)).filter(counted);
      expect(row.gross - row.discounts, row.key).toBe(rows.reduce((n, r) => n + r.total, 0));
    }
  });

  it('by day: every day of the range, today holding the orders; by week and month roll them up', async () => {
    const day = (await report('day')).currencies[0];
    expect(day.rows[0].key).toBe(month.from);
    expect(day.rows.at(-1).key).toBe(today);
    expect(day.rows.at(-1)).toMatchObject({ orders: day.total.orders, net: day.total.net, label: null });
    expect(day.total.discounts).toBe(2_000);
    const m = (await report('month')).currencies[0];
    expect(m.rows).toEqual([{ key: today.slice(0, 7), label: null, ...m.total }]);
    const w = (await report('week')).currencies[0];
    expect(w.total).toEqual(day.total);
  });

  it('by product and category: lines with names, discounts and refunds shared out in full', async () => {
    const day = (await report('day')).currencies[0].total;
    for (const by of ['product', 'category']) {
      const c = (await report(by)).currencies[0];
      expect(c.total.discounts, by).toBe(day.discounts);
      expect(c.total.refunds, by).toBe(day.refunds);
      expect(c.total.orders, by).toBe(day.orders);
      expect(c.total.units, by).toBe(day.units);
    }
    const p = (await report('product')).currencies[0];
    expect(p.rows[0]).toMatchObject({ key: shop.product.sku, label: { eng: expect.any(String) } });
    const country = (await report('country')).currencies[0];
    expect(country.rows.map((r: { key: string }) => r.key)).toEqual(['hk']);
  });

  it('downloads CSV: BOM, a header, money as decimals beside the currency, a total row', async () => {
    const res = await t.app.inject({
      url: `/api/v1/admin/reports/sales?from=${month.from}&to=${month.to}&by=payment_method&format=csv`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('sales-by-payment_method');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const { records } = parseCsv(res.body.slice(1));
    expect(records[0]).toEqual([
      'currency',
      'payment_method',
      'name',
      'orders',
      'units',
      'gross',
      'discounts',
      'refunds',
      'net',
    ]);
    const json = (await report('payment_method')).currencies[0];
    const total = records.find((r) => r[1] === 'total')!;
    expect(total[0]).toBe('HKD');
    expect(total[3]).toBe(String(json.total.orders));
    expect(total[8]).toBe((json.total.net / 100).toFixed(2));
    expect(records.filter((r) => r[1] === 'card')[0]![5]).toMatch(/^\d+\.\d{2}$/);
  });

  it('is for owners and managers only; refuses a range that ends before it starts, naming to', async () => {
    for (const role of ['fulfilment', 'support'] as const) {
      const res = await t.app.inject({
        url: `/api/v1/admin/reports/sales?from=${today}&to=${today}`,
        headers: (await staffLogin(t, role)).headers,
      });
      expect(res.statusCode, role).toBe(403);
    }
    await report('day', { from: today, to: today }, await staffLogin(t, 'manager'));
    const bad = await t.app.inject({
      url: `/api/v1/admin/reports/sales?from=2026-03-02&to=2026-03-01`,
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('to');
    const long = await t.app.inject({
      url: `/api/v1/admin/reports/sales?from=2020-01-01&to=2026-03-01&by=hour`,
      headers: owner.headers,
    });
    expect(long.statusCode).toBe(400);
  });
});
