// Sales reports (docs/back-office.md "Reports"): which orders count, what each figure means, how days roll up into
// weeks and months, and how an order's discounts and refunds are shared among its lines. Pure: the API's repository
// reads the rows, these rules shape them.
import type { OrderStatus } from './orders.ts';

export const REPORT_GROUPS = [
  'day',
  'week',
  'month',
  'product',
  'category',
  'country',
  'payment_method',
] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/**
 * Orders that took money: paid and every later status, and a refunded or cancelled order that had been paid (its
 * refund shows in "refunds", so its net is what was kept). Awaiting payment and never-paid cancellations do not count.
 */
export const REPORT_STATUSES: readonly OrderStatus[] = [
  'paid',
  'packed',
  'shipped',
  'delivered',
  'refunded',
  'cancelled',
];

/** The longest range one report covers (a year and a day, so "last year" by day fits). */
export const REPORT_MAX_DAYS = 366;

export interface SalesFigures {
  orders: number;
  units: number;
  /** what the goods and fees came to before discounts: the order total + discounts (lines only when by product) */
  gross: number;
  /** coupon, referral and review-reward discounts and cash dollars spent */
  discounts: number;
  /** money given back so far */
  refunds: number;
  /** gross − discounts − refunds */
  net: number;
}

/** One row as the repository reads it for an order-level grouping, in one currency. */
export interface OrderAggregate {
  currency: string;
  /** HK day (YYYY-MM-DD) for day/week/month, else the country key or payment method */
  key: string;
  orders: number;
  units: number;
  /** Σ order total (what the shopper was charged) */
  total: number;
  discounts: number;
  refunded: number;
}

export interface ReportRow extends SalesFigures {
  key: string;
}
export interface CurrencyReport {
  currency: string;
  rows: ReportRow[];
  total: SalesFigures;
}

const DAY = 86_400_000;
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday that starts the (ISO) week of a day. */
export function weekOf(day: string): string {
  const ms = dayMs(day);
  const dow = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0
  return isoDay(ms - dow * DAY);
}

/** YYYY-MM of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY) out.push(isoDay(ms));
  return out;
}

/** The number of days a range covers (1 for one day); 0 when `to` is before `from`. */
export const rangeDays = (from: string, to: string): number =>
  Math.max(0, Math.round((dayMs(to) - dayMs(from)) / DAY) + 1);

const zero = (): SalesFigures => ({ orders: 0, units: 0, gross: 0, discounts: 0, refunds: 0, net: 0 });

function add(a: SalesFigures, b: Omit<SalesFigures, 'net'>): void {
  a.orders += b.orders;
  a.units += b.units;
  a.gross += b.gross;
  a.discounts += b.discounts;
  a.refunds += b.refunds;
  a.net = a.gross - a.discounts - a.refunds;
}

const byCurrency = (a: string, b: string) => (a === 'HKD' ? -1 : b === 'HKD' ? 1 : a.localeCompare(b));

/**
 * Order-level rows (by day, week, month, country, payment method) per currency, with a total row each. By day every
 * day of the range has a row (0 when nothing sold) so a chart shows the gaps; other groupings list what sold, the
 * largest net first (dates oldest first).
 */
export function orderReport(
  rows: readonly OrderAggregate[],
  by: Exclude<ReportGroup, 'product' | 'category'>,
  range: { from: string; to: string },
): CurrencyReport[] {
  const keyOf = (k: string) => (by === 'week' ? weekOf(k) : by === 'month' ? monthOf(k) : k);
  const per = new Map<string, Map<string, ReportRow>>();
  for (const r of rows) {
    const m = per.get(r.currency) ?? new Map<string, ReportRow>();
    per.set(r.currency, m);
    const key = keyOf(r.key);
    const row = m.get(key) ?? { key, ...zero() };
    add(row, {
      orders: r.orders,
      units: r.units,
      gross: r.total + r.discounts,
      discounts: r.discounts,
      refunds: r.refunded,
    });
    m.set(key, row);
  }
  return [...per.keys()].sort(byCurrency).map((currency) => {
    const m = per.get(currency)!;
    if (by === 'day')
      for (const d of daysBetween(range.from, range.to)) if (!m.has(d)) m.set(d, { key: d, ...zero() });
    const dated = by === 'day' || by === 'week' || by === 'month';
    const list = [...m.values()].sort((a, b) =>
      dated ? a.key.localeCompare(b.key) : b.net - a.net || a.key.localeCompare(b.key),
    );
    const total = zero();
    for (const r of list) add(total, r);
    return { currency, rows: list, total };
  });
}

