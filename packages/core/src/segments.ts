// Customer segments (saved filters) and automatic group membership: the filter's shape and the pure rules the API's
// SQL mirrors (its tests check both agree on the same customers). Money is HKD minor units; dates are HK calendar days.
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');
const money = z.number().int().min(0).max(2_000_000_000);
const count = z.number().int().min(0).max(1_000_000);
const key = z.string().trim().min(1).max(64);

/** What a segment keeps: every condition set must hold (AND); inside a list, any value matches (OR). */
export const segmentFilter = z.strictObject({
  countries: z.array(key).max(50).optional(),
  /** preferred language as stored (zh_hk, en, zh_cn…) */
  languages: z.array(key).max(10).optional(),
  group_ids: z.array(key).max(50).optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(50).optional(),
  /** lifetime spend in HKD minor units, inclusive bounds */
  spend_min: money.optional(),
  spend_max: money.optional(),
  order_count_min: count.optional(),
  order_count_max: count.optional(),
  /** the last paid order on or after this HK day / before this HK day (a customer with no order never matches) */
  last_order_after: day.optional(),
  last_order_before: day.optional(),
  marketing_email: z.boolean().optional(),
  marketing_sms: z.boolean().optional(),
});
export type SegmentFilter = z.infer<typeof segmentFilter>;

/** The facts about one customer a segment reads. */
export interface SegmentCustomer {
  country: string | null;
  preferred_lang: string;
  group_ids: readonly string[];
  tags: readonly string[];
  /** paid orders minus refunds, in HKD minor units */
  lifetime_spend: number;
  /** orders that were paid */
  order_count: number;
  last_order_at: Date | null;
  marketing_email: boolean;
  marketing_sms: boolean;
}

/** The instant an HK calendar day starts (Hong Kong has no daylight saving: UTC+8 all year). */
export function hkDayStart(d: string): Date {
  return new Date(`${d}T00:00:00+08:00`);
}

/** A range whose lower bound is above its upper bound: the field to name in a 400, or null. */
export function segmentFilterProblem(f: SegmentFilter): string | null {
  if (f.spend_min !== undefined && f.spend_max !== undefined && f.spend_min > f.spend_max) return 'spend_max';
  if (
    f.order_count_min !== undefined &&
    f.order_count_max !== undefined &&
    f.order_count_min > f.order_count_max
  )
    return 'order_count_max';
  if (f.last_order_after && f.last_order_before && f.last_order_after >= f.last_order_before)
    return 'last_order_before';
  return null;
}

const some = (list: readonly string[] | undefined) => (list && list.length > 0 ? list : null);

/** Whether a customer belongs to the segment (the pure twin of the API's SQL). */
export function matchesSegment(c: SegmentCustomer, f: SegmentFilter): boolean {
  const countries = some(f.countries);
  if (countries && !(c.country && countries.includes(c.country))) return false;
  const langs = some(f.languages);
  if (langs && !langs.includes(c.preferred_lang)) return false;
  const groups = some(f.group_ids);
  if (groups && !groups.some((g) => c.group_ids.includes(g))) return false;
  const tags = some(f.tags);
  if (tags && !tags.some((t) => c.tags.includes(t))) return false;
  if (f.spend_min !== undefined && c.lifetime_spend < f.spend_min) return false;
  if (f.spend_max !== undefined && c.lifetime_spend > f.spend_max) return false;
  if (f.order_count_min !== undefined && c.order_count < f.order_count_min) return false;
  if (f.order_count_max !== undefined && c.order_count > f.order_count_max) return false;
  if (f.last_order_after && !(c.last_order_at && c.last_order_at >= hkDayStart(f.last_order_after)))
    return false;
  if (f.last_order_before && !(c.last_order_at && c.last_order_at < hkDayStart(f.last_order_before)))
    return false;
  if (f.marketing_email !== undefined && c.marketing_email !== f.marketing_email) return false;
  if (f.marketing_sms !== undefined && c.marketing_sms !== f.marketing_sms) return false;
  return true;
}

/**
 * The CSV's consent rule: an email only for a customer who agreed to marketing email, a phone only for one who
 * agreed to marketing SMS; the other is left blank.
 */
export function exportContact(c: {
  email: string;
  phone: string | null;
  marketing_email: boolean;
  marketing_sms: boolean;
}): { email: string; phone: string } {
  return {
    email: c.marketing_email ? c.email : '',
    phone: c.marketing_sms && c.phone ? c.phone : '',
  };
}

/**
 * Automatic group membership (6-04): a member belongs once their lifetime spend (HKD minor units) reaches the
 * threshold. Returns the ids that belong, in the order given.
 */
export function autoGroupMembers(
  spends: readonly { id: string; lifetime_spend: number }[],
  minSpend: number,
): string[] {
  return spends.filter((s) => s.lifetime_spend >= minSpend).map((s) => s.id);
}
