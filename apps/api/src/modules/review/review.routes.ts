// Shopper review routes (7-13, 7-30): the product's reviews, posting, my reviews, translation, stories.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_LANGS, REVIEW_MAX_IMAGES } from '@shop/core';
import { sha256 } from '../user/auth.ts';
import type { ImageStore } from '../product/image-store.ts';
import { storeReviewImage } from './review-images.ts';
import type { Translator } from './translate.ts';
import { sendCached, type createResponseCache } from '../../lib/response-cache.ts';

/** What the review module hands its route plugins besides `app.reviews`: its caches and helpers. */
export interface ReviewRouteDeps {
  translator: Translator;
  images: ImageStore;
  /** serialized public answers (a product's reviews, the stories), dropped whenever a review shows differently */
  answers: ReturnType<typeof createResponseCache>;
  /** a staff change that shoppers see: drops the answers and the guest pages on every instance */
  changed(): void;
}

const localized = z.object({ chi: z.string(), eng: z.string(), cn: z.string() });
const histogram = z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() });
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
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** 4 photos of at most 2 MB each, as base64 in JSON */
const POST_BODY_LIMIT = 12 * 1024 * 1024;

export async function reviewRoutes(fastify: FastifyInstance, deps: ReviewRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reviews } = app;

  app.get(
    '/product/comment/:productId',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Published reviews of a product, 8 a page, with the average (floored to 0.1), count and histogram',
        params: z.object({ productId: z.string().min(1).max(100) }),
        querystring: z.strictObject({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          sort: z.enum(['newest', 'rating']).default('newest'),
          with_photos: flag.default(false),
        }),
        response: {
          200: z.object({
            comment_list: z.array(reviewOut),
            average: z.number().nullable(),
            count: z.number().int(),
            histogram,
            total: z.number().int(),
            page: z.number().int(),
            page_size: z.number().int(),
            related_inventory_products: z.array(z.object({ sku: z.string(), name: localized })),
          }),
          304: z.null(),
        },
      },
    },
    async (req, reply) => {
      const { page, sort, with_photos } = req.query;
      // the same for every shopper: read once (seven queries) until a review changes or a minute passes
      const cached = await deps.answers.get(
        `comments|${req.params.productId}|${page}|${sort}|${with_photos}`,
        null,
        async () => ({
          payload: await reviews.list(req.params.productId, { page, sort, withPhotos: with_photos }),
        }),
      );
      return sendCached(req, reply, cached);
    },
  );

  app.post(
    '/comment',
    {
      bodyLimit: POST_BODY_LIMIT,
      config: {
        rateLimit: {
          max: 5,
          timeWindow: '10 minutes',
          // per member session where there is one: the web server's page forms all come from one address
          keyGenerator: (req) => {
            const at = req.cookies?.shop_at;
            return at ? `at:${sha256(at)}` : `ip:${req.ip}`;
          },
        },
      },
      schema: {
        tags: ['reviews'],
        summary:
          'Posts a review of an item bought in a paid order (once per product per order); it starts pending',
        body: z.strictObject({
          order_id: z.string().trim().min(1).max(100),
          inventory_sku: z.string().trim().min(1).max(100),
          // checked by core's reviewProblem so the message and field match the page's
          rating: z.number(),
          title: z.string().max(1000).default(''),
          content: z.string().max(20_000),
          images: z.array(z.string().max(3_000_000)).max(REVIEW_MAX_IMAGES).default([]),
        }),
        response: {
          201: z.object({ _id: z.string(), status: z.enum(['pending', 'published', 'rejected']) }),
        },
      },
    },
    async (req, reply) => {
      const me = await app.auth.require(req);
      const b = req.body;
      // everything but the photos is checked first: a refused review stores no file
      await reviews.check({ id: me.user.id }, b);
      const images: string[] = [];
      for (const [i, img] of b.images.entries())
        images.push(await storeReviewImage(deps.images, img, `images.${i}`));
      const out = await reviews.post({ id: me.user.id, nickname: me.user.nickname }, { ...b, images });
      return reply.code(201).send(out);
    },
  );

  const mineOut = z.object({
    items: z.array(
      z.object({
        _id: z.string(),
        product_id: z.string(),
        product_name: localized,
        unique_url: z.string(),
        inventory_sku: z.string(),
        order_id: z.string().nullable(),
        rating: z.number().int(),
        title: z.string(),
        content: z.string(),
        status: z.enum(['pending', 'published', 'rejected']),
        reason: z.string().nullable(),
        shop_reply: z.string().nullable(),
        created_at: z.string(),
        published_at: z.string().nullable(),
      }),
    ),
  });
  app.get(
    '/user/comments',
    { schema: { tags: ['reviews'], summary: 'My reviews with their status', response: { 200: mineOut } } },
    async (req) => reviews.mine((await app.auth.require(req)).user.id),
  );

  app.get(
    '/user/comments/reviewable/:productId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'My paid orders holding this product that I have not reviewed yet',
        params: z.object({ productId: z.string().min(1).max(100) }),
        response: {
          200: z.object({
            items: z.array(z.object({ order_id: z.string(), number: z.string(), inventory_sku: z.string() })),
          }),
        },
      },
    },
    async (req) => reviews.reviewable((await app.auth.require(req)).user.id, req.params.productId),
  );

  app.get(
    '/language/translate',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['reviews'],
        summary:
          'A published review in another language (stored → OpenCC → provider); 404 when none can be made',
        querystring: z.strictObject({
          comment_ids: z.string().trim().min(1).max(100),
          lang: z.enum(REVIEW_LANGS),
        }),
        response: { 200: z.object({ title: z.string(), content: z.string() }) },
      },
    },
    async (req) => {
      const t = await deps.translator.translate(req.query.comment_ids, req.query.lang);
      return { title: t.title, content: t.content };
    },
  );

  app.get(
    '/review-stories',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Published review stories for the slider and the post popup',
        response: { 200: z.object({ stories: z.array(storyOut) }), 304: z.null() },
      },
    },
    async (req, reply) =>
      sendCached(
        req,
        reply,
        await deps.answers.get('stories', null, async () => ({
          payload: { stories: await reviews.stories.published() },
        })),
      ),
  );
}
