// Small cart and catalogue-list rules (2.7-01, 2.11-07, 3-22, 4-25, 9-32).
import type { ProductType } from './catalogue-types.ts';

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Calendar date of an ISO string. The written date is taken as is (callers pass shop-local dates). */
function parseIsoDate(iso: string): Date | null {
  const m = ISO_DATE_RE.exec(iso.trim());
  if (!m) return null;
  const [, y = '', mo = '', d = ''] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return date;
}

function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export const DELIVERY_WINDOW_DAYS = 2;

/** From the latest item date to that date + 2 days, as ISO dates (2.11-07); null with no valid date. */
export function estimatedDeliveryWindow(
  itemDates: readonly (string | null | undefined)[],
): { from: string; to: string } | null {
  let latest: Date | null = null;
  for (const iso of itemDates) {
    if (!iso) continue;
    const d = parseIsoDate(iso);
    if (d && (!latest || d > latest)) latest = d;
  }
  if (!latest) return null;
  const to = new Date(latest.getTime());
  to.setUTCDate(to.getUTCDate() + DELIVERY_WINDOW_DAYS);
  return { from: toIsoDate(latest), to: toIsoDate(to) };
}

function parts(iso: string): { y: string; m: string; d: string } {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not an ISO date: ${iso}`);
  const [y = '', m = '', d = ''] = toIsoDate(date).split('-');
  return { y, m, d };
}

/** 'YYYY-MM-DD…' → 'DD/MM/YYYY' (9-32). */
export function formatDateDMY(iso: string): string {
  const { y, m, d } = parts(iso);
  return `${d}/${m}/${y}`;
}

/** Cut-off display 'DD/MM'. */
export function formatCutOff(iso: string): string {
  const { m, d } = parts(iso);
  return `${d}/${m}`;
}

/** The cards' short dated form 'DD/M' (month without leading zero). */
export function formatCardDate(iso: string): string {
  const { m, d } = parts(iso);
  return `${d}/${Number(m)}`;
}

/** Treatments and single purchases never share a cart (4-25): the cart is cleaned when types differ. */
export function canMixProductTypes(existingTypes: readonly ProductType[], added: ProductType): boolean {
  return existingTypes.every((t) => t === added);
}

export const PRODUCT_HISTORY_MAX = 8;
export const PRODUCT_LIST_MAX = 10;
export const RECENTLY_VIEWED_MAX = 4;

export interface HistoryEntry {
  _id: string;
  price?: unknown;
  thumbnail?: unknown;
  detail?: unknown;
}

function isComplete(e: HistoryEntry): boolean {
  const hasPrice = e.price !== undefined && e.price !== null && e.price !== '';
  const hasThumb = typeof e.thumbnail === 'string' ? e.thumbnail.length > 0 : e.thumbnail != null;
  const hasDetail = Array.isArray(e.detail) ? e.detail.length > 0 : e.detail != null;
  return hasPrice && hasThumb && hasDetail;
}

/**
 * Product history: newest first, one entry per _id, at most `max`; entries lacking price, thumbnail or
 * detail are cleaned out (an incomplete new item is not added). Returns a new array.
 */
export function pushHistory<T extends HistoryEntry>(
  history: readonly T[],
  item: T,
  max: number = PRODUCT_HISTORY_MAX,
): T[] {
  const rest = history.filter((h) => h._id !== item._id);
  return [item, ...rest].filter(isComplete).slice(0, Math.max(0, max));
}

/** Pads with nulls to a multiple of n (grid rows of 4 or 2, offer slots of 4, 5 stories). Empty stays empty. */
export function padToMultiple<T>(items: readonly T[], n: number): (T | null)[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  const padded: (T | null)[] = [...items];
  while (padded.length % n !== 0) padded.push(null);
  return padded;
}

/**
 * Units of one option in one bag line. No option carries a lower limit of its own today, so this one number is
 * the limit everywhere (adding, stepping, setting, merging a guest bag, checking out).
 */
export const MAX_LINE_QUANTITY = 99;
/** A bank transfer holds stock for days unpaid: each of its lines holds at most this many units. */
export const TRANSFER_MAX_LINE_QUANTITY = 5;
/** Money and quantity columns are PostgreSQL int4: any sum stored must stay at or below this. */
export const INT4_MAX = 2_147_483_647;

/** Whether a line may hold `quantity` units: a whole number from 1 to `max`. */
export function lineQuantityAllowed(quantity: number, max: number = MAX_LINE_QUANTITY): boolean {
  return Number.isSafeInteger(quantity) && quantity >= 1 && quantity <= max;
}

/** Whether an amount in minor units (or a count) can be stored in an int4 column. */
export function fitsInt4(n: number): boolean {
  return Number.isSafeInteger(n) && n >= -INT4_MAX - 1 && n <= INT4_MAX;
}

export interface OfferLine {
  pid: string;
  sku: string;
  /** the sku of the product this line was offered with; '' or null for an ordinary line */
  bundleSku: string | null;
}

/**
 * A special-offer (add-on) price applies only together with the product it belongs to: the line names a bundle
 * sku, an ordinary line of that product is in the same bag, and that product lists this one among its add-ons.
 * Otherwise the add-on is priced like any other line (and a hidden add-on cannot be bought on its own).
 */
export function offerPriceApplies(
  line: OfferLine,
  bag: readonly OfferLine[],
  addOnsOf: (pid: string) => readonly string[],
): boolean {
  if (!line.bundleSku) return false;
  return bag.some((l) => !l.bundleSku && l.sku === line.bundleSku && addOnsOf(l.pid).includes(line.pid));
}
