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
