// An uploaded picture's files (2.9-01): `/media/i/<hash>/<width>.<format>`, the original, and the bare base address
// answering the 640-pixel JPEG (for anything that only knows `<img src>`). Named by content hash, so they are
// cached for good; nothing is served before the picture is ready.
import { z } from 'zod';
import { IMAGE_DEFAULT_WIDTH, parseVariantName } from '@shop/core';
import { fileAnswer } from '@shop/core/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors.ts';

const hash = z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 hex hash');
const name = z
  .string()
  .max(16)
  .refine((n) => parseVariantName(n) !== null || /^original\.(jpeg|png|webp|avif)$/.test(n), {
    message: 'must be <width>.<avif|webp|jpeg> or original.<ext>',
  });

export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  type Reply = { header(k: string, v: string): unknown; type(t: string): { send(b: Buffer): unknown } };
  const serve = async (h: string, n: string, reply: Reply) => {
    const file = await app.media.file(h, n);
    if (!file) throw new NotFoundError('Unknown image');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type(file.type).send(file.bytes);
  };
  const answer = fileAnswer('image/*', 'the picture: AVIF, WebP, JPEG (or the original PNG)');

  app.get(
    '/media/i/:hash/:name',
    { schema: { hide: true, params: z.object({ hash, name }), response: { 200: answer } } },
    async (req, reply) => serve(req.params.hash, req.params.name, reply),
  );
  app.get(
    '/media/i/:hash',
    { schema: { hide: true, params: z.object({ hash }), response: { 200: answer } } },
    async (req, reply) => serve(req.params.hash, `${IMAGE_DEFAULT_WIDTH}.jpeg`, reply),
  );
};
