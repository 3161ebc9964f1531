/**
 * A small ICU MessageFormat subset: {name}, {n, plural, =0 {…} one {…} other {…}} with # for the number,
 * and {x, select, a {…} other {…}}. Enough for the shop's catalogues without shipping a formatter library.
 */
export type Params = Record<string, string | number>;

// Intl constructors are costly; one per locale serves every message
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
function plural(locale: string): Intl.PluralRules {
  let r = pluralRules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    pluralRules.set(locale, r);
  }
  return r;
}
function number(locale: string): Intl.NumberFormat {
  let f = numberFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    numberFormats.set(locale, f);
  }
  return f;
}

export function formatMessage(message: string, params: Params = {}, locale = 'en'): string {
  if (!message.includes('{') && !message.includes("''")) return message;
  let out = '';
  let i = 0;
  while (i < message.length) {
    const ch = message[i];
    if (ch === "'" && message[i + 1] === "'") {
      out += "'";
      i += 2;
      continue;
    }
    if (ch !== '{') {
      out += ch;
      i++;
      continue;
    }
    const end = matchBrace(message, i);
    out += formatArgument(message.slice(i + 1, end), params, locale);
    i = end + 1;
  }
  return out;
}

function matchBrace(s: string, open: number): number {
  let depth = 0;
  for (let j = open; j < s.length; j++) {
    if (s[j] === '{') depth++;
    else if (s[j] === '}' && --depth === 0) return j;
  }
  throw new Error(`Unbalanced braces in message: ${s}`);
}

function formatArgument(body: string, params: Params, locale: string): string {
  const [name = '', type] = body.split(',', 2).map((x) => x.trim());
  const value = params[name];
  if (!type) return value === undefined ? `{${name}}` : String(value);
  const rest = body.slice(body.indexOf(',', body.indexOf(',') + 1) + 1);
  const cases = parseCases(rest);
  if (type === 'plural') {
    const n = Number(value ?? 0);
    const exact = cases.get(`=${n}`);
    const cat = plural(locale).select(n);
    const chosen = exact ?? cases.get(cat) ?? cases.get('other') ?? '';
    // a small whole number reads the same in every locale of the shop; a browser's first NumberFormat starts ICU's
    // number data (about 75 ms of a phone's hydration), and a page's plurals are counts in the bag or reviews
    const shown = Number.isInteger(n) && Math.abs(n) < 1000 ? String(n) : number(locale).format(n);
    return formatMessage(chosen, params, locale).replaceAll('#', shown);
  }
  if (type === 'select') {
    return formatMessage(cases.get(String(value)) ?? cases.get('other') ?? '', params, locale);
  }
  return String(value ?? '');
}

function parseCases(s: string): Map<string, string> {
  const cases = new Map<string, string>();
  let i = 0;
  while (i < s.length) {
    while (i < s.length && /\s/.test(s.charAt(i))) i++;
    const open = s.indexOf('{', i);
    if (open < 0) break;
    const key = s.slice(i, open).trim();
    const close = matchBrace(s, open);
    cases.set(key, s.slice(open + 1, close));
    i = close + 1;
  }
  return cases;
}
