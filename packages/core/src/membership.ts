export type MemberTier = 'basic' | 'vip' | 'kol';

/** The default 'other/public' group: catalogue entries for it apply to every shopper, guests included. */
export const PUBLIC_GROUP_ID = 'public';
/** A VIP pays 85% (1-09, 9-12). */
export const VIP_RATE_PERCENT = 85;
/** Referral: friend gets 10% off the first order; referrer earns 10% of the order total (1-11, 9-12). */
export const REFERRAL_PERCENT = 10;
/** Brands whose prices and labels never show the VIP discount. */
export const NO_VIP_BRANDS: readonly string[] = ['big_pi'];

const VIP_RE = /v\.i\.p|vip/i;
const KOL_RE = /ambassador/i;

/** basic always; vip when a group name contains V.I.P or VIP; kol when it contains Ambassador (6-04). */
export function deriveTiers(groupNames: readonly string[]): MemberTier[] {
  const tiers: MemberTier[] = ['basic'];
  if (groupNames.some((n) => VIP_RE.test(n))) tiers.push('vip');
  if (groupNames.some((n) => KOL_RE.test(n))) tiers.push('kol');
  return tiers;
}

/** Accepts either group names or derived tiers (the tier 'vip' matches the same pattern). */
export function isVip(groupNamesOrTiers: readonly string[]): boolean {
  return groupNamesOrTiers.some((n) => VIP_RE.test(n));
}

export function isKol(groupNamesOrTiers: readonly string[]): boolean {
  return groupNamesOrTiers.some((n) => n === 'kol' || KOL_RE.test(n));
}

export function brandGetsVipDiscount(brandKey: string): boolean {
  return !NO_VIP_BRANDS.includes(brandKey);
}

/**
 * The n of 'VIP DISCOUNT n%OFF'. 6-03: the rate is taken from the FIRST brand entry of the user's
 * discount_rate (whatever brand is being shown), e.g. {oxygen_ceuticals: 0.85} → 15. big_pi shows no label;
 * a missing, non-numeric or out-of-range rate (not strictly between 0 and 1) gives null.
 */
export function vipDiscountLabelPercent(
  discountRate: Readonly<Record<string, number>> | undefined,
  brandKey: string,
): number | null {
  if (!brandGetsVipDiscount(brandKey) || !discountRate) return null;
  const first = Object.values(discountRate)[0];
  if (typeof first !== 'number' || !Number.isFinite(first) || first <= 0 || first >= 1) return null;
  return Math.round((1 - first) * 100);
}

/**
 * A member group's rate per brand is stored as the share of the price the member pays (0.85) and read by staff as a
 * percent (85, i.e. 15% off). At most two decimals of a percent; outside 0–100 is null.
 */
export function groupRateFromPercent(percent: number): number | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  // 0.29 * 100 is 28.999…: compare with a tolerance, not exactly
  if (Math.abs(Math.round(percent * 100) - percent * 100) > 1e-6) return null;
  return Math.round(percent * 100) / 10_000;
}

export function percentFromGroupRate(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}
