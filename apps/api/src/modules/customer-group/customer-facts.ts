// The facts groups and segments read about each customer, in one SQL query (the pure twin is core's
// matchesSegment). Lifetime spend: every order that was paid (paid_amount > 0), what was paid minus what was
// refunded, converted to HKD minor units at the shop's stored rate for its currency (currency_settings.rate_to_hkd,
// units per 1 HKD), summed per customer and rounded half-up to the cent. Deleted accounts are never customers.
import { sql, type SQL } from 'drizzle-orm';
import { CURRENCIES, hkDayStart, type SegmentFilter } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';

const zeroDigit = Object.entries(CURRENCIES)
  .filter(([, c]) => c.minorDigits === 0)
  .map(([code]) => code);

const scale = zeroDigit.length
  ? sql.raw(
      `case o.currency when ${zeroDigit.map((c) => `'${c}'`).join(' then 1 when ')} then 1 else 100 end`,
    )
  : sql.raw('100');

/** One row per customer who ever paid: lifetime_spend (HKD minor units), order_count, last_order_at. */
export const spendSql = sql`
  select o.user_id,
    round(sum((o.paid_amount - o.refunded_amount)::numeric * 100 / ${scale} / cs.rate_to_hkd))::bigint as lifetime_spend,
    count(*)::int as order_count,
    max(o.created_at) as last_order_at
  from orders o join currency_settings cs on cs.currency = o.currency
  where o.user_id is not null and o.paid_amount > 0
  group by o.user_id`;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The WHERE of a segment over `users u left join spend s`: mirrors matchesSegment condition by condition. */
export function segmentWhere(f: SegmentFilter): SQL {
  const parts: SQL[] = [sql`u.deleted_at is null`];
  if (f.countries?.length) parts.push(sql`u.country in (${list(f.countries)})`);
  if (f.languages?.length) parts.push(sql`u.preferred_lang in (${list(f.languages)})`);
  if (f.group_ids?.length)
    parts.push(
      sql`exists (select 1 from user_member_groups g where g.user_id = u.id and g.group_id in (${list(f.group_ids)}))`,
    );
  if (f.tags?.length) parts.push(sql`u.tags && array[${list(f.tags)}]::text[]`);
  if (f.spend_min !== undefined) parts.push(sql`coalesce(s.lifetime_spend, 0) >= ${f.spend_min}`);
  if (f.spend_max !== undefined) parts.push(sql`coalesce(s.lifetime_spend, 0) <= ${f.spend_max}`);
  if (f.order_count_min !== undefined) parts.push(sql`coalesce(s.order_count, 0) >= ${f.order_count_min}`);
  if (f.order_count_max !== undefined) parts.push(sql`coalesce(s.order_count, 0) <= ${f.order_count_max}`);
  if (f.last_order_after)
    parts.push(sql`s.last_order_at >= ${hkDayStart(f.last_order_after).toISOString()}::timestamptz`);
  if (f.last_order_before)
    parts.push(sql`s.last_order_at < ${hkDayStart(f.last_order_before).toISOString()}::timestamptz`);
  if (f.marketing_email !== undefined)
    parts.push(sql`coalesce((u.notifications->>'marketing_email')::boolean, false) = ${f.marketing_email}`);
  if (f.marketing_sms !== undefined)
    parts.push(sql`coalesce((u.notifications->>'marketing_sms')::boolean, false) = ${f.marketing_sms}`);
  return sql.join(parts, sql` and `);
}

export interface CustomerFactsRow {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  country: string | null;
  preferred_lang: string;
  tags: string[];
  marketing_email: boolean;
  marketing_sms: boolean;
  lifetime_spend: number;
  order_count: number;
  last_order_at: Date | null;
}

type Rows<T> = { rows: T[] };

/** Customers the filter keeps, with their facts (limit: at most that many, by name). */
export async function customersMatching(db: DbOrTx, f: SegmentFilter, limit?: number) {
  const res = (await db.execute(sql`
    with s as (${spendSql})
    select u.id, u.email, u.firstname, u.lastname, u.phone, u.country, u.preferred_lang, u.tags,
      coalesce((u.notifications->>'marketing_email')::boolean, false) as marketing_email,
      coalesce((u.notifications->>'marketing_sms')::boolean, false) as marketing_sms,
      coalesce(s.lifetime_spend, 0)::bigint as lifetime_spend,
      coalesce(s.order_count, 0)::int as order_count,
      s.last_order_at
    from users u left join s on s.user_id = u.id
    where ${segmentWhere(f)}
    order by u.firstname, u.lastname, u.id
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`)) as unknown as Rows<Record<string, unknown>>;
  return res.rows.map((r): CustomerFactsRow => ({
    id: String(r.id),
    email: String(r.email),
    firstname: String(r.firstname),
    lastname: String(r.lastname),
    phone: (r.phone as string | null) ?? null,
    country: (r.country as string | null) ?? null,
    preferred_lang: String(r.preferred_lang),
    tags: (r.tags as string[] | null) ?? [],
    marketing_email: r.marketing_email === true,
    marketing_sms: r.marketing_sms === true,
    lifetime_spend: Number(r.lifetime_spend),
    order_count: Number(r.order_count),
    last_order_at: r.last_order_at ? new Date(r.last_order_at as string) : null,
  }));
}

/** How many customers the filter keeps. */
export async function countMatching(db: DbOrTx, f: SegmentFilter): Promise<number> {
  const res = (await db.execute(sql`
    with s as (${spendSql})
    select count(*)::int as n from users u left join s on s.user_id = u.id
    where ${segmentWhere(f)}`)) as unknown as Rows<{ n: number }>;
  return Number(res.rows[0]?.n ?? 0);
}

/** Lifetime spend (HKD minor units) of the given customers; absent ones spent nothing. */
export async function lifetimeSpendOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const res = (await db.execute(sql`
    with s as (${spendSql})
    select user_id, lifetime_spend from s where user_id in (${list(ids)})`)) as unknown as Rows<{
    user_id: string;
    lifetime_spend: string | number;
  }>;
  return new Map(res.rows.map((r) => [r.user_id, Number(r.lifetime_spend)]));
}
