import type { CheckoutInput, OrderDelivery, OrderStatus, PaymentMethod } from '@shop/core';

/**
 * The order/payment API's answers as the checkout pages read them: the types are inferred from the zod schemas in
 * @shop/core (checkout-schemas.ts), which the API also declares as its response schemas. Type-only here: the
 * browser's build of core leaves the schemas (and zod) out.
 */
export type {
  Address,
  CheckoutInput,
  BankDetails,
  DeliveryMethod,
  GiftCard,
  GiftcodeResult,
  LocalizedText,
  Order,
  OrderDelivery,
  OrderStatus,
  PackageContents,
  Payment,
  PaymentMethod,
  Quote,
  QuoteItem,
} from '@shop/core';
export { isPaymentMethod, ORDER_STATUSES, PAYMENT_METHODS } from '@shop/core';

/** Methods paid by scanning a QR code on the payment-link page. */
export const QR_METHODS: readonly PaymentMethod[] = ['fps', 'payme'];
/** Methods paid on a hosted page the shopper is sent to. */
export const REDIRECT_METHODS: readonly PaymentMethod[] = ['card', 'alipay'];

/** Statuses after a successful payment. */
export { PAID_STATUSES } from '@shop/core';
/** The gift card can change until the parcel leaves (the API refuses later: card_message_locked). */
export const CARD_EDITABLE_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'paid'];

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

/** Reasons the giftcode check gives for a refused code (core's list: each has a checkout.coupon_reason text). */
export { COUPON_REASONS } from '@shop/core';

export type CreateOrderInput = CheckoutInput & { payment_method: PaymentMethod; expected_total: number };
