import { z } from 'zod';
import { addressSchema } from '../checkout-schemas.ts';

/**
 * The signed-in member's own account: /api/v1/account (profile, notification switches, password, email or phone,
 * data export, closing) and the one-click unsubscribe. Request bodies are core's form schemas (validation.ts).
 */
export {
  accountDeleteSchema as accountDeleteBody,
  accountUpdateSchema as accountUpdateBody,
  contactChangeSchema as contactChangeBody,
  contactCodeSchema as contactCodeBody,
  passwordChangeSchema as passwordChangeBody,
} from '../validation.ts';

export const notificationsOut = z.object({
  order_email: z.boolean(),
  order_sms: z.boolean(),
  marketing_email: z.boolean(),
  marketing_sms: z.boolean(),
});
export type NotificationsOut = z.infer<typeof notificationsOut>;

const profileOut = z.object({
  _id: z.string(),
  email: z.string(),
  contact_no_country: z.string().nullable(),
  contact_no: z.string().nullable(),
  phone_verified: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  nickname: z.string(),
  /** DD/MM/YYYY, as registration takes it */
  dob: z.string().nullable(),
  country: z.string().nullable(),
  preferred_lang: z.string(),
  created_at: z.string(),
});
export const accountOut = profileOut.extend({ notifications: notificationsOut });
export type Account = z.infer<typeof accountOut>;
export const accountAnswerOut = z.object({ account: accountOut });
export type AccountAnswer = z.infer<typeof accountAnswerOut>;

export const accountQuery = z.strictObject({});

export const accountExportOut = z.object({
  exported_at: z.string(),
  profile: profileOut,
  notifications: notificationsOut,
  addresses: z.array(addressSchema),
  orders: z.array(
    z.object({
      _id: z.string(),
      number: z.string(),
      status: z.string(),
      type: z.string(),
      currency: z.string(),
      /** minor units of the order's currency */
      total: z.number().int(),
      paid_amount: z.number().int(),
      refunded_amount: z.number().int(),
      items: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportOut>;

/** DELETE /api/v1/account: 204, signed out */
export const accountClosedOut = z.null().describe('signed out');

export const unsubscribeQuery = z.strictObject({ token: z.string().min(1).max(500) });
export const unsubscribeOut = z.object({ status: z.literal('unsubscribed') });
