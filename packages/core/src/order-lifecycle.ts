// The order state machine and refund arithmetic: the one place that says which moves an order may make and how
// much money may go back. The API enforces it inside its transactions; the admin shows only the moves it allows.
import type { OrderStatus } from './orders.ts';

/** Who moves an order: staff in the back office, the payment provider, the system's own jobs, a refund. */
export type TransitionActor = 'staff' | 'payment' | 'system' | 'refund';

/** Every legal edge, with who may take it. Anything not listed is illegal (409 invalid_transition). */
const EDGES: Record<OrderStatus, Partial<Record<OrderStatus, readonly TransitionActor[]>>> = {
  awaiting_payment: {
    // a bank transfer is confirmed by staff; every other method by the provider's signed notification
    paid: ['payment', 'staff'],
    cancelled: ['staff', 'system'],
    expired: ['system'],
  },
  paid: { packed: ['staff'], cancelled: ['staff'], refunded: ['refund'] },
  packed: { shipped: ['staff'], cancelled: ['staff'], refunded: ['refund'] },
  shipped: { delivered: ['staff', 'system'], refunded: ['refund'] },
  delivered: { refunded: ['refund'] },
  cancelled: {},
  expired: {},
  refunded: {},
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: TransitionActor): boolean {
  return EDGES[from]?.[to]?.includes(actor) ?? false;
}

/** The moves staff can make from a status (the admin's buttons). */
export function staffTransitions(from: OrderStatus): OrderStatus[] {
  return (Object.keys(EDGES[from] ?? {}) as OrderStatus[]).filter((to) => canTransition(from, to, 'staff'));
}

/** Every legal edge (for tests and the admin's timeline legend). */
export function legalEdges(): { from: OrderStatus; to: OrderStatus; actors: readonly TransitionActor[] }[] {
  return (
    Object.entries(EDGES) as [OrderStatus, Partial<Record<OrderStatus, readonly TransitionActor[]>>][]
  ).flatMap(([from, tos]) =>
    (Object.entries(tos) as [OrderStatus, readonly TransitionActor[]][]).map(([to, actors]) => ({
      from,
      to,
      actors,
    })),
  );
}

/** Statuses in which money has been taken and not all of it given back. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'packed', 'shipped', 'delivered'];

/**
 * Statuses a refund may be made from. A cancelled order was refunded in full when it was cancelled; only when that
 * refund failed at the provider is money still owed on it (paid > refunded), and then it may be refunded again.
 */
export function canRefund(status: OrderStatus, paid = 0, refunded = 0): boolean {
  if (status === 'cancelled') return paid > refunded;
  return PAID_STATUSES.includes(status);
}

/** A cancellation from a paid status gives every cent back. */
export function cancelRefundsInFull(status: OrderStatus): boolean {
  return status === 'paid' || status === 'packed';
}

/** Shipping needs a carrier and a tracking number; the link is optional (some carriers have none). */
export interface ShipmentInput {
  carrier?: string | null;
  tracking_number?: string | null;
  tracking_url?: string | null;
}

export type TransitionProblem = { field: string; reason: 'required' | 'invalid_url' };

export function shipmentProblem(to: OrderStatus, s: ShipmentInput): TransitionProblem | null {
  if (to !== 'shipped') return null;
  if (!s.carrier?.trim()) return { field: 'carrier', reason: 'required' };
  if (!s.tracking_number?.trim()) return { field: 'tracking_number', reason: 'required' };
  if (s.tracking_url && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(s.tracking_url))
    return { field: 'tracking_url', reason: 'invalid_url' };
  return null;
}

export type RefundProblem =
  | { field: 'amount'; reason: 'not_positive' | 'exceeds_refundable' }
  | { field: 'restock_items'; reason: 'unknown_item' | 'exceeds_ordered' }
  | { field: 'status'; reason: 'not_refundable' };

/** What may still go back: paid minus refunded, never below zero. */
export function refundableAmount(paid: number, refunded: number): number {
  return Math.max(0, paid - refunded);
}

export interface RefundRequest {
  status: OrderStatus;
  /** what the shopper paid and what has gone back already, in the order's minor units */
  paid: number;
  refunded: number;
  amount: number;
  /** per sub_sku: how many were ordered and how many have gone back to stock already */
  items: Record<string, { ordered: number; restocked: number }>;
  restock?: { sub_sku: string; quantity: number }[];
}

/** Checks a refund against the order; null when it may go ahead. */
export function refundProblem(r: RefundRequest): RefundProblem | null {
  if (!canRefund(r.status, r.paid, r.refunded)) return { field: 'status', reason: 'not_refundable' };
  if (!Number.isInteger(r.amount) || r.amount <= 0) return { field: 'amount', reason: 'not_positive' };
  if (r.amount > refundableAmount(r.paid, r.refunded))
    return { field: 'amount', reason: 'exceeds_refundable' };
  const asked = new Map<string, number>();
  for (const line of r.restock ?? []) asked.set(line.sub_sku, (asked.get(line.sub_sku) ?? 0) + line.quantity);
  for (const [sku, qty] of asked) {
    const item = r.items[sku];
    if (!item) return { field: 'restock_items', reason: 'unknown_item' };
    if (!Number.isInteger(qty) || qty <= 0 || qty > item.ordered - item.restocked)
      return { field: 'restock_items', reason: 'exceeds_ordered' };
  }
  return null;
}

/** After a refund: everything back → refunded; part of it → the status stays. A cancelled order stays cancelled. */
export function statusAfterRefund(status: OrderStatus, paid: number, refundedAfter: number): OrderStatus {
  if (status === 'cancelled') return status;
  return refundedAfter >= paid ? 'refunded' : status;
}

/** The money a cancellation gives back: all that is still held on a paid or packed order, else nothing. */
export function cancelRefundAmount(status: OrderStatus, paid: number, refunded: number): number {
  return cancelRefundsInFull(status) ? refundableAmount(paid, refunded) : 0;
}

/**
 * What the shopper still owes on an order: its total less what was paid and what staff wrote off (a transfer short
 * by bank charges within the shop's tolerance). Never below zero: an overpayment is not "owed" back here.
 */
export function amountOwed(total: number, paid: number, writtenOff = 0): number {
  return Math.max(0, total - paid - writtenOff);
}
