// The REVIEWS account view's data (2.12-12): my reviews with their status, from GET /api/v1/user/comments.
import type { RouterContextProvider } from 'react-router';
import { api } from '../../lib/api.server.ts';

export interface MyReview {
  _id: string;
  product_id: string;
  product_name: { chi: string; eng: string; cn: string };
  unique_url: string;
  inventory_sku: string;
  rating: number;
  title: string;
  content: string;
  status: 'pending' | 'published' | 'rejected';
  reason: string | null;
  shop_reply: string | null;
  created_at: string;
}
export interface ReviewsViewData {
  items: MyReview[];
}

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
