// The member's own account (2.12-08, 2.12-09): profile and notification switches, password change, data export, closing.
import { presentAddress } from '../order/address-book.ts';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { dmyToIso, type AccountUpdatePayload } from '@shop/core';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  carts,
  loginFailures,
  newsletterSubscriptions,
  orderItems,
  orders,
  otpCodes,
  passwordResets,
  sessions,
  users,
} from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { UserRow } from './user.repository.ts';
import { unsubscribeEmail } from './unsubscribe.ts';

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the form the shop reads and writes dates of birth in */
const isoToDmy = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null;

/** Never a hash, a token or a session: what the member may read of their own row. */
export function presentAccount(u: UserRow) {
  return {
    _id: u.id,
    email: u.email,
    contact_no_country: u.contactNoCountry,
    contact_no: u.contactNo,
    phone_verified: u.phoneVerifiedAt !== null,
    firstname: u.firstname,
    lastname: u.lastname,
    nickname: u.nickname,
    dob: isoToDmy(u.dob),
    country: u.country,
    preferred_lang: u.preferredLang,
    notifications: u.notifications,
    created_at: u.createdAt.toISOString(),
  };
}

/** A stored password no scrypt hash can match: verifyPassword refuses anything that is not 'scrypt$…'. */
const UNUSABLE_PASSWORD = '!closed';

export function createAccountService(db: Db) {
  async function byId(id: string) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    return u!;
  }

  /** A wrong password is a 400 on its field: the member is signed in, the form shows it where it was typed. */
  async function checkPassword(user: UserRow, password: string, field: string) {
    if (!(await verifyPassword(password, user.passwordHash)))
      throw new InvalidError('The password is incorrect', field, 'wrong_password');
  }

  return {
    async get(userId: string) {
      return presentAccount(await byId(userId));
    },

    /** The one-click unsubscribe: marketing email off for the address (a member's switch and the newsletter). */
    unsubscribeEmail: (email: string) => unsubscribeEmail(db, email),

    async update(userId: string, p: AccountUpdatePayload) {
      const current = await byId(userId);
      const set: Partial<typeof users.$inferInsert> = {};
      if (p.firstname !== undefined) set.firstname = p.firstname.trim();
      if (p.lastname !== undefined) set.lastname = p.lastname.trim();
      if (p.nickname !== undefined) set.nickname = p.nickname.trim();
      if (p.dob !== undefined) set.dob = dmyToIso(p.dob);
      if (p.preferred_lang !== undefined) set.preferredLang = p.preferred_lang;
      // one switch may change alone: the others keep what the member chose before
      if (p.notifications) set.notifications = { ...current.notifications, ...p.notifications };
      if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId));
      return presentAccount(await byId(userId));
    },

    /** The new password, and every other session of the member ends; `keepSessionId` (this one) stays. */
    async changePassword(userId: string, keepSessionId: string, oldPassword: string, newPassword: string) {
      await checkPassword(await byId(userId), oldPassword, 'old_password');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(
            and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
          );
        // a reset link already sent would set a password behind the member's back
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      });
    },

    /** Everything the shop keeps about the member, for them to download. */
    async export(userId: string) {
      const user = await byId(userId);
      const book = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(addresses.createdAt);
      const placed = await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          cartType: orders.cartType,
          currency: orders.currency,
          total: orders.total,
          paidAmount: orders.paidAmount,
          refundedAmount: orders.refundedAmount,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt));
      const counts = placed.length
        ? await db
            .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                placed.map((o) => o.id),
              ),
            )
            .groupBy(orderItems.orderId)
        : [];
      const itemsOf = new Map(counts.map((c) => [c.orderId, c.n]));
      const { notifications, ...profile } = presentAccount(user);
      return {
        exported_at: new Date().toISOString(),
        profile,
        notifications,
        // the address book's own shape: the export reads like the API the member already knows
        addresses: book.map(presentAddress),
        orders: placed.map((o) => ({
          _id: o.id,
          number: o.number,
          status: o.status,
          type: o.cartType,
          currency: o.currency,
          total: o.total,
          paid_amount: o.paidAmount,
          refunded_amount: o.refundedAmount,
          items: itemsOf.get(o.id) ?? 0,
          created_at: o.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Closes the account: the row stays (orders point at it) with its personal data gone, the address book, bags,
     * sessions, codes and reset links are deleted. Orders keep their own copy of the email and addresses for the
     * legal retention period.
     */
    async close(userId: string, password: string) {
      const user = await byId(userId);
      await checkPassword(user, password, 'password');
      const phone = user.phone;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            email: `deleted-${userId}@invalid`,
            firstname: '',
            lastname: '',
            nickname: '',
            dob: null,
            contactNoCountry: null,
            contactNo: null,
            phone: null,
            phoneVerifiedAt: null,
            country: null,
            passwordHash: UNUSABLE_PASSWORD,
            passwordChangedAt: new Date(),
            notifications: {
              order_email: false,
              order_sms: false,
              marketing_email: false,
              marketing_sms: false,
            },
            deletedAt: new Date(),
          })
          .where(eq(users.id, userId));
        await tx.delete(addresses).where(eq(addresses.userId, userId));
        await tx.delete(carts).where(eq(carts.userId, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
        const names = phone ? [user.email, phone] : [user.email];
        await tx.delete(otpCodes).where(inArray(otpCodes.target, names));
        await tx.delete(loginFailures).where(inArray(loginFailures.username, names));
        // marketing consent ends with the account
        await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email));
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
