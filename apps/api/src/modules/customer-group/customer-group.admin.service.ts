// Customer groups as data (6-04): a group's name is its label; its tier, rate per brand and who belongs are explicit
// fields. Automatic groups hold every customer whose lifetime spend reaches auto_min_spend (customer-facts.ts says
// how spend is counted), recomputed after an order is paid, refunded or cancelled and on "Recompute now".
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { autoGroupMembers, groupRateFromPercent, percentFromGroupRate } from '@shop/core';
import type {
  CustomerGroupBody,
  CustomerGroupPatchBody,
  GroupCustomerOut,
} from '@shop/core/contract/admin-customer-group';
import type { Db, DbOrTx } from '../../db/client.ts';
import { brands, memberGroups, userMemberGroups, users } from '../../db/schema.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { firstRow } from '../../db/first-row.ts';
import { audit } from '../staff/audit.ts';
import { escapeLike } from '../coupon/coupon.repository.ts';
import { customersMatching, lifetimeSpendOf } from './customer-facts.ts';

export const GROUP_MEMBERS_PAGE = 25;
const PICK_LIMIT = 10;

type GroupRow = typeof memberGroups.$inferSelect;

const present = (g: GroupRow, members: number) => ({
  id: g.id,
  name: g.name,
  tier: g.tier,
  // staff read and write the percent a member pays per brand (85 = 15% off); stored as the share (0.85)
  discount_rate: Object.fromEntries(
    Object.entries(g.discountRate).map(([k, v]) => [k, percentFromGroupRate(v)]),
  ),
  membership: g.membership,
  auto_min_spend: g.membership === 'auto' ? g.autoMinSpend : null,
  members,
  created_at: g.createdAt.toISOString(),
});

