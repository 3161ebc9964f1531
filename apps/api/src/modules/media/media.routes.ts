import { createHash } from 'node:crypto';
import { z } from 'zod';
import { fileAnswer, notModified } from '@shop/core/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderBannerArt, renderProductArt } from '../../db/seed/art.ts';
import { renderBeforeAfterArt } from '../../db/seed/before-after-art.ts';
import { hasBeforeAfter } from '../product/product.service.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { IMAGE_MIME, type ProductImageType } from '@shop/core';
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
    async (req, reply) => {
      const entry = await app.products.bySku(req.params.sku);
      if (!entry) throw new NotFoundError('Unknown product image');
      const { brands } = await app.settings.getPricingInputs();
      const brand = brands.get(entry.row.brandKey);
      const svg = renderProductArt(
        {
          name: entry.row.name.eng,
          brandName: brand?.name.eng ?? entry.row.brandKey,
          palette: brand?.palette ?? { primary: '#e8e2d8', secondary: '#b9a98f', ink: '#2b2622' },
          categories: entry.row.categories,
          sku: entry.row.sku,
        },
        Number(req.params.file[0]),
      );
      return send(req, reply, svg);
    },
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
    async (req, reply) => {
      const entry = await app.products.bySku(req.params.sku);
      if (!entry || !hasBeforeAfter(entry.row.copy)) throw new NotFoundError('Unknown before/after image');
      const stage = req.params.file === 'before.svg' ? 'before' : 'after';
      return send(
        req,
        reply,
        renderBeforeAfterArt({ sku: entry.row.sku, categories: entry.row.categories }, stage),
      );
    },
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
    async (req, reply) => {
      const id = req.params.file.replace(/\.svg$/, '');
      const payload = await app.settings.getPayload();
      const all = [...payload.hero_banner, ...payload.marketplace_banner];
      // homepage sections keep the seeded drawing's address while their own id changes
      const index = all.findIndex((b) => b._id === id || b.image === `/media/b/${req.params.file}`);
      const banner = all[index];
      if (!banner) throw new NotFoundError('Unknown banner image');
      const palettes = [
        { primary: '#efe6dc', secondary: '#c9b79c', ink: '#2d2823' },
        { primary: '#e4ebe6', secondary: '#9fb5a6', ink: '#1f2a24' },
        { primary: '#ece6ef', secondary: '#b5a3c0', ink: '#2a2330' },
      ];
      return send(
        req,
        reply,
        renderBannerArt({
          title: banner.title.eng,
          palette: palettes[index % palettes.length]!,
          variant: index,
        }),
      );
    },
  );
};
