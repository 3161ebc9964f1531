import type { CountryKey, CurrencyCode } from '@shop/core';
import { VALIDATION_KEYS, validationMessage } from '@shop/core/validation';
import type { MessageKey } from '../../i18n/messages.en.ts';
import type { Address, DeliveryMethod, PaymentMethod } from './types.ts';

/**
 * The checkout form (checkout payload 3-17, rules 5-13, 5-14, 5-24): its field names are those of the API's CheckoutInput,
 * read from FormData the same way by the page action, the live-summary resource route and the browser (which
 * re-checks the form on each change once a submit has failed). Validation runs the core schemas field by field
 * so every error is reported at once.
 */

/** Free-text fields, echoed back to the form after a failed submit. */
export const TEXT_FIELDS = [
  'email',
  'address_id',
  'delivery_method',
  'delivery_firstname',
  'delivery_lastname',
  'delivery_calling_code',
  'delivery_contact',
  'delivery_address',
  'delivery_address2',
  'delivery_city',
  'delivery_province',
  'delivery_zip',
  'delivery_passport',
  'billing_firstname',
  'billing_lastname',
  'billing_contact',
  'billing_address',
  'billing_address2',
  'billing_city',
  'billing_country',
  'gift_recipient',
  'gift_sender',
  'gift_message',
  'coupon_code',
  'client_remarks',
  'payment_method',
  // 2.12-04, 3-18: cash dollars (major units as typed), one reward's id, a referral code
  'cash_dollars',
  'redeem_item',
  'referral_code',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Checkboxes (sent as 'on' when ticked). */
export const FLAG_FIELDS = [
  'billing_same',
  'add_gift_box_wrapping',
  'save_address',
  'accept_subscription_terms',
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

export type CheckoutValues = Record<TextField, string> &
  Record<FlagField, boolean> & {
    cart_type: 'single' | 'subscription';
    /** the total the shopper saw (minor units); null when the page had no summary to show */
    expected_total: number | null;
  };

/** The address picker's value for "a new address". */
export const NEW_ADDRESS = 'new';

export const GIFT_MESSAGE_LIMIT = 100;
export const REMARKS_MAX = 500;
export const ADDRESS_MAX = 200;
export const CITY_MAX = 100;
export const ZIP_MAX = 20;
export const COUNTRY_MAX = 60;
/** The API keeps recipient and sender to 60 characters (core allows the card's 100). */
export const GIFT_NAME_MAX = 60;
export const CONTACT_MAX = 20;
const REFERENCE_MIN = 3;
const REFERENCE_MAX = 60;

/** Label of every field, for the error list's "[label] message" (5-09). */
export const CHECKOUT_LABELS: Record<string, MessageKey> = {
  email: 'checkout.email',
  address_id: 'checkout.saved_addresses',
  delivery_method: 'checkout.delivery_method',
  delivery_firstname: 'checkout.firstname',
  delivery_lastname: 'checkout.lastname',
  delivery_calling_code: 'checkout.calling_code',
  delivery_contact: 'checkout.phone',
  delivery_address: 'checkout.address1',
  delivery_address2: 'checkout.address2',
  delivery_city: 'checkout.city',
  delivery_province: 'checkout.province',
  delivery_zip: 'checkout.zip',
  delivery_country_key: 'checkout.country',
  delivery_passport: 'checkout.passport',
  billing_firstname: 'checkout.billing_firstname',
  billing_lastname: 'checkout.billing_lastname',
  billing_contact: 'checkout.billing_phone',
  billing_address: 'checkout.billing_address1',
  billing_address2: 'checkout.billing_address2',
  billing_city: 'checkout.billing_city',
  billing_country: 'checkout.billing_country',
  gift_recipient: 'checkout.gift_recipient',
  gift_sender: 'checkout.gift_sender',
  gift_message: 'checkout.gift_message',
  coupon_code: 'checkout.coupon',
  client_remarks: 'checkout.remarks',
  payment_method: 'checkout.payment_method',
  cash_dollars: 'wallet.checkout_cash',
  redeem_items: 'wallet.checkout_reward',
  redeem_item: 'wallet.checkout_reward',
  referral_code: 'wallet.checkout_referral_code',
  accept_subscription_terms: 'checkout.subscription_accept',
  reference: 'payment.transfer_reference',
};

/**
 * Validation keys of our own (the catalogue has them under checkout.*); core's gift-text key is mapped onto
 * ours because the shared catalogue does not carry it.
 */
export const CHECKOUT_KEYS = {
  giftText: 'checkout.validation.gift_text',
  passport: 'checkout.validation.passport',
  deliveryMethod: 'checkout.validation.delivery_method',
  paymentMethod: 'checkout.validation.payment_method',
  subscriptionTerms: 'checkout.validation.subscription_terms',
} as const;

const str = (form: FormData, k: string) => {
  const v = form.get(k);
  return typeof v === 'string' ? v : '';
};
const flag = (form: FormData, k: string) => {
  const v = form.get(k);
  return v === 'on' || v === 'true' || v === '1';
};

export function readCheckoutForm(form: FormData): CheckoutValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, str(form, f)])) as Record<TextField, string>;
  const flags = Object.fromEntries(FLAG_FIELDS.map((f) => [f, flag(form, f)])) as Record<FlagField, boolean>;
  const total = str(form, 'expected_total');
  return {
    ...text,
    ...flags,
    cart_type: str(form, 'cart_type') === 'subscription' ? 'subscription' : 'single',
    expected_total: /^\d+$/.test(total) ? Number(total) : null,
  };
}

