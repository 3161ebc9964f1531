import { z } from 'zod';
import { EMAIL_INTRO_MAX, EMAIL_SUBJECT_MAX, EMAIL_TEMPLATE_KEYS } from '../email-templates.ts';
import { SUPPORTED_LOCALES } from '../locales.ts';

/**
 * The back office's email editor: /api/v1/admin/emails. Staff reword an email's subject and intro per language
 * (hk, zh, cn, en); null or empty goes back to the built-in wording. A placeholder the template lacks is a 400
 * `unknown_placeholder` naming the field, checked before anything is saved or previewed.
 */

export const emailTemplateKey = z.enum(EMAIL_TEMPLATE_KEYS as [string, ...string[]]);
export const emailLang = z.enum(SUPPORTED_LOCALES);
export type EmailLang = z.infer<typeof emailLang>;

export const emailTemplateParams = z.object({ template: emailTemplateKey });
export const emailTemplateLangParams = z.object({ template: emailTemplateKey, lang: emailLang });
export const emailLangQuery = z.strictObject({ lang: emailLang.default('hk') });

const subject = z.string().max(EMAIL_SUBJECT_MAX).nullish();
const intro = z.string().max(EMAIL_INTRO_MAX).nullish();

/** PUT body: null, empty or absent puts that part back to the built-in wording. */
export const emailWordingBody = z.strictObject({ subject, intro });
export type EmailWordingBody = z.infer<typeof emailWordingBody>;

/** Preview with unsaved wording (GET query or POST body): absent parts use the wording in force. */
export const emailPreviewQuery = z.strictObject({ lang: emailLang.default('hk'), subject, intro });
export const emailPreviewBody = emailPreviewQuery;
export const emailTestBody = z.strictObject({ lang: emailLang });

export const emailListItemOut = z.object({
  template: z.string(),
  category: z.enum(['transactional', 'marketing']),
  placeholders: z.array(z.string()),
  /** the languages whose subject or intro staff changed */
  changed: z.array(emailLang),
  updated_at: z.string().nullable(),
});
export type EmailListItem = z.infer<typeof emailListItemOut>;
export const emailListOut = z.object({ items: z.array(emailListItemOut) });
export type EmailListOut = z.infer<typeof emailListOut>;

export const emailWordingOut = z.object({
  template: z.string(),
  lang: emailLang,
  category: z.enum(['transactional', 'marketing']),
  placeholders: z.array(z.string()),
  /** staff's own wording (null: the built-in one is in force) */
  subject: z.string().nullable(),
  intro: z.string().nullable(),
  default_subject: z.string(),
  default_intro: z.string(),
  /** the languages whose subject or intro staff changed */
  changed: z.array(emailLang),
  updated_at: z.string().nullable(),
  /** the staff member's name who last changed this language */
  updated_by: z.string().nullable(),
});
export type EmailWordingOut = z.infer<typeof emailWordingOut>;

export const emailPreviewOut = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreviewOut = z.infer<typeof emailPreviewOut>;

/** where the test went: the signed-in staff member's own address */
export const emailTestOut = z.object({ to: z.string(), subject: z.string() });
export type EmailTestOut = z.infer<typeof emailTestOut>;
