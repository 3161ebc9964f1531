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

/** 4-17: a fake delay, then the text typed out one character per 20 ms. */
export const TRANSLATE_DELAY_MS = 2200;
export const TYPE_MS_PER_CHAR = 20;
