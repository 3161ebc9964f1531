// The back office's members and member groups. Never returns a password hash, a token or any secret.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { groupRateFromPercent, percentFromGroupRate } from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { addresses, brands, memberGroups, orders, userMemberGroups, users } from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { escapeLike } from '../coupon/coupon.repository.ts';
import { userRepository } from './user.repository.ts';
import { firstRow } from '../../db/first-row.ts';

export const MEMBER_PAGE_SIZE = 25;
const RECENT_ORDERS = 50;

type UserRow = typeof users.$inferSelect;

const summary = (u: UserRow, groups: { id: string; name: string }[]) => ({
  id: u.id,
  email: u.email,
  firstname: u.firstname,
  lastname: u.lastname,
  phone: u.phone,
  groups,
  locked: u.lockedAt !== null,
  created_at: u.createdAt.toISOString(),
});

const presentGroup = (g: typeof memberGroups.$inferSelect) => ({
  id: g.id,
  name: g.name,
  // staff read and write the percent a member pays per brand (85 = 15% off); stored as the share (0.85)
  discount_rate: Object.fromEntries(
    Object.entries(g.discountRate).map(([k, v]) => [k, percentFromGroupRate(v)]),
  ),
});

export function createMemberAdmin(deps: {
  db: Db;
  /** the storefront's caches of groups and prices: emptied when a group changes */
  invalidate: () => void;
  /** the shopper's own "forgot password" email, sent on the member's behalf */
  sendResetLink: (email: string) => Promise<unknown>;
}) {
  const { db } = deps;

  async function groupsOf(userIds: string[], h: DbOrTx = db) {
    if (userIds.length === 0) return new Map<string, { id: string; name: string }[]>();
    const rows = await h
      .select({ userId: userMemberGroups.userId, id: memberGroups.id, name: memberGroups.name })
      .from(userMemberGroups)
      .innerJoin(memberGroups, eq(memberGroups.id, userMemberGroups.groupId))
      .where(inArray(userMemberGroups.userId, userIds))
      .orderBy(memberGroups.id);
    const map = new Map<string, { id: string; name: string }[]>();
    for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), { id: r.id, name: r.name }]);
    return map;
  }

  async function load(id: string) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    if (!u) throw new NotFoundError('No such member');
    return u;
  }

  return {
    async list(q: { q?: string; group?: string; page: number }) {
      const where: SQL[] = [];
      if (q.q) {
        const like = `%${escapeLike(q.q)}%`;
        const digits = q.q.replace(/\D/g, '');
        const match = [
          ilike(users.email, like),
          ilike(users.firstname, like),
          ilike(users.lastname, like),
          ilike(users.nickname, like),
          sql`(${users.firstname} || ' ' || ${users.lastname}) ilike ${like}`,
        ];
        // a phone is searched by its digits, with or without the calling code
        if (digits.length >= 4)
          match.push(ilike(users.phone, `%${digits}%`), ilike(users.contactNo, `%${digits}%`));
        where.push(or(...match)!);
      }
      if (q.group)
        where.push(
          sql`exists (select 1 from ${userMemberGroups} where ${userMemberGroups.userId} = ${users.id} and ${userMemberGroups.groupId} = ${q.group})`,
        );
      const cond = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(cond)
          .orderBy(desc(users.createdAt), users.id)
          .limit(MEMBER_PAGE_SIZE)
          .offset((q.page - 1) * MEMBER_PAGE_SIZE),
        db.select({ n: count() }).from(users).where(cond),
      ]);
      const groups = await groupsOf(rows.map((r) => r.id));
      return {
        items: rows.map((u) => summary(u, groups.get(u.id) ?? [])),
        total: total?.n ?? 0,
        page: q.page,
        page_size: MEMBER_PAGE_SIZE,
      };
    },

    async detail(id: string) {
      const u = await load(id);
      const [groups, recent, [orderCount], [addressCount]] = await Promise.all([
        groupsOf([id]),
        db
          .select({
            id: orders.id,
            number: orders.number,
            status: orders.status,
            currency: orders.currency,
            total: orders.total,
            created_at: orders.createdAt,
          })
          .from(orders)
          .where(eq(orders.userId, id))
          .orderBy(desc(orders.createdAt))
          .limit(RECENT_ORDERS),
        db.select({ n: count() }).from(orders).where(eq(orders.userId, id)),
        db.select({ n: count() }).from(addresses).where(eq(addresses.userId, id)),
      ]);
      return {
        ...summary(u, groups.get(id) ?? []),
        nickname: u.nickname,
        contact_no_country: u.contactNoCountry,
        contact_no: u.contactNo,
        phone_verified: u.phoneVerifiedAt !== null,
        country: u.country,
        preferred_lang: u.preferredLang,
        locked_at: u.lockedAt?.toISOString() ?? null,
        orders: recent.map((o) => ({ ...o, created_at: o.created_at.toISOString() })),
        orders_count: orderCount?.n ?? 0,
        addresses_count: addressCount?.n ?? 0,
      };
    },

    /** Moves the member into one group, and/or locks (ending every session) or unlocks the account. */
    async update(req: FastifyRequest, id: string, patch: { member_group?: string; locked?: boolean }) {
      await db.transaction(async (tx) => {
        const [u] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!u) throw new NotFoundError('No such member');
        const before = {
          groups: ((await groupsOf([id], tx)).get(id) ?? []).map((g) => g.id),
          locked: u.lockedAt !== null,
        };
        const after = { ...before };
        if (patch.member_group !== undefined) {
          const [g] = await tx.select().from(memberGroups).where(eq(memberGroups.id, patch.member_group));
          if (!g) throw new InvalidError('is not a member group', 'member_group', 'unknown_group');
          await tx.delete(userMemberGroups).where(eq(userMemberGroups.userId, id));
          await tx.insert(userMemberGroups).values({ userId: id, groupId: g.id });
          after.groups = [g.id];
        }
        if (patch.locked !== undefined && patch.locked !== before.locked) {
          await tx
            .update(users)
            .set({ lockedAt: patch.locked ? new Date() : null })
            .where(eq(users.id, id));
          // a locked member is signed out everywhere at once, not when their access token runs out
          if (patch.locked) await userRepository(tx).revokeUserSessions(id);
          after.locked = patch.locked;
        }
        await audit(tx, req, { action: 'member.update', entity: 'member', entityId: id, before, after });
      });
      return this.detail(id);
    },

    async sendResetLink(req: FastifyRequest, id: string) {
      const u = await load(id);
      await deps.sendResetLink(u.email);
      await audit(db, req, { action: 'member.reset_link', entity: 'member', entityId: id });
      return { sent_to: u.email };
    },

    async groups() {
      const rows = await db.select().from(memberGroups).orderBy(memberGroups.id);
      const counts = await db
        .select({ id: userMemberGroups.groupId, n: count() })
        .from(userMemberGroups)
        .groupBy(userMemberGroups.groupId);
      const byId = new Map(counts.map((c) => [c.id, c.n]));
      const brandRows = await db.select({ key: brands.key, name: brands.name }).from(brands);
      return {
        items: rows.map((g) => ({ ...presentGroup(g), members: byId.get(g.id) ?? 0 })),
        brands: brandRows.map((b) => ({ key: b.key, name: b.name.eng })),
      };
    },

    /** Renames a group and/or sets its rates (percent paid per brand, 0–100); prices and labels follow at once. */
    async updateGroup(
      req: FastifyRequest,
      id: string,
      patch: { name?: string; discount_rate?: Record<string, number> },
    ) {
      const result = await db.transaction(async (tx) => {
        const [g] = await tx.select().from(memberGroups).where(eq(memberGroups.id, id)).for('update');
        if (!g) throw new NotFoundError('No such member group');
        let discountRate = g.discountRate;
        if (patch.discount_rate) {
          const known = new Set((await tx.select({ key: brands.key }).from(brands)).map((b) => b.key));
          discountRate = {};
          for (const [brand, percent] of Object.entries(patch.discount_rate)) {
            if (!known.has(brand))
              throw new InvalidError('is not a brand', `discount_rate.${brand}`, 'unknown_brand');
            const rate = groupRateFromPercent(percent);
            if (rate === null)
              throw new InvalidError('must be 0–100 (two decimals at most)', `discount_rate.${brand}`);
            discountRate[brand] = rate;
          }
        }
        const after = firstRow(
          await tx
            .update(memberGroups)
            .set({ name: patch.name ?? g.name, discountRate })
            .where(eq(memberGroups.id, id))
            .returning(),
        );
        await audit(tx, req, {
          action: 'member_group.update',
          entity: 'member_group',
          entityId: id,
          before: presentGroup(g),
          after: presentGroup(after),
        });
        return presentGroup(after);
      });
      deps.invalidate();
      return result;
    },
  };
}

export type MemberAdmin = ReturnType<typeof createMemberAdmin>;
