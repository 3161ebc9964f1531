// The back office's search: one small query per thing a search box can hold, each on an index where one exists
// (order number and email: the order list's indexes; product names: the trigram index of the storefront search).
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, pages, products, shipments, users } from '../../db/schema.ts';

/** LIKE's own wildcards in what staff typed are literal. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const orderCols = {
  id: orders.id,
  number: orders.number,
  email: orders.email,
  status: orders.status,
  total: orders.total,
  currency: orders.currency,
  createdAt: orders.createdAt,
  delivery: orders.delivery,
  trackingNumber: orders.trackingNumber,
};
export type SearchOrderRow = {
  id: string;
  number: string;
  email: string;
  status: string;
  total: number;
  currency: string;
  createdAt: Date;
  delivery: Record<string, unknown>;
  trackingNumber: string | null;
};

/** The delivery phone's number without spaces or dashes (as the order list compares it; cheaper than a regexp). */
const deliveryLocal = sql<string>`replace(replace(coalesce(${orders.delivery}->>'contact', ''), ' ', ''), '-', '')`;

export function createAdminSearchRepository(db: Db) {
  const recentOrders = (where: SQL | undefined, limit: number) =>
    db
      .select(orderCols)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);

  return {
    /** The number itself (unique index), then numbers that start with it. */
    async ordersByNumber(code: string, limit: number) {
      const exact = await db.select(orderCols).from(orders).where(eq(orders.number, code)).limit(1);
      const prefix = await recentOrders(sql`${orders.number} like ${`${likeEscape(code)}%`}`, limit);
      return [...exact, ...prefix];
    },

    /** An email or part of one (trigram index on lower(email)). */
    ordersByEmail(lower: string, limit: number) {
      return recentOrders(sql`lower(${orders.email}) like ${`%${likeEscape(lower)}%`}`, limit);
    },

    /**
     * Digits (the calling code taken off) against the delivery phone. Guests' phones live in the order's delivery
     * record only, which no index covers: newest first, stopping at `limit` matches (docs/back-office.md).
     */
    ordersByPhone(local: string, limit: number) {
      return recentOrders(sql`${deliveryLocal} like ${`%${local}%`}`, limit);
    },

    /** A tracking number (the order's, or one of its shipments'), whole or its start. */
    async ordersByTracking(code: string, limit: number) {
      const like = `${likeEscape(code)}%`;
      const viaShipments = db
        .select({ orderId: shipments.orderId })
        .from(shipments)
        .where(sql`upper(${shipments.trackingNumber}) like ${like}`);
      const rows = await recentOrders(
        or(sql`upper(${orders.trackingNumber}) like ${like}`, sql`${orders.id} in (${viaShipments})`),
        limit,
      );
      const tracking = await db
        .select({ orderId: shipments.orderId, trackingNumber: shipments.trackingNumber })
        .from(shipments)
        .where(sql`upper(${shipments.trackingNumber}) like ${like}`)
        .limit(limit * 4);
      return rows.map((r) => ({
        ...r,
        tracking: [
          r.trackingNumber,
          ...tracking.filter((t) => t.orderId === r.id).map((t) => t.trackingNumber),
        ]
          .filter((t): t is string => !!t)
          .map((t) => t.toUpperCase()),
      }));
    },

    /** Members (not closed accounts) by name, email or phone digits. */
    customers(text: string, digits: string | null, limit: number) {
      const like = `%${likeEscape(text.toLowerCase())}%`;
      const name = sql`lower(${users.firstname} || ' ' || ${users.lastname} || chr(1) || ${users.lastname} || ' ' || ${users.firstname} || chr(1) || ${users.lastname} || ${users.firstname} || chr(1) || ${users.nickname})`;
      return db
        .select({
          id: users.id,
          email: users.email,
          firstname: users.firstname,
          lastname: users.lastname,
          nickname: users.nickname,
          phone: users.phone,
          contactNoCountry: users.contactNoCountry,
          contactNo: users.contactNo,
        })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            or(
              sql`${name} like ${like}`,
              sql`lower(${users.email}) like ${like}`,
              digits ? sql`coalesce(${users.phone}, '') like ${`%${likeEscape(digits)}%`}` : undefined,
            ),
          ),
        )
        .orderBy(desc(users.createdAt))
        .limit(limit);
    },

    /** Products by SKU or by name in any script (folded to Traditional, trigram index), archived ones too. */
    products(text: string, folded: string, limit: number) {
      const sku = text.toUpperCase();
      return db
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          thumbnail: products.thumbnail,
          archivedAt: products.archivedAt,
        })
        .from(products)
        .where(
          or(
            sql`upper(${products.sku}) like ${`${likeEscape(sku)}%`}`,
            sql`${products.searchText} like ${`%${likeEscape(folded)}%`}`,
          ),
        )
        .orderBy(
          sql`case when upper(${products.sku}) = ${sku} then 0 when upper(${products.sku}) like ${`${likeEscape(sku)}%`} then 1 else 2 end`,
          sql`${products.archivedAt} is not null`,
          desc(products.popularity),
          products.sku,
        )
        .limit(limit);
    },

    /** Content pages by their draft title in any script. */
    pages(text: string, folded: string, limit: number) {
      const like = `%${likeEscape(text)}%`;
      const title = (k: string) => sql`coalesce(${pages.draft}->'title'->>${k}, '')`;
      return db
        .select({ id: pages.id, handle: pages.handle, draft: pages.draft, publishedAt: pages.publishedAt })
        .from(pages)
        .where(
          or(
            ilike(title('eng'), like),
            ilike(title('chi'), `%${likeEscape(folded)}%`),
            ilike(title('cn'), like),
            ilike(pages.handle, like),
          ),
        )
        .orderBy(pages.handle)
        .limit(limit);
    },
  };
}
export type AdminSearchRepository = ReturnType<typeof createAdminSearchRepository>;
