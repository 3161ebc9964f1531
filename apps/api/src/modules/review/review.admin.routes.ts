// /api/v1/admin/reviews and /admin/review-stories: moderation, translations and stories (staffGuard + audit).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../staff/audit.ts';
import { staffGuard } from '../staff/staff.guard.ts';
import {
  adminReviewParams,
  adminReviewsOut,
  adminReviewsQuery,
  moderationBody,
  moderationOut,
  storiesOut,
  storyBody,
  storyOut,
  storyParams,
  translationBody,
  translationOut,
  translationParams,
} from '@shop/core/contract/review';
import { emptyBody, okOut } from '@shop/core/contract/common';
import type { ReviewRouteDeps } from './review.routes.ts';

export async function reviewAdminRoutes(fastify: FastifyInstance, deps: ReviewRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reviews } = app;
  // every write here changes what shoppers read (a review published or hidden, a reply, a translation, a story)
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400) deps.changed();
  });

  app.get(
    '/admin/reviews',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: {
        tags: ['admin'],
        summary: 'Reviews in one status (the moderation queue is status=pending, oldest first)',
        querystring: adminReviewsQuery,
        response: { 200: adminReviewsOut },
      },
    },
    async (req) => reviews.adminList(req.query),
  );

  app.post(
    '/admin/reviews/:id/moderation',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: {
        tags: ['admin'],
        summary: 'Approve (publish) or reject with a reason; reply answers as the shop',
        params: adminReviewParams,
        body: moderationBody,
        response: { 200: moderationOut },
      },
    },
    async (req) =>
      reviews.moderate(req.params.id, req.body, req.staff!.email, (tx, before, after) =>
        audit(tx, req, {
          action: `review.${req.body.decision}`,
          entity: 'review',
          entityId: req.params.id,
          before: { status: before.status, reason: before.reason, shop_reply: before.shopReply },
          after: { status: after.status, reason: after.reason, shop_reply: after.shopReply },
        }),
      ),
  );

  app.put(
    '/admin/reviews/:id/translations/:lang',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: {
        tags: ['admin'],
        summary: 'Writes or corrects a translation; it is shown from now on instead of a machine one',
        params: translationParams,
        body: translationBody,
        response: { 200: translationOut },
      },
    },
    async (req) => app.reviewAdmin.setTranslation(req, req.params.id, req.params.lang, req.body),
  );

  app.get(
    '/admin/review-stories',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: { tags: ['admin'], response: { 200: storiesOut } },
    },
    async () => ({ stories: await reviews.stories.all() }),
  );

  app.post(
    '/admin/review-stories',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: { tags: ['admin'], body: storyBody, response: { 201: storyOut } },
    },
    async (req, reply) => reply.code(201).send(await app.reviewAdmin.createStory(req, req.body)),
  );

  app.put(
    '/admin/review-stories/:id',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: { tags: ['admin'], params: storyParams, body: storyBody, response: { 200: storyOut } },
    },
    async (req) => app.reviewAdmin.updateStory(req, req.params.id, req.body),
  );

  app.delete(
    '/admin/review-stories/:id',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: { tags: ['admin'], params: storyParams, body: emptyBody, response: { 200: okOut } },
    },
    async (req) => app.reviewAdmin.deleteStory(req, req.params.id),
  );
}
