// The order page's answer from GET /api/v1/admin/orders/:id, as the page reads it.
import { isCurrency, type CurrencyCode, type OrderStatus } from '@shop/core';

export type Localized = { eng: string; chi: string; cn: string };
export interface OrderDetail {
  _id: string;
  number: string;
  status: OrderStatus;
  created_at: string;
  email: string;
  currency: string;
  subtotal: number;
  discount: number;
  coupon_code: string | null;
  gift_wrap_fee: number;
  delivery_fee: number;
  total: number;
  paid_amount: number;
  refunded_amount: number;
  refundable: number;
  payment_method: string;
  transfer_reference: string | null;
  delivery: Record<string, unknown>;
  billing: Record<string, unknown> | null;
  gift: { recipient: string; sender: string; message: string } | null;
  client_remarks: string | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  items: {
    sku: string;
    sub_sku: string;
    name: Localized;
    option_name: Localized;
    quantity: number;
    unit_price: number;
    line_total: number;
    restocked_quantity: number;
    /** on the shelf now */
    stock: number | null;
  }[];
  payments: {
    id: string;
    provider: string;
    status: string;
    amount: number;
    captured_amount: number;
    refunded_amount: number;
    provider_ref: string | null;
    created_at: string;
  }[];
  refunds: {
    id: string;
    amount: number;
    reason: string;
    status: string;
    actor: string;
    created_at: string;
  }[];
  timeline: { from: string | null; to: string; actor: string; note: string | null; at: string }[];
  notes: { id: string; staff_email: string; text: string; created_at: string }[];
  allowed_transitions: OrderStatus[];
  can_confirm_transfer: boolean;
}

/** The order's currency as core knows it (null for a currency the shop no longer sells). */
export const orderCurrency = (o: Pick<OrderDetail, 'currency'>): CurrencyCode | null =>
  isCurrency(o.currency) ? o.currency : null;
