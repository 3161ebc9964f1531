// The order list's printing and saved views (GET /admin/orders/packing-slips.pdf, /admin/order-views).
import { z } from 'zod';
import { fileAnswer } from './common.ts';

/** At most this many orders go into one PDF. */
export const PACKING_SLIPS_MAX = 200;

/** GET /admin/orders/packing-slips.pdf: order ids (or numbers), comma-separated; page size; slip, invoice or both. */
export const packingSlipsQuery = z.object({
  ids: z.string().trim().min(1, 'choose at least one order').max(20_000),
  size: z.enum(['a4', 'label']).default('a4'),
  kind: z.enum(['slip', 'invoice', 'both']).default('slip'),
});
export const packingSlipsAnswer = fileAnswer('application/pdf', 'one page per order per kind');

/** A staff member's saved order-list filters. */
export const orderViewOut = z.object({
  _id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export const orderViewListOut = z.object({ items: z.array(orderViewOut) });
export const orderViewName = z.string().trim().min(1).max(60);
