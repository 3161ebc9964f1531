import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../locales.ts';
import { loginSchema, passwordSchema } from '../validation.ts';

/**
 * Sign-in, registration and the shopper's session: /api/v1/user/*, /forget-password, /reset-password, and the
 * calling codes the phone fields offer. The other request bodies are core's form schemas (validation.ts).
 */
export {
  forgotPasswordSchema as forgotPasswordBody,
  registrationPayloadSchema as registerBody,
  sendOtpSchema as registerOtpBody,
  usernameCheckSchema as checkUserBody,
} from '../validation.ts';

export const memberGroupOut = z.object({ _id: z.string(), name: z.string() });
export type MemberGroup = z.infer<typeof memberGroupOut>;

/** The signed-in shopper (3-06). */
export const userOut = z.object({
  _id: z.string(),
  /** the email */
  username: z.string(),
  email: z.string(),
  contact_no_country: z.string().nullable(),
  contact_no: z.string().nullable(),
  phone: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  nickname: z.string(),
  preferred_lang: z.string(),
  member_group: z.array(memberGroupOut),
  /** percent paid per brand (85 = 15% off) */
  discount_rate: z.record(z.string(), z.number()),
});
export type User = z.infer<typeof userOut>;
export const userAnswerOut = z.object({ user: userOut });
export type UserAnswer = z.infer<typeof userAnswerOut>;

export const checkUserOut = z.object({ exists: z.boolean() });
export type CheckUserOut = z.infer<typeof checkUserOut>;

/** a one-time code went out; the next may be asked for after resend_after seconds */
export const codeSentOut = z.object({ message: z.literal('ok'), resend_after: z.number().int() });
export type CodeSentOut = z.infer<typeof codeSentOut>;

export const loginBody = loginSchema.extend({ recaptchaResponse: z.string().max(4096).optional() });

export const userQuery = z.strictObject({});

export const forgotPasswordOut = z.object({ message: z.string() });
export type ForgotPasswordOut = z.infer<typeof forgotPasswordOut>;

export const resetPasswordBody = z
  .strictObject({ token: z.string().min(16).max(200), password: passwordSchema, confirm: z.string() })
  .refine((b) => b.password === b.confirm, {
    error: 'validation.password_mismatch',
    path: ['confirm'],
  });
export const resetPasswordOut = z.object({ message: z.literal('ok') });
export type ResetPasswordOut = z.infer<typeof resetPasswordOut>;

export const callingCodesQuery = z.strictObject({ locale: z.enum(SUPPORTED_LOCALES).default('hk') });
/** code without '+', name in the asked language */
export const callingCodeEntryOut = z.object({
  iso2: z.string(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
});
export type CallingCodeEntry = z.infer<typeof callingCodeEntryOut>;
export const callingCodesOut = z.object({
  frequent: z.array(callingCodeEntryOut),
  others: z.array(callingCodeEntryOut),
});
export type CallingCodes = z.infer<typeof callingCodesOut>;
