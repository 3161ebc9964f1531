// zod schemas for every validation rule (5-01 to 5-24). Messages are translation KEYS, never text, so web and api render
// them per locale. A key with a parameter is encoded 'key:n' (e.g. 'validation.min_length:2'); use
// parseValidationMessage to split it for an ICU message like 'minimum {n} characters'.
import { z } from 'zod';
import { CURRENCY_CODES } from './currencies.ts';
import { PREFERRED_LANGS, LOCALE_META, type Locale } from './locales.ts';
import { codePointLength, nameLength } from './text.ts';
import { MAX_LINE_QUANTITY } from './cart-rules.ts';

// In browsers zod must not probe for `new Function` (its JIT): the pages' CSP has no 'unsafe-eval', and Chromium
// reports the caught probe as a CSP violation. Servers keep the faster JIT parsers. Runs before any schema below.
if (typeof document !== 'undefined') z.config({ jitless: true });

import { VALIDATION_KEYS } from './validation-keys.ts';
export {
  VALIDATION_KEYS,
  validationMessage,
  parseValidationMessage,
  type ValidationKey,
} from './validation-keys.ts';
import { validationMessage } from './validation-keys.ts';

const K = VALIDATION_KEYS;

const req = { error: K.required, abort: true } as const;
const minLen = (n: number) => ({ error: validationMessage(K.minLength, n) });
const maxLen = (n: number) => ({ error: validationMessage(K.maxLength, n) });

/** A required, trimmed string; empty gives 'required' alone, not also a length error. */
const requiredString = () => z.string({ error: K.required }).trim().min(1, req);

// --- limits (9-14 to 9-16) ---
export const NAME_MIN_LENGTH = 2;
export const REGISTER_PHONE_MIN_LENGTH = 6;
export const LOGIN_PHONE_MIN_LENGTH = 8;
export const OTP_MIN_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 8;
export const GIFT_MESSAGE_MAX_LENGTH = 100;
export const REVIEW_TEXT_MIN_LENGTH = 20;
export const FEEDBACK_MESSAGE_MIN_LENGTH = 10;
export const SUBSCRIPTION_INTERVAL_MIN = 1;
export const SUBSCRIPTION_INTERVAL_MAX = 6;

// --- single fields ---

/** The spec's "simple {email} pattern": something@something.tld, no spaces. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = requiredString().regex(EMAIL_RE, { error: K.email });

/** A personal name of at least two characters, where one CJK character (陳) already meets the minimum. */
export const nameSchema = requiredString().refine(
  (s) => nameLength(s) >= NAME_MIN_LENGTH,
  minLen(NAME_MIN_LENGTH),
);

/** Spaces, dashes, dots and brackets people type in phone numbers are dropped before checking digits. */
const phoneDigits = (min: number) =>
  z
    .string({ error: K.required })
    .overwrite((s) => s.replace(/[\s\-().]/g, ''))
    .min(1, req)
    .regex(/^\d+$/, { error: K.phone, abort: true })
    .min(min, minLen(min));

export const registerPhoneSchema = phoneDigits(REGISTER_PHONE_MIN_LENGTH);
export const loginPhoneSchema = phoneDigits(LOGIN_PHONE_MIN_LENGTH);

/** Calling code such as '852' or '+852'; stored without '+'. */
export const callingCodeSchema = z
  .string({ error: K.required })
  .overwrite((s) => s.trim().replace(/^\+/, ''))
  .min(1, req)
  .regex(/^\d{1,4}$/, { error: K.callingCode });

/** One-time code: all whitespace stripped, at least 4 characters (4- and 5-digit codes are both seen). */
export const otpSchema = z
  .string({ error: K.required })
  .overwrite((s) => s.replace(/\s+/g, ''))
  .min(1, req)
  .min(OTP_MIN_LENGTH, minLen(OTP_MIN_LENGTH));

export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/s;
/** ≥ 8 characters with a letter and a digit; one message for every failure, as the shop shows one. */
export const passwordSchema = z
  .string({ error: K.required })
  .min(1, req)
  .regex(PASSWORD_RE, { error: K.password });

/** Password + confirmation; a mismatch is reported on confirmPassword. */
export const passwordPairSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: K.required }).min(1, req) })
  .refine((d) => d.password === d.confirmPassword, { error: K.passwordMismatch, path: ['confirmPassword'] });

// --- date of birth ---

const DMY_RE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
export const DOB_MIN_YEAR = 1900;

