// The member's address book (1-18): the checkout's delivery rules, and one default delivery and one default
// billing address per member. Another member's address answers the same 404 as a missing one.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { GLOBAL_LINE_COUNTRY_KEYS, nameSchema, taiwanIdRule } from './order.imports.ts';

const opt = (max: number) => z.string().trim().max(max).optional().nullable().default(null);

/** The fields of a delivery address as checkout takes them (order.routes.ts checkoutInput), Taiwan's ID rule too. */
export const addressInput = z
  .strictObject({
    firstname: nameSchema,
    lastname: nameSchema,
    code: z.string().regex(/^\+?\d{1,4}$/, 'validation.calling_code'),
    phone: z.string().regex(/^[\d\s-]{6,20}$/, 'validation.phone'),
    address: z.string().trim().min(1).max(200),
    address2: opt(200),
    city: opt(100),
    province: opt(100),
    zip: opt(20),
    country: z.enum(GLOBAL_LINE_COUNTRY_KEYS),
    passport: opt(40),
    default_delivery: z.boolean().default(false),
    default_billing: z.boolean().default(false),
  })
  .superRefine((a, ctx) => {
    const tw = taiwanIdRule({
      delivery_country_key: a.country,
      delivery_passport: a.passport ?? undefined,
      delivery_firstname: a.firstname,
      delivery_lastname: a.lastname,
    });
    if (tw) ctx.addIssue({ code: 'custom', path: ['passport'], message: tw.message });
  });
export type AddressInput = z.output<typeof addressInput>;

export function presentAddress(a: typeof addresses.$inferSelect) {
  return {
    _id: a.id,
    firstname: a.firstname,
    lastname: a.lastname,
    code: a.code,
    phone: a.phone,
    address: a.address,
    address2: a.address2,
    city: a.city,
    province: a.province,
    zip: a.zip,
    country: a.country,
    passport: a.passport,
    default_delivery: a.isDefaultDelivery,
    default_billing: a.isDefaultBilling,
  };
}

function columns(a: AddressInput) {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    code: a.code,
    phone: a.phone,
    address: a.address,
    address2: a.address2,
    city: a.city,
    province: a.province,
    zip: a.zip,
    country: a.country,
    passport: a.passport,
    isDefaultDelivery: a.default_delivery,
    isDefaultBilling: a.default_billing,
  };
}

/** A new default takes the flag from the member's previous one, in the same transaction (the unique indexes hold). */
async function clearDefaults(tx: DbOrTx, userId: string, a: AddressInput) {
  if (a.default_delivery)
    await tx.update(addresses).set({ isDefaultDelivery: false }).where(eq(addresses.userId, userId));
  if (a.default_billing)
    await tx.update(addresses).set({ isDefaultBilling: false }).where(eq(addresses.userId, userId));
}

export function addressBook(db: Db) {
  const mine = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId));
  const missing = () => new NotFoundError('No such address', 'address_not_found');

  return {
    /** defaults first (checkout preselects the first), then newest */
    async list(userId: string) {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(
          desc(addresses.isDefaultDelivery),
          desc(addresses.isDefaultBilling),
          desc(addresses.createdAt),
        );
      return rows.map(presentAddress);
    },

    async create(userId: string, a: AddressInput) {
      const id = randomUUID();
      const [row] = await db.transaction(async (tx) => {
        await clearDefaults(tx, userId, a);
        return tx
          .insert(addresses)
          .values({ id, userId, ...columns(a) })
          .returning();
      });
      return presentAddress(row!);
    },

    async update(userId: string, id: string, a: AddressInput) {
      const row = await db.transaction(async (tx) => {
        const [found] = await tx.select().from(addresses).where(mine(userId, id)).for('update');
        if (!found) throw missing();
        await clearDefaults(tx, userId, a);
        const [updated] = await tx.update(addresses).set(columns(a)).where(mine(userId, id)).returning();
        return updated!;
      });
      return presentAddress(row);
    },

    async remove(userId: string, id: string) {
      const gone = await db.delete(addresses).where(mine(userId, id)).returning({ id: addresses.id });
      if (!gone.length) throw missing();
    },
  };
}
