// The shopper's returns (/api/v1/returns): a member for their own order, a guest with the order's token (its own or
// the one the order lookup gives); anyone else gets the 404 of an unknown order.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderReturnsOut, orderReturnsQuery, returnRequestBody } from '@shop/core/contract/return';
import type { Db } from '../../db/client.ts';
import type { OrderAccess } from '../order/order-access.ts';
import type { MediaService } from '../media/media.service.ts';
import { storeReviewImages } from '../review/review-images.ts';
import type { ReturnService } from './return.service.ts';
import { orderReturnsView } from './return.view.ts';

/** 4 photos of at most 2 MB each, as base64 in JSON (like review photos) */
const POST_BODY_LIMIT = 12 * 1024 * 1024;

export async function returnRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; service: ReturnService; access: OrderAccess; media: MediaService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, access, db } = opts;
  const viewer = async (req: FastifyRequest, token?: string) => ({
    userId: (await app.auth.user(req))?.user.id ?? null,
    token,
  });

  app.post(
    '/returns',
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        tags: ['order'],
        summary: 'Asks to return units of a shipped or delivered order within the return window',
        body: returnRequestBody,
        response: { 201: z.object({ id: z.string(), number: z.string(), order: orderReturnsOut }) },
      },
    },
    async (req, reply) => {
      const v = await viewer(req, req.body.token);
      const o = await access.authorized(req.body.order_id, v);
      const by = v.userId && o.userId === v.userId ? 'member' : 'guest';
      // the lines and the window are checked before any photo is stored (and again when it is written)
      await service.check(db, o, req.body.items, by);
      const photos = await storeReviewImages(opts.media, req.body.photos ?? []);
      const made = await service.request(o, { ...req.body, photos }, by);
      return reply.code(201).send({ ...made, order: await orderReturnsView(db, o) });
    },
  );

  app.get(
    '/returns',
    { schema: { tags: ['order'], querystring: orderReturnsQuery, response: { 200: orderReturnsOut } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const o = await access.authorized(req.query.order_id, await viewer(req, req.query.token));
      return orderReturnsView(db, o);
    },
  );
}