/** DD/MM/YYYY → 'YYYY-MM-DD' when it is a real calendar date, else null. */
export function dmyToIso(dmy: string): string | null {
  const m = DMY_RE.exec(dmy.trim());
  if (!m) return null;
  const [, dd = '', mm = '', yyyy = ''] = m;
  const d = Number(dd);
  const mo = Number(mm);
  const y = Number(yyyy);
  const date = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC maps years 0-99 to 1900s; the year check below and the round-trip reject those and 31/02.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${yyyy}-${mm}-${dd}`;
}

function todayUtcIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Strict DD/MM/YYYY, a real date, from 1900 and strictly before `today` (an ISO 'YYYY-MM-DD' supplier,
 * injected so tests and servers in other zones control the clock).
 */
export function createDobSchema(today: () => string = todayUtcIso) {
  return requiredString().refine(
    (s) => {
      const iso = dmyToIso(s);
      return iso !== null && Number(iso.slice(0, 4)) >= DOB_MIN_YEAR && iso < today();
    },
    { error: K.dob },
  );
}

export const dobSchema = createDobSchema();

// --- gifts, reviews, quantities ---

/**
 * Letters of Chinese (Han) or English, digits, whitespace, ASCII punctuation, CJK and full-width punctuation,
 * curly quotes, dashes and ellipsis. Emoji and other scripts are refused (the message is printed on a card).
 */
export const GIFT_TEXT_RE =
  /^[\p{Script=Han}A-Za-z0-9\s\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E\u00B7\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u3000-\u303F\u30FB\uFF01-\uFF5E]*$/u;

const giftText = (max: number) =>
  z
    .string({ error: K.required })
    .trim()
    .refine((s) => codePointLength(s) <= max, { error: validationMessage(K.maxLength, max), abort: true })
    .regex(GIFT_TEXT_RE, { error: K.giftMessage });

/** The message alone may be empty (checkout's optional gift_message); giftWrapSchema requires it. */
export const giftMessageSchema = giftText(GIFT_MESSAGE_MAX_LENGTH);

export const giftWrapSchema = z.object({
  recipient: requiredString().pipe(giftText(GIFT_MESSAGE_MAX_LENGTH)),
  sender: requiredString().pipe(giftText(GIFT_MESSAGE_MAX_LENGTH)),
  message: requiredString().pipe(giftMessageSchema),
});

/** Counted in code points after trimming. */
export const reviewTextSchema = requiredString().refine(
  (s) => codePointLength(s) >= REVIEW_TEXT_MIN_LENGTH,
  minLen(REVIEW_TEXT_MIN_LENGTH),
);

export const ratingSchema = z
  .number({ error: K.integer })
  .int({ error: K.integer })
  .min(1, { error: validationMessage(K.minValue, 1) })
  .max(5, { error: validationMessage(K.maxValue, 5) });

export const reviewSchema = z.object({
  rating: ratingSchema,
  title: z.string().trim().max(200, maxLen(200)).optional(),
  content: reviewTextSchema,
});

const integerSchema = () => z.number({ error: K.integer }).int({ error: K.integer });

/** Quantity cannot go below 1 (5-15). */
export const quantitySchema = integerSchema().min(1, { error: validationMessage(K.minValue, 1) });

export const subscriptionIntervalSchema = integerSchema()
  .min(SUBSCRIPTION_INTERVAL_MIN, { error: validationMessage(K.minValue, SUBSCRIPTION_INTERVAL_MIN) })
  .max(SUBSCRIPTION_INTERVAL_MAX, { error: validationMessage(K.maxValue, SUBSCRIPTION_INTERVAL_MAX) });

export const NUMERIC_STRING_RE = /^[+-]?\d+(?:\.\d+)?$/;
/** Optional sign, digits, optional decimals: '12', '-3', '+4.50'. */
export const numericStringSchema = z
  .string({ error: K.numeric })
  .trim()
  .regex(NUMERIC_STRING_RE, { error: K.numeric });

/**
 * 5-17 on a typed number field: a phone number typed with spaces or dashes (they are dropped first), checked by the
 * numeric-string rule, at most `max` characters; empty means not given. The checkout's billing phone uses it (the
 * API and the form alike); postal codes do not: several ship-to countries' codes hold letters.
 */
export const numericFieldSchema = (max: number) =>
  z
    .string({ error: K.numeric })
    .overwrite((s) => s.trim().replace(/[\s-]/g, ''))
    .max(max, { error: validationMessage(K.maxLength, max) })
    .refine((s) => s === '' || NUMERIC_STRING_RE.test(s), { error: K.numeric });

// --- payloads (3-07, 3-08, 3-11) ---

export const preferredLangSchema = z.enum(PREFERRED_LANGS, { error: K.preferredLang });
export const currencySchema = z.enum(CURRENCY_CODES, { error: K.currency });

export const registrationPayloadSchema = z.strictObject({
  dob: dobSchema,
  username: emailSchema,
  nickname: requiredString(),
  firstname: nameSchema,
  lastname: nameSchema,
  contact_no_country: callingCodeSchema,
  contact_no: registerPhoneSchema,
  password: passwordSchema,
  otp: otpSchema,
  /** lowercased English name of the selected calling code's country */
  country: requiredString(),
  preferred_lang: preferredLangSchema,
  /** 1-11: the referrer's code (from the share link /?ref=CODE, kept in a cookie, or typed) */
  referral_code: z.string().trim().max(20).optional(),
});
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;

/** The registration form (2.5-01, 3-07): the payload's inputs plus the password confirmation. */
export const registrationFormSchema = z
  .object({
    email: emailSchema,
    firstname: nameSchema,
    lastname: nameSchema,
    dob: dobSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: K.required }).min(1, req),
    contact_no_country: callingCodeSchema,
    contact_no: registerPhoneSchema,
    otp: otpSchema,
  })
  .refine((d) => d.password === d.confirmPassword, { error: K.passwordMismatch, path: ['confirmPassword'] });
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** Form → payload: nickname is first and last name joined, country the lowercased country name. */
export function toRegistrationPayload(
  form: RegistrationForm,
  opts: { locale: Locale; countryName: string },
): RegistrationPayload {
  return {
    dob: form.dob,
    username: form.email,
    nickname: `${form.firstname} ${form.lastname}`,
    firstname: form.firstname,
    lastname: form.lastname,
    contact_no_country: form.contact_no_country,
    contact_no: form.contact_no,
    password: form.password,
    otp: form.otp,
    country: opts.countryName.trim().toLowerCase(),
    preferred_lang: LOCALE_META[opts.locale].preferredLang,
  };
}

/**
 * Email tab sends username; phone tab sends calling code + number. With neither, the shop shows
 * 'Please enter a valid phone number.' (key validation.forgot_password_empty) as a form-level error.
 */
export const forgotPasswordSchema = z
  .strictObject({
    username: z.string().trim().optional(),
    contact_no_country: z.string().trim().optional(),
    contact_no: z.string().trim().optional(),
  })
  .superRefine((d, ctx) => {
    if (d.username) {
      if (!EMAIL_RE.test(d.username)) ctx.addIssue({ code: 'custom', message: K.email, path: ['username'] });
      return;
    }
    if (d.contact_no) {
      const code = callingCodeSchema.safeParse(d.contact_no_country ?? '');
      if (!code.success)
        ctx.addIssue({
          code: 'custom',
          message: code.error.issues[0]?.message ?? K.callingCode,
          path: ['contact_no_country'],
        });
      const phone = registerPhoneSchema.safeParse(d.contact_no);
      if (!phone.success)
        ctx.addIssue({
          code: 'custom',
          message: phone.error.issues[0]?.message ?? K.phone,
          path: ['contact_no'],
        });
      return;
    }
    ctx.addIssue({ code: 'custom', message: K.forgotPasswordEmpty, path: [] });
  });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

export const usernameCheckSchema = z.strictObject({ username: requiredString() });

/** Login: username is an email or a phone number; the password is only required (old accounts predate the rule). */
export const loginSchema = z.strictObject({
  username: requiredString(),
  password: z.string({ error: K.required }).min(1, req),
});

export const emailLoginFormSchema = z.object({
  email: emailSchema,
  password: z.string({ error: K.required }).min(1, req),
});
export const phoneLoginFormSchema = z.object({
  contact_no_country: callingCodeSchema,
  contact_no: loginPhoneSchema,
  password: z.string({ error: K.required }).min(1, req),
});

/** Send-code request; the email variant adds email, names and type 'email'. */
export const sendOtpSchema = z.strictObject({
  recaptchaResponse: requiredString(),
  contact_no_country: callingCodeSchema,
  contact_no: registerPhoneSchema,
  preferred_lang: preferredLangSchema,
  email: emailSchema.optional(),
  firstname: nameSchema.optional(),
  lastname: nameSchema.optional(),
  type: z.literal('email').optional(),
});

/**
 * Cart update (3-11). quantity is the line's new quantity: 1 when adding, 0 deletes (2.11-06), so
 * 0 is allowed here while quantitySchema (a stepper value) starts at 1. cart_id is absent for a first add.
 */
export const cartUpdateSchema = z.strictObject({
  cart_id: requiredString().nullable().optional(),
  pid: requiredString(),
  quantity: integerSchema()
    .min(0, { error: validationMessage(K.minValue, 0) })
    .max(MAX_LINE_QUANTITY, { error: validationMessage(K.maxValue, MAX_LINE_QUANTITY) }),
  sku: requiredString(),
  sub_sku: requiredString(),
  currency: currencySchema,
  bundle_sku: requiredString().optional(),
  clear: z.boolean({ error: K.boolean }).optional(),
  silentUpdate: z.boolean({ error: K.boolean }).optional(),
});
export type CartUpdatePayload = z.infer<typeof cartUpdateSchema>;

/** Contact-us form; phone may be left empty. */
export const feedbackSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: z
    .string()
    .overwrite((s) => s.replace(/[\s\-().]/g, ''))
    .regex(/^\d*$/, { error: K.phone, abort: true })
    .refine((s) => s.length === 0 || s.length >= REGISTER_PHONE_MIN_LENGTH, minLen(REGISTER_PHONE_MIN_LENGTH))
    .optional(),
  subject: requiredString().max(200, maxLen(200)),
  message: requiredString()
    .min(FEEDBACK_MESSAGE_MIN_LENGTH, minLen(FEEDBACK_MESSAGE_MIN_LENGTH))
    .max(5000, maxLen(5000)),
});
export type FeedbackPayload = z.infer<typeof feedbackSchema>;

// --- the member's account (7-27) ---

/** Order updates and marketing, each by email and SMS; every key optional so one switch can change alone. */
export const notificationsSchema = z
  .strictObject({
    order_email: z.boolean({ error: K.boolean }),
    order_sms: z.boolean({ error: K.boolean }),
    marketing_email: z.boolean({ error: K.boolean }),
    marketing_sms: z.boolean({ error: K.boolean }),
  })
  .partial();

/** A profile change: any of the fields registration asked for (same rules), plus the notification switches. */
export const accountUpdateSchema = z
  .strictObject({
    firstname: nameSchema,
    lastname: nameSchema,
    nickname: requiredString().max(100, maxLen(100)),
    dob: dobSchema,
    preferred_lang: preferredLangSchema,
    notifications: notificationsSchema,
  })
  .partial();
export type AccountUpdatePayload = z.infer<typeof accountUpdateSchema>;

/** The old password is only compared (any stored one may predate today's rule); the new one meets the rule. */
export const passwordChangeSchema = z.strictObject({
  old_password: z.string({ error: K.required }).min(1, req).max(1000, maxLen(1000)),
  new_password: passwordSchema.max(1000, maxLen(1000)),
});

/** Closing the account is confirmed with the password. */
export const accountDeleteSchema = z.strictObject({
  password: z.string({ error: K.required }).min(1, req).max(1000, maxLen(1000)),
});

const contactFields = {
  email: emailSchema.optional(),
  contact_no_country: callingCodeSchema.optional(),
  contact_no: registerPhoneSchema.optional(),
};

/** Exactly one new contact: an email, or a calling code with a number. */
function oneContact(
  d: { email?: string; contact_no_country?: string; contact_no?: string },
  ctx: z.RefinementCtx,
) {
  const phone = d.contact_no !== undefined || d.contact_no_country !== undefined;
  if (d.email !== undefined && phone)
    ctx.addIssue({ code: 'custom', message: K.required, path: ['email'], input: d.email });
  else if (d.email === undefined && !phone)
    ctx.addIssue({ code: 'custom', message: K.required, path: ['email'], input: d.email });
  else if (phone && d.contact_no_country === undefined)
    ctx.addIssue({ code: 'custom', message: K.required, path: ['contact_no_country'], input: undefined });
  else if (phone && d.contact_no === undefined)
    ctx.addIssue({ code: 'custom', message: K.required, path: ['contact_no'], input: undefined });
}

/** Asks for a one-time code to a new email or phone of the member. */
export const contactCodeSchema = z.strictObject(contactFields).superRefine(oneContact);
/** Changes the member's email or phone, proven by the code sent to the new one. */
export const contactChangeSchema = z
  .strictObject({ ...contactFields, otp: otpSchema })
  .superRefine(oneContact);
export type ContactChangePayload = z.infer<typeof contactChangeSchema>;
