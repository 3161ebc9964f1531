import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import {
  loginFailures,
  memberGroups,
  orders,
  otpCodes,
  passwordResets,
  sessions,
  userMemberGroups,
  users,
} from '../../db/schema.ts';
import { firstRow } from '../../db/first-row.ts';

export type UserRow = typeof users.$inferSelect;

// a member's session and groups, read on every request a member makes
const sessionRead = preparedPerDb((db) =>
  db
    .select({
      session: sessions,
      user: users,
      group: {
        id: memberGroups.id,
        name: memberGroups.name,
        tier: memberGroups.tier,
        discountRate: memberGroups.discountRate,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userMemberGroups, eq(userMemberGroups.userId, users.id))
    .leftJoin(memberGroups, eq(memberGroups.id, userMemberGroups.groupId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_user'),
);

export function userRepository(db: DbOrTx) {
  return {
    byEmail: async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0],
    /** only a phone that received a code by SMS names an account (login, reset, lookup, uniqueness) */
    byVerifiedPhone: async (phone: string) =>
      (
        await db
          .select()
          .from(users)
          .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
      )[0],
    /** the number's owner proved it by SMS: accounts that merely typed it in lose it */
    releaseUnverifiedPhone: (phone: string) =>
      db
        .update(users)
        .set({ phone: null, contactNo: null, contactNoCountry: null })
        .where(and(eq(users.phone, phone), isNull(users.phoneVerifiedAt))),
    byId: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0],
    /** guest orders placed under an email the member has just PROVEN (code sent to it) become theirs */
    claimGuestOrders: (userId: string, email: string) =>
      db
        .update(orders)
        .set({ userId })
        .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`)),
    insert: (row: typeof users.$inferInsert) => db.insert(users).values(row),
    setPassword: (id: string, passwordHash: string) =>
      db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, id)),
    addGroups: (userId: string, groupIds: string[]) =>
      db
        .insert(userMemberGroups)
        .values(groupIds.map((groupId) => ({ userId, groupId })))
        .onConflictDoNothing(),
    groupsOf: (userId: string) =>
      db
        .select({
          id: memberGroups.id,
          name: memberGroups.name,
          tier: memberGroups.tier,
          discountRate: memberGroups.discountRate,
        })
        .from(userMemberGroups)
        .innerJoin(memberGroups, eq(memberGroups.id, userMemberGroups.groupId))
        .where(eq(userMemberGroups.userId, userId)),

    insertSession: (row: typeof sessions.$inferInsert) => db.insert(sessions).values(row),
    sessionByHash: async (tokenHash: string) =>
      (await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0],
    sessionById: async (id: string) => (await db.select().from(sessions).where(eq(sessions.id, id)))[0],
    /** a session with its user and the user's member groups, in one round trip (every signed-in request asks) */
    sessionWithUser: async (id: string) => {
      const rows = await sessionRead(db).execute({ id });
      const [first] = rows;
      if (!first) return undefined;
      const groups = rows.flatMap(({ group }) =>
        group?.id
          ? [{ id: group.id, name: group.name!, tier: group.tier!, discountRate: group.discountRate! }]
          : [],
      );
      return { session: first.session, user: first.user, groups };
    },
    /** marks a refresh token used, only if nobody used it first (the row lock decides concurrent refreshes) */
    markSessionUsed: async (id: string) =>
      (
        await db
          .update(sessions)
          .set({ usedAt: new Date() })
          .where(and(eq(sessions.id, id), isNull(sessions.usedAt), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id })
      ).length === 1,
    /**
     * The family's newest rotated session (the only one whose replay the grace window honours) and its live
     * session. Rotation follows creation, so "newest" is by created_at, not by a used_at a test may age.
     */
    familyHead: async (familyId: string) => {
      const [rotated] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.familyId, familyId), isNotNull(sessions.usedAt)))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      const [live] = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.familyId, familyId),
            isNull(sessions.usedAt),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return { latestRotatedId: rotated?.id, live };
    },
    revokeFamily: (familyId: string) =>
      db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt))),
    revokeUserSessions: (userId: string) =>
      db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),

    insertOtp: (row: typeof otpCodes.$inferInsert) => db.insert(otpCodes).values(row),
    latestOtp: async (target: string) =>
      (
        await db
          .select()
          .from(otpCodes)
          .where(and(eq(otpCodes.target, target), isNull(otpCodes.consumedAt)))
          .orderBy(sql`${otpCodes.createdAt} desc`)
          .limit(1)
      )[0],
    bumpOtpAttempts: (id: string) =>
      db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id)),
    consumeOtp: async (id: string) =>
      (
        await db
          .update(otpCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
          .returning({ id: otpCodes.id })
      ).length === 1,
    otpCountSince: async (targets: string[], since: Date) =>
      firstRow(
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(otpCodes)
          .where(and(inArray(otpCodes.target, targets), gt(otpCodes.createdAt, since))),
      ).n,
    otpCountFromIp: async (ip: string, since: Date) =>
      firstRow(
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(otpCodes)
          .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, since))),
      ).n,

    insertReset: (row: typeof passwordResets.$inferInsert) => db.insert(passwordResets).values(row),
    resetCountSince: async (target: string, since: Date) =>
      firstRow(
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(passwordResets)
          .where(and(eq(passwordResets.target, target), gt(passwordResets.createdAt, since))),
      ).n,
    /** a new link (or a completed reset) ends every older link of the account */
    supersedeResets: (userId: string) =>
      db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt))),
    useReset: async (tokenHash: string) =>
      (
        await db
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResets.userId })
      )[0],

    addLoginFailure: (id: string, username: string, ip: string) =>
      db.insert(loginFailures).values({ id, username, ip }),
    /** failures for the account from one address, or from every address when ip is null */
    loginFailuresSince: async (username: string, ip: string | null, since: Date) =>
      firstRow(
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(loginFailures)
          .where(
            and(
              eq(loginFailures.username, username),
              ip === null ? undefined : eq(loginFailures.ip, ip),
              gt(loginFailures.createdAt, since),
            ),
          ),
      ).n,
    clearLoginFailures: (username: string, ip: string) =>
      db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.ip, ip))),
  };
}
