// Review constants and the average shown on product pages (2.10-01, 9-11, 9-16).

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

export const REVIEW_MIN_CONTENT = 20;
export const REVIEW_MAX_CONTENT = 2000;
export const REVIEW_MAX_TITLE = 100;
export const REVIEW_MAX_IMAGES = 4;

/** Languages a review is written in or translated to (the translate call's `lang`). */
export const REVIEW_LANGS = ['en', 'zh-TW', 'zh-CN'] as const;
export type ReviewLang = (typeof REVIEW_LANGS)[number];

/** Review text length as a shopper counts it: code points of the trimmed text (an emoji or 𠮷 counts once). */
export function reviewTextLength(text: string): number {
  let n = 0;
  for (const _ of text.trim()) n++;
  return n;
}

export type ReviewProblem =
  | { field: 'rating'; reason: 'invalid' }
  | { field: 'title'; reason: 'too_long'; max: number }
  | { field: 'content'; reason: 'too_short'; min: number }
  | { field: 'content'; reason: 'too_long'; max: number };

/** The first problem of a review as posted (2.10-02, 5-12: text at least 20 characters). */
export function reviewProblem(r: { rating: number; title: string; content: string }): ReviewProblem | null {
  if (!Number.isInteger(r.rating) || r.rating < 1 || r.rating > 5)
    return { field: 'rating', reason: 'invalid' };
  if (reviewTextLength(r.title) > REVIEW_MAX_TITLE)
    return { field: 'title', reason: 'too_long', max: REVIEW_MAX_TITLE };
  const len = reviewTextLength(r.content);
  if (len < REVIEW_MIN_CONTENT) return { field: 'content', reason: 'too_short', min: REVIEW_MIN_CONTENT };
  if (len > REVIEW_MAX_CONTENT) return { field: 'content', reason: 'too_long', max: REVIEW_MAX_CONTENT };
  return null;
}

/** Count of reviews per star, 1 to 5 (ratings outside are ignored). */
export function reviewHistogram(ratings: readonly number[]): Record<1 | 2 | 3 | 4 | 5, number> {
  const h = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of ratings) if (r >= 1 && r <= 5 && Number.isInteger(r)) h[r as 1]++;
  return h;
}

const HAN_CHAR = /\p{Script=Han}/u;
const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * The language of a review by the spec's rule (§5): Chinese or English when more than half its letters are of
 * that script. Which Chinese script is decided by `simplified` (the API answers it with OpenCC); 'other' when no
 * script has the majority (nothing to translate from).
 */
export function detectReviewLang(
  text: string,
  simplified: (han: string) => boolean = () => false,
): ReviewLang | 'other' {
  let letters = 0;
  let han = '';
  let latin = 0;
  for (const ch of text) {
    if (!LETTER.test(ch)) continue;
    letters++;
    if (HAN_CHAR.test(ch)) han += ch;
    else if (LATIN.test(ch)) latin++;
  }
  if (letters === 0) return 'other';
  if ([...han].length * 2 > letters) return simplified(han) ? 'zh-CN' : 'zh-TW';
  if (latin * 2 > letters) return 'en';
  return 'other';
}

/** Whether text in `from` can be turned into `to` by character conversion alone (Traditional ↔ Simplified). */
export function isScriptConversion(from: ReviewLang, to: ReviewLang): boolean {
  return from !== to && from !== 'en' && to !== 'en';
}

/** Slots for the story slider: exactly `n` slots, the rest padded with null (§2.10 "5, padded to 5"). */
export function padSlides<T>(items: readonly T[], n = REVIEW_STORY_SLIDES): (T | null)[] {
  const out: (T | null)[] = items.slice(0, n);
  while (out.length < n) out.push(null);
  return out;
}
