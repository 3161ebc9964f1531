import { z } from 'zod';
import { GLOBAL_LINE_COUNTRY_KEYS, type CountryKey } from '../countries.ts';
import { CURRENCY_CODES } from '../currencies.ts';
import { AVAILABILITIES } from '../catalogue-types.ts';
import { localized } from './common.ts';
import { mediaImage } from './media.ts';

/** The catalogue's public reads: /api/v1/product, /product/autocomplete, /offers/:pid, /inventory, /categories. */

const SHIP_TO_AND_GLOBAL_COUNTRY_KEYS = [...GLOBAL_LINE_COUNTRY_KEYS] as [CountryKey, ...CountryKey[]];
const channel = z.coerce
  .number()
  .int()
  .refine((v) => v === 4, 'channel must be 4');
const commaList = z
  .string()
  .max(2000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(1).max(64)).max(100));

/** The shopper's currency and ship-to country, on every priced read. */
export const shopperQuery = z.strictObject({
  currency: z.enum(CURRENCY_CODES).default('HKD'),
  country: z.enum(SHIP_TO_AND_GLOBAL_COUNTRY_KEYS).default('hk'),
});

export const productListQuery = z.strictObject({
  channel,
  html_content: z.enum(['0', '1']).optional(),
  unique_url: z.string().min(1).max(200).optional(),
  skus: commaList.optional(),
  category: z.string().min(1).max(64).optional(),
  brand: z.string().min(1).max(64).optional(),
  collection: z.string().min(1).max(64).optional(),
  /** treatment: the treatments only (product_type 2) */
  type: z.enum(['treatment']).optional(),
  sort: z.enum(['popularity', 'new', 'price_asc', 'price_desc']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  currency: z.enum(CURRENCY_CODES).default('HKD'),
  country: z.enum(SHIP_TO_AND_GLOBAL_COUNTRY_KEYS).default('hk'),
});

const reason = z.string().nullable();
const display = z.object({
  currency: z.string(),
  price: z.number().int().nullable(),
  original_price: z.number().int().nullable(),
  purchasable: z.boolean(),
  reason,
});

const pricingRows = z.array(
  z.object({
    member_group: z.string(),
    pricing: z.array(z.object({ qty: z.number().int(), price: z.number().int() })),
  }),
);

export const productOptionOut = z.object({
  sub_sku: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  availability: z.enum(AVAILABILITIES),
  price: z.number().int(),
  price_usd: z.number().int(),
  original_price: z.number().int().nullable(),
  original_price_usd: z.number().int().nullable(),
  special_pricing: z.number().int().nullable(),
  special_pricing_usd: z.number().int().nullable(),
  treatment_original_price: z.number().int().nullable(),
  treatment_original_price_usd: z.number().int().nullable(),
  fix_price: z.array(
    z.object({ member_group: z.string(), price: z.number().int(), price_usd: z.number().int() }),
  ),
  multi_pricing: pricingRows,
  multi_pricing_usd: pricingRows,
  is_subscription: z.boolean(),
  isTitle: z.boolean(),
  subscription_parent_sku: z.string().nullable(),
  subscription_inteval_in_month: z.number().int().nullable(),
  allow_member_group: z.array(z.string()),
  cut_off_date: z.string().nullable(),
  estimate: z.string().nullable(),
  $isDisabled: z.boolean(),
  display: display.extend({
    price: z.number().int(),
    source: z.string(),
    show_price: z.boolean(),
    /** multi-quantity rows for this shopper: only quantities that lower the unit price, saving against one unit */
    tiers: z.array(
      z.object({
        qty: z.number().int(),
        unit_price: z.number().int(),
        line_total: z.number().int(),
        original_unit_price: z.number().int(),
        saving: z.number().int(),
        saving_percent: z.number().int(),
      }),
    ),
  }),
});
export type ProductOptionOut = z.infer<typeof productOptionOut>;

const copyBlock = z.object({
  why: z.string(),
  description: z.string(),
  how_to_use: z.string(),
  ingredients: z.string(),
  before_after: z.string().optional(),
});

export const productOut = z.object({
  _id: z.string(),
  sku: z.string(),
  name: localized,
  brand: z.string(),
  brand_name: localized,
  brand_key: z.string(),
  category: z.array(z.string()),
  collections: z.array(z.string()),
  thumbnail: z.string(),
  product_thumbnail: z.array(z.string()),
  /** the pictures as pages show them: ready uploads and drawn art, in order (2.9-01) */
  images: z.array(mediaImage),
  detail: z.array(
    z.object({
      type: z.enum(['image', 'video']),
      thumbnail: z.string(),
      video: z.string().nullable().optional(),
    }),
  ),
  unique_url: z.string(),
  path: z.string(),
  price: z.number().int(),
  price_usd: z.number().int(),
  original_price: z.number().int().nullable(),
  original_price_usd: z.number().int().nullable(),
  priority: z.number().int(),
  popularity: z.number().int(),
  created_at: z.string(),
  product_type: z.number().int(),
  editor_comment: z.object({ _en: z.string(), _zh: z.string(), _cn: z.string() }).nullable(),
  ig_link: z.string().nullable(),
  product_whatsapp: z.string().nullable(),
  package_items: z.array(z.object({ sku: z.string() })),
  content: z.record(z.string(), copyBlock).nullable(),
  /** staff's SEO title and description per script (empty: the page uses the name and the copy) */
  seo: z.object({ title: localized, description: localized }).nullable(),
  before_after: z.object({ before: z.string(), after: z.string() }).nullable(),
  offer_ids: z.array(z.string()),
  product_option: z.array(productOptionOut),
  display,
});
export type ProductOut = z.infer<typeof productOut>;

/** GET /api/v1/product: a page of products (x-total-count: how many match); 304 on a matching ETag. */
export const productListOut = z.array(productOut);
export type ProductListOut = z.infer<typeof productListOut>;

export const autocompleteQuery = z.strictObject({
  channel,
  keyword: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(20),
});
export const searchHitOut = z.object({
  _id: z.string(),
  sku: z.string(),
  name: localized,
  thumbnail: z.string(),
  brand_key: z.string(),
  path: z.string(),
  product_type: z.number().int(),
});
export type SearchHit = z.infer<typeof searchHitOut>;
export const autocompleteOut = z.array(searchHitOut);
export type AutocompleteOut = z.infer<typeof autocompleteOut>;

/** GET /product/redirect?unique_url=: a product's former handle → its current page (404 when there is none). */
export const productRedirectQuery = z.strictObject({ unique_url: z.string().trim().min(1).max(200) });
export const productRedirectOut = z.object({ path: z.string() });
export type ProductRedirectOut = z.infer<typeof productRedirectOut>;

export const offersParams = z.object({ pid: z.string().min(1).max(64) });
export const offerOut = z.object({
  _id: z.string(),
  sku: z.string(),
  name: localized,
  brand_key: z.string(),
  product_thumbnail: z.array(z.string()),
  thumbnail: z.string(),
  selected: z.string().nullable(),
  product_option: z.array(
    z.object({
      sub_sku: z.string(),
      name: z.string(),
      name_en: z.string(),
      name_cn: z.string(),
      special_pricing: z.number().int().nullable(),
      special_pricing_usd: z.number().int().nullable(),
      original_price: z.number().int().nullable(),
      original_price_usd: z.number().int().nullable(),
      display: productOptionOut.shape.display,
    }),
  ),
});
export type OfferOut = z.infer<typeof offerOut>;
export const offersOut = z.object({ offers: z.array(offerOut) });
export type OffersOut = z.infer<typeof offersOut>;

export const inventoryQuery = z.strictObject({
  skus: z
    .string()
    .max(2000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(1).max(64)).min(1).max(100)),
});
export const inventoryOut = z.array(
  z.object({
    sub_sku: z.string(),
    availability: z.string(),
    stock: z.number().int(),
    in_stock: z.boolean(),
  }),
);
export type InventoryOut = z.infer<typeof inventoryOut>;

export const categoriesQuery = z.strictObject({
  collection: z.string().min(1).max(64).optional(),
  brand: z.string().min(1).max(64).optional(),
});
export const categoryCountOut = z.object({ key: z.string(), name: localized, count: z.number().int() });
export type CategoryCount = z.infer<typeof categoryCountOut>;
export const categoriesOut = z.object({
  total: z.number().int().describe('products in the collection, whatever their category'),
  categories: z.array(categoryCountOut),
});
export type CategoriesOut = z.infer<typeof categoriesOut>;
