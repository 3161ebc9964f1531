// Returns and exchanges (RMA) and line-based refunds: the return's state machine, the return window, what may still
// come back per line, and the one refund computation the return page and the order page's refund form both show
// (docs/order-operations.md "Returns and exchanges", "Refunds").
import type { OrderStatus } from './orders.ts';

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'refused',
  'received',
  'refunded',
  'exchanged',
  'closed',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'allergy',
  'changed_mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Who moves a return: the shopper (only asks), staff. */
export type ReturnActor = 'shopper' | 'staff';

/** Every legal edge with who may take it; anything not listed is illegal (409 invalid_transition). */
const EDGES: Record<ReturnStatus, Partial<Record<ReturnStatus, readonly ReturnActor[]>>> = {
  requested: { approved: ['staff'], refused: ['staff'] },
  // an exchange may be sent before the parcel is back (a trusted customer); the receipt is then recorded later
  approved: { received: ['staff'], exchanged: ['staff'], refused: ['staff'] },
  // received with nothing to pay back (everything written off as the customer's damage): closed
  received: { refunded: ['staff'], exchanged: ['staff'], closed: ['staff'] },
  refunded: { closed: ['staff'] },
  exchanged: { closed: ['staff'] },
  refused: {},
  closed: {},
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus, actor: ReturnActor = 'staff'): boolean {
  return EDGES[from]?.[to]?.includes(actor) ?? false;
}

/** The staff's moves from a status (the admin's buttons). */
export function returnMoves(from: ReturnStatus): ReturnStatus[] {
  return (Object.keys(EDGES[from] ?? {}) as ReturnStatus[]).filter((to) => canMoveReturn(from, to));
}

export function legalReturnEdges(): {
  from: ReturnStatus;
  to: ReturnStatus;
  actors: readonly ReturnActor[];
}[] {
  return (
    Object.entries(EDGES) as [ReturnStatus, Partial<Record<ReturnStatus, readonly ReturnActor[]>>][]
  ).flatMap(([from, tos]) =>
    (Object.entries(tos) as [ReturnStatus, readonly ReturnActor[]][]).map(([to, actors]) => ({
      from,
      to,
      actors,
    })),
  );
}

/** A return still holding units (they cannot be asked for again). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved'];

/** Orders a return may be asked on: the goods left the shop. */
export const RETURNABLE_ORDER_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered'];

const DAY = 24 * 60 * 60 * 1000;

/**
 * The return window: open while the order is shipped or delivered and `days` have not passed since delivery (a
 * shipped order not yet marked delivered counts from its shipping). `since` is that moment; null: still open.
 */
export function returnWindowOpen(
  status: OrderStatus,
  since: Date | null,
  days: number,
  now: Date = new Date(),
): boolean {
  if (!RETURNABLE_ORDER_STATUSES.includes(status)) return false;
  if (!since) return status === 'shipped';
  return now.getTime() <= since.getTime() + days * DAY;
}

/** The last day a return may be asked (null when the order has not left the shop). */
export function returnDeadline(since: Date | null, days: number): Date | null {
  return since ? new Date(since.getTime() + days * DAY) : null;
}

export interface ReturnableLine {
  id: string;
  quantity: number;
  /** units sent (0 on an order shipped whole before shipments were counted: then every unit counts as sent) */
  shipped_quantity: number;
  returned_quantity: number;
  /** units in returns not yet received or refused (requested, approved) */
  in_open_returns: number;
  custom?: boolean;
}

/** Units of a line that may still be asked back: sent, less those returned or in an open return. */
export function returnableQuantity(l: ReturnableLine, orderStatus: OrderStatus): number {
  if (!RETURNABLE_ORDER_STATUSES.includes(orderStatus)) return 0;
  const sent = l.shipped_quantity > 0 ? l.shipped_quantity : l.quantity;
  return Math.max(0, sent - l.returned_quantity - l.in_open_returns);
}

export type ReturnRequestProblem =
  | { field: 'items'; reason: 'required' | 'unknown_item' | 'exceeds_returnable' }
  | { field: 'order'; reason: 'return_window_closed' };

/** Checks the lines a shopper or staff asks back; null when the return may be opened. */
export function returnRequestProblem(
  lines: readonly ReturnableLine[],
  asked: readonly { order_item_id: string; quantity: number }[],
  orderStatus: OrderStatus,
  windowOpen: boolean,
): ReturnRequestProblem | null {
  if (!windowOpen) return { field: 'order', reason: 'return_window_closed' };
  if (asked.length === 0) return { field: 'items', reason: 'required' };
  const sum = new Map<string, number>();
  for (const a of asked) sum.set(a.order_item_id, (sum.get(a.order_item_id) ?? 0) + a.quantity);
  for (const [id, qty] of sum) {
    const l = lines.find((x) => x.id === id);
    if (!l) return { field: 'items', reason: 'unknown_item' };
    if (!Number.isInteger(qty) || qty <= 0 || qty > returnableQuantity(l, orderStatus))
      return { field: 'items', reason: 'exceeds_returnable' };
  }
  return null;
}

