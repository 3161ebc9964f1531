import { createHash } from 'node:crypto';
import { z } from 'zod';
import { fileAnswer, notModified } from '@shop/core/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { drawArt } from './art-drawings.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { IMAGE_MIME, type ArtRef, type ProductImageType } from '@shop/core';
import { localMediaDir, LOCAL_FILE_RE, readLocalImage } from '../product/image-store.ts';

/** Product and banner artwork drawn by the project (nothing downloaded). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = (
    req: { headers: Record<string, unknown> },
    reply: {
      header(k: string, v: string): unknown;
      code(n: number): { send(b: unknown): unknown };
      type(t: string): { send(b: string): unknown };
    },
    svg: string,
  ) => {
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
    reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    reply.header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send('');
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  };

  // uploaded product images (local store): named by their content's hash, so they never change
  const uploads = localMediaDir(app.deps.config);
  app.get(
    '/media/u/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(LOCAL_FILE_RE, 'must be <sha1>.<jpeg|png|webp|avif>') }),
        response: { 200: fileAnswer('image/*', 'the uploaded image: JPEG, PNG, WebP or AVIF') },
      },
    },
    async (req, reply) => {
      const bytes = await readLocalImage(uploads, req.params.file);
      if (!bytes) throw new NotFoundError('Unknown image');
      const type = req.params.file.split('.')[1] as ProductImageType;
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      return reply.type(IMAGE_MIME[type]).send(bytes);
    },
  );

  const drawn = async (
    ref: ArtRef,
    req: { headers: Record<string, unknown> },
    reply: Parameters<typeof send>[1],
    unknown: string,
  ) => {
    const svg = await drawArt(app, ref);
    if (svg === null) throw new NotFoundError(unknown);
    return send(req, reply, svg);
  };

  app.get(
    '/media/p/:sku/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          sku: z.string().max(64),
          file: z.string().regex(/^[1-4]\.svg$/, 'must be 1.svg to 4.svg'),
        }),
        response: { 200: fileAnswer('image/svg+xml', 'the drawing'), 304: notModified },
      },
    },
    async (req, reply) =>
      drawn(
        { kind: 'p', sku: req.params.sku, view: Number(req.params.file[0]) },
        req,
        reply,
        'Unknown product image',
      ),
  );

  // before/after illustrations, only for products whose copy states a tested result (2.9-09)
  app.get(
    '/media/ba/:sku/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          sku: z.string().max(64),
          file: z.enum(['before.svg', 'after.svg']),
        }),
        response: { 200: fileAnswer('image/svg+xml', 'the drawing'), 304: notModified },
      },
    },
    async (req, reply) =>
      drawn(
        { kind: 'ba', sku: req.params.sku, stage: req.params.file === 'before.svg' ? 'before' : 'after' },
        req,
        reply,
        'Unknown before/after image',
      ),
  );

  app.get(
    '/media/b/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[\w-]{1,64}\.svg$/, 'must be <id>.svg') }),
        response: { 200: fileAnswer('image/svg+xml', 'the drawing'), 304: notModified },
      },
    },
    async (req, reply) =>
      drawn({ kind: 'b', id: req.params.file.replace(/\.svg$/, '') }, req, reply, 'Unknown banner image'),
  );
};
