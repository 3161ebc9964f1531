// Which catalogue texts still lack a script, and which name a page shows when its own script is empty (3-01). The
// back office lists the gaps so staff can fill them; the storefront never shows an empty name.
import type { Locale } from './locales.ts';

/** The catalogue's three scripts: eng English, chi Traditional (hk and zh pages), cn Simplified. */
export const CATALOGUE_SCRIPTS = ['eng', 'chi', 'cn'] as const;
export type CatalogueScript = (typeof CATALOGUE_SCRIPTS)[number];
export type ScriptText = Record<CatalogueScript, string>;

export const COPY_FIELDS = ['why', 'description', 'how_to_use', 'ingredients'] as const;
export type CopyField = (typeof COPY_FIELDS)[number];

export interface TranslatableProduct {
  name: ScriptText;
  content?: Partial<Record<CatalogueScript, Partial<Record<CopyField, string>>>> | null;
  seo?: { title: ScriptText; description: ScriptText } | null;
  /** an archived option is never shown again: its gaps do not count */
  options?: readonly { name: ScriptText; archived?: boolean }[];
}

/** The catalogue script a locale's pages are written in. */
export const LOCALE_SCRIPT: Record<Locale, CatalogueScript> = { hk: 'chi', zh: 'chi', cn: 'cn', en: 'eng' };

/** The scripts a page's name is read from, in order: its own first, then the nearest script, English last. */
export const NAME_FALLBACK: Record<Locale, readonly CatalogueScript[]> = {
  hk: ['chi', 'cn', 'eng'],
  zh: ['chi', 'cn', 'eng'],
  cn: ['cn', 'chi', 'eng'],
  en: ['eng', 'chi', 'cn'],
};

/** The name for a locale: its own script, else the first non-empty one in NAME_FALLBACK order ('' when all are). */
export function nameForLocale(name: Partial<ScriptText> | null | undefined, locale: Locale): string {
  for (const s of NAME_FALLBACK[locale]) {
    const v = name?.[s]?.trim();
    if (v) return name![s]!;
  }
  return '';
}

const blank = (v: string | undefined | null) => !v || !v.trim();

/** The empty scripts of a text some script has: `${path}.${script}`; nothing when no script has it yet. */
function gaps(path: string, text: Partial<ScriptText> | undefined | null): string[] {
  if (!text || CATALOGUE_SCRIPTS.every((s) => blank(text[s]))) return [];
  return CATALOGUE_SCRIPTS.filter((s) => blank(text[s])).map((s) => `${path}.${s}`);
}

/**
 * Field paths of texts written in some script but not in every one: `name.cn`, `content.eng.description`,
 * `seo.title.chi`, `options.0.name.eng`. A text no script has yet (no ingredients at all) is not a gap.
 */
export function missingTranslations(p: TranslatableProduct): string[] {
  const out = gaps('name', p.name);
  for (const f of COPY_FIELDS) {
    const text = Object.fromEntries(
      CATALOGUE_SCRIPTS.map((s) => [s, p.content?.[s]?.[f] ?? '']),
    ) as ScriptText;
    if (CATALOGUE_SCRIPTS.some((s) => !blank(text[s])))
      out.push(...CATALOGUE_SCRIPTS.filter((s) => blank(text[s])).map((s) => `content.${s}.${f}`));
  }
  if (p.seo) {
    out.push(...gaps('seo.title', p.seo.title), ...gaps('seo.description', p.seo.description));
  }
  (p.options ?? []).forEach((o, i) => {
    if (!o.archived) out.push(...gaps(`options.${i}.name`, o.name));
  });
  return out;
}
