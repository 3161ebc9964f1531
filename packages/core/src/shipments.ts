// Shipments (docs/order-operations.md "Shipments and carriers"): an order ships in one or more parcels, each with some
// of its lines, a carrier from the shop's list and a tracking number. The API checks every request with these rules
// inside its transaction; the admin page uses the same arithmetic to show what is left.
import { parseCsv } from './csv.ts';
import type { OrderStatus } from './orders.ts';

/** A line as shipping sees it. Custom lines (a draft's hand-made item) are goods too: they ship like any other. */
export interface ShippableLine {
  sub_sku: string;
  quantity: number;
  shipped_quantity: number;
}

/** Units of a line still to send: ordered − shipped, never below zero. */
export function unshippedQuantity(line: ShippableLine): number {
  return Math.max(0, line.quantity - line.shipped_quantity);
}

/** Every line has gone out in full: the order becomes shipped. */
export function allShipped(lines: readonly ShippableLine[]): boolean {
  return lines.length > 0 && lines.every((l) => unshippedQuantity(l) === 0);
}

/** A shipment may be made of a paid or packed order (a first parcel of a paid order packs it). */
export const SHIPPABLE_STATUSES: readonly OrderStatus[] = ['paid', 'packed'];

export function canShip(status: OrderStatus): boolean {
  return SHIPPABLE_STATUSES.includes(status);
}

/** Everything left on the order, as a shipment's items (the default of the admin's form and the tracking CSV). */
export function remainingItems(lines: readonly ShippableLine[]): { sub_sku: string; quantity: number }[] {
  const left = new Map<string, number>();
  for (const l of lines) {
    const n = unshippedQuantity(l);
    if (n > 0) left.set(l.sub_sku, (left.get(l.sub_sku) ?? 0) + n);
  }
  return [...left].map(([sub_sku, quantity]) => ({ sub_sku, quantity }));
}

export interface ShipmentRequest {
  items: readonly { sub_sku: string; quantity: number }[];
  carrier?: string | null;
  tracking_number?: string | null;
}

export type ShipmentRequestProblem =
  | { field: 'status'; reason: 'invalid_transition' }
  | {
      field: 'items';
      reason: 'required' | 'unknown_item' | 'not_positive' | 'exceeds_unshipped';
      sub_sku?: string;
    }
  | { field: 'carrier' | 'tracking_number'; reason: 'required' };

/** Checks a shipment against the order; null when it may go ahead. */
export function shipmentRequestProblem(
  status: OrderStatus,
  lines: readonly ShippableLine[],
  req: ShipmentRequest,
): ShipmentRequestProblem | null {
  if (!canShip(status)) return { field: 'status', reason: 'invalid_transition' };
  if (!req.carrier?.trim()) return { field: 'carrier', reason: 'required' };
  if (!req.tracking_number?.trim()) return { field: 'tracking_number', reason: 'required' };
  if (req.items.length === 0) return { field: 'items', reason: 'required' };
  const asked = new Map<string, number>();
  for (const i of req.items) {
    if (!Number.isInteger(i.quantity) || i.quantity <= 0)
      return { field: 'items', reason: 'not_positive', sub_sku: i.sub_sku };
    asked.set(i.sub_sku, (asked.get(i.sub_sku) ?? 0) + i.quantity);
  }
  for (const [sku, qty] of asked) {
    const same = lines.filter((l) => l.sub_sku === sku);
    if (!same.length) return { field: 'items', reason: 'unknown_item', sub_sku: sku };
    if (qty > same.reduce((n, l) => n + unshippedQuantity(l), 0))
      return { field: 'items', reason: 'exceeds_unshipped', sub_sku: sku };
  }
  return null;
}

/**
 * Spreads a shipment's units over the order's lines (two lines may share a sub-SKU, e.g. a one-off and a
 * subscription): each line takes what it has left, in order. Call after shipmentRequestProblem said null.
 */
export function allocateShipment<L extends ShippableLine>(
  lines: readonly L[],
  items: readonly { sub_sku: string; quantity: number }[],
): { line: L; quantity: number }[] {
  const left = new Map(lines.map((l) => [l, unshippedQuantity(l)]));
  const out: { line: L; quantity: number }[] = [];
  for (const i of items) {
    let want = i.quantity;
    for (const l of lines) {
      if (want === 0) break;
      if (l.sub_sku !== i.sub_sku) continue;
      const take = Math.min(want, left.get(l) ?? 0);
      if (take === 0) continue;
      left.set(l, (left.get(l) ?? 0) - take);
      want -= take;
      const same = out.find((o) => o.line === l);
      if (same) same.quantity += take;
      else out.push({ line: l, quantity: take });
    }
  }
  return out;
}

