// Coupons and their uses: the checkout's hold and release, and what the back office lists.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CouponRule } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions, coupons, orders, users } from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import { firstRow } from '../../db/first-row.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** Who is using a code: a member by id (and the email they check out with), a guest by email alone. */
export interface CouponShopper {
  userId: string | null;
  email?: string | null;
}

export const ruleOf = (c: CouponRow): CouponRule => ({
  kind: c.kind,
  percent: c.percent,
  amounts: c.amounts,
  minSpend: c.minSpend,
  startsAt: c.startsAt,
  expiresAt: c.expiresAt,
  usageLimit: c.usageLimit,
  perMemberLimit: c.perMemberLimit,
  disabled: c.disabled,
});

export async function findCoupon(tx: DbOrTx, code: string): Promise<CouponRow | undefined> {
  return (await tx.select().from(coupons).where(eq(coupons.code, code)))[0];
}

/** This shopper's live uses of a code (released ones gave the use back). Guests are counted by email. */
export async function memberUses(tx: DbOrTx, code: string, who: CouponShopper): Promise<number> {
  const email = who.email?.trim().toLowerCase();
  const match: SQL[] = [];
  if (who.userId) match.push(eq(couponRedemptions.userId, who.userId));
  if (email) match.push(sql`lower(${couponRedemptions.email}) = ${email}`);
  if (match.length === 0) return 0;
  const [r] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponCode, code), isNull(couponRedemptions.releasedAt), or(...match)));
  return r?.n ?? 0;
}

/**
 * Takes one use of the code for an order being created, inside the order's transaction. The conditional update
 * locks the coupon row, so two checkouts racing for the last use, or for one shopper's last use, queue here and
 * the second sees the first's redemption.
 */
export async function holdCoupon(
  tx: DbOrTx,
  h: {
    code: string;
    orderId: string;
    who: CouponShopper & { email: string };
    currency: string;
    discount: number;
  },
) {
  const [c] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.code, h.code),
        eq(coupons.disabled, false),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning();
  if (!c) {
    // staff may have disabled it since the quote: say which
    const reason = (await findCoupon(tx, h.code))?.disabled ? 'disabled' : 'used_up';
    throw new InvalidError(`Coupon refused: ${reason}`, 'coupon_code', `coupon_${reason}`);
  }
  if (c.perMemberLimit !== null && (await memberUses(tx, h.code, h.who)) >= c.perMemberLimit)
    throw new InvalidError('Coupon refused: member_limit', 'coupon_code', 'coupon_member_limit');
  await tx.insert(couponRedemptions).values({
    id: randomUUID(),
    couponCode: h.code,
    orderId: h.orderId,
    userId: h.who.userId,
    email: h.who.email.trim().toLowerCase(),
    currency: h.currency,
    discount: h.discount,
  });
}

/**
 * Gives the use back when the order closes unpaid or is cancelled. Once per order: a second release finds no live
 * redemption and changes nothing. Orders placed before redemptions were recorded give back the counted use.
 */
export async function releaseCoupon(tx: DbOrTx, orderId: string) {
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ code: couponRedemptions.couponCode });
  let codes = released.map((r) => r.code);
  if (codes.length === 0) {
    const any = firstRow(
      await tx.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)),
    );
    if (any.n > 0) return;
    const [o] = await tx.select({ coupon: orders.couponCode }).from(orders).where(eq(orders.id, orderId));
    codes = o?.coupon ? [o.coupon] : [];
  }
  for (const code of codes)
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.code, code));
}

export async function listCoupons(tx: DbOrTx, q: { q?: string; page: number; pageSize: number }) {
  const where = q.q
    ? or(ilike(coupons.code, `%${escapeLike(q.q)}%`), ilike(coupons.description, `%${escapeLike(q.q)}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), coupons.code)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    tx.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every use of a code, newest first, with the order number and the member's name. */
export async function couponUsage(tx: DbOrTx, code: string, page: number, pageSize: number) {
  const [rows, [total], perCurrency] = await Promise.all([
    tx
      .select({
        r: couponRedemptions,
        number: orders.number,
        status: orders.status,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(couponRedemptions)
      .leftJoin(orders, eq(orders.id, couponRedemptions.orderId))
      .leftJoin(users, eq(users.id, couponRedemptions.userId))
      .where(eq(couponRedemptions.couponCode, code))
      .orderBy(desc(couponRedemptions.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponCode, code)),
    // released uses gave the discount back: the totals count live uses only
    tx
      .select({
        currency: couponRedemptions.currency,
        uses: count(),
        discount: sql<number>`coalesce(sum(${couponRedemptions.discount}), 0)::int`,
      })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponCode, code), isNull(couponRedemptions.releasedAt)))
      .groupBy(couponRedemptions.currency)
      .orderBy(couponRedemptions.currency),
  ]);
  return { rows, total: total?.n ?? 0, perCurrency };
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
