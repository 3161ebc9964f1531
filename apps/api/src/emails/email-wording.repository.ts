// Staff's wording of an email per language (email_templates, pk template+lang): a null column keeps the built-in
// text. Every real send reads it, so what staff saved applies to the next email.
import { and, eq } from 'drizzle-orm';
import type { EmailTemplateKey, Locale } from '@shop/core';
import type { DbOrTx } from '../db/client.ts';
import { emailTemplates } from '../db/schema.ts';

export async function loadWording(
  db: DbOrTx,
  key: EmailTemplateKey,
  locale: Locale,
): Promise<{ subject: string | null; intro: string | null }> {
  const [row] = await db
    .select({ subject: emailTemplates.subject, intro: emailTemplates.intro })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.template, key), eq(emailTemplates.lang, locale)));
  return { subject: row?.subject ?? null, intro: row?.intro ?? null };
}
