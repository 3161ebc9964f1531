// The customer page's rules: a phone number as a person reads it, the language a member chose by its name, the
// lifetime spend (paid minus refunded, per currency) and the tags staff put on a customer.
import { LOCALE_META, SUPPORTED_LOCALES } from './locales.ts';

/** How the digits after a calling code are grouped where the shop sells most; anything else: blocks of four. */
const PHONE_GROUPS: Record<string, Record<number, number[]>> = {
  '852': { 8: [4, 4] },
  '853': { 8: [4, 4] },
  '65': { 8: [4, 4] },
  '886': { 9: [3, 3, 3], 10: [4, 3, 3] },
  '86': { 11: [3, 4, 4] },
  '1': { 10: [3, 3, 4] },
  '44': { 10: [4, 6] },
  '61': { 9: [3, 3, 3] },
  '81': { 10: [2, 4, 4], 11: [3, 4, 4] },
  '60': { 9: [2, 3, 4], 10: [2, 4, 4] },
  '82': { 10: [2, 4, 4], 11: [3, 4, 4] },
};

function chunk(digits: string, sizes: number[]): string {
  const out: string[] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(digits.slice(at, at + n));
    at += n;
  }
  return out.filter(Boolean).join(' ');
}

/**
 * '852', '91110002' → '+852 9111 0002'; a number without a calling code is grouped alone; null for no number.
 * A full phone key ('85291110002') with an empty code is shown as typed (its code cannot be told apart).
 */
export function formatPhone(
  callingCode: string | null | undefined,
  number: string | null | undefined,
): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const code = (callingCode ?? '').replace(/\D/g, '');
  const sizes =
    PHONE_GROUPS[code]?.[digits.length] ?? Array.from({ length: Math.ceil(digits.length / 4) }, () => 4);
  const grouped = chunk(digits, sizes);
  return code ? `+${code} ${grouped}` : grouped;
}

/**
 * A stored phone key (calling code and number as one run of digits, '85291110002') as people read it: the calling
 * code is the one whose usual length fits the rest; a key no known pattern fits is shown with a '+' as it is.
 */
export function formatPhoneKey(key: string | null | undefined): string | null {
  const digits = (key ?? '').replace(/\D/g, '');
  if (!digits) return null;
  for (const code of Object.keys(PHONE_GROUPS).sort((a, b) => b.length - a.length)) {
    const rest = digits.slice(code.length);
    if (digits.startsWith(code) && PHONE_GROUPS[code]![rest.length]) return formatPhone(code, rest);
  }
  return `+${digits}`;
}

/** 'zh_hk' → '繁體中文(香港)' (each language by its own name, as the storefront's picker shows it); unknown: as stored. */
export function preferredLangName(stored: string): string {
  const locale = SUPPORTED_LOCALES.find((l) => LOCALE_META[l].preferredLang === stored);
  return locale ? LOCALE_META[locale].label : stored;
}

export interface SpendOrder {
  currency: string;
  /** what the shopper paid, minor units (0 for an order never paid) */
  paid: number;
  refunded: number;
}

/**
 * Lifetime spend per currency: every paid order's payment minus what went back, never below zero per currency,
 * largest first; `orders` counts the paid ones. Currencies are not added together (no rate is implied).
 */
export function lifetimeSpend(rows: readonly SpendOrder[]): {
  orders: number;
  totals: { currency: string; amount: number }[];
} {
  const by = new Map<string, number>();
  let paid = 0;
  for (const r of rows) {
    if (r.paid <= 0) continue;
    paid += 1;
    by.set(r.currency, (by.get(r.currency) ?? 0) + r.paid - r.refunded);
  }
  const totals = [...by]
    .map(([currency, amount]) => ({ currency, amount: Math.max(0, amount) }))
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
  return { orders: paid, totals };
}

export const CUSTOMER_TAG_MAX_LENGTH = 40;
export const CUSTOMER_TAGS_MAX = 30;

/** Tags as staff meant them: trimmed, inner spaces collapsed, the same tag once (case-insensitive), in order. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}
