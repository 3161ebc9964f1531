// /api/v1/admin/reviews and /admin/review-stories: moderation, translations and stories (staffGuard + audit).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
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
import { reviewStories } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { staffGuard } from '../staff/staff.guard.ts';
import type { ReviewRouteDeps } from './review.routes.ts';
import { presentStory } from './review.service.ts';

export async function reviewAdminRoutes(fastify: FastifyInstance, deps: ReviewRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const { reviews, translator } = deps;
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
    async (req) => {
      const { before, after } = await translator.setStaffTranslation(
        req.params.id,
        req.params.lang,
        req.body,
      );
      await audit(db, req, {
        action: 'review.translation',
        entity: 'review',
        entityId: req.params.id,
        before: before && {
          lang: before.lang,
          title: before.title,
          content: before.content,
          source: before.source,
        },
        after: { lang: after.lang, title: after.title, content: after.content },
      });
      return { lang: after.lang, title: after.title, content: after.content, source: after.source };
    },
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
    async (req, reply) => {
      const b = req.body;
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviewStories)
          .values({
            id: randomUUID(),
            videoUrl: b.video_url,
            imageUrl: b.image_url,
            title: b.title,
            description: b.description,
            name: b.name,
            rating: b.rating,
            igLink: b.ig_link,
            priority: b.priority,
            published: b.published,
          })
          .returning();
        await audit(tx, req, {
          action: 'review_story.create',
          entity: 'review_story',
          entityId: row.id,
          after: b,
        });
        return row;
      });
      return reply.code(201).send(presentStory(row));
    },
  );

  app.put(
    '/admin/review-stories/:id',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: { tags: ['admin'], params: storyParams, body: storyBody, response: { 200: storyOut } },
    },
    async (req) => {
      const b = req.body;
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviewStories).where(eq(reviewStories.id, req.params.id));
        if (!before) throw new NotFoundError('Unknown story', 'story_not_found');
        const [row] = await tx
          .update(reviewStories)
          .set({
            videoUrl: b.video_url,
            imageUrl: b.image_url,
            title: b.title,
            description: b.description,
            name: b.name,
            rating: b.rating,
            igLink: b.ig_link,
            priority: b.priority,
            published: b.published,
          })
          .where(eq(reviewStories.id, req.params.id))
          .returning();
        await audit(tx, req, {
          action: 'review_story.update',
          entity: 'review_story',
          entityId: row.id,
          before: presentStory(before),
          after: presentStory(row),
        });
        return presentStory(row);
      });
    },
  );

  app.delete(
    '/admin/review-stories/:id',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: { tags: ['admin'], params: storyParams, body: emptyBody, response: { 200: okOut } },
    },
    async (req) =>
      db.transaction(async (tx) => {
        const [gone] = await tx.delete(reviewStories).where(eq(reviewStories.id, req.params.id)).returning();
        if (!gone) throw new NotFoundError('Unknown story', 'story_not_found');
        await audit(tx, req, {
          action: 'review_story.delete',
          entity: 'review_story',
          entityId: gone.id,
          before: presentStory(gone),
        });
        return { ok: true as const };
      }),
  );
}
