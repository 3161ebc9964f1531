export type MemberTier = 'basic' | 'vip' | 'kol';

/** The default 'other/public' group: catalogue entries for it apply to every shopper, guests included. */
export const PUBLIC_GROUP_ID = 'public';
/** A VIP pays 85% (1-09, 9-12). */
export const VIP_RATE_PERCENT = 85;
/** Referral: friend gets 10% off the first order; referrer earns 10% of the order total (1-11, 9-12). */
export const REFERRAL_PERCENT = 10;
/** Brands whose prices and labels never show the VIP discount. */
export const NO_VIP_BRANDS: readonly string[] = ['big_pi'];

export const MEMBER_TIERS: readonly MemberTier[] = ['basic', 'vip', 'kol'];

/**
 * basic always; vip and kol when one of the member's groups carries that tier (6-04). The tier is an explicit field
 * of each group set by staff: a group's name is only its label, so renaming it never changes what it unlocks.
 */
export function deriveTiers(groupTiers: readonly MemberTier[]): MemberTier[] {
  const tiers: MemberTier[] = ['basic'];
  if (groupTiers.includes('vip')) tiers.push('vip');
  if (groupTiers.includes('kol')) tiers.push('kol');
  return tiers;
}

export function isVip(tiers: readonly MemberTier[]): boolean {
  return tiers.includes('vip');
}

export function isKol(tiers: readonly MemberTier[]): boolean {
  return tiers.includes('kol');
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
