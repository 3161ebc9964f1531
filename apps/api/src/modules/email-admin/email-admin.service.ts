// The back office's email editor: staff's subject and intro per template and language, checked for placeholders
// before anything is saved or previewed, previewed with sample data, and sent as a test to the staff member.
import {
  EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_KEYS,
  SUPPORTED_LOCALES,
  unknownPlaceholders,
  type EmailTemplateKey,
  type Locale,
} from '@shop/core';
import type { Db } from '../../db/client.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import { defaultWording, renderEmail, sampleEmailData } from '../../emails/render-email.ts';
import { InvalidError } from '../../lib/errors.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import { allWording, saveWording, type WordingRow } from './email-admin.repository.ts';

export interface Wording {
  subject?: string | null;
  intro?: string | null;
}

/** Empty or blank text is "no wording of our own". */
const clean = (s: string | null | undefined) => (s == null || s.trim() === '' ? null : s.trim());

/** 400 unknown_placeholder naming `subject` or `intro` when either uses a placeholder the template lacks. */
export function checkPlaceholders(key: EmailTemplateKey, w: Wording) {
  for (const field of ['subject', 'intro'] as const) {
    const bad = unknownPlaceholders(key, w[field] ?? '');
    if (bad.length)
      throw new InvalidError(
        `${field} uses placeholders this email does not have: ${bad.map((b) => `{${b}}`).join(', ')}`,
        field,
        'unknown_placeholder',
      );
  }
}

const changedLangs = (rows: WordingRow[]) =>
  SUPPORTED_LOCALES.filter((l) => rows.some((r) => r.lang === l && (r.subject !== null || r.intro !== null)));

export function createEmailAdmin(deps: { db: Db; email: EmailProvider; publicUrl?: string }) {
  const { db } = deps;

  async function inForce(key: EmailTemplateKey, lang: Locale, unsaved?: Wording): Promise<Wording> {
    const row = (await allWording(db, key)).find((r) => r.lang === lang);
    const pick = (k: 'subject' | 'intro') =>
      unsaved && unsaved[k] !== undefined ? clean(unsaved[k]) : (row?.[k] ?? null);
    return { subject: pick('subject'), intro: pick('intro') };
  }

  async function render(key: EmailTemplateKey, lang: Locale, wording: Wording) {
    const data = sampleEmailData(key, lang);
    const { subject, html, text } = await renderEmail(key, lang, data, wording);
    // the sample names a placeholder shop address: links and pictures point at this shop instead
    const here = (s: string) => (deps.publicUrl ? s.replaceAll(data.shop.url, deps.publicUrl) : s);
    return { subject, html: here(html), text: here(text) };
  }

  const service = {
    async list() {
      const rows = await allWording(db);
      return {
        items: EMAIL_TEMPLATE_KEYS.map((key) => {
          const mine = rows.filter((r) => r.template === key);
          const latest = mine.reduce<Date | null>((d, r) => (!d || r.updatedAt > d ? r.updatedAt : d), null);
          return {
            template: key,
            category: EMAIL_TEMPLATES[key].category,
            placeholders: [...EMAIL_TEMPLATES[key].placeholders],
            changed: changedLangs(mine),
            updated_at: latest?.toISOString() ?? null,
          };
        }),
      };
    },

    async get(key: EmailTemplateKey, lang: Locale) {
      const rows = await allWording(db, key);
      const row = rows.find((r) => r.lang === lang);
      const defaults = defaultWording(key, lang);
      return {
        template: key,
        lang,
        category: EMAIL_TEMPLATES[key].category,
        placeholders: [...EMAIL_TEMPLATES[key].placeholders],
        subject: row?.subject ?? null,
        intro: row?.intro ?? null,
        default_subject: defaults.subject,
        default_intro: defaults.intro,
        changed: changedLangs(rows),
        updated_at: row?.updatedAt.toISOString() ?? null,
        updated_by: row?.updatedBy ?? null,
      };
    },

    /** Saves staff's wording (null or empty: back to the built-in), audited in the same transaction. */
    async save(req: AuditActor, key: EmailTemplateKey, lang: Locale, body: Wording) {
      const next = { subject: clean(body.subject), intro: clean(body.intro) };
      checkPlaceholders(key, next);
      await db.transaction(async (tx) => {
        const before = (await allWording(tx, key)).find((r) => r.lang === lang);
        await saveWording(tx, { template: key, lang, ...next, staffId: req.staff?.id ?? null });
        await audit(tx, req, {
          action: 'email.wording',
          entity: 'email_template',
          entityId: `${key}:${lang}`,
          before: { subject: before?.subject ?? null, intro: before?.intro ?? null },
          after: next,
        });
      });
      return service.get(key, lang);
    },

    /** The email with sample data and the wording in force, or the unsaved wording given (checked first). */
    async preview(key: EmailTemplateKey, lang: Locale, unsaved?: Wording) {
      const wording = await inForce(key, lang, unsaved);
      checkPlaceholders(key, wording);
      return render(key, lang, wording);
    },

    /** Sends the sample, with the wording in force, to the signed-in staff member's own address. */
    async sendTest(req: AuditActor, key: EmailTemplateKey, lang: Locale) {
      const to = req.staff?.email;
      if (!to) throw new InvalidError('Sign in to send yourself a test', 'lang');
      const mail = await render(key, lang, await inForce(key, lang));
      await deps.email.send({ to, subject: mail.subject, html: mail.html, text: mail.text });
      return { to, subject: mail.subject };
    },
  };
  return service;
}

export type EmailAdmin = ReturnType<typeof createEmailAdmin>;
