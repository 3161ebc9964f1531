// A bank transfer or cash payment that does not match what is owed to the cent (bank charges, a customer rounding):
// short by up to the shop's tolerance counts as paid with the shortfall written off; short by more leaves the order
// awaiting payment with the rest owed; more than owed pays it and the excess goes back (refund or wallet credit).
import { amountOwed } from './order-lifecycle.ts';

export type PaymentFit = 'exact' | 'short_within' | 'short_beyond' | 'over';

export interface PaymentClassification {
  fit: PaymentFit;
  /** what was owed before this payment */
  due: number;
  /** the order is paid in full after this payment (exact, within the tolerance, or over) */
  paid: boolean;
  /** short by this much (0 unless short) */
  shortfall: number;
  /** written off: the shortfall when it is within the tolerance */
  writeOff: number;
  /** still owed after this payment (a shortfall beyond the tolerance) */
  owedAfter: number;
  /** paid above what was owed: to refund or credit */
  excess: number;
}

/**
 * How a received amount settles an order: `total`, `paid` and `writtenOff` as the order holds them before this
 * payment, `tolerance` the shop's for the order's currency (0 when none), all in minor units.
 */
export function classifyPayment(p: {
  total: number;
  paid: number;
  writtenOff?: number;
  received: number;
  tolerance: number;
}): PaymentClassification {
  const due = amountOwed(p.total, p.paid, p.writtenOff ?? 0);
  const base = { due, shortfall: 0, writeOff: 0, owedAfter: 0, excess: 0 };
  if (p.received === due) return { ...base, fit: 'exact', paid: true };
  if (p.received > due) return { ...base, fit: 'over', paid: true, excess: p.received - due };
  const shortfall = due - p.received;
  if (shortfall <= Math.max(0, p.tolerance))
    return { ...base, fit: 'short_within', paid: true, shortfall, writeOff: shortfall };
  return { ...base, fit: 'short_beyond', paid: false, shortfall, owedAfter: shortfall };
}
