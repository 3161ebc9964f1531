// Staff's wording of the emails (email_templates: one row per template and language; absent: the built-in copy).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailTemplates, staff } from '../../db/schema.ts';

export interface WordingRow {
  template: string;
  lang: string;
  subject: string | null;
  intro: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The rows staff saved (of one template when given), with the name of who saved each. */
export async function allWording(db: DbOrTx, template?: string): Promise<WordingRow[]> {
  return db
    .select({
      template: emailTemplates.template,
      lang: emailTemplates.lang,
      subject: emailTemplates.subject,
      intro: emailTemplates.intro,
      updatedAt: emailTemplates.updatedAt,
      updatedBy: staff.name,
    })
    .from(emailTemplates)
    .leftJoin(staff, eq(staff.id, emailTemplates.updatedBy))
    .where(template ? eq(emailTemplates.template, template) : undefined);
}

/** Writes staff's wording; both parts empty removes the row (the built-in wording is back). */
export async function saveWording(
  tx: DbOrTx,
  w: { template: string; lang: string; subject: string | null; intro: string | null; staffId: string | null },
) {
  const where = and(eq(emailTemplates.template, w.template), eq(emailTemplates.lang, w.lang));
  if (w.subject === null && w.intro === null) {
    await tx.delete(emailTemplates).where(where);
    return;
  }
  const values = { subject: w.subject, intro: w.intro, updatedBy: w.staffId, updatedAt: new Date() };
  await tx
    .insert(emailTemplates)
    .values({ template: w.template, lang: w.lang, ...values })
    .onConflictDoUpdate({ target: [emailTemplates.template, emailTemplates.lang], set: values });
}
