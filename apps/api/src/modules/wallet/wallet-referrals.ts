// Referrals: a member's own code, a friend joining with one (refused for oneself, twice, or after a first order) and
// the referrer's summary. What an order does to a referral is in wallet-order.ts.
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { isSelfReferral, normalizeReferralCode, REFERRAL_CODE_PATTERN } from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { addresses, orders, referralCodes, referrals, users } from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import { randomCode } from './wallet-codes.ts';
import { firstRow } from '../../db/first-row.ts';

export function createReferrals(db: Db) {
  async function referralCode(userId: string) {
    const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
    if (row) return row.code;
    for (;;) {
      const code = randomCode(8);
      const made = await db
        .insert(referralCodes)
        .values({ userId, code })
        .onConflictDoNothing()
        .returning({ code: referralCodes.code });
      if (made[0]) return made[0].code;
      const [again] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
      if (again) return again.code;
    }
  }

  async function identity(tx: DbOrTx, userId: string, email?: string) {
    const [u] = await tx.select().from(users).where(eq(users.id, userId));
    const addr = await tx
      .select({ a: addresses.address })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const delivered = await tx
      .select({ d: orders.delivery })
      .from(orders)
      .where(eq(orders.userId, userId))
      .limit(20);
    return {
      email: email ?? u?.email,
      phone: u?.phone,
      addresses: [...addr.map((r) => r.a), ...delivered.map((r) => String(r.d.address ?? ''))],
    };
  }

  /** Whether the member already ordered (a referral only counts for the first order). */
  async function hasOrdered(tx: DbOrTx, userId: string, exceptOrderId = '') {
    const { n } = firstRow(
      await tx
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId), ne(orders.status, 'expired'), ne(orders.id, exceptOrderId))),
    );
    return n > 0;
  }

  /**
   * Links a new member to the referrer owning `code`. Refused (400, field referral_code): unknown code, own code,
   * self-referral by email/phone/address, a member who already has a referrer or has already ordered.
   */
  async function attachReferral(
    tx: DbOrTx,
    friendId: string,
    rawCode: string,
    extra: { email?: string; address?: string; orderId?: string } = {},
  ) {
    const code = normalizeReferralCode(rawCode);
    const refuse = (reason: 'unknown' | 'self' | 'already_referred' | 'not_first_order') =>
      new InvalidError(`This referral code cannot be used: ${reason}`, 'referral_code', `referral_${reason}`);
    if (!REFERRAL_CODE_PATTERN.test(code)) throw refuse('unknown');
    const [owner] = await tx.select().from(referralCodes).where(eq(referralCodes.code, code));
    if (!owner) throw refuse('unknown');
    if (owner.userId === friendId) throw refuse('self');
    const [existing] = await tx.select().from(referrals).where(eq(referrals.friendId, friendId));
    if (existing) {
      if (existing.referrerId === owner.userId) return existing;
      throw refuse('already_referred');
    }
    if (await hasOrdered(tx, friendId, extra.orderId)) throw refuse('not_first_order');
    const friend = await identity(tx, friendId, extra.email);
    if (extra.address) friend.addresses.push(extra.address);
    if (isSelfReferral(await identity(tx, owner.userId), friend)) throw refuse('self');
    const [row] = await tx
      .insert(referrals)
      .values({ id: randomUUID(), referrerId: owner.userId, friendId, code, status: 'joined' })
      .onConflictDoNothing()
      .returning();
    if (!row) throw refuse('already_referred');
    return row;
  }

  /** The friend's open referral (joined, first order not placed yet). */
  async function openReferral(tx: DbOrTx, userId: string) {
    const [r] = await tx
      .select()
      .from(referrals)
      .where(and(eq(referrals.friendId, userId), eq(referrals.status, 'joined'), isNull(referrals.orderId)));
    return r ?? null;
  }

  async function referralSummary(userId: string) {
    const rows = await db
      .select({ status: referrals.status, currency: referrals.currency, amount: referrals.amount })
      .from(referrals)
      .where(eq(referrals.referrerId, userId));
    const sum = (s: string) => {
      const by = new Map<string, number>();
      for (const r of rows.filter((x) => x.status === s && x.currency))
        by.set(r.currency!, (by.get(r.currency!) ?? 0) + r.amount);
      return [...by].map(([currency, amount]) => ({ currency, amount }));
    };
    return { friends_joined: rows.length, earned: sum('available'), pending: sum('pending') };
  }

  return { referralCode, identity, hasOrdered, attachReferral, openReferral, referralSummary };
}

export type Referrals = ReturnType<typeof createReferrals>;
