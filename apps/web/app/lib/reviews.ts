// Review shapes the product page reads (GET /api/v1/product/comment/{id}) and the translate button's language.
import type { Locale, ReviewLang } from '@shop/core';
import type { ProductReviewsOut, ReviewOut, StoryOut } from '@shop/core/contract/review';

export type { Reviewable } from '@shop/core/contract/review';
export type ReviewItem = ReviewOut;
export type ReviewStory = StoryOut;
/** a product's reviews with the stories the page shows beside them */
export type ReviewsData = ProductReviewsOut & { stories: StoryOut[] };

/** The language a shopper reads reviews in: en, Simplified for cn, Traditional for hk and zh. */
export const readerLang = (locale: Locale): ReviewLang =>
  locale === 'en' ? 'en' : locale === 'cn' ? 'zh-CN' : 'zh-TW';

/** A review language as an HTML lang attribute, so a screen reader reads it in its own voice (scripts by name). */
export const htmlLang = (lang: string): string =>
  lang === 'zh-TW' ? 'zh-Hant' : lang === 'zh-CN' ? 'zh-Hans' : lang;

/**
 * What stands under a review for this reader (4-17): nothing when it is in the reader's language, the Translate
 * button when a translation can be had (stored, a script conversion, or a provider), else a note that none is
 * available (a demo without a provider), so the missing button is explained.
 */
export function translateChoice(
  review: Pick<ReviewOut, 'lang' | 'translatable_to'>,
  to: ReviewLang,
): 'none' | 'button' | 'unavailable' {
  if (review.lang === to) return 'none';
  return review.translatable_to.includes(to) ? 'button' : 'unavailable';
}

/** 4-17: a fake delay, then the text typed out one character per 20 ms. */
export const TRANSLATE_DELAY_MS = 2200;
export const TYPE_MS_PER_CHAR = 20;
