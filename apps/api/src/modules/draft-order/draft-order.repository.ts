// The draft orders' reads and writes: the draft rows (numbered from their own sequence, saved with a version so two
// staff cannot overwrite each other), the member a draft is for, and the product options staff search for.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { formatDraftNumber, LOCALE_META, SUPPORTED_LOCALES, type Locale, type MemberTier } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import {
  draftOrders,
  memberGroups,
  orders,
  productOptions,
  products,
  userMemberGroups,
  users,
} from '../../db/schema.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { escapeLike } from '../coupon/coupon.repository.ts';

export type DraftRow = typeof draftOrders.$inferSelect;
export type DraftValues = Omit<typeof draftOrders.$inferInsert, 'id' | 'number' | 'createdBy'>;

export interface DraftMember {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  groups: { id: string; name: string; tier: MemberTier }[];
}

export function draftOrderRepository(db: DbOrTx) {
  return {
    async nextNumber(tx: DbOrTx = db) {
      // node-postgres and PGlite both answer { rows }
      const seq = (await tx.execute(sql`select nextval('draft_order_number_seq')::text as n`)) as unknown as {
        rows: { n: string }[];
      };
      return formatDraftNumber(seq.rows[0]!.n);
    },

    async insert(tx: DbOrTx, row: typeof draftOrders.$inferInsert) {
      const [r] = await tx.insert(draftOrders).values(row).returning();
      return r!;
    },

    async load(tx: DbOrTx, id: string, lock = false) {
      const q = tx.select().from(draftOrders).where(eq(draftOrders.id, id));
      const [r] = lock ? await q.for('update') : await q;
      return r;
    },

    /** Saves the draft if it is still at `version` (the caller checked it is open): null when someone saved first. */
    async save(tx: DbOrTx, id: string, version: number, values: Partial<DraftValues>) {
      const [r] = await tx
        .update(draftOrders)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(and(eq(draftOrders.id, id), eq(draftOrders.version, version)))
        .returning();
      return r ?? null;
    },

    /** Open drafts first, then the rest; newest change first within each. */
    async list(q: { status?: DraftRow['status']; page: number; page_size: number }) {
      const where = q.status ? eq(draftOrders.status, q.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ d: draftOrders, orderNumber: orders.number })
          .from(draftOrders)
          .leftJoin(orders, eq(orders.id, draftOrders.orderId))
          .where(where)
          .orderBy(sql`${draftOrders.status} = 'open' desc`, desc(draftOrders.updatedAt), asc(draftOrders.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(draftOrders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async order(id: string | null) {
      if (!id) return null;
      const [o] = await db
        .select({ id: orders.id, number: orders.number, status: orders.status })
        .from(orders)
        .where(eq(orders.id, id));
      return o ?? null;
    },

    async member(id: string): Promise<DraftMember | null> {
      const [u] = await db.select().from(users).where(eq(users.id, id));
      if (!u) return null;
      const groups = await db
        .select({ id: memberGroups.id, name: memberGroups.name, tier: memberGroups.tier })
        .from(userMemberGroups)
        .innerJoin(memberGroups, eq(memberGroups.id, userMemberGroups.groupId))
        .where(eq(userMemberGroups.userId, id))
        .orderBy(memberGroups.id);
      const locale = SUPPORTED_LOCALES.find((l) => LOCALE_META[l].preferredLang === u.preferredLang) ?? 'hk';
      return {
        id: u.id,
        name: `${u.firstname} ${u.lastname}`.trim(),
        email: u.email,
        phone: u.contactNo ? `+${u.contactNoCountry ?? ''} ${u.contactNo}`.replace('+ ', '') : u.phone,
        locale,
        groups,
      };
    },

    /** The options of these sub_skus with their product and stock. */
    async options(subSkus: readonly string[]) {
      if (subSkus.length === 0)
        return new Map<string, { pid: string; stock: number; availability: string }>();
      const rows = await db
        .select({
          subSku: productOptions.subSku,
          pid: productOptions.productId,
          stock: productOptions.stock,
          availability: productOptions.availability,
        })
        .from(productOptions)
        .where(inArray(productOptions.subSku, [...subSkus]));
      return new Map(rows.map((r) => [r.subSku, r]));
    },

    /** Options whose product name (any script), SKU or option SKU has q; 20 at most, archived products left out. */
    async searchOptions(q: string) {
      const like = `%${escapeLike(q)}%`;
      const folded = `%${escapeLike(normalizeSearchText(q))}%`;
      return db
        .select({ subSku: productOptions.subSku, pid: productOptions.productId, stock: productOptions.stock })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(
          and(
            isNull(products.archivedAt),
            or(
              ilike(products.sku, like),
              ilike(productOptions.subSku, like),
              ilike(products.searchText, folded),
              sql`${products.name}::text ilike ${like}`,
            ),
          ),
        )
        .orderBy(desc(products.priority), asc(products.sku), asc(productOptions.position))
        .limit(20);
    },
  };
}