/** A carrier's link for a tracking number: `{tracking}` in the template, URL-encoded; null without a template. */
export function trackingUrl(template: string | null | undefined, tracking: string): string | null {
  if (!template) return null;
  return template.replaceAll('{tracking}', encodeURIComponent(tracking.trim()));
}

/** A template must be an https link with `{tracking}` in it (or empty: the carrier has no tracking page). */
export function trackingTemplateProblem(template: string | null | undefined): 'invalid_url' | null {
  if (!template) return null;
  if (!template.includes('{tracking}')) return 'invalid_url';
  try {
    const u = new URL(template.replaceAll('{tracking}', 'X'));
    return u.protocol === 'https:' && u.hostname.includes('.') ? null : 'invalid_url';
  } catch {
    return 'invalid_url';
  }
}

// ------------------------------------------------------------------ the tracking CSV of the bulk "mark shipped"

export interface CarrierName {
  id: string;
  name: { eng: string; chi: string; cn: string };
}

const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** A carrier by its id or any of its three names, ignoring case, spacing and full-width letters. */
export function findCarrier<C extends CarrierName>(carriers: readonly C[], text: string): C | null {
  const want = norm(text);
  if (!want) return null;
  return (
    carriers.find(
      (c) =>
        norm(c.id) === want ||
        norm(c.name.eng) === want ||
        norm(c.name.chi) === want ||
        norm(c.name.cn) === want,
    ) ?? null
  );
}

/** Why a row of the tracking CSV was refused (the admin shows each in the staff member's language). */
export const TRACKING_ROW_REASONS = [
  'missing_order_number',
  'missing_carrier',
  'missing_tracking_number',
  'unknown_carrier',
  'duplicate_row',
  'order_not_found',
  'not_shippable',
  'too_many_columns',
] as const;
export type TrackingRowReason = (typeof TRACKING_ROW_REASONS)[number];

export interface TrackingRow {
  /** the row as a spreadsheet numbers it (the header is row 1) */
  row: number;
  order_number: string;
  carrier_id: string;
  tracking_number: string;
}
export interface TrackingRowError {
  row: number;
  order_number: string;
  reason: TrackingRowReason;
}

/** The header's first cell names the order (English or Chinese): such a first row is skipped. */
const HEADER = /order|訂單|订单|單號|单号/i;

/**
 * Reads the tracking CSV: order number, carrier (id or name in any of its scripts), tracking number. A header row is
 * optional; blank rows are skipped; a BOM and quoted cells are fine. Every bad row is reported with its number and
 * reason; `unclosed` is set when a quote never closes (the whole file is refused).
 */
export function parseTrackingCsv(
  text: string,
  carriers: readonly CarrierName[],
): { rows: TrackingRow[]; errors: TrackingRowError[]; unclosed: boolean } {
  const { records, unclosedAt } = parseCsv(text);
  const rows: TrackingRow[] = [];
  const errors: TrackingRowError[] = [];
  const seen = new Set<string>();
  records.forEach((cells, i) => {
    const row = i + 1;
    const [orderCell = '', carrierCell = '', trackingCell = '', ...rest] = cells.map((c) => c.trim());
    if (i === 0 && HEADER.test(orderCell)) return;
    if (!orderCell && !carrierCell && !trackingCell && rest.every((c) => !c)) return;
    const order_number = orderCell.toUpperCase();
    const fail = (reason: TrackingRowReason) => errors.push({ row, order_number: orderCell, reason });
    if (rest.some((c) => c)) return fail('too_many_columns');
    if (!orderCell) return fail('missing_order_number');
    if (!carrierCell) return fail('missing_carrier');
    if (!trackingCell) return fail('missing_tracking_number');
    const carrier = findCarrier(carriers, carrierCell);
    if (!carrier) return fail('unknown_carrier');
    if (seen.has(order_number)) return fail('duplicate_row');
    seen.add(order_number);
    rows.push({ row, order_number, carrier_id: carrier.id, tracking_number: trackingCell });
  });
  return { rows, errors, unclosed: unclosedAt !== null };
}

/** The most orders one bulk action takes (a filter matching more is narrowed first). */
export const BULK_MAX_ORDERS = 500;
