import { toMinor } from '@shop/core';
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
import type { FieldIssue } from '../../lib/form-errors.ts';
import {
  ADDRESS_MAX,
  CHECKOUT_KEYS,
  CITY_MAX,
  CONTACT_MAX,
  COUNTRY_MAX,
  GIFT_NAME_MAX,
  needsPassport,
  PASSPORT_RE,
  REMARKS_MAX,
  selectedAddress,
  selectedMethod,
  withSavedAddress,
  ZIP_MAX,
  type CheckoutRules,
  type CheckoutValues,
  type TextField,
} from './checkout-form.ts';
import type { CheckoutInput, CreateOrderInput, DeliveryMethod } from './types.ts';

// The checkout form's checks with the core zod schemas (5-13, 5-14, 5-24): the page action and the quote run them
// on the server; the browser loads this module when the shopper first touches the form (zod is not in the page's
// first-load JS).

interface SchemaLike<T> {
  safeParse(
    v: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

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
