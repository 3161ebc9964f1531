// Back-office catalogue rules: what an option's prices may be, and which image formats a product may carry. The API
// answers 400 naming the field; the admin forms show the same reason next to it.
import type { ErrorCode } from './error-codes.ts';

export interface OptionPrices {
  price_hkd: number;
  price_usd: number;
  original_price_hkd?: number | null;
  original_price_usd?: number | null;
  special_pricing_hkd?: number | null;
  special_pricing_usd?: number | null;
  fix_price?: readonly { member_group: string; price_hkd: number; price_usd: number }[];
  multi_pricing?: readonly {
    member_group: string;
    pricing: readonly { qty: number; price_hkd: number; price_usd: number }[];
  }[];
  cut_off_date?: string | null;
  estimate?: string | null;
}

export interface FieldProblem {
  /** the field as the admin API names it (price, special_pricing_usd, fix_price.0.price …) */
  field: string;
  /** the error code the API answers, which the admin shows in the staff's language */
  code: ErrorCode;
  reason: string;
}

const money = (v: number | null | undefined) =>
  v === null || v === undefined || (Number.isInteger(v) && v >= 0);

/**
 * The first problem with an option's prices after a change, or null: prices are whole minor units and never
 * negative; a special (add-on) price never exceeds the price; an original (struck-through) price is never below it;
 * member prices name a group at most once and multi-quantity tiers start at 2 and rise.
 */
export function optionPriceProblem(o: OptionPrices, knownGroups?: ReadonlySet<string>): FieldProblem | null {
  const pairs = [
    ['price', o.price_hkd, o.price_usd],
    ['original_price', o.original_price_hkd, o.original_price_usd],
    ['special_pricing', o.special_pricing_hkd, o.special_pricing_usd],
  ] as const;
  for (const [name, hkd, usd] of pairs) {
    if (!money(hkd))
      return { field: name, code: 'invalid_amount', reason: 'must be a whole, non-negative amount' };
    if (!money(usd))
      return { field: `${name}_usd`, code: 'invalid_amount', reason: 'must be a whole, non-negative amount' };
  }
  for (const [cur, price, special, original] of [
    ['', o.price_hkd, o.special_pricing_hkd, o.original_price_hkd],
    ['_usd', o.price_usd, o.special_pricing_usd, o.original_price_usd],
  ] as const) {
    if (special != null && special > price)
      return {
        field: `special_pricing${cur}`,
        code: 'special_above_price',
        reason: 'must not be above the price',
      };
    if (original != null && original > 0 && original < price)
      return {
        field: `original_price${cur}`,
        code: 'original_below_price',
        reason: 'must not be below the price',
      };
  }
  const seen = new Set<string>();
  for (const [i, f] of (o.fix_price ?? []).entries()) {
    if (knownGroups && !knownGroups.has(f.member_group))
      return { field: `fix_price.${i}.member_group`, code: 'unknown_group', reason: 'is not a member group' };
    if (seen.has(f.member_group))
      return { field: `fix_price.${i}.member_group`, code: 'listed_twice', reason: 'is listed twice' };
    seen.add(f.member_group);
    if (!money(f.price_hkd) || !money(f.price_usd))
      return {
        field: `fix_price.${i}`,
        code: 'invalid_amount',
        reason: 'must be a whole, non-negative amount',
      };
  }
  seen.clear();
  for (const [i, m] of (o.multi_pricing ?? []).entries()) {
    if (knownGroups && !knownGroups.has(m.member_group))
      return {
        field: `multi_pricing.${i}.member_group`,
        code: 'unknown_group',
        reason: 'is not a member group',
      };
    if (seen.has(m.member_group))
      return { field: `multi_pricing.${i}.member_group`, code: 'listed_twice', reason: 'is listed twice' };
    seen.add(m.member_group);
    let last = 1;
    for (const [j, p] of m.pricing.entries()) {
      if (!Number.isInteger(p.qty) || p.qty <= last)
        return {
          field: `multi_pricing.${i}.pricing.${j}.qty`,
          code: 'tiers_not_rising',
          reason: 'must start at 2 and rise',
        };
      last = p.qty;
      if (!money(p.price_hkd) || !money(p.price_usd))
        return {
          field: `multi_pricing.${i}.pricing.${j}`,
          code: 'invalid_amount',
          reason: 'must be a whole, non-negative amount',
        };
    }
  }
  return null;
}

export const PRODUCT_IMAGE_TYPES = ['jpeg', 'png', 'webp', 'avif'] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];

export const IMAGE_MIME: Record<ProductImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

const ascii = (b: Uint8Array, at: number, s: string) =>
  b.length >= at + s.length && [...s].every((c, i) => b[at + i] === c.charCodeAt(0));

/**
 * The image format by its first bytes (never by the name or the declared type, which a sender chooses), or null:
 * JPEG FF D8 FF, PNG's 8-byte signature, WebP RIFF….WEBP, AVIF an ISO-BMFF ftyp box branded avif/avis.
 */
export function imageTypeOf(b: Uint8Array): ProductImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x))
    return 'png';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'webp';
  if (ascii(b, 4, 'ftyp') && (ascii(b, 8, 'avif') || ascii(b, 8, 'avis'))) return 'avif';
  return null;
}

/** A SKU or option SKU: 1-64 letters, digits, dots, dashes or underscores, starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** A URL handle: lower-case letters and digits joined by single dashes. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A YYYY-MM-DD that is a real calendar day. */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
