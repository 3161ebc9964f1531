// The back office's order list: what staff search for (number, email, phone, name) and filter by, a page at a time,
// and the same filtered list as a CSV export with amounts as decimals.
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { CURRENCIES, fromMinor, toCsv, type CurrencyCode, type OrderStatus } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { OrderRow } from './order-lifecycle.ts';
import { firstRow } from '../../db/first-row.ts';

export interface OrderListQuery {
  q?: string;
  status?: OrderStatus;
  payment_method?: string;
  country?: string;
  /** YYYY-MM-DD, inclusive, in the shop's time zone (Hong Kong) */
  from?: string;
  to?: string;
  page: number;
  page_size: number;
}

/** A CSV export holds at most this many orders (newest first); narrow the filters for older ones. */
export const EXPORT_MAX_ROWS = 10_000;

/** The list counts matches up to this many (or ten pages past the one shown); beyond it, "1,000+" (docs/scaling.md). */
export const COUNT_CAP = 1_000;

const HK_OFFSET = '+08:00';
const dayStart = (d: string) => new Date(`${d}T00:00:00${HK_OFFSET}`);

/** LIKE's own wildcards in the shopper's text are literal. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The delivery record's fields the search reads. */
const d = (k: string) => sql`coalesce(${orders.delivery}->>${k}, '')`;

/**
 * What the staff typed, matched where it can be: an order number on the number alone, an email on the email, a
 * phone number on the digits of the phone; other words on the name (either order, with or without a space), email
 * and number. Each shape tests only its own columns, so a search stays fast on a large list.
 */
function searchCondition(q: string): SQL | undefined {
  const like = `%${likeEscape(q.toLowerCase())}%`;
  if (/^[a-z]{2}\d{4,}$/i.test(q)) return sql`${orders.number} like ${`${likeEscape(q.toUpperCase())}%`}`;
  if (q.includes('@')) return sql`lower(${orders.email}) like ${like}`;
  if (/^[+\d\s().-]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    if (!digits) return sql`false`;
    // the digits typed, against the calling code and number as stored (with or without spaces and dashes)
    const phone = sql`replace(replace(${d('calling_code')} || ${d('contact')}, ' ', ''), '-', '')`;
    return or(sql`${phone} like ${`%${digits}%`}`, sql`${orders.number} like ${`%${digits}%`}`);
  }
  // one haystack, one LIKE: number, email and the name in every order people write it (\u0001 keeps them apart)
  const fn = d('firstname');
  const ln = d('lastname');
  return sql`lower(${orders.number} || chr(1) || ${orders.email} || chr(1) || ${fn} || ' ' || ${ln} || chr(1) || ${ln} || ' ' || ${fn} || chr(1) || ${ln} || ${fn}) like ${like}`;
}

/**
 * Newest first. A search (q) matches few orders and has its own index (trigram on email, number prefix): its matches
 * are read and then sorted. Sorting by the bare column would let a cached generic plan walk the date index backward
 * through every order, filtering as it goes (300+ ms at 100,000 orders; docs/scaling.md "the order list").
 */
function newestFirst(f: Pick<OrderListQuery, 'q'>) {
  const created = f.q?.trim() ? sql`${orders.createdAt} + interval '0 seconds'` : orders.createdAt;
  return [desc(created), desc(orders.id)];
}

function listWhere(f: Omit<OrderListQuery, 'page' | 'page_size'>): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    f.status ? eq(orders.status, f.status) : undefined,
    f.payment_method ? eq(orders.paymentMethod, f.payment_method) : undefined,
    f.country ? sql`${orders.delivery}->>'country' = ${f.country}` : undefined,
    f.from ? gte(orders.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(orders.createdAt, new Date(dayStart(f.to).getTime() + 86_400_000)) : undefined,
  ];
  const q = f.q?.trim();
  if (q) conds.push(searchCondition(q));
  return and(...conds);
}

const listColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  email: orders.email,
  currency: orders.currency,
  total: orders.total,
  paidAmount: orders.paidAmount,
  refundedAmount: orders.refundedAmount,
  paymentMethod: orders.paymentMethod,
  delivery: orders.delivery,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
};
type ListRow = Pick<OrderRow, keyof typeof listColumns>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const nameOf = (d: Record<string, unknown>) => [str(d.firstname), str(d.lastname)].filter(Boolean).join(' ');
const phoneOf = (d: Record<string, unknown>) =>
  [str(d.calling_code) && `+${str(d.calling_code)}`, str(d.contact)].filter(Boolean).join(' ');