/** The order as the refund computation reads it (minor units of its currency). */
export interface RefundOrder {
  subtotal: number;
  /** the coupon's discount */
  discount: number;
  referral_discount: number;
  reward_discount: number;
  /** cash dollars spent: their share goes back to the wallet, never to the card */
  wallet_amount: number;
  delivery_fee: number;
  gift_wrap_fee: number;
  paid: number;
  refunded: number;
  /** cash dollars already given back to the wallet for this order's returns */
  wallet_returned: number;
  lines: readonly { id: string; quantity: number; line_total: number; returned_quantity: number }[];
}

export interface RefundLineInput {
  order_item_id: string;
  quantity: number;
}

export interface RefundLineOut {
  order_item_id: string;
  quantity: number;
  /** the units' share of the line total */
  amount: number;
  /** their share of the coupon, referral and reward discounts and of the cash dollars spent */
  discount_share: number;
}

export interface RefundComputation {
  lines: RefundLineOut[];
  goods: number;
  discount_share: number;
  /** the delivery fee and gift wrap: back only when every unit of the order comes back */
  delivery: number;
  gift_wrap: number;
  adjustment: number;
  /** to the original payment (card/PayMe/FPS/Alipay through the provider; bank transfer or cash: by hand) */
  to_payment: number;
  /** cash dollars back to the member's wallet */
  to_wallet: number;
  /** what was asked was more than may still go back: to_payment was cut to the refundable amount */
  capped: boolean;
}

/** `whole × part / of`, rounded half up, 0 when `of` is 0. */
function share(whole: number, part: number, of: number): number {
  return of <= 0 ? 0 : Math.round((whole * part) / of);
}

/**
 * THE refund of chosen lines. Each unit brings back its part of its line total, less its proportional share of the
 * order's discounts (coupon, referral, reward: lost; cash dollars: back to the wallet). The shares are computed on
 * the running total of units returned, so returning everything in several goes adds up to the order to the cent.
 * The delivery fee and gift wrap come back only when this return makes every unit of the order come back. An
 * adjustment (+/−, with a reason kept by the caller) moves the payment's part; never below 0 nor above paid − refunded.
 */
export function computeRefund(
  o: RefundOrder,
  asked: readonly RefundLineInput[],
  adjustment = 0,
): RefundComputation {
  const units = (qty: number, l: { quantity: number; line_total: number }) =>
    share(l.line_total, qty, l.quantity);
  const goodsBefore = o.lines.reduce((n, l) => n + units(l.returned_quantity, l), 0);
  const lines: RefundLineOut[] = [];
  let goods = 0;
  let discountShare = 0;
  let walletShare = 0;
  const lost = o.discount + o.referral_discount + o.reward_discount;
  for (const a of asked) {
    const l = o.lines.find((x) => x.id === a.order_item_id);
    if (!l || a.quantity <= 0) continue;
    const amount = units(a.quantity, l);
    const before = goodsBefore + goods;
    const after = before + amount;
    const lostShare = share(lost, after, o.subtotal) - share(lost, before, o.subtotal);
    const wallet = share(o.wallet_amount, after, o.subtotal) - share(o.wallet_amount, before, o.subtotal);
    goods += amount;
    discountShare += lostShare + wallet;
    walletShare += wallet;
    lines.push({ order_item_id: l.id, quantity: a.quantity, amount, discount_share: lostShare + wallet });
  }
  const unitsLeft = o.lines.reduce((n, l) => n + l.quantity - l.returned_quantity, 0);
  const unitsAsked = lines.reduce((n, l) => n + l.quantity, 0);
  const all = unitsAsked > 0 && unitsAsked >= unitsLeft;
  const delivery = all ? o.delivery_fee : 0;
  const giftWrap = all ? o.gift_wrap_fee : 0;
  const toWallet = Math.max(0, Math.min(walletShare, o.wallet_amount - o.wallet_returned));
  const wanted = goods - discountShare + delivery + giftWrap + adjustment;
  const refundable = Math.max(0, o.paid - o.refunded);
  const toPayment = Math.max(0, Math.min(wanted, refundable));
  return {
    lines,
    goods,
    discount_share: discountShare,
    delivery,
    gift_wrap: giftWrap,
    adjustment,
    to_payment: toPayment,
    to_wallet: toWallet,
    capped: wanted > refundable,
  };
}

/** An exchange: what the shopper pays for the replacement (0: sent at no charge; the difference otherwise). */
export function exchangeDifference(returnedValue: number, replacementValue: number): number {
  return Math.max(0, replacementValue - returnedValue);
}
