import { z } from 'zod';
import { localized } from './common.ts';

/**
 * One picture as a page shows it (2.9-01): `src` is an uploaded image's base address (variants by `srcSetFor`) or a
 * drawn SVG; width and height are the original's (the page reserves its box: no layout shift); `placeholder` a tiny
 * blurred data: URI shown until the picture arrives; `alt` staff's text per script (null: the product's name).
 */
export const mediaImage = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: z.string().nullable(),
  alt: localized.nullable(),
});
export type MediaImage = z.infer<typeof mediaImage>;

/** An uploaded picture as the back office lists it: whether its variants are made yet, and staff's alt text. */
export const mediaAdminOut = mediaImage.extend({
  status: z.enum(['pending', 'ready', 'failed']),
});
export type MediaAdminOut = z.infer<typeof mediaAdminOut>;

/** PUT /api/v1/admin/media/alt: staff's alternative text of one uploaded picture, per script ('' clears a script). */
export const mediaAltBody = z.strictObject({
  src: z.string().trim().min(1).max(500),
  alt: z.strictObject({
    eng: z.string().trim().max(200),
    chi: z.string().trim().max(200),
    cn: z.string().trim().max(200),
  }),
});
export type MediaAltBody = z.infer<typeof mediaAltBody>;
