// The email editor's words for template keys, languages and placeholders: staff never read a key.
import type { AdminMessageKey } from '../../../i18n/admin.en.ts';
import type { AdminT } from '../../../lib/admin-i18n.tsx';

function known(t: AdminT, key: string, fallback: string) {
  const text = t(key as AdminMessageKey);
  return text === key ? fallback : text;
}

export const EMAIL_LANGS = ['hk', 'zh', 'cn', 'en'] as const;
export type EmailLangCode = (typeof EMAIL_LANGS)[number];

export const emailName = (template: string, t: AdminT) =>
  known(t, `admin.emails.name.${template}`, template.replace(/_/g, ' '));
export const emailPurpose = (template: string, t: AdminT) => known(t, `admin.emails.purpose.${template}`, '');
export const emailLangName = (lang: string, t: AdminT) => known(t, `admin.emails.lang.${lang}`, lang);
export const placeholderName = (name: string, t: AdminT) =>
  known(t, `admin.emails.ph.${name}`, name.replace(/_/g, ' '));
