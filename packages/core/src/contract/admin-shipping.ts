// Shipments, carriers and the order list's bulk actions (docs/order-operations.md "Shipments and carriers", "Bulk
// actions"): the request bodies the API validates and the admin's forms are read into, and the answers.
import { z } from 'zod';
import { BULK_MAX_ORDERS } from '../shipments.ts';
import { ORDER_STATUSES } from '../orders.ts';
import { TRACKING_ROW_REASONS } from '../shipments.ts';
import { localized } from './common.ts';

const version = z.number().int().positive().optional();
const shipmentItem = z.strictObject({
  sub_sku: z.string().trim().min(1).max(100),
  quantity: z.number().int().min(0).max(10_000),
});

/** POST /admin/orders/:id/shipments: some of the order's lines in one parcel; carrier by id or name. */
export const shipmentBody = z.strictObject({
  items: z.array(shipmentItem).max(200),
  carrier: z.string().trim().max(100),
  tracking_number: z.string().trim().max(100),
  version,
});
export type ShipmentBody = z.infer<typeof shipmentBody>;

/** A carrier as the shop keeps it: its name in three scripts and its tracking link with `{tracking}`. */
export const carrierOut = z.object({
  id: z.string(),
  name: localized,
  tracking_url_template: z.string().nullable(),
  active: z.boolean(),
  priority: z.number().int(),
});
export type Carrier = z.infer<typeof carrierOut>;
export const carrierListOut = z.object({ items: z.array(carrierOut) });
export type CarrierList = z.infer<typeof carrierListOut>;

const carrierName = z.strictObject({
  eng: z.string().trim().min(1).max(100),
  chi: z.string().trim().min(1).max(100),
  cn: z.string().trim().min(1).max(100),
});
const template = z.string().trim().max(500);

/** POST /admin/carriers */
export const carrierCreateBody = z.strictObject({
  name: carrierName,
  tracking_url_template: template.optional(),
  active: z.boolean().optional(),
  priority: z.number().int().min(0).max(100_000).optional(),
});
export type CarrierCreateBody = z.infer<typeof carrierCreateBody>;

/** PATCH /admin/carriers/:id (deactivate: `{active: false}`; a carrier is never deleted, shipments name it) */
export const carrierUpdateBody = carrierCreateBody.partial();
export type CarrierUpdateBody = z.infer<typeof carrierUpdateBody>;

/** The list's filters, as the order list takes them (a bulk action may select "every order matching"). */
export const orderListFilter = z.strictObject({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  payment_method: z.string().trim().max(40).optional(),
  country: z.string().trim().toLowerCase().max(3).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type OrderListFilter = z.infer<typeof orderListFilter>;

export { BULK_MAX_ORDERS };

/** POST /admin/orders/bulk: pack the chosen (or matching) orders, or ship the orders of a tracking CSV. */
export const orderBulkBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('pack'),
    order_ids: z.array(z.string().min(1).max(64)).min(1).max(BULK_MAX_ORDERS).optional(),
    filter: orderListFilter.optional(),
  }),
  z.strictObject({ action: z.literal('ship_csv'), csv: z.string().min(1).max(2_000_000) }),
]);
export type OrderBulkBody = z.infer<typeof orderBulkBody>;

export const bulkResultOut = z.object({
  order_id: z.string(),
  number: z.string(),
  result: z.enum(['done', 'skipped']),
  /** why an order was left as it was: its status does not allow the move, or someone changed it first */
  reason: z.enum(['invalid_transition', 'order_changed', 'order_not_found']).optional(),
});
export type BulkResult = z.infer<typeof bulkResultOut>;

/** 200: per order, done or skipped with the reason (pack); the orders shipped (ship_csv). */
export const orderBulkOut = z.object({
  action: z.enum(['pack', 'ship_csv']),
  done: z.number().int(),
  skipped: z.number().int(),
  results: z.array(bulkResultOut),
});
export type OrderBulkOut = z.infer<typeof orderBulkOut>;

export const trackingRowErrorOut = z.object({
  row: z.number().int(),
  order_number: z.string(),
  reason: z.enum(TRACKING_ROW_REASONS),
});

/** 400 csv_invalid: every bad row with its number and reason; nothing was shipped. Or a plain 400. */
export const orderBulkRefusedOut = z.union([
  z.object({
    error: z.string(),
    code: z.literal('csv_invalid'),
    statusCode: z.literal(400),
    rows: z.array(trackingRowErrorOut),
  }),
  z.object({ error: z.string(), code: z.string(), field: z.string().optional(), statusCode: z.literal(400) }),
]);
export type OrderBulkRefused = z.infer<typeof orderBulkRefusedOut>;
