// The customer page's reads: one member's rows across orders, subscriptions, returns, reviews, wallet, referrals.
import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  customerNotes,
  memberGroups,
  orders,
  products,
  referralCodes,
  referrals,
  returns,
  reviews,
  subscriptions,
  userMemberGroups,
  users,
  walletBalances,
  walletEntries,
} from '../../db/schema.ts';

export const CUSTOMER_RECENT = 20;

export function customerRepository(db: DbOrTx) {
  return {
    byId: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0],

    /** another member already signs in with this email */
    emailOwner: async (email: string, exceptId: string) =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), ne(users.id, exceptId)))
      )[0],

    /** another member proved this phone by SMS (an unverified number names nobody) */
    verifiedPhoneOwner: async (phone: string, exceptId: string) =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.phone, phone), ne(users.id, exceptId), sql`${users.phoneVerifiedAt} is not null`),
          )
      )[0],

    addresses: (userId: string) =>
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.createdAt),

    groups: (userId: string) =>
      db
        .select({ id: memberGroups.id, name: memberGroups.name })
        .from(userMemberGroups)
        .innerJoin(memberGroups, eq(memberGroups.id, userMemberGroups.groupId))
        .where(eq(userMemberGroups.userId, userId))
        .orderBy(memberGroups.name),

    notes: (userId: string) =>
      db
        .select()
        .from(customerNotes)
        .where(eq(customerNotes.userId, userId))
        .orderBy(desc(customerNotes.createdAt)),

    recentOrders: (userId: string) =>
      db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          currency: orders.currency,
          total: orders.total,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CUSTOMER_RECENT),

    orderCount: async (userId: string) =>
      (await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]?.n ?? 0,

    /** what each paid order brought in and what went back, per order (the lifetime-spend rule adds them) */
    paidOrders: (userId: string) =>
      db
        .select({ currency: orders.currency, paid: orders.paidAmount, refunded: orders.refundedAmount })
        .from(orders)
        .where(and(eq(orders.userId, userId), gt(orders.paidAmount, 0))),

    subscriptions: (userId: string) =>
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(CUSTOMER_RECENT),

    returns: (userId: string) =>
      db
        .select({
          id: returns.id,
          number: returns.number,
          orderId: returns.orderId,
          orderNumber: orders.number,
          kind: returns.kind,
          status: returns.status,
          createdAt: returns.createdAt,
        })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(returns.createdAt))
        .limit(CUSTOMER_RECENT),

    reviews: (userId: string) =>
      db
        .select({
          id: reviews.id,
          product: products.name,
          rating: reviews.rating,
          status: reviews.status,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.createdAt))
        .limit(CUSTOMER_RECENT),

    balances: (userId: string) =>
      db
        .select({ currency: walletBalances.currency, balance: walletBalances.balance })
        .from(walletBalances)
        .where(eq(walletBalances.userId, userId))
        .orderBy(walletBalances.currency),

    ledger: (userId: string) =>
      db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.userId, userId))
        .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
        .limit(CUSTOMER_RECENT),

    referralCode: async (userId: string) =>
      (
        await db
          .select({ code: referralCodes.code })
          .from(referralCodes)
          .where(eq(referralCodes.userId, userId))
      )[0]?.code ?? null,

    referredBy: async (userId: string) =>
      (
        await db
          .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
          .from(referrals)
          .innerJoin(users, eq(users.id, referrals.referrerId))
          .where(eq(referrals.friendId, userId))
      )[0],

    referredCount: async (userId: string) =>
      (await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, userId)))[0]?.n ?? 0,

    note: async (userId: string, noteId: string) =>
      (
        await db
          .select()
          .from(customerNotes)
          .where(and(eq(customerNotes.userId, userId), eq(customerNotes.id, noteId)))
      )[0],
  };
}
