// Review constants and the average shown on product pages (../shared/SPEC.md §2.10, §9).

export const REVIEW_PAGE_SIZE = 8;
export const REVIEW_STORY_SLIDES = 5;
export const REVIEW_REWARD_REDEMPTION_DAYS = 60;

/** Average rating floored to 1 decimal (4.96 shows 4.9, never 5.0); null without ratings. */
export function reviewAverage(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  // Work in tenths of integer-valued sums so no float error decides the floor.
  const sumTenths = ratings.reduce((acc, r) => acc + Math.round(r * 10), 0);
  return Math.floor(sumTenths / ratings.length) / 10;
}
