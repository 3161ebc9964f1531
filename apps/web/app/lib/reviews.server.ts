// Product reviews for the product page (2.9-07, 2.10-01): the list as the URL asks (rpage, rsort, rphotos), the member's
// reviewable orders, and the post form's action (intent review:post).
import type { RouterContextProvider } from 'react-router';
import { parseLocalePath, REVIEW_MIN_CONTENT, reviewProblem, type ErrorCode } from '@shop/core';
import { api, ApiError } from './api.server.ts';
import { pagePath } from './shop-state.ts';
import { CATALOGUES } from '../i18n/catalogues.server.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { errorMessage } from './error-message.ts';
import { serverT } from './form-errors.server.ts';
import type { ReviewsData, Reviewable } from './reviews.ts';
import type { ProductReviewsOut, ReviewableOut, ReviewPostOut, StoriesOut } from '@shop/core/contract/review';

export async function loadReviews(
  context: Readonly<RouterContextProvider>,
  request: Request,
  productId: string,
): Promise<{ reviews: ReviewsData | null; reviewable: Reviewable[]; stories: ReviewsData['stories'] }> {
  const client = api(context, request);
  const q = new URL(request.url).searchParams;
  // a guest (401) or a member without a paid order of it: no form
  const signedIn = !!request.headers.get('cookie')?.includes('shop_at=');
  const [reviews, stories, reviewable] = await Promise.all([
    client
      .get<ProductReviewsOut>(`/api/v1/product/comment/${encodeURIComponent(productId)}`, {
        page: Number(q.get('rpage')) > 1 ? Number(q.get('rpage')) : undefined,
        sort: q.get('rsort') === 'rating' ? 'rating' : undefined,
        with_photos: q.get('rphotos') === '1' ? 1 : undefined,
      })
      // reviews never hold up the page (8-09: comment loading fails silently)
      .catch(() => null),
    client
      .get<StoriesOut>('/api/v1/review-stories')
      .then((r) => r.stories)
      .catch(() => []),
    signedIn
      ? client
          .get<ReviewableOut>(`/api/v1/user/comments/reviewable/${encodeURIComponent(productId)}`)
          .then((r) => r.items)
          .catch((e) => (e instanceof ApiError ? [] : Promise.reject(e)))
      : ([] as Reviewable[]),
  ]);
  return { reviews: reviews && { ...reviews, stories }, reviewable, stories };
}

/** The review form's own words for the API's refusals (the photo rules in one sentence). */
const REVIEW_ERROR_CODES: Partial<Record<ErrorCode, MessageKey>> = {
  review_rating_invalid: 'review.error.rating',
  review_title_too_long: 'review.error.title',
  review_content_too_long: 'review.error.content',
  image_type: 'review.error.images',
  image_size: 'review.error.images',
  image_dimensions: 'review.error.images',
  image_unreadable: 'review.error.images',
  not_a_buyer: 'review.error.not_a_buyer',
  already_reviewed: 'review.error.already_reviewed',
  rate_limited: 'review.error.rate_limited',
};

export interface ReviewPostResult {
  ok: boolean;
  error?: string;
  field?: string;
}

export async function postReview(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
): Promise<ReviewPostResult> {
  const { locale } = parseLocalePath(pagePath(request));
  const m = CATALOGUES[locale] as Record<string, string>;
  const [order_id = '', inventory_sku = ''] = String(form.get('item') ?? '').split('|');
  const body = {
    order_id,
    inventory_sku,
    rating: Number(form.get('rating') ?? 0),
    title: String(form.get('title') ?? ''),
    content: String(form.get('content') ?? ''),
    images: [] as string[],
  };
  for (const f of form.getAll('images')) {
    if (typeof f === 'string' || f.size === 0) continue;
    body.images.push(Buffer.from(await f.arrayBuffer()).toString('base64'));
  }
  // the same rule as the API, so the shopper gets the spec's message without a round trip
  const problem = reviewProblem(body);
  if (problem) {
    const error =
      problem.field === 'content' && problem.reason === 'too_short'
        ? m['review.min_chars']!.replace('{n}', String(REVIEW_MIN_CONTENT))
        : m[`review.error.${problem.field}`]!;
    return { ok: false, error, field: problem.field };
  }
  const res = await api(context, request).send<ReviewPostOut>('POST', '/api/v1/comment', body);
  if (res.ok) return { ok: true };
  const error = res.error.field?.startsWith('images')
    ? m['review.error.images']!
    : errorMessage(res.error, serverT(locale), { codes: REVIEW_ERROR_CODES });
  return { ok: false, error, field: res.error.field };
}
