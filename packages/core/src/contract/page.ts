import { z } from 'zod';
import { isPageHandle, PAGE_HANDLE_MAX } from '../page-handle.ts';
import { localized } from './common.ts';

/**
 * Content pages (2.2-12, 2.2-13, 2.12-14): the store reads the published text by handle, staff write a draft in
 * three scripts, publish and unpublish. Bodies are rich-text HTML the API sanitizes; titles and SEO fields are
 * plain text.
 */

export const pageHandle = z
  .string()
  .max(PAGE_HANDLE_MAX)
  .refine(isPageHandle, 'lowercase letters, digits and hyphens');

export const pageContent = z.object({
  title: localized,
  body: localized,
  seo_title: localized,
  seo_description: localized,
});
export type PageContentBody = z.infer<typeof pageContent>;

const partialLocalized = z.strictObject({
  eng: z.string().optional(),
  chi: z.string().optional(),
  cn: z.string().optional(),
});
const contentPatch = {
  title: partialLocalized.optional(),
  body: partialLocalized.optional(),
  seo_title: partialLocalized.optional(),
  seo_description: partialLocalized.optional(),
};

export const pageCreateBody = z.strictObject({ handle: pageHandle, ...contentPatch });
export type PageCreateBody = z.infer<typeof pageCreateBody>;

/** The draft's fields given are replaced; `version` is the one the editor loaded (a stale one is 409 conflict). */
export const pagePatchBody = z.strictObject({
  version: z.number().int().positive(),
  handle: pageHandle.optional(),
  ...contentPatch,
});
export type PagePatchBody = z.infer<typeof pagePatchBody>;

export const pageIdParams = z.object({ id: z.string().min(1).max(100) });
export const pageHandleParams = z.object({ handle: z.string().min(1).max(200) });
export const pageStoreQuery = z.object({
  locale: z.enum(['hk', 'zh', 'cn', 'en']).default('hk'),
  preview: z.string().max(200).optional(),
});

export const pageStatus = z.enum(['draft', 'published', 'changed']);
export type PageStatus = z.infer<typeof pageStatus>;

export const adminPageSummary = z.object({
  id: z.string(),
  handle: z.string(),
  title: localized,
  /** draft: never published (or unpublished); changed: published, with draft edits since */
  status: pageStatus,
  /** seeded pages keep their handle (today's addresses point at it) and may not be deleted */
  seeded: z.boolean(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export const adminPagesOut = z.object({ pages: z.array(adminPageSummary) });
export type AdminPageSummary = z.infer<typeof adminPageSummary>;
export type AdminPagesOut = z.infer<typeof adminPagesOut>;

export const adminPageOut = adminPageSummary.extend({
  draft: pageContent,
  published: pageContent.nullable(),
  version: z.number().int(),
  preview_token: z.string(),
});
export type AdminPageOut = z.infer<typeof adminPageOut>;

/** One script of a page, as the storefront shows it. */
export const storePageOut = z.object({
  handle: z.string(),
  title: z.string(),
  body: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  preview: z.boolean(),
  published_at: z.string().nullable(),
});
export type StorePageOut = z.infer<typeof storePageOut>;
