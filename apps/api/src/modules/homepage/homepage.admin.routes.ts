// /api/v1/admin/homepage/*: the homepage sections (content:write, reads included); every save audited.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MIME, mediaHashOf } from '@shop/core';
import { adminHomepageOut, homepageImageOut, homepageSectionsBody } from '@shop/core/contract/admin-homepage';
import { IMAGE_MAX_BYTES, UPLOAD_BODY_LIMIT } from '../product/image-store.ts';
import { staffGuard } from '../staff/staff.guard.ts';

export async function homepageAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = staffGuard(app, 'content:write');
  const tags = ['admin'];

  app.get(
    '/admin/homepage/sections',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The homepage sections in order, with the products, pictures and links they name',
        response: { 200: adminHomepageOut },
      },
    },
    async () => app.homepage.adminView(),
  );

  app.put(
    '/admin/homepage/sections',
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          'Saves the whole list in its order (a section left out is removed); an unknown product, a picture not ' +
          'uploaded or an end before the start is a 400 naming the field, nothing written',
        body: homepageSectionsBody,
        response: { 200: adminHomepageOut },
      },
    },
    async (req) => app.homepage.save(req, req.body),
  );

  // a section's picture is its own bytes in the body, as a product image is (product.admin.routes.ts)
  app.addContentTypeParser(
    [...Object.values(IMAGE_MIME), 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/admin/homepage/images',
    {
      // checked before the body is read: no stranger gets megabytes parsed
      onRequest: guard,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: `Uploads a section's picture (JPEG, PNG, WebP or AVIF by content, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB); a section names it by its hash`,
        response: { 201: homepageImageOut },
      },
    },
    async (req, reply) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const media = await app.media.upload(body, { maxBytes: IMAGE_MAX_BYTES, field: 'body' });
      await app.staff.audit(req, { action: 'homepage.image_upload', entity: 'media', entityId: media.src });
      const hash = mediaHashOf(media.src) ?? '';
      return reply.code(201).send({ ...media, hash });
    },
  );
}