/**
 * Shares `amount` among weights in proportion, in whole minor units that add up to it exactly (largest remainder;
 * ties to the earlier weight). All-zero weights share it equally.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((n, w) => n + w, 0);
  const w = sum > 0 ? weights : weights.map(() => 1);
  const total = sum > 0 ? sum : weights.length;
  const exact = w.map((x) => (amount * x) / total);
  const out = exact.map(Math.floor);
  let left = amount - out.reduce((n, x) => n + x, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k]!.i]! += 1;
  return out;
}

/** One order line as the repository reads it for a product or category report. */
export interface LineRecord {
  order_id: string;
  currency: string;
  /** the product's SKU, or its main category key ('' for none) */
  key: string;
  quantity: number;
  line_total: number;
  /** the order's discounts and refunds, repeated on each of its lines */
  order_discounts: number;
  order_refunded: number;
}

/**
 * Line-level rows (by product or category): gross is the lines' merchandise (delivery and gift-wrap fees belong to
 * no product, so they are not in it); each order's discounts and refunds are shared among its lines by line total.
 * "orders" counts the orders with the product; the total row counts each order once.
 */
export function lineReport(lines: readonly LineRecord[]): CurrencyReport[] {
  const byOrder = new Map<string, LineRecord[]>();
  for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
  const per = new Map<string, { rows: Map<string, ReportRow & { ids: Set<string> }>; ids: Set<string> }>();
  for (const [id, ls] of byOrder) {
    const first = ls[0]!;
    const weights = ls.map((l) => l.line_total);
    const disc = allocate(first.order_discounts, weights);
    const ref = allocate(first.order_refunded, weights);
    const c = per.get(first.currency) ?? { rows: new Map(), ids: new Set<string>() };
    per.set(first.currency, c);
    c.ids.add(id);
    ls.forEach((l, i) => {
      const row = c.rows.get(l.key) ?? { key: l.key, ...zero(), ids: new Set<string>() };
      row.ids.add(id);
      add(row, { orders: 0, units: l.quantity, gross: l.line_total, discounts: disc[i]!, refunds: ref[i]! });
      row.orders = row.ids.size;
      c.rows.set(l.key, row);
    });
  }
  return [...per.keys()].sort(byCurrency).map((currency) => {
    const c = per.get(currency)!;
    const rows: ReportRow[] = [...c.rows.values()]
      .map(({ ids: _ids, ...r }) => r)
      .sort((a, b) => b.net - a.net || a.key.localeCompare(b.key));
    const total = zero();
    for (const r of rows) add(total, { ...r, orders: 0 });
    total.orders = c.ids.size;
    return { currency, rows, total };
  });
}

/** The range a preset stands for, in HK days, on the day `today` (YYYY-MM-DD, the shop's day). */
export function reportPreset(
  preset: 'today' | 'last7' | 'this_month' | 'last_month',
  today: string,
): { from: string; to: string } {
  const ms = dayMs(today);
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'last7') return { from: isoDay(ms - 6 * DAY), to: today };
  const first = `${monthOf(today)}-01`;
  if (preset === 'this_month') return { from: first, to: today };
  const lastOfPrev = isoDay(dayMs(first) - DAY);
  return { from: `${monthOf(lastOfPrev)}-01`, to: lastOfPrev };
}
