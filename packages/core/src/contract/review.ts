import { z } from 'zod';
import { REVIEW_LANGS, REVIEW_MAX_IMAGES } from '../reviews.ts';
import { localized } from './common.ts';

/**
 * Reviews: a product's published reviews, posting one, my reviews, translation and the review stories
 * (/api/v1/product/comment/:id, /comment, /user/comments…, /language/translate, /review-stories), and their
 * moderation in the back office (/api/v1/admin/reviews…, /admin/review-stories…).
 */

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
const status = z.enum(REVIEW_STATUSES);
const histogram = z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() });
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const productIdParams = z.object({ productId: z.string().min(1).max(100) });

export const reviewOut = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  title_en: z.string().nullable(),
  content_en: z.string().nullable(),
  nickname: z.string(),
  rating: z.number().int(),
  created_at: z.string(),
  register_day: z.string().nullable(),
  inventory_sku: z.string(),
  lang: z.string(),
  images: z.array(z.string()),
  verified_purchase: z.boolean(),
  shop_reply: z.string().nullable(),
  /** languages the translate button may ask for (stored or OpenCC answers; all with a provider) */
  translatable_to: z.array(z.enum(REVIEW_LANGS)),
});
export type ReviewOut = z.infer<typeof reviewOut>;

export const storyOut = z.object({
  id: z.string(),
  video_url: z.string().nullable(),
  image_url: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  name: z.string(),
  rating: z.number().int(),
  ig_link: z.string().nullable(),
  priority: z.number().int(),
  published: z.boolean(),
});
export type StoryOut = z.infer<typeof storyOut>;
export const storiesOut = z.object({ stories: z.array(storyOut) });
export type StoriesOut = z.infer<typeof storiesOut>;

export const productReviewsParams = productIdParams;
export const productReviewsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(['newest', 'rating']).default('newest'),
  with_photos: flag.default(false),
});
/** a page of a product's published reviews, 8 a page, with the average (floored to 0.1), count and histogram */
export const productReviewsOut = z.object({
  comment_list: z.array(reviewOut),
  average: z.number().nullable(),
  count: z.number().int(),
  histogram,
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  related_inventory_products: z.array(z.object({ sku: z.string(), name: localized })),
});
export type ProductReviewsOut = z.infer<typeof productReviewsOut>;

export const reviewPostBody = z.strictObject({
  order_id: z.string().trim().min(1).max(100),
  inventory_sku: z.string().trim().min(1).max(100),
  // checked by core's reviewProblem so the message and field match the page's
  rating: z.number(),
  title: z.string().max(1000).default(''),
  content: z.string().max(20_000),
  images: z.array(z.string().max(3_000_000)).max(REVIEW_MAX_IMAGES).default([]),
});
export const reviewPostOut = z.object({ _id: z.string(), status });
export type ReviewPostOut = z.infer<typeof reviewPostOut>;

export const myReviewOut = z.object({
  _id: z.string(),
  product_id: z.string(),
  product_name: localized,
  unique_url: z.string(),
  inventory_sku: z.string(),
  order_id: z.string().nullable(),
  rating: z.number().int(),
  title: z.string(),
  content: z.string(),
  status,
  reason: z.string().nullable(),
  shop_reply: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReviewOut>;
export const myReviewsOut = z.object({ items: z.array(myReviewOut) });
export type MyReviewsOut = z.infer<typeof myReviewsOut>;

export const reviewableParams = productIdParams;
export const reviewableOut = z.object({
  items: z.array(z.object({ order_id: z.string(), number: z.string(), inventory_sku: z.string() })),
});
export type ReviewableOut = z.infer<typeof reviewableOut>;
export type Reviewable = ReviewableOut['items'][number];

export const translateQuery = z.strictObject({
  comment_ids: z.string().trim().min(1).max(100),
  lang: z.enum(REVIEW_LANGS),
});
export const translateOut = z.object({ title: z.string(), content: z.string() });
export type TranslateOut = z.infer<typeof translateOut>;

// --- the back office ---

const idParams = z.object({ id: z.string().min(1).max(100) });
export const adminReviewParams = idParams;

export const adminReviewsQuery = z.strictObject({
  status: status.default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const translationOut = z.object({
  lang: z.string(),
  title: z.string(),
  content: z.string(),
  source: z.string(),
});
export type TranslationOut = z.infer<typeof translationOut>;
export const adminReviewOut = z.object({
  _id: z.string(),
  product_id: z.string(),
  product_name: localized,
  inventory_sku: z.string(),
  order_id: z.string().nullable(),
  nickname: z.string(),
  rating: z.number(),
  title: z.string(),
  content: z.string(),
  lang: z.string(),
  images: z.array(z.string()),
  status,
  reason: z.string().nullable(),
  shop_reply: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  translations: z.array(translationOut),
});
export type AdminReview = z.infer<typeof adminReviewOut>;
export const adminReviewsOut = z.object({
  items: z.array(adminReviewOut),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type AdminReviewsOut = z.infer<typeof adminReviewsOut>;

export const moderationBody = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).optional(),
  reply: z.string().trim().max(2000).optional(),
});
export const moderationOut = z.object({ _id: z.string(), status });
export type ModerationOut = z.infer<typeof moderationOut>;

export const translationParams = z.object({ id: z.string().min(1).max(100), lang: z.enum(REVIEW_LANGS) });
export const translationBody = z.strictObject({
  title: z.string().trim().max(200).default(''),
  content: z.string().trim().min(1).max(5000),
});
export { translationOut };

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/|\/)/, 'must be an https:// address or a path on this shop');
export const storyParams = idParams;
export const storyBody = z.strictObject({
  video_url: httpUrl.nullable().default(null),
  image_url: httpUrl.nullable().default(null),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(1000).default(''),
  name: z.string().trim().min(1).max(80),
  rating: z.number().int().min(1).max(5),
  ig_link: z
    .string()
    .trim()
    .max(300)
    .regex(/^https:\/\/(www\.)?instagram\.com\//, 'must be an https://instagram.com/ link')
    .nullable()
    .default(null),
  priority: z.number().int().min(-1000).max(1000).default(0),
  published: z.boolean().default(true),
});
