// /api/v1/admin/reviews and /admin/review-stories: moderation, translations and stories (staffGuard + audit).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_LANGS } from '@shop/core';
import { audit } from '../staff/audit.ts';
import { staffGuard } from '../staff/staff.guard.ts';
import { storyOut, type ReviewRouteDeps } from './review.routes.ts';

const STATUSES = ['pending', 'published', 'rejected'] as const;
const idParams = z.object({ id: z.string().min(1).max(100) });
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/|\/)/, 'must be an https:// address or a path on this shop');
const storyBody = z.strictObject({
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
        querystring: z.strictObject({
          status: z.enum(STATUSES).default('pending'),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: z.object({
            items: z.array(
              z.object({
                _id: z.string(),
                product_id: z.string(),
                product_name: z.object({ chi: z.string(), eng: z.string(), cn: z.string() }),
                inventory_sku: z.string(),
                order_id: z.string().nullable(),
                nickname: z.string(),
                rating: z.number(),
                title: z.string(),
                content: z.string(),
                lang: z.string(),
                images: z.array(z.string()),
                status: z.enum(STATUSES),
                reason: z.string().nullable(),
                shop_reply: z.string().nullable(),
                created_at: z.string(),
                published_at: z.string().nullable(),
                translations: z.array(
                  z.object({ lang: z.string(), title: z.string(), content: z.string(), source: z.string() }),
                ),
              }),
            ),
            total: z.number(),
            page: z.number(),
            page_size: z.number(),
          }),
        },
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
        params: idParams,
        body: z.strictObject({
          decision: z.enum(['approve', 'reject']),
          reason: z.string().trim().max(500).optional(),
          reply: z.string().trim().max(2000).optional(),
        }),
        response: { 200: z.object({ _id: z.string(), status: z.enum(STATUSES) }) },
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
        params: z.object({ id: z.string().min(1).max(100), lang: z.enum(REVIEW_LANGS) }),
        body: z.strictObject({
          title: z.string().trim().max(200).default(''),
          content: z.string().trim().min(1).max(5000),
        }),
        response: {
          200: z.object({ lang: z.string(), title: z.string(), content: z.string(), source: z.string() }),
        },
      },
    },
    async (req) => app.reviewAdmin.setTranslation(req, req.params.id, req.params.lang, req.body),
  );

  app.get(
    '/admin/review-stories',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: { tags: ['admin'], response: { 200: z.object({ stories: z.array(storyOut) }) } },
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
      schema: { tags: ['admin'], params: idParams, body: storyBody, response: { 200: storyOut } },
    },
    async (req) => app.reviewAdmin.updateStory(req, req.params.id, req.body),
  );

  app.delete(
    '/admin/review-stories/:id',
    {
      preHandler: staffGuard(app, 'reviews:write'),
      schema: { tags: ['admin'], params: idParams, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (req) => app.reviewAdmin.deleteStory(req, req.params.id),
  );
}
