import { z } from 'zod';
import { localized, minor } from './common.ts';

/** GET /api/v1/admin/search?q=: orders, customers, products and pages, ranked, up to 5 of each kind the role may see. */

export const adminSearchQuery = z.strictObject({ q: z.string().trim().min(1).max(100) });

/** Up to this many results of each kind. */
export const SEARCH_PER_KIND = 5;

/** What matched, best first: the whole number or SKU, its start, somewhere inside. */
const rank = z.enum(['exact', 'prefix', 'contains']);

export const adminSearchOut = z.object({
  q: z.string(),
  /** a kind is absent when the staff member's role may not see it */
  orders: z
    .array(
      z.object({
        id: z.string(),
        number: z.string(),
        /** the delivery name as the shopper wrote it */
        name: z.string(),
        email: z.string(),
        phone: z.string(),
        status: z.string(),
        total: minor,
        currency: z.string(),
        created_at: z.string(),
        /** what the query matched: the order number, email, phone, tracking number or name */
        matched: z.enum(['number', 'email', 'phone', 'tracking', 'name']),
        rank,
      }),
    )
    .optional(),
  customers: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        phone: z.string(),
        rank,
      }),
    )
    .optional(),
  products: z
    .array(
      z.object({
        id: z.string(),
        sku: z.string(),
        name: localized,
        thumbnail: z.string(),
        archived: z.boolean(),
        rank,
      }),
    )
    .optional(),
  pages: z
    .array(
      z.object({
        id: z.string(),
        handle: z.string(),
        title: localized,
        published: z.boolean(),
        rank,
      }),
    )
    .optional(),
});
export type AdminSearchOut = z.infer<typeof adminSearchOut>;
