// The back office's first page: money in (per currency and in HKD), what waits for staff, what runs short.
import { and, asc, count, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  dailySeries,
  isCurrency,
  PAID_STATUSES,
  shopDay,
  shopDayStart,
  toHkdMinor,
  type OrderStatus,
} from '@shop/core';
import type { Db } from '../../db/client.ts';
import { orders, productOptions, products, returns } from '../../db/schema.ts';
import { firstRow } from '../../db/first-row.ts';

export const DASHBOARD_DAYS = 30;
const LIST_SIZE = 10;
/** Orders that took money: their takings net of refunds (a fully refunded or cancelled paid order nets 0). */
const SALE_STATUSES: OrderStatus[] = [...PAID_STATUSES, 'refunded', 'cancelled'];

export function createDashboardService(deps: {
  db: Db;
  ratesToUsd: () => Promise<Record<string, string>>;
  /** failed background jobs (the jobs module's count); 0 when none is wired */
  failedJobs?: () => Promise<number>;
  now?: () => Date;
}) {
  const { db } = deps;

  async function sales(now: Date) {
    const since = shopDayStart(now, DASHBOARD_DAYS - 1);
    // the shop's day is Hong Kong's: UTC+8 all year
    const day = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
    const rows = await db
      .select({
        currency: orders.currency,
        day,
        amount: sql<number>`sum(${orders.paidAmount} - ${orders.refundedAmount})::int`,
        orders: count(),
      })
      .from(orders)
      .where(
        and(inArray(orders.status, SALE_STATUSES), gt(orders.paidAmount, 0), gte(orders.createdAt, since)),
      )
      .groupBy(orders.currency, day);
    const rates = await deps.ratesToUsd();
    const today = shopDay(now);
    const perCurrency = new Map<
      string,
      { today: number; days30: number; orders_today: number; orders30: number }
    >();
    const hkdByDay = new Map<string, number>();
    for (const r of rows) {
      const c = perCurrency.get(r.currency) ?? { today: 0, days30: 0, orders_today: 0, orders30: 0 };
      c.days30 += r.amount;
      c.orders30 += r.orders;
      if (r.day === today) {
        c.today += r.amount;
        c.orders_today += r.orders;
      }
      perCurrency.set(r.currency, c);
      const hkd = isCurrency(r.currency) ? toHkdMinor(r.amount, r.currency, rates) : 0;
      hkdByDay.set(r.day, (hkdByDay.get(r.day) ?? 0) + hkd);
    }
    const series = dailySeries(hkdByDay, now, DASHBOARD_DAYS);
    const by_currency = [...perCurrency.entries()]
      .sort(([a], [b]) => (a === 'HKD' ? -1 : b === 'HKD' ? 1 : a.localeCompare(b)))
      .map(([currency, c]) => ({
        currency,
        today: c.today,
        days30: c.days30,
        orders_today: c.orders_today,
        orders30: c.orders30,
      }));
    return {
      today_hkd: series.at(-1)!.amount,
      days30_hkd: series.reduce((n, d) => n + d.amount, 0),
      by_currency,
      series,
    };
  }

  const orderRow = (o: {
    id: string;
    number: string;
    total: number;
    currency: string;
    createdAt: Date;
    paymentDeadline: Date | null;
    email: string;
  }) => ({
    id: o.id,
    number: o.number,
    email: o.email,
    total: o.total,
    currency: o.currency,
    created_at: o.createdAt.toISOString(),
    payment_deadline: o.paymentDeadline?.toISOString() ?? null,
  });
  const orderCols = {
    id: orders.id,
    number: orders.number,
    total: orders.total,
    currency: orders.currency,
    createdAt: orders.createdAt,
    paymentDeadline: orders.paymentDeadline,
    email: orders.email,
  };

  async function queue(where: ReturnType<typeof and>, order: ReturnType<typeof asc>) {
    const [list, { n }] = await Promise.all([
      db.select(orderCols).from(orders).where(where).orderBy(order).limit(LIST_SIZE),
      db.select({ n: count() }).from(orders).where(where).then(firstRow),
    ]);
    return { count: n, items: list.map(orderRow) };
  }

  async function lowStock() {
    const where = and(
      lte(productOptions.stock, productOptions.lowStockThreshold),
      ne(productOptions.availability, 'disabled'),
      eq(productOptions.isTitle, false),
    );
    const [list, { n }] = await Promise.all([
      db
        .select({
          sub_sku: productOptions.subSku,
          sku: products.sku,
          product_id: products.id,
          name: products.name,
          option_name: productOptions.name,
          stock: productOptions.stock,
          threshold: productOptions.lowStockThreshold,
        })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(where)
        .orderBy(asc(productOptions.stock), asc(productOptions.subSku))
        .limit(LIST_SIZE),
      db.select({ n: count() }).from(productOptions).where(where).then(firstRow),
    ]);
    return { count: n, items: list };
  }

  /** What a packer works through: paid orders to pack, packed ones to hand to the carrier, returns on their way back. */
  async function fulfilmentWork() {
    const [toPack, toShip, toReceive] = await Promise.all([
      db.select({ n: count() }).from(orders).where(eq(orders.status, 'paid')).then(firstRow),
      db.select({ n: count() }).from(orders).where(eq(orders.status, 'packed')).then(firstRow),
      db.select({ n: count() }).from(returns).where(eq(returns.status, 'approved')).then(firstRow),
    ]);
    return { to_pack: toPack.n, to_ship: toShip.n, returns_to_receive: toReceive.n };
  }

  return {
    /** `withSales` false (a role without reports:read, e.g. fulfilment): no money figures at all, and their work. */
    async get(opts: { withSales: boolean } = { withSales: true }) {
      const now = deps.now?.() ?? new Date();
      const [money, toPack, transfers, low, failed, work] = await Promise.all([
        opts.withSales ? sales(now) : undefined,
        // oldest first: the longest-waiting parcel is packed first
        queue(eq(orders.status, 'paid'), asc(orders.createdAt)),
        queue(
          and(eq(orders.status, 'awaiting_payment'), eq(orders.paymentMethod, 'bank_transfer')),
          asc(orders.paymentDeadline),
        ),
        lowStock(),
        deps.failedJobs ? deps.failedJobs() : Promise.resolve(0),
        opts.withSales ? undefined : fulfilmentWork(),
      ]);
      return {
        generated_at: now.toISOString(),
        currency: 'HKD' as const,
        ...(money ? { sales: money } : {}),
        ...(work ? { work } : {}),
        orders_to_pack: opts.withSales
          ? toPack
          : { ...toPack, items: toPack.items.map(({ total: _total, ...o }) => o) },
        ...(opts.withSales ? { transfers_awaiting: transfers } : {}),
        low_stock: low,
        failed_jobs: failed,
      };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboardService>;
