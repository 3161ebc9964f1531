import { z } from 'zod';
import { CUSTOMER_TAG_MAX_LENGTH, CUSTOMER_TAGS_MAX } from '../customers.ts';
import {
  callingCodeSchema,
  dobSchema,
  emailSchema,
  nameSchema,
  preferredLangSchema,
  registerPhoneSchema,
} from '../validation.ts';
import { WALLET_ENTRY_KINDS } from '../wallet.ts';
import { localized, minor } from './common.ts';

/** The back office's customer page: everything about one member (/api/v1/admin/customers/{id}…). */

export const customerParams = z.object({ id: z.string().trim().min(1).max(64) });
export const customerNoteParams = customerParams.extend({ noteId: z.string().trim().min(1).max(64) });

const money = z.object({ currency: z.string(), amount: minor });

export const customerOut = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  nickname: z.string(),
  /** DD/MM/YYYY, the form the account page uses */
  dob: z.string().nullable(),
  contact_no_country: z.string().nullable(),
  contact_no: z.string().nullable(),
  phone_verified: z.boolean(),
  /** as stored (the lowercased English name registration keeps) and its ISO 3166 code when known */
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  preferred_lang: z.string(),
  tags: z.array(z.string()),
  locked: z.boolean(),
  created_at: z.string(),
  addresses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      calling_code: z.string(),
      phone: z.string(),
      lines: z.array(z.string()),
      country: z.string(),
      default_delivery: z.boolean(),
      default_billing: z.boolean(),
    }),
  ),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  notes: z.array(
    z.object({
      id: z.string(),
      body: z.string(),
      author: z.string(),
      mine: z.boolean(),
      created_at: z.string(),
    }),
  ),
  /** the latest 20, newest first, and how many there are */
  orders: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        status: z.string(),
        currency: z.string(),
        total: minor,
        created_at: z.string(),
      }),
    ),
  }),
  last_order: z
    .object({ id: z.string(), number: z.string(), status: z.string(), created_at: z.string() })
    .nullable(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      interval_months: z.number().int(),
      status: z.string(),
      next_renewal_at: z.string(),
    }),
  ),
  returns: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      order_id: z.string(),
      order_number: z.string(),
      kind: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.string(),
      product: localized,
      rating: z.number().int(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  wallet: z.object({
    balances: z.array(z.object({ currency: z.string(), balance: minor })),
    /** the latest 20 ledger entries, newest first */
    entries: z.array(
      z.object({
        id: z.string(),
        currency: z.string(),
        amount: minor,
        balance_after: minor,
        kind: z.enum(WALLET_ENTRY_KINDS),
        note: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
  referral: z.object({
    code: z.string().nullable(),
    referred_by: z.object({ id: z.string(), name: z.string() }).nullable(),
    referred_count: z.number().int(),
  }),
  consents: z.object({
    order_email: z.boolean(),
    order_sms: z.boolean(),
    marketing_email: z.boolean(),
    marketing_sms: z.boolean(),
  }),
  /** paid orders minus refunds, per currency (never converted), and how many orders were paid */
  lifetime: z.object({ paid_orders: z.number().int(), totals: z.array(money) }),
});
export type CustomerOut = z.infer<typeof customerOut>;

const tag = z.string().trim().min(1).max(CUSTOMER_TAG_MAX_LENGTH);

/**
 * What staff may change: the account page's fields with its rules (names, nickname, date of birth, language),
 * plus the email and phone (no code: staff act on the customer's word) and the tags.
 */
export const customerPatchBody = z
  .strictObject({
    firstname: nameSchema,
    lastname: nameSchema,
    nickname: z.string().trim().min(1).max(100),
    email: emailSchema,
    contact_no_country: callingCodeSchema,
    contact_no: registerPhoneSchema,
    /** ISO 3166 alpha-2 ('HK'), stored as registration stores it */
    country_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'validation.required'),
    preferred_lang: preferredLangSchema,
    dob: dobSchema.nullable(),
    tags: z.array(tag).max(CUSTOMER_TAGS_MAX),
  })
  .partial()
  .superRefine((d, ctx) => {
    // a phone is a calling code and a number together
    if ((d.contact_no === undefined) !== (d.contact_no_country === undefined))
      ctx.addIssue({
        code: 'custom',
        message: 'validation.required',
        path: [d.contact_no === undefined ? 'contact_no' : 'contact_no_country'],
        input: undefined,
      });
  });
export type CustomerPatchBody = z.infer<typeof customerPatchBody>;

export const customerNoteBody = z.strictObject({ body: z.string().trim().min(1).max(2000) });