export function createCustomerGroupAdmin(deps: { db: Db; invalidate: () => void }) {
  const { db } = deps;

  async function rates(tx: DbOrTx, percents: Record<string, number>) {
    const known = new Set((await tx.select({ key: brands.key }).from(brands)).map((b) => b.key));
    const out: Record<string, number> = {};
    for (const [brand, percent] of Object.entries(percents)) {
      if (!known.has(brand))
        throw new InvalidError('is not a brand', `discount_rate.${brand}`, 'unknown_brand');
      const rate = groupRateFromPercent(percent);
      if (rate === null)
        throw new InvalidError('must be 0–100 (two decimals at most)', `discount_rate.${brand}`);
      out[brand] = rate;
    }
    return out;
  }

  async function membersCount(tx: DbOrTx, id: string) {
    const [r] = await tx
      .select({ n: count() })
      .from(userMemberGroups)
      .where(eq(userMemberGroups.groupId, id));
    return r?.n ?? 0;
  }

  /** Who an automatic rule keeps; none is a 400 naming auto_min_spend, before anything is written. */
  async function ruleMembers(tx: DbOrTx, minSpend: number | null | undefined) {
    if (minSpend === null || minSpend === undefined)
      throw new InvalidError('an automatic group needs a lifetime spend to reach', 'auto_min_spend');
    const ids = (await customersMatching(tx, { spend_min: minSpend })).map((c) => c.id);
    if (ids.length === 0)
      throw new InvalidError(
        'no customer has spent this much yet',
        'auto_min_spend',
        'group_matches_nothing',
      );
    return ids;
  }

  /** Makes an automatic group hold exactly `ids`. */
  async function setMembers(tx: DbOrTx, id: string, ids: readonly string[]) {
    const now = new Set(
      (
        await tx
          .select({ u: userMemberGroups.userId })
          .from(userMemberGroups)
          .where(eq(userMemberGroups.groupId, id))
      ).map((r) => r.u),
    );
    const want = new Set(ids);
    const add = [...want].filter((u) => !now.has(u));
    const remove = [...now].filter((u) => !want.has(u));
    if (add.length)
      await tx
        .insert(userMemberGroups)
        .values(add.map((userId) => ({ userId, groupId: id })))
        .onConflictDoNothing();
    if (remove.length)
      await tx
        .delete(userMemberGroups)
        .where(and(eq(userMemberGroups.groupId, id), inArray(userMemberGroups.userId, remove)));
    return { added: add.length, removed: remove.length };
  }

  async function load(tx: DbOrTx, id: string, lock = false) {
    const q = tx.select().from(memberGroups).where(eq(memberGroups.id, id));
    const [g] = lock ? await q.for('update') : await q;
    if (!g) throw new NotFoundError('No such customer group');
    return g;
  }

  async function customersOut(rows: (typeof users.$inferSelect)[]): Promise<GroupCustomerOut[]> {
    const spend = await lifetimeSpendOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((u) => ({
      id: u.id,
      name: `${u.firstname} ${u.lastname}`.trim(),
      email: u.email,
      phone: u.phone,
      lifetime_spend: spend.get(u.id) ?? 0,
    }));
  }

  return {
    async list() {
      const rows = await db
        .select()
        .from(memberGroups)
        .orderBy(asc(memberGroups.createdAt), asc(memberGroups.id));
      const counts = await db
        .select({ id: userMemberGroups.groupId, n: count() })
        .from(userMemberGroups)
        .groupBy(userMemberGroups.groupId);
      const byId = new Map(counts.map((c) => [c.id, c.n]));
      const brandRows = await db.select({ key: brands.key, name: brands.name }).from(brands);
      return {
        items: rows.map((g) => present(g, byId.get(g.id) ?? 0)),
        brands: brandRows.map((b) => ({ key: b.key, name: b.name.eng })),
      };
    },

    async get(id: string) {
      const g = await load(db, id);
      return present(g, await membersCount(db, id));
    },

    async create(req: FastifyRequest, body: CustomerGroupBody) {
      const result = await db.transaction(async (tx) => {
        const discountRate = await rates(tx, body.discount_rate ?? {});
        const membership = body.membership ?? 'manual';
        const ids = membership === 'auto' ? await ruleMembers(tx, body.auto_min_spend) : [];
        const row = firstRow(
          await tx
            .insert(memberGroups)
            .values({
              id: randomUUID(),
              name: body.name,
              tier: body.tier,
              discountRate,
              membership,
              autoMinSpend: membership === 'auto' ? body.auto_min_spend! : null,
            })
            .returning(),
        );
        if (ids.length) await setMembers(tx, row.id, ids);
        const out = present(row, ids.length);
        await audit(tx, req, {
          action: 'customer_group.create',
          entity: 'member_group',
          entityId: row.id,
          after: out,
        });
        return out;
      });
      deps.invalidate();
      return result;
    },

    /** Renaming changes only the label; a new tier, rates or rule apply to prices at once. */
    async update(req: FastifyRequest, id: string, patch: CustomerGroupPatchBody) {
      const result = await db.transaction(async (tx) => {
        const g = await load(tx, id, true);
        const before = present(g, await membersCount(tx, id));
        const membership = patch.membership ?? g.membership;
        const minSpend = patch.auto_min_spend !== undefined ? patch.auto_min_spend : g.autoMinSpend;
        const ruleChanged =
          membership === 'auto' &&
          (g.membership !== 'auto' || (minSpend ?? null) !== (g.autoMinSpend ?? null));
        const ids = ruleChanged ? await ruleMembers(tx, minSpend) : null;
        const after = firstRow(
          await tx
            .update(memberGroups)
            .set({
              name: patch.name ?? g.name,
              tier: patch.tier ?? g.tier,
              discountRate: patch.discount_rate ? await rates(tx, patch.discount_rate) : g.discountRate,
              membership,
              autoMinSpend: membership === 'auto' ? minSpend : null,
            })
            .where(eq(memberGroups.id, id))
            .returning(),
        );
        if (ids) await setMembers(tx, id, ids);
        const out = present(after, await membersCount(tx, id));
        await audit(tx, req, {
          action: 'customer_group.update',
          entity: 'member_group',
          entityId: id,
          before,
          after: out,
        });
        return out;
      });
      deps.invalidate();
      return result;
    },

    async members(id: string, page: number) {
      await load(db, id);
      const where = and(
        isNull(users.deletedAt),
        sql`exists (select 1 from ${userMemberGroups} where ${userMemberGroups.userId} = ${users.id} and ${userMemberGroups.groupId} = ${id})`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
          .limit(GROUP_MEMBERS_PAGE)
          .offset((page - 1) * GROUP_MEMBERS_PAGE),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { items: await customersOut(rows), total: total?.n ?? 0, page, page_size: GROUP_MEMBERS_PAGE };
    },

    /** The customer picker: name, email or phone digits; never an id typed. */
    async pick(q: string) {
      const like = `%${escapeLike(q)}%`;
      const digits = q.replace(/\D/g, '');
      const match = [
        ilike(users.email, like),
        ilike(users.firstname, like),
        ilike(users.lastname, like),
        sql`(${users.firstname} || ' ' || ${users.lastname}) ilike ${like}`,
      ];
      if (digits.length >= 4) match.push(ilike(users.phone, `%${digits}%`));
      const rows = await db
        .select()
        .from(users)
        .where(and(isNull(users.deletedAt), or(...match)))
        .orderBy(asc(users.firstname), asc(users.lastname))
        .limit(PICK_LIMIT);
      return { items: await customersOut(rows) };
    },

    /** Adds or removes customers of a manual group (an automatic group's members follow its rule). */
    async changeMembers(req: FastifyRequest, id: string, ids: readonly string[], add: boolean) {
      const result = await db.transaction(async (tx) => {
        const g = await load(tx, id, true);
        if (g.membership === 'auto')
          throw new InvalidError("an automatic group's members follow its rule", 'membership');
        const known = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
        if (known.length !== new Set(ids).size)
          throw new InvalidError('is not a customer', 'customer_ids', 'customer_not_found');
        const list = known.map((k) => k.id);
        const changed = add
          ? (
              await tx
                .insert(userMemberGroups)
                .values(list.map((userId) => ({ userId, groupId: id })))
                .onConflictDoNothing()
                .returning()
            ).length
          : (
              await tx
                .delete(userMemberGroups)
                .where(and(eq(userMemberGroups.groupId, id), inArray(userMemberGroups.userId, list)))
                .returning()
            ).length;
        await audit(tx, req, {
          action: add ? 'customer_group.members_add' : 'customer_group.members_remove',
          entity: 'member_group',
          entityId: id,
          after: { group: g.name, customers: list },
        });
        return { changed, members: await membersCount(tx, id) };
      });
      deps.invalidate();
      return result;
    },

    /** "Recompute now": the group holds exactly who its rule keeps today. */
    async recompute(req: FastifyRequest, id: string) {
      const result = await db.transaction(async (tx) => {
        const g = await load(tx, id, true);
        if (g.membership !== 'auto')
          throw new InvalidError('only an automatic group is recomputed', 'membership');
        const ids = await ruleMembers(tx, g.autoMinSpend);
        const r = await setMembers(tx, id, ids);
        await audit(tx, req, {
          action: 'customer_group.recompute',
          entity: 'member_group',
          entityId: id,
          after: r,
        });
        return { ...r, members: await membersCount(tx, id) };
      });
      deps.invalidate();
      return result;
    },

    /** After one customer's order was paid or refunded: their automatic groups follow their spend. */
    async recomputeCustomer(userId: string | null) {
      if (!userId) return;
      const auto = await db.select().from(memberGroups).where(eq(memberGroups.membership, 'auto'));
      if (auto.length === 0) return;
      const spend = (await lifetimeSpendOf(db, [userId])).get(userId) ?? 0;
      for (const g of auto) {
        if (g.autoMinSpend === null) continue;
        if (autoGroupMembers([{ id: userId, lifetime_spend: spend }], g.autoMinSpend).length > 0)
          await db.insert(userMemberGroups).values({ userId, groupId: g.id }).onConflictDoNothing();
        else
          await db
            .delete(userMemberGroups)
            .where(and(eq(userMemberGroups.groupId, g.id), eq(userMemberGroups.userId, userId)));
      }
    },
  };
}

export type CustomerGroupAdmin = ReturnType<typeof createCustomerGroupAdmin>;
