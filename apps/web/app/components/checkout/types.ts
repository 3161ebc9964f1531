/**
 * The order/payment API's answers as the checkout pages read them (the contract of /api/v1/order*,
 * /api/v1/payment*, /api/v1/delivery-methods, /api/v1/address, /api/v1/user/giftcode, /api/v1/awaiting-payment).
 */
export interface LocalizedText {
  eng: string;
  chi: string;
  cn: string;
}

export const PAYMENT_METHODS = ['card', 'payme', 'fps', 'alipay', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(x: unknown): x is PaymentMethod {
  return typeof x === 'string' && (PAYMENT_METHODS as readonly string[]).includes(x);
}

/** Methods paid by scanning a QR code on the payment-link page. */
export const QR_METHODS: readonly PaymentMethod[] = ['fps', 'payme'];
/** Methods paid on a hosted page the shopper is sent to. */
export const REDIRECT_METHODS: readonly PaymentMethod[] = ['card', 'alipay'];

export interface DeliveryMethod {
  _id: string;
  kind: 'delivery' | 'pickup';
  name: LocalizedText;
  price: number;
  currency: string;
  free_over: number | null;
}

export interface QuoteItem {
  sku: string;
  sub_sku: string;
  name: LocalizedText;
  option_name: LocalizedText;
  quantity: number;
  unit_price: number;
  line_total: number;
  thumbnail: string;
}

export interface Quote {
  currency: string;
  subtotal: number;
  discount: number;
  coupon: { code: string; valid: boolean; reason: string | null } | null;
  gift_wrap_fee: number;
  delivery_fee: number;
  free_shipping: { threshold: number; qualifies: boolean; remaining: number };
  total: number;
  items: QuoteItem[];
  can_checkout: boolean;
  blocking_reason: string | null;
}

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'processing',
  'shipped',
  'completed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses after a successful payment. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'completed'];
/** The gift card can change until the parcel leaves (the API refuses later: card_message_locked). */
export const CARD_EDITABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'paid', 'processing'];

/** The order's delivery record: the API keeps it without the delivery_ prefix; the prefixed names are read too. */
export interface OrderDelivery {
  method?: string;
  method_kind?: 'delivery' | 'pickup';
  method_name?: LocalizedText | string | null;
  firstname?: string;
  lastname?: string;
  calling_code?: string;
  contact?: string;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  zip?: string | null;
  country?: string;
  passport?: string | null;
  delivery_firstname?: string;
  delivery_lastname?: string;
  delivery_calling_code?: string;
  delivery_contact?: string;
  delivery_address?: string | null;
  delivery_address2?: string | null;
  delivery_city?: string | null;
  delivery_province?: string | null;
  delivery_zip?: string | null;
  delivery_country_key?: string;
}

/** One shape for either spelling of the delivery record. */
export function deliveryOf(d: OrderDelivery) {
  return {
    methodName: d.method_name ?? null,
    pickup: d.method_kind === 'pickup',
    firstname: d.firstname ?? d.delivery_firstname ?? '',
    lastname: d.lastname ?? d.delivery_lastname ?? '',
    callingCode: d.calling_code ?? d.delivery_calling_code ?? '',
    contact: d.contact ?? d.delivery_contact ?? '',
    lines: [
      d.address ?? d.delivery_address,
      d.address2 ?? d.delivery_address2,
      d.city ?? d.delivery_city,
      d.province ?? d.delivery_province,
      d.zip ?? d.delivery_zip,
    ].filter((x): x is string => !!x && !!x.trim()),
    country: d.country ?? d.delivery_country_key ?? '',
  };
}

export interface Order {
  _id: string;
  number: string;
  status: OrderStatus;
  currency: string;
  items: QuoteItem[];
  subtotal: number;
  discount: number;
  gift_wrap_fee: number;
  delivery_fee: number;
  total: number;
  payment_method: PaymentMethod;
  payment_deadline: string | null;
  created_at: string;
  email: string;
  delivery: OrderDelivery;
  access_token?: string | null;
  coupon_code?: string | null;
  transfer_reference?: string | null;
  /** the gift card: set at checkout with gift wrapping, or later by POST /order/card-message */
  gift?: GiftCard | null;
}

export interface GiftCard {
  recipient: string;
  sender: string;
  message: string;
}

/** GET /api/v1/order/packageDetails: the products inside a package (set) product. */
export interface PackageContents {
  sku: string;
  items: { sku: string; name: LocalizedText; thumbnail: string; path: string }[];
}

export interface BankDetails {
  bank_name: string;
  account_name: string;
  account_no: string;
  reference: string;
  deadline: string;
}

export interface Payment {
  id: string;
  provider: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed';
  amount: number;
  currency: string;
  redirect_url?: string;
  qr_payload?: string;
  qr_svg?: string;
  deep_link?: string;
  bank?: BankDetails;
}

export interface Address {
  _id: string;
  firstname: string;
  lastname: string;
  code: string;
  phone: string;
  address: string;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  country: string;
  passport: string | null;
}

export interface GiftcodeResult {
  valid: boolean;
  discount: number;
  reason: string | null;
}

/** Reasons the giftcode check gives for a refused code. */
export const COUPON_REASONS = ['expired', 'min_spend', 'used_up', 'unknown', 'currency'] as const;

export interface CheckoutInput {
  cart_type: 'single' | 'subscription';
  currency: string;
  email?: string;
  delivery_method: string;
  delivery_firstname: string;
  delivery_lastname: string;
  delivery_calling_code: string;
  delivery_contact: string;
  delivery_address: string;
  delivery_address2?: string;
  delivery_city?: string;
  delivery_province?: string;
  delivery_zip?: string;
  delivery_country_key: string;
  delivery_passport?: string;
  billing_same: boolean;
  billing_firstname?: string;
  billing_lastname?: string;
  billing_contact?: string;
  billing_address?: string;
  billing_address2?: string;
  billing_city?: string;
  billing_country?: string;
  add_gift_box_wrapping: boolean;
  gift_recipient?: string;
  gift_sender?: string;
  gift_message?: string;
  coupon_code?: string;
  client_remarks?: string;
  save_address?: boolean;
  address_id?: string;
}

export type CreateOrderInput = CheckoutInput & { payment_method: PaymentMethod; expected_total: number };
