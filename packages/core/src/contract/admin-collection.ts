// The back office's collections, categories and tags: /api/v1/admin/collections…, /admin/categories…, /admin/tags….
// Requests and answers; money in rules is integer HKD minor units.
import { z } from 'zod';
import { COLLECTION_RULE_FIELDS, COLLECTION_RULE_OPS, COLLECTION_RULES_MAX } from '../collection-rules.ts';
import { localized } from './common.ts';
import { handleField, seoBody } from './admin-product.ts';
import type { CatalogueChoices } from './admin-product-out.ts';

const key = z.string().min(1).max(64);
const text = (max: number) => z.string().trim().max(max);

/** A title in three scripts: at least one is written (the storefront falls back for the others). */
export const collectionTitleBody = z
  .strictObject({ eng: text(200).default(''), chi: text(200).default(''), cn: text(200).default('') })
  .refine((t) => !!(t.eng || t.chi || t.cn), { message: 'write the title in at least one script' });
/** Rich text per script (sanitized HTML on the server). */
export const collectionDescriptionBody = z.strictObject({
  eng: z.string().max(50_000).default(''),
  chi: z.string().max(50_000).default(''),
  cn: z.string().max(50_000).default(''),
});

export const collectionRuleBody = z.strictObject({
  field: z.enum(COLLECTION_RULE_FIELDS),
  op: z.enum(COLLECTION_RULE_OPS),
  value: z.union([z.string().max(64), z.number(), z.boolean()]),
});
export const collectionRulesBody = z.strictObject({
  match: z.enum(['all', 'any']),
  conditions: z.array(collectionRuleBody).max(COLLECTION_RULES_MAX),
});
export type CollectionRulesBody = z.infer<typeof collectionRulesBody>;

export const collectionKind = z.enum(['manual', 'automatic']);

/** POST /admin/collections: the key is made from the English title (or the handle); the handle too when absent. */
export const collectionCreateBody = z.strictObject({
  title: collectionTitleBody,
  description: collectionDescriptionBody.optional(),
  handle: handleField.optional(),
  kind: collectionKind,
  /** automatic: which products belong (checked by core's collectionRulesProblem) */
  rules: collectionRulesBody.nullable().optional(),
  /** manual: the members in the order the storefront lists them */
  product_ids: z.array(key).max(1000).optional(),
  seo: seoBody.optional(),
  published: z.boolean().default(false),
  home_menu: z.boolean().default(false),
  priority: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type CollectionCreateBody = z.infer<typeof collectionCreateBody>;

/** PATCH /admin/collections/:id: any field; the image is set by its upload and removed with `image: null`. */
export const collectionPatchBody = z.strictObject({
  title: collectionTitleBody.optional(),
  description: collectionDescriptionBody.optional(),
  handle: handleField.optional(),
  kind: collectionKind.optional(),
  rules: collectionRulesBody.nullable().optional(),
  product_ids: z.array(key).max(1000).optional(),
  seo: seoBody.optional(),
  published: z.boolean().optional(),
  home_menu: z.boolean().optional(),
  priority: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  image: z.null().optional(),
});
export type CollectionPatchBody = z.infer<typeof collectionPatchBody>;

/** POST /admin/collections/preview: the products these rules select now (before saving). */
export const collectionPreviewBody = z.strictObject({ rules: collectionRulesBody });

export const collectionParams = z.object({ id: key });

const seoOut = z.object({ title: localized, description: localized });

export const adminCollectionRowOut = z.object({
  id: z.string(),
  handle: z.string(),
  kind: collectionKind,
  title: localized,
  image: z.string().nullable(),
  published: z.boolean(),
  home_menu: z.boolean(),
  priority: z.number().int(),
  product_count: z.number().int(),
  updated_at: z.string(),
});
export type AdminCollectionRow = z.infer<typeof adminCollectionRowOut>;
export const adminCollectionsOut = z.object({ items: z.array(adminCollectionRowOut) });
export type AdminCollectionsOut = z.infer<typeof adminCollectionsOut>;

/** A product as the collection editor lists it (picker, members, preview). */
export const collectionProductOut = z.object({
  id: z.string(),
  sku: z.string(),
  name: localized,
  brand_key: z.string(),
  thumbnail: z.string(),
  published: z.boolean(),
  /** lowest buyable single-purchase HKD price, minor units */
  price: z.number().int().nullable(),
  in_stock: z.boolean(),
});
export type CollectionProduct = z.infer<typeof collectionProductOut>;
export const collectionProductsOut = z.object({
  items: z.array(collectionProductOut),
  total: z.number().int(),
});
export type CollectionProductsOut = z.infer<typeof collectionProductsOut>;

export const adminCollectionOut = adminCollectionRowOut.extend({
  description: localized,
  brand_key: z.string().nullable(),
  rules: collectionRulesBody.nullable(),
  /** manual: members in order; automatic: empty (membership follows the rules) */
  product_ids: z.array(z.string()),
  seo: seoOut,
  /** the storefront address */
  path: z.string(),
});
export type AdminCollection = z.infer<typeof adminCollectionOut>;

export const collectionImageOut = z.object({ image: z.string() });

/** Brands, categories and tags with their names: what the rules builder offers. */
/** The rules builder's choices: part of GET /admin/catalogue/choices. */
export type CollectionChoices = Pick<CatalogueChoices, 'brands' | 'categories' | 'tags'>;

// Categories and tags: managed lists of names in three scripts, ordered by priority (highest first).

/** POST /admin/categories, /admin/tags: the key is made from the English name unless given. */
export const taxonomyCreateBody = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by underscores')
    .max(64)
    .optional(),
  name: collectionTitleBody,
  priority: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type TaxonomyCreateBody = z.infer<typeof taxonomyCreateBody>;
export const taxonomyPatchBody = z.strictObject({
  name: collectionTitleBody.optional(),
  priority: z.number().int().min(-1_000_000).max(1_000_000).optional(),
});
export type TaxonomyPatchBody = z.infer<typeof taxonomyPatchBody>;
export const taxonomyParams = z.object({ key });

export const taxonomyOut = z.object({
  key: z.string(),
  name: localized,
  priority: z.number().int(),
  /** products that carry it */
  product_count: z.number().int(),
});
export type TaxonomyItem = z.infer<typeof taxonomyOut>;
export const taxonomyListOut = z.object({ items: z.array(taxonomyOut) });
export type TaxonomyList = z.infer<typeof taxonomyListOut>;
/** DELETE: removed from this many products too */
export const taxonomyDeleteOut = z.object({ ok: z.literal(true), removed_from: z.number().int() });
export type TaxonomyDeleteOut = z.infer<typeof taxonomyDeleteOut>;
export const collectionDeleteOut = taxonomyDeleteOut;
