// Shopper review routes (7-13, 7-30): the product's reviews, posting, my reviews, translation, stories.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notModified } from '@shop/core/contract/common';
import {
  myReviewsOut,
  productReviewsOut,
  productReviewsParams,
  productReviewsQuery,
  reviewableOut,
  reviewableParams,
  reviewPostBody,
  reviewPostOut,
  storiesOut,
  translateOut,
  translateQuery,
} from '@shop/core/contract/review';
import { sha256 } from '../user/auth.ts';
import type { MediaService } from '../media/media.service.ts';
import { storeReviewImages } from './review-images.ts';
import type { Translator } from './translate.ts';
import { sendCached, type createResponseCache } from '../../lib/response-cache.ts';

/** What the review module hands its route plugins besides `app.reviews`: its caches and helpers. */
export interface ReviewRouteDeps {
  translator: Translator;
  media: MediaService;
  /** serialized public answers (a product's reviews, the stories), dropped whenever a review shows differently */
  answers: ReturnType<typeof createResponseCache>;
  /** a staff change that shoppers see: drops the answers and the guest pages on every instance */
  changed(): void;
}

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
        params: productReviewsParams,
        querystring: productReviewsQuery,
        response: { 200: productReviewsOut, 304: notModified },
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
        body: reviewPostBody,
        response: { 201: reviewPostOut },
      },
    },
    async (req, reply) => {
      const me = await app.auth.require(req);
      const b = req.body;
      // everything but the photos is checked first: a refused review stores no file
      await reviews.check({ id: me.user.id }, b);
      const images = await storeReviewImages(deps.media, b.images);
      const out = await reviews.post({ id: me.user.id, nickname: me.user.nickname }, { ...b, images });
      return reply.code(201).send(out);
    },
  );

  app.get(
    '/user/comments',
    {
      schema: { tags: ['reviews'], summary: 'My reviews with their status', response: { 200: myReviewsOut } },
    },
    async (req) => reviews.mine((await app.auth.require(req)).user.id),
  );

  app.get(
    '/user/comments/reviewable/:productId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'My paid orders holding this product that I have not reviewed yet',
        params: reviewableParams,
        response: { 200: reviewableOut },
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
        querystring: translateQuery,
        response: { 200: translateOut },
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
        response: { 200: storiesOut, 304: notModified },
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
