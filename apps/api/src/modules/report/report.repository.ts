// The sales report's reads: one grouped query for order-level groupings, the counted lines for product and
// category. Which orders count and what each figure means are core's (sales-report.ts).
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { PAID_STATUSES, type LineRecord, type OrderAggregate, type ReportGroup } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { categories, orderItems, orders, products } from '../../db/schema.ts';
import type { LocalizedText } from '../../db/schema.ts';

/** The shop's day (Hong Kong, UTC+8 all year) of an order. */
const hkDay = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
const dayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);

/** Discounts as the report counts them: coupon, referral, review reward and cash dollars spent. */
const discounts = sql`${orders.discount} + ${orders.referralDiscount} + ${orders.rewardDiscount} + ${orders.walletAmount}`;

/** Paid and later, and a refunded or cancelled order only when it had been paid (core REPORT_STATUSES). */
export function countedWhere(from: string, to: string) {
  return and(
    or(
      inArray(orders.status, [...PAID_STATUSES]),
      and(inArray(orders.status, ['refunded', 'cancelled']), sql`${orders.paidAmount} > 0`),
    ),
    gte(orders.createdAt, dayStart(from)),
    lt(orders.createdAt, new Date(dayStart(to).getTime() + 86_400_000)),
  );
}

export function createReportRepository(db: Db) {
  return {
    async orderAggregates(
      by: Exclude<ReportGroup, 'product' | 'category'>,
      from: string,
      to: string,
    ): Promise<OrderAggregate[]> {
      const key =
        by === 'country'
          ? sql<string>`coalesce(${orders.delivery}->>'country', '')`
          : by === 'payment_method'
            ? sql<string>`${orders.paymentMethod}`
            : hkDay;
      const units = sql`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
      const rows = await db
        .select({
          currency: orders.currency,
          key,
          orders: sql<number>`count(*)::int`,
          units: sql<number>`coalesce(sum(${units}), 0)::int`,
          total: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
          discounts: sql<number>`coalesce(sum(${discounts}), 0)::bigint`,
          refunded: sql<number>`coalesce(sum(${orders.refundedAmount}), 0)::bigint`,
        })
        .from(orders)
        .where(countedWhere(from, to))
        .groupBy(orders.currency, key);
      return rows.map((r) => ({
        ...r,
        orders: Number(r.orders),
        units: Number(r.units),
        total: Number(r.total),
        discounts: Number(r.discounts),
        refunded: Number(r.refunded),
      }));
    },

    /** Every line of the counted orders, keyed by SKU or by the product's main (first) category. */
    async lines(by: 'product' | 'category', from: string, to: string) {
      const key =
        by === 'product'
          ? sql<string>`${orderItems.sku}`
          : sql<string>`coalesce((${products.categories})[1], '')`;
      const rows = await db
        .select({
          order_id: orders.id,
          currency: orders.currency,
          key,
          quantity: orderItems.quantity,
          line_total: orderItems.lineTotal,
          order_discounts: sql<number>`(${discounts})::int`,
          order_refunded: orders.refundedAmount,
          name: orderItems.name,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .leftJoin(products, eq(products.id, orderItems.pid))
        .where(countedWhere(from, to))
        .orderBy(orders.id, orderItems.id);
      return rows as (LineRecord & { name: LocalizedText })[];
    },

    async categoryNames(): Promise<Map<string, LocalizedText>> {
      const rows = await db.select({ key: categories.key, name: categories.name }).from(categories);
      return new Map(rows.map((r) => [r.key, r.name]));
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