function presentListRow(r: ListRow) {
  return {
    _id: r.id,
    number: r.number,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    email: r.email,
    name: nameOf(r.delivery),
    phone: phoneOf(r.delivery),
    country: str(r.delivery.country),
    payment_method: r.paymentMethod,
    currency: r.currency,
    total: r.total,
    paid_amount: r.paidAmount,
    refunded_amount: r.refundedAmount,
  };
}

/** Minor units as the decimal a spreadsheet reads (HKD 12345 → 123.45). */
function decimal(minor: number, currency: string) {
  const c = currency as CurrencyCode;
  return CURRENCIES[c] ? fromMinor(minor, c).toFixed(CURRENCIES[c].minorDigits) : String(minor);
}

const ORDER_HEADER = [
  'number',
  'created_at',
  'status',
  'payment_method',
  'currency',
  'total',
  'paid',
  'refunded',
  'email',
  'name',
  'phone',
  'country',
  'carrier',
  'tracking_number',
];
const LINE_HEADER = ['sku', 'option_sku', 'item', 'option', 'quantity', 'unit_price', 'line_total'];

const hkFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** The shop's wall-clock time, as a spreadsheet reads it, with its offset: 2026-03-14 18:05:09 +08:00 (9-32). */
export const hkTime = (d: Date) => `${hkFormat.format(d)} +08:00`;

export function createOrderAdminList(db: Db) {
  return {
    async list(f: OrderListQuery) {
      const where = listWhere(f);
      // counting every match of a broad filter reads the whole table: count a page range ahead and say "more"
      const cap = Math.max(COUNT_CAP, (f.page + 10) * f.page_size);
      const offset = (f.page - 1) * f.page_size;
      const rows = await db
        .select(listColumns)
        .from(orders)
        .where(where)
        .orderBy(...newestFirst(f))
        .limit(f.page_size)
        .offset(offset);
      // a page that is not full is the last one: its rows are the count (a search for one order reads no more)
      const n =
        rows.length < f.page_size && (rows.length > 0 || offset === 0)
          ? offset + rows.length
          : (
              await db
                .select({ n: count() })
                .from(
                  db
                    .select({ one: sql`1` })
                    .from(orders)
                    .where(where)
                    .limit(cap + 1)
                    .as('matching'),
                )
                .then(firstRow)
            ).n;
      const capped = n > cap;
      return {
        items: rows.map(presentListRow),
        total: capped ? cap : n,
        page: f.page,
        page_size: f.page_size,
        ...(capped ? { total_capped: true } : {}),
      };
    },

    /** One row per order, or with `lines` one row per order line (the order's columns repeated). */
    async exportCsv(f: Omit<OrderListQuery, 'page' | 'page_size'>, opts: { lines?: boolean } = {}) {
      const rows = await db
        .select(listColumns)
        .from(orders)
        .where(listWhere(f))
        .orderBy(...newestFirst(f))
        .limit(EXPORT_MAX_ROWS);
      const orderCells = (r: ListRow) => {
        const v = presentListRow(r);
        return [
          v.number,
          hkTime(r.createdAt),
          v.status,
          v.payment_method,
          v.currency,
          decimal(v.total, v.currency),
          decimal(v.paid_amount, v.currency),
          decimal(v.refunded_amount, v.currency),
          v.email,
          v.name,
          v.phone,
          v.country,
          r.carrier,
          r.trackingNumber,
        ];
      };
      if (!opts.lines) return toCsv([ORDER_HEADER, ...rows.map(orderCells)]);
      const items = rows.length
        ? await db
            .select({
              orderId: orderItems.orderId,
              sku: orderItems.sku,
              subSku: orderItems.subSku,
              name: orderItems.name,
              optionName: orderItems.optionName,
              quantity: orderItems.quantity,
              unitPrice: orderItems.unitPrice,
              lineTotal: orderItems.lineTotal,
            })
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(orderItems.orderId, orderItems.sku, orderItems.subSku)
        : [];
      const byOrder = new Map<string, typeof items>();
      for (const i of items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
      const out: (string | number | null)[][] = [[...ORDER_HEADER, ...LINE_HEADER]];
      for (const r of rows) {
        const head = orderCells(r);
        for (const i of byOrder.get(r.id) ?? [])
          out.push([
            ...head,
            i.sku,
            i.subSku,
            i.name.eng,
            i.optionName.eng,
            i.quantity,
            decimal(i.unitPrice, r.currency),
            decimal(i.lineTotal, r.currency),
          ]);
      }
      return toCsv(out);
    },
  };
}
