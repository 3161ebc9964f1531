// Drawn art as WebP (2.9-01): `/media/r/<width>/p/SKU/1.webp` is the drawing `/media/p/SKU/1.svg` rasterised at
// that width. A phone builds a document for every SVG <img> on its main thread; a WebP decodes off it. `.jpeg` is
// the same raster for mail and link previews, which may show neither SVG nor WebP. Rasters are kept by the
// drawing's content, so a changed banner or product gets a new one and nothing needs clearing.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { z } from 'zod';
import {
  artFormatOf,
  artRefOf,
  artSourceOf,
  IMAGE_WIDTHS,
  type ArtFormat,
  type ImageWidth,
} from '@shop/core';
import { fileAnswer, notModified } from '@shop/core/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors.ts';
import { drawArt } from './art-drawings.ts';

/** The drawing at `width` pixels wide, keeping its proportions, as WebP (pages) or JPEG (mail, previews). */
export async function rasteriseArt(svg: string, width: number, format: ArtFormat): Promise<Buffer> {
  const input = Buffer.from(svg);
  const natural = (await sharp(input).metadata()).width ?? 800;
  // render at the target size (a vector has no pixels to scale), then make the width exact
  const image = sharp(input, { density: Math.min(2400, Math.max(1, (72 * width) / natural)) }).resize({
    width,
  });
  // JPEG has no transparency: a drawing's clear parts go white, as an email or a preview card shows them
  return format === 'jpeg'
    ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer()
    : image.webp({ quality: 82 }).toBuffer();
}

export const artRasterRoutes: FastifyPluginAsyncZod = async (app) => {
  // a card's raster is 1–6 KB and the largest about 20 KB: every width of every view of a catalogue of a few
  // hundred products stays in tens of megabytes
  const rasters = new LRUCache<string, Promise<Buffer>>({ max: 4000 });
  // a render takes 40–400 ms of a core: two at a time leave the other requests their CPU, however many arrive
  const render = pLimit(2);

  app.get(
    '/media/r/:width/*',
    {
      schema: {
        hide: true,
        params: z.object({
          width: z.coerce
            .number()
            .refine(
              (w) => IMAGE_WIDTHS.includes(w as ImageWidth),
              `must be one of ${IMAGE_WIDTHS.join(', ')}`,
            ),
          '*': z
            .string()
            .max(160)
            .refine(
              (rest) => artSourceOf(rest) !== null,
              'must be p/<sku>/<1-4>, ba/<sku>/<stage> or b/<id>, then .webp or .jpeg',
            ),
        }),
        response: { 200: fileAnswer('image/*', 'the drawing as WebP or JPEG'), 304: notModified },
      },
    },
    async (req, reply) => {
      const ref = artRefOf(artSourceOf(req.params['*'])!);
      const format = artFormatOf(req.params['*'])!;
      const svg = ref && (await drawArt(app, ref));
      if (!svg) throw new NotFoundError('Unknown image');
      const { width } = req.params;
      const etag = `"${createHash('sha1').update(svg).update(`${width}.${format}`).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
      reply.header('etag', etag);
      reply.header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
      let raster = rasters.get(etag);
      if (!raster) {
        raster = render(() => rasteriseArt(svg, width, format));
        rasters.set(etag, raster);
        // a failed render is not kept: the next request tries again
        raster.catch(() => rasters.delete(etag));
      }
      return reply.type(`image/${format}`).send(await raster);
    },
  );
};
