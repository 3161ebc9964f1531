import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopDay } from '@shop/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { staffLogin, type StaffAuth } from '../../test/staff-login.ts';
import { shopper } from '../../test/back-office-shop.ts';
import { orders, productOptions } from '../../db/schema.ts';
import { createDashboardService } from './dashboard.service.ts';

let t: TestApp;
let fulfilment: StaffAuth;
let owner: StaffAuth;
let shop: Awaited<ReturnType<typeof shopper>>;
beforeAll(async () => {
  t = await createTestApp();
  fulfilment = await staffLogin(t, 'fulfilment');
  owner = await staffLogin(t, 'owner');
  shop = await shopper(t);
});
afterAll(() => t.close());

const dashboard = async (auth: StaffAuth = owner) => {
  const res = await t.app.inject({ url: '/api/v1/admin/dashboard', headers: auth.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/v1/admin/dashboard', () => {
  it('answers 401 without a staff session and 400 for unknown query keys', async () => {
    const res = await t.app.inject('/api/v1/admin/dashboard');
    expect(res.statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/v1/admin/dashboard?x=1', headers: fulfilment.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('counts a paid order in today, 30 days and the series, net of refunds; unpaid orders do not count', async () => {
    const before = await dashboard();
    const { order } = await shop.order({ pay: true });
    await shop.order(); // awaiting card payment: no money yet
    const after = await dashboard();
    const hkd = (d: typeof before) =>
      d.sales.by_currency.find((c: { currency: string }) => c.currency === 'HKD') ?? { today: 0, days30: 0 };
    expect(hkd(after).today - hkd(before).today).toBe(order.total);
    expect(after.sales.today_hkd - before.sales.today_hkd).toBe(order.total);
    expect(after.sales.days30_hkd - before.sales.days30_hkd).toBe(order.total);
    expect(after.sales.series).toHaveLength(30);
    expect(after.sales.series.at(-1)).toEqual({ day: shopDay(new Date()), amount: after.sales.today_hkd });
    // a partial refund comes off the takings
    await t.database.db.update(orders).set({ refundedAmount: 1000 }).where(eq(orders.id, order._id));
    expect((await dashboard()).sales.today_hkd).toBe(after.sales.today_hkd - 1000);
  });

  it('gives fulfilment staff no sales figures (no sales, no transfers, no order totals) but their work', async () => {
    const paid = await shop.order({ pay: true });
    const d = await dashboard(fulfilment);
    expect(d).not.toHaveProperty('sales');
    expect(d).not.toHaveProperty('transfers_awaiting');
    expect(JSON.stringify(d)).not.toMatch(/"total"|today_hkd|days30/);
    expect(d.work.to_pack).toBeGreaterThan(0);
    expect(d.work).toEqual({
      to_pack: d.orders_to_pack.count,
      to_ship: expect.any(Number),
      returns_to_receive: expect.any(Number),
    });
    expect(d.orders_to_pack.items.map((o: { id: string }) => o.id)).toContain(paid.order._id);
    // the owner (reports:read) sees the money and no work block
    const o = await dashboard(owner);
    expect(o.sales.series).toHaveLength(30);
    expect(o).not.toHaveProperty('work');
    expect(o.orders_to_pack.items[0]).toHaveProperty('total');
  });

  it('lists orders to pack and bank transfers awaiting confirmation', async () => {
    const paid = await shop.order({ pay: true });
    const transfer = await shop.order({ method: 'bank_transfer' });
    const d = await dashboard();
    const ids = (q: { items: { id: string }[] }) => q.items.map((o) => o.id);
    expect(d.orders_to_pack.count).toBeGreaterThan(0);
    expect(ids(d.orders_to_pack)).toContain(paid.order._id);
    expect(ids(d.transfers_awaiting)).toContain(transfer.order._id);
    expect(ids(d.transfers_awaiting)).not.toContain(paid.order._id);
    expect(d.transfers_awaiting.items.find((o: { id: string }) => o.id === transfer.order._id)).toMatchObject(
      {
        number: transfer.order.number,
        total: transfer.order.total,
        currency: 'HKD',
      },
    );
  });

  it('counts options at or below their low-stock level and lists the lowest first', async () => {
    const before = (await dashboard()).low_stock;
    const [row] = await t.database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.subSku, shop.subSku));
    expect(row!.stock).toBeGreaterThan(3);
    const set = (stock: number, lowStockThreshold: number) =>
      t.database.db
        .update(productOptions)
        .set({ stock, lowStockThreshold })
        .where(eq(productOptions.subSku, shop.subSku));
    await set(3, 3);
    const d = await dashboard();
    expect(d.low_stock.count).toBe(before.count + 1);
    expect(d.low_stock.items.length).toBeLessThanOrEqual(10);
    const stocks = d.low_stock.items.map((i: { stock: number; threshold: number }) => {
      expect(i.stock).toBeLessThanOrEqual(i.threshold);
      return i.stock;
    });
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    await set(row!.stock, row!.lowStockThreshold);
    expect((await dashboard()).low_stock.count).toBe(before.count);
    expect(d.failed_jobs).toBe(0);
  });

  it("counts failed jobs through the app's jobs module when it is there", async () => {
    const app = t.app as unknown as { jobs?: { countFailed(): Promise<number> } };
    const had = app.jobs;
    try {
      // the jobs part decorates app.jobs; stand in for it without touching its module
      Object.defineProperty(app, 'jobs', {
        value: { countFailed: async () => 2 },
        configurable: true,
        writable: true,
      });
      expect((await dashboard()).failed_jobs).toBe(2);
    } finally {
      Object.defineProperty(app, 'jobs', { value: had, configurable: true, writable: true });
    }
  });

  it("takes the failed-jobs count from the jobs module's function when one is wired", async () => {
    const service = createDashboardService({
      db: t.database.db,
      ratesToUsd: async () => (await t.app.settings.getPricingInputs()).ratesToUsd,
      failedJobs: async () => 4,
    });
    expect((await service.get()).failed_jobs).toBe(4);
  });

  it('converts other currencies to HKD with the current rates', async () => {
    const { order } = await shop.order({ pay: true });
    const before = await dashboard();
    // the same order as if charged US$100.00: at 7.8 HKD per USD it adds HK$780.00 − the HKD total
    const rates = (await t.app.settings.getPricingInputs()).ratesToUsd;
    await t.database.db
      .update(orders)
      .set({ currency: 'USD', paidAmount: 10000 })
      .where(eq(orders.id, order._id));
    const after = await dashboard();
    const expected = Math.round(10000 * Number(rates.HKD));
    expect(after.sales.today_hkd - before.sales.today_hkd).toBe(expected - order.total);
    expect(after.sales.by_currency.find((c: { currency: string }) => c.currency === 'USD').today).toBe(10000);
  });
});
