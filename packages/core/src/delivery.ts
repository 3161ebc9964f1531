// What the product page says about shipping (2.9-06 estimated shipping text, 2.11-07 delivery window, 9-33 office
// hours, 9-34 "ships within 48 hours", 9-32 cut-off DD/MM). Dates are shop-local calendar dates (Hong Kong),
// ISO 'YYYY-MM-DD'.
import type { Availability } from './catalogue-types.ts';
import { estimatedDeliveryWindow } from './cart-rules.ts';

/** The shop's own clock: dates on the page and in the bag are Hong Kong dates. */
export const SHOP_TIME_ZONE = 'Asia/Hong_Kong';
/** 9-34: "ships within 48 hours". */
export const SHIPS_WITHIN_HOURS = 48;
/** Office hours of the care team (9-33). */
export const OFFICE_HOURS = [
  { days: 'weekdays', open: '10:00', close: '19:00' },
  { days: 'weekends_holidays', open: '12:00', close: '19:00' },
] as const;

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validIso(iso: string | null | undefined): string | null {
  const m = iso ? ISO_RE.exec(iso.slice(0, 10)) : null;
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === m[0] ? m[0] : null;
}

// making a DateTimeFormat costs far more than formatting with one: it was 2% of a rendered product page
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at `now` in the shop's time zone, 'YYYY-MM-DD'. */
export function shopDate(now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}

export function addDays(iso: string, days: number): string {
  const valid = validIso(iso);
  if (!valid) throw new RangeError(`Not an ISO date: ${iso}`);
  const d = new Date(`${valid}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface ShippingEstimate {
  /** a pre-order still waiting for stock: it leaves on its estimate date; anything else within 48 hours */
  preOrder: boolean;
  /** the date it can leave the warehouse */
  shipDate: string;
  /** the delivery window the bag will show for it: ship date to ship date + 2 days */
  delivery: { from: string; to: string };
  /** the order-by date while it is still ahead (today included); null once passed or without one */
  cutOff: string | null;
}

/**
 * The shipping text of one option on `today`. A pre-order with a valid estimate ships on the estimate, never
 * sooner than an item in stock would (today + 2 days); everything else ships within 48 hours.
 */
export function optionShippingEstimate(
  option: { availability: Availability; estimate?: string | null; cut_off_date?: string | null },
  today: string,
): ShippingEstimate {
  const inStockDate = addDays(today, SHIPS_WITHIN_HOURS / 24);
  const estimate = option.availability === 'pre_order' ? validIso(option.estimate) : null;
  const later = estimate !== null && estimate > inStockDate;
  const shipDate = later ? estimate : inStockDate;
  const delivery = estimatedDeliveryWindow([shipDate])!;
  const cutOff = validIso(option.cut_off_date);
  return {
    preOrder: later,
    shipDate,
    delivery,
    cutOff: cutOff && cutOff >= validIso(today)! ? cutOff : null,
  };
}
