// Staff-written collection copy: plain titles and SEO text refuse markup, descriptions are sanitized rich text, and
// keys and handles are made from the English title.
import { InvalidError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { LocalizedText } from '../../db/schema.ts';

const SCRIPTS = ['eng', 'chi', 'cn'] as const;
/** a tag or a comment opening: a title is text, never markup */
const MARKUP = /<\s*[a-z!/?]/i;
/** what rich text may never carry: refused with a 400 rather than silently dropped */
const DANGEROUS = /<\s*(script|style|iframe|object|embed)\b|\son[a-z]+\s*=|javascript:/i;

/** A plain text per script, or a 400 naming the script that holds markup. */
export function plainText(field: string, t: LocalizedText): LocalizedText {
  for (const s of SCRIPTS)
    if (MARKUP.test(t[s])) throw new InvalidError(`${field}.${s}: text only, no HTML`, `${field}.${s}`);
  return t;
}

/** Rich text per script, sanitized (rich-text.ts); a script, style or event handler is a 400 naming the script. */
export function richText(field: string, t: LocalizedText): LocalizedText {
  const out = { eng: '', chi: '', cn: '' };
  for (const s of SCRIPTS) {
    if (DANGEROUS.test(t[s]))
      throw new InvalidError(
        `${field}.${s}: scripts, styles and event handlers are not allowed`,
        `${field}.${s}`,
      );
    out[s] = sanitizeRichText(t[s]);
  }
  return out;
}

/** 'Under HK$500 — Oxygen' → 'under-hk-500-oxygen' (separator '-' or '_'); '' when nothing Latin is left. */
export function slugOf(text: string, sep: '-' | '_' = '-'): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^\\${sep}+|\\${sep}+$`, 'g'), '')
    .slice(0, 56)
    .replace(new RegExp(`\\${sep}+$`), '');
}

/** base, base-2, base-3 … : the first not in `taken`. */
export function freeName(base: string, taken: ReadonlySet<string>, sep: '-' | '_' = '-'): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${sep}${n}`)) return `${base}${sep}${n}`;
}
