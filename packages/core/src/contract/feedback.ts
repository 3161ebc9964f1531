import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../locales.ts';
import { emailSchema, feedbackSchema } from '../validation.ts';

/** The contact-us form (/api/v1/feedback) and the footer's newsletter sign-up with double opt-in. */

export const feedbackBody = feedbackSchema
  .extend({ locale: z.enum(SUPPORTED_LOCALES).default('hk') })
  .strict();
export type FeedbackBody = z.input<typeof feedbackBody>;
export const feedbackOut = z.object({ ok: z.literal(true), id: z.string() });
export type FeedbackOut = z.infer<typeof feedbackOut>;

export const newsletterBody = z.strictObject({
  email: emailSchema,
  locale: z.enum(SUPPORTED_LOCALES).default('hk'),
});
export const newsletterOut = z.object({ status: z.enum(['pending', 'confirmed']) });
export type NewsletterOut = z.infer<typeof newsletterOut>;

export const newsletterConfirmBody = z.strictObject({ token: z.string().min(16).max(128) });
export const newsletterConfirmOut = z.object({ status: z.literal('confirmed'), email: z.string() });
export type NewsletterConfirmOut = z.infer<typeof newsletterConfirmOut>;