export interface CheckoutRules {
  loggedIn: boolean;
  /** the shopper's ship-to country (root state) */
  country: CountryKey;
  currency: CurrencyCode;
  methods: readonly DeliveryMethod[];
  addresses: readonly Address[];
  paymentMethods: readonly PaymentMethod[];
}

/** Taiwan orders need the real full name and an ID card or passport number (5-24). */
export function needsPassport(country: string): boolean {
  return country === 'tw';
}

/** An ID card (A123456789) or passport number: letters and digits, 6–20 of them once spaces and dashes go. */
export const PASSPORT_RE = /^[A-Za-z0-9]{6,20}$/;

export function selectedMethod(
  values: Pick<CheckoutValues, 'delivery_method'>,
  methods: readonly DeliveryMethod[],
): DeliveryMethod | undefined {
  return methods.find((m) => m._id === values.delivery_method);
}

export function selectedAddress(
  values: Pick<CheckoutValues, 'address_id'>,
  addresses: readonly Address[],
): Address | undefined {
  return values.address_id && values.address_id !== NEW_ADDRESS
    ? addresses.find((a) => a._id === values.address_id)
    : undefined;
}

/**
 * The delivery fields with a saved address applied: its name, phone and address replace the form's; the
 * ID/passport number typed on the form wins over the saved one (it may be missing there).
 */
export function withSavedAddress(values: CheckoutValues, address: Address | undefined): CheckoutValues {
  if (!address) return values;
  return {
    ...values,
    delivery_firstname: address.firstname,
    delivery_lastname: address.lastname,
    delivery_calling_code: address.code,
    delivery_contact: address.phone,
    delivery_address: address.address,
    delivery_address2: address.address2 ?? '',
    delivery_city: address.city ?? '',
    delivery_province: address.province ?? '',
    delivery_zip: address.zip ?? '',
    delivery_passport: values.delivery_passport.trim() || address.passport || '',
  };
}

/** The bank-transfer reference the shopper states (confirmation page). */
export function validateReference(value: string): { reference?: string; message?: string } {
  const v = value.trim();
  if (!v) return { message: VALIDATION_KEYS.required };
  if ([...v].length < REFERENCE_MIN)
    return { message: validationMessage(VALIDATION_KEYS.minLength, REFERENCE_MIN) };
  if ([...v].length > REFERENCE_MAX)
    return { message: validationMessage(VALIDATION_KEYS.maxLength, REFERENCE_MAX) };
  return { reference: v };
}

/** Values to refill the form with: everything the shopper typed, never the hidden bookkeeping. */
export function echoValues(values: CheckoutValues): Partial<Record<TextField | FlagField, string | boolean>> {
  const out: Partial<Record<TextField | FlagField, string | boolean>> = {};
  for (const f of TEXT_FIELDS) out[f] = values[f];
  for (const f of FLAG_FIELDS) out[f] = values[f];
  return out;
}
