import { toMinor, type CountryKey, type CurrencyCode } from '@shop/core';
import {
  callingCodeSchema,
  emailSchema,
  giftMessageSchema,
  giftWrapSchema,
  nameSchema,
  registerPhoneSchema,
  VALIDATION_KEYS,
  validationMessage,
} from '@shop/core/validation';
import type { MessageKey } from '../../i18n/messages.en.ts';
import type { FieldIssue } from '../../lib/form-errors.ts';
import type { Address, CheckoutInput, CreateOrderInput, DeliveryMethod, PaymentMethod } from './types.ts';

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

interface SchemaLike<T> {
  safeParse(
    v: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** The address picker's value for "a new address". */
export const NEW_ADDRESS = 'new';

export const GIFT_MESSAGE_LIMIT = 100;
export const REMARKS_MAX = 500;
const ADDRESS_MAX = 200;
const CITY_MAX = 100;
const ZIP_MAX = 20;
const COUNTRY_MAX = 60;
/** The API keeps recipient and sender to 60 characters (core allows the card's 100). */
export const GIFT_NAME_MAX = 60;
const CONTACT_MAX = 20;
const REFERENCE_MIN = 3;
const REFERENCE_MAX = 60;

/** A phone number: core's rule (digits, at least 6) and the API's limit of 20 digits. */
const contactSchema: SchemaLike<string> = {
  safeParse(v: unknown) {
    const r = registerPhoneSchema.safeParse(v);
    if (!r.success) return r;
    return r.data.length > CONTACT_MAX
      ? {
          success: false,
          error: { issues: [{ message: validationMessage(VALIDATION_KEYS.maxLength, CONTACT_MAX) }] },
        }
      : r;
  },
};

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

/**
 * Validates the form with the core schemas, field by field, and gives every issue at once; with none, the
 * create-order payload (trimmed, phone digits only, address fields dropped for a pickup point).
 */
export function validateCheckout(
  raw: CheckoutValues,
  rules: CheckoutRules,
): { issues: FieldIssue[]; input: CreateOrderInput | null } {
  const issues: FieldIssue[] = [];
  const saved = selectedAddress(raw, rules.addresses);
  const values = withSavedAddress(raw, saved);
  const method = selectedMethod(values, rules.methods);
  const pickup = method?.kind === 'pickup';

  function check<T>(field: string, schema: SchemaLike<T>, value: unknown): T | undefined {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    const message = r.error.issues[0]?.message ?? VALIDATION_KEYS.required;
    issues.push({
      path: [field],
      message: message === VALIDATION_KEYS.giftMessage ? CHECKOUT_KEYS.giftText : message,
    });
    return undefined;
  }
  const issue = (field: string, message: string) => {
    issues.push({ path: [field], message });
  };
  const text = (field: TextField, opts: { required?: boolean; max: number }): string | undefined => {
    const v = values[field].trim();
    if (!v) {
      if (opts.required) issue(field, VALIDATION_KEYS.required);
      return undefined;
    }
    if ([...v].length > opts.max) {
      issue(field, validationMessage(VALIDATION_KEYS.maxLength, opts.max));
      return undefined;
    }
    return v;
  };

  const email = rules.loggedIn ? undefined : check('email', emailSchema, values.email);
  if (!method) issue('delivery_method', CHECKOUT_KEYS.deliveryMethod);

  const firstname = check('delivery_firstname', nameSchema, values.delivery_firstname);
  const lastname = check('delivery_lastname', nameSchema, values.delivery_lastname);
  const callingCode = check('delivery_calling_code', callingCodeSchema, values.delivery_calling_code);
  const contact = check('delivery_contact', contactSchema, values.delivery_contact);
  const address = pickup ? undefined : text('delivery_address', { required: true, max: ADDRESS_MAX });
  const address2 = pickup ? undefined : text('delivery_address2', { max: ADDRESS_MAX });
  const city = pickup ? undefined : text('delivery_city', { max: CITY_MAX });
  const province = pickup ? undefined : text('delivery_province', { max: CITY_MAX });
  const zip = pickup ? undefined : text('delivery_zip', { max: ZIP_MAX });

  let passport: string | undefined;
  if (needsPassport(rules.country)) {
    const p = values.delivery_passport.replace(/[\s-]/g, '');
    if (!p) issue('delivery_passport', VALIDATION_KEYS.required);
    else if (!PASSPORT_RE.test(p)) issue('delivery_passport', CHECKOUT_KEYS.passport);
    else passport = p.toUpperCase();
  }

  const billing: Partial<CheckoutInput> = {};
  if (!values.billing_same) {
    billing.billing_firstname = check('billing_firstname', nameSchema, values.billing_firstname);
    billing.billing_lastname = check('billing_lastname', nameSchema, values.billing_lastname);
    billing.billing_contact = check('billing_contact', contactSchema, values.billing_contact);
    billing.billing_address = text('billing_address', { required: true, max: ADDRESS_MAX });
    billing.billing_address2 = text('billing_address2', { max: ADDRESS_MAX });
    billing.billing_city = text('billing_city', { max: CITY_MAX });
    billing.billing_country = text('billing_country', { required: true, max: COUNTRY_MAX });
  }

  let gift: Pick<CheckoutInput, 'gift_recipient' | 'gift_sender' | 'gift_message'> = {};
  if (values.add_gift_box_wrapping) {
    const r = giftWrapSchema.safeParse({
      recipient: values.gift_recipient,
      sender: values.gift_sender,
      message: values.gift_message,
    });
    if (r.success) {
      for (const f of ['recipient', 'sender'] as const) {
        if ([...r.data[f]].length > GIFT_NAME_MAX)
          issue(`gift_${f}`, validationMessage(VALIDATION_KEYS.maxLength, GIFT_NAME_MAX));
      }
      gift = { gift_recipient: r.data.recipient, gift_sender: r.data.sender, gift_message: r.data.message };
    } else {
      const seen = new Set<string>();
      for (const i of r.error.issues) {
        const field = `gift_${String(i.path[0])}`;
        if (seen.has(field)) continue;
        seen.add(field);
        issue(field, i.message === VALIDATION_KEYS.giftMessage ? CHECKOUT_KEYS.giftText : i.message);
      }
    }
  }

  const remarks = text('client_remarks', { max: REMARKS_MAX });
  const payment = rules.paymentMethods.find((m) => m === values.payment_method);
  if (!payment) issue('payment_method', CHECKOUT_KEYS.paymentMethod);
  if (values.cart_type === 'subscription' && !values.accept_subscription_terms)
    issue('accept_subscription_terms', CHECKOUT_KEYS.subscriptionTerms);

  if (issues.length || !method || !payment || !firstname || !lastname || !callingCode || !contact)
    return { issues, input: null };
  const input: CreateOrderInput = {
    ...baseInput(values, rules, method),
    ...(email ? { email } : {}),
    delivery_firstname: firstname,
    delivery_lastname: lastname,
    delivery_calling_code: callingCode,
    delivery_contact: contact,
    delivery_address: address ?? '',
    ...defined({
      delivery_address2: address2,
      delivery_city: city,
      delivery_province: province,
      delivery_zip: zip,
      delivery_passport: passport,
    }),
    billing_same: values.billing_same,
    ...defined(billing),
    add_gift_box_wrapping: values.add_gift_box_wrapping,
    ...gift,
    ...defined({ client_remarks: remarks }),
    ...(saved ? { address_id: saved._id } : {}),
    ...(rules.loggedIn && !saved && !pickup && values.save_address ? { save_address: true } : {}),
    payment_method: payment,
    expected_total: values.expected_total ?? 0,
  };
  return { issues, input };
}

function baseInput(values: CheckoutValues, rules: CheckoutRules, method: DeliveryMethod | undefined) {
  const coupon = values.coupon_code.trim();
  const cash = (values.cash_dollars ?? '').trim();
  const reward = (values.redeem_item ?? '').trim();
  const referral = (values.referral_code ?? '').trim();
  return {
    cart_type: values.cart_type,
    currency: rules.currency,
    delivery_method: method?._id ?? values.delivery_method,
    delivery_country_key: rules.country,
    ...(coupon ? { coupon_code: coupon } : {}),
    // the server caps cash dollars at the balance and the goods; an unreadable amount is left out
    ...(/^\d+(\.\d{1,2})?$/.test(cash) && Number(cash) > 0
      ? { cash_dollars: toMinor(cash, rules.currency) }
      : {}),
    ...(reward ? { redeem_items: [reward] } : {}),
    ...(referral ? { referral_code: referral } : {}),
  };
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

/** Stand-ins for what the price does not depend on, so the summary can be priced before the form is complete. */
const QUOTE_STAND_IN = {
  name: 'Shopper',
  callingCode: '852',
  contact: '00000000',
  passport: 'A123456789',
  gift: 'Gift',
} as const;

/**
 * The quote request: the shopper's choices that set the price (bag, currency, country, method, gift wrap,
 * coupon) with what has been entered so far. The API checks a quote like an order, so a field that is still
 * empty or invalid goes as a neutral stand-in; nothing of a quote is kept. A pickup point sends no address.
 */
export function quoteInput(raw: CheckoutValues, rules: CheckoutRules): CheckoutInput {
  const saved = selectedAddress(raw, rules.addresses);
  const values = withSavedAddress(raw, saved);
  const method = selectedMethod(values, rules.methods);
  const pickup = method?.kind === 'pickup';
  const t = (v: string) => v.trim();
  const valid = <T>(schema: SchemaLike<T>, v: string, standIn: string): string => {
    const r = schema.safeParse(v);
    return r.success ? String(r.data) : standIn;
  };
  const gift = (v: string) =>
    t(v) && giftWrapSchema.shape.sender.safeParse(v).success && [...t(v)].length <= GIFT_NAME_MAX
      ? t(v)
      : QUOTE_STAND_IN.gift;
  const passport = values.delivery_passport.replace(/[\s-]/g, '');
  return {
    ...baseInput(values, rules, method),
    delivery_firstname: valid(nameSchema, values.delivery_firstname, QUOTE_STAND_IN.name),
    delivery_lastname: valid(nameSchema, values.delivery_lastname, QUOTE_STAND_IN.name),
    delivery_calling_code: valid(callingCodeSchema, values.delivery_calling_code, QUOTE_STAND_IN.callingCode),
    delivery_contact: valid(contactSchema, values.delivery_contact, QUOTE_STAND_IN.contact),
    delivery_address: pickup ? '' : t(values.delivery_address).slice(0, ADDRESS_MAX),
    ...(needsPassport(rules.country)
      ? { delivery_passport: PASSPORT_RE.test(passport) ? passport : QUOTE_STAND_IN.passport }
      : {}),
    billing_same: true,
    add_gift_box_wrapping: values.add_gift_box_wrapping,
    ...(values.add_gift_box_wrapping
      ? {
          gift_recipient: gift(values.gift_recipient),
          gift_sender: gift(values.gift_sender),
          gift_message:
            giftMessageSchema.safeParse(values.gift_message).success && t(values.gift_message)
              ? t(values.gift_message)
              : QUOTE_STAND_IN.gift,
        }
      : {}),
    ...(saved ? { address_id: saved._id } : {}),
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
