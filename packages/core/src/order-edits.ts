// Changing an order before it ships: which orders may change, the lines after an edit, and what the difference
// means for the money (collected through a payment link, refunded to the original payment, or simply a new total
// on an unpaid order). The server re-prices with the checkout's own rules; these are the pure parts.
import type { OrderStatus } from './orders.ts';

/** An order may be edited while nothing has left: awaiting payment, paid or packed, no unit shipped. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'paid', 'packed'];

export function isEditable(status: OrderStatus, lines: readonly { shipped_quantity: number }[]): boolean {
  return EDITABLE_STATUSES.includes(status) && lines.every((l) => l.shipped_quantity === 0);
}

export interface EditLineChange {
  sub_sku: string;
  quantity: number;
}

export interface EditedLine {
  sub_sku: string;
  before: number;
  after: number;
}

export type EditProblem = { field: string; reason: 'unknown_line' | 'invalid_quantity' | 'empty_order' };

/**
 * The order's lines after an edit: `change` sets a line's quantity (0 removes it) by its sub_sku, `add` adds units
 * (to the line of that sub_sku when there is one). Returns every touched or kept line with its before and after.
 */
export function applyEditLines(
  current: readonly EditLineChange[],
  edit: { add?: readonly EditLineChange[]; change?: readonly EditLineChange[] },
  maxLine = 99,
): { lines: EditedLine[] } | { problem: EditProblem } {
  const lines = new Map<string, EditedLine>();
  for (const l of current) {
    const seen = lines.get(l.sub_sku);
    if (seen) {
      seen.before += l.quantity;
      seen.after += l.quantity;
    } else lines.set(l.sub_sku, { sub_sku: l.sub_sku, before: l.quantity, after: l.quantity });
  }
  for (const [i, c] of (edit.change ?? []).entries()) {
    const line = lines.get(c.sub_sku);
    if (!line) return { problem: { field: `change.${i}.sub_sku`, reason: 'unknown_line' } };
    if (!Number.isInteger(c.quantity) || c.quantity < 0 || c.quantity > maxLine)
      return { problem: { field: `change.${i}.quantity`, reason: 'invalid_quantity' } };
    line.after = c.quantity;
  }
  for (const [i, a] of (edit.add ?? []).entries()) {
    if (!Number.isInteger(a.quantity) || a.quantity < 1)
      return { problem: { field: `add.${i}.quantity`, reason: 'invalid_quantity' } };
    const line = lines.get(a.sub_sku) ?? { sub_sku: a.sub_sku, before: 0, after: 0 };
    line.after += a.quantity;
    if (line.after > maxLine) return { problem: { field: `add.${i}.quantity`, reason: 'invalid_quantity' } };
    lines.set(a.sub_sku, line);
  }
  const out = [...lines.values()];
  if (out.every((l) => l.after === 0)) return { problem: { field: 'change', reason: 'empty_order' } };
  return { lines: out };
}

/** An order's total from its parts, as checkout adds them (order-quote.ts). */
export function orderTotalOf(p: {
  subtotal: number;
  discount: number;
  referral_discount?: number;
  reward_discount?: number;
  wallet_amount?: number;
  gift_wrap_fee: number;
  delivery_fee: number;
}): number {
  const off = (p.referral_discount ?? 0) + (p.reward_discount ?? 0) + (p.wallet_amount ?? 0);
  return Math.max(0, p.subtotal - p.discount - off) + p.gift_wrap_fee + p.delivery_fee;
}

export type EditSettlement = 'payment_link' | 'refund' | 'none';

/**
 * What the difference of an edit does to the money. An unpaid order's total simply changes; on a paid order more
 * is collected through a payment link and less is refunded to the original payment (never more than is left of it).
 */
export function editSettlement(p: {
  status: OrderStatus;
  totalBefore: number;
  totalAfter: number;
  paid: number;
  refunded: number;
}): { difference: number; settlement: EditSettlement; amount: number } {
  const difference = p.totalAfter - p.totalBefore;
  if (p.status === 'awaiting_payment' || p.paid === 0 || difference === 0)
    return { difference, settlement: 'none', amount: 0 };
  if (difference > 0) return { difference, settlement: 'payment_link', amount: difference };
  const amount = Math.min(-difference, Math.max(0, p.paid - p.refunded));
  return { difference, settlement: amount > 0 ? 'refund' : 'none', amount };
}
