// The REVIEWS account view's data (2.12-12): my reviews with their status, from GET /api/v1/user/comments.
import type { RouterContextProvider } from 'react-router';
import type { MyReview, MyReviewsOut } from '@shop/core/contract/review';
import { api } from '../../lib/api.server.ts';

export type { MyReview };
export type ReviewsViewData = MyReviewsOut;

export async function loadReviewsView({
  context,
  request,
}: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  url: URL;
}): Promise<ReviewsViewData> {
  return api(context, request)
    .get<ReviewsViewData>('/api/v1/user/comments')
    .catch(() => ({ items: [] }));
}
