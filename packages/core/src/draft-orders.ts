// Draft orders (phone and WhatsApp orders built by staff): the arithmetic a draft adds to the checkout's own rules.
// A draft's lines are priced by the catalogue exactly as checkout prices them for the customer's member groups; what
// is new here is the staff discount (an amount or a percentage, with a reason), a delivery fee staff may set by
// hand, and the totals put together in the checkout's order (goods − discount, then delivery and gift wrap).
import type { CurrencyCode } from './currencies.ts';
import { qualifiesForFreeShipping, type FreeShippingThresholds } from './shipping.ts';

export const DRAFT_STATUSES = ['open', 'completed', 'cancelled'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
export const DRAFT_PAYMENTS = ['link', 'cash', 'bank_transfer'] as const;
export type DraftPayment = (typeof DRAFT_PAYMENTS)[number];
/** How long an order from a draft waits for its payment link to be paid (it holds stock meanwhile). */
export const DRAFT_LINK_HOURS = 48;
/** The largest percentage discount (decimals allowed: 12.5 is 12.5%). */
export const MAX_DRAFT_PERCENT = 100;

export interface DraftDiscount {
  kind: 'amount' | 'percent';
  /** amount: minor units of the draft's currency; percent: 0–100 (decimals allowed) */
  value: number;
  reason?: string;
}

/**
 * The staff discount on the goods: an amount never above the goods, a percentage of them rounded to the nearest
 * minor unit (half up). Nothing off an empty draft.
 */
export function draftDiscountAmount(discount: DraftDiscount | null | undefined, goods: number): number {
  if (!discount || goods <= 0 || !(discount.value > 0)) return 0;
  if (discount.kind === 'amount') return Math.min(Math.round(discount.value), goods);
  const percent = Math.min(discount.value, MAX_DRAFT_PERCENT);
  return Math.min(Math.round((goods * percent) / 100), goods);
}

export interface DraftQuoteLine {
  /** the price this customer pays per unit (the member price for a member) */
  unitPrice: number;
  /** the catalogue's price before member pricing; a custom line: its own price */
  listPrice: number;
  quantity: number;
}

export interface DraftQuoteInput {
  currency: CurrencyCode;
  lines: readonly DraftQuoteLine[];
  discount?: DraftDiscount | null;
  /** the chosen method, null when none is chosen yet */
  method: { kind: 'delivery' | 'pickup'; price: number } | null;
  /** a fee staff set by hand (null or undefined: the method's fee by checkout's rules) */
  feeOverride?: number | null;
  /** the gift wrap fee per unit in this currency; null: no gift wrap */
  giftWrapUnit: number | null;
  freeShippingThresholds?: FreeShippingThresholds;
}

export interface DraftQuote {
  /** the lines at catalogue price */
  subtotal: number;
  /** what member pricing took off the catalogue price */
  member_discount: number;
  /** the goods at the customer's price: subtotal − member_discount */
  goods: number;
  discount: number;
  delivery_fee: number;
  /** true when the delivery fee is the one staff set */
  delivery_fee_set: boolean;
  free_shipping: boolean;
  gift_wrap_fee: number;
  total: number;
}

/**
 * A draft's totals by the checkout's rules: delivery is free for a pickup or when the goods after the discount
 * exceed the free-shipping threshold, else the method's price; gift wrap is charged per unit; a fee set by staff
 * replaces the delivery rule.
 */
export function draftQuote(input: DraftQuoteInput): DraftQuote {
  const goods = input.lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0);
  const subtotal = input.lines.reduce((n, l) => n + Math.max(l.listPrice, l.unitPrice) * l.quantity, 0);
  const discount = draftDiscountAmount(input.discount, goods);
  const afterDiscount = goods - discount;
  const free = qualifiesForFreeShipping(afterDiscount, input.currency, input.freeShippingThresholds);
  const set = input.feeOverride != null;
  const deliveryFee = set
    ? Math.max(0, input.feeOverride!)
    : !input.method || input.method.kind === 'pickup' || free
      ? 0
      : input.method.price;
  const units = input.lines.reduce((n, l) => n + l.quantity, 0);
  const giftWrapFee = input.giftWrapUnit == null ? 0 : input.giftWrapUnit * units;
  return {
    subtotal,
    member_discount: subtotal - goods,
    goods,
    discount,
    delivery_fee: deliveryFee,
    delivery_fee_set: set,
    free_shipping: free,
    gift_wrap_fee: giftWrapFee,
    total: afterDiscount + deliveryFee + giftWrapFee,
  };
}

/** A draft's number as staff read it: D1001. */
export const formatDraftNumber = (seq: number | string) => `D${seq}`;
