// Homepage sections: the back office's list (GET/PUT /api/v1/admin/homepage/sections, a picture upload) and the
// storefront's answer (GET /api/v1/homepage: the sections active now, resolved for the page).
import { z } from 'zod';
import {
  bannerContent,
  HOMEPAGE_LIST_KEYS,
  HOMEPAGE_SECTIONS_MAX,
  homepageSectionInput,
  productListContent,
  storiesContent,
} from '../homepage-sections.ts';
import { localized } from './common.ts';
import { mediaAdminOut, mediaImage } from './media.ts';

export {
  activeSections,
  HOMEPAGE_LIST_KEYS,
  HOMEPAGE_LIST_MAX,
  HOMEPAGE_SECTION_KINDS,
  homepageSectionInput,
  MEDIA_HASH,
  nextScheduleChange,
} from '../homepage-sections.ts';
export type {
  BannerContent,
  HomepageListKey,
  HomepageSectionInput,
  HomepageSectionKind,
  ProductListContent,
  SectionLink,
  SectionText,
  StoriesContent,
} from '../homepage-sections.ts';

/** PUT /admin/homepage/sections: the whole list in the order shown; a section left out is removed. */
export const homepageSectionsBody = z.strictObject({
  sections: z.array(homepageSectionInput).max(HOMEPAGE_SECTIONS_MAX),
});
export type HomepageSectionsBody = z.infer<typeof homepageSectionsBody>;

const when = z.string().nullable();
const saved = {
  id: z.string(),
  position: z.number().int(),
  enabled: z.boolean(),
  starts_at: when,
  ends_at: when,
};
export const adminSectionOut = z.discriminatedUnion('kind', [
  z.object({ ...saved, kind: z.literal('hero'), content: bannerContent }),
  z.object({ ...saved, kind: z.literal('banner'), content: bannerContent }),
  z.object({ ...saved, kind: z.literal('product_list'), content: productListContent }),
  z.object({ ...saved, kind: z.literal('stories'), content: storiesContent }),
]);
export type AdminSectionOut = z.infer<typeof adminSectionOut>;

/** The sections, with what the editor shows of what they name: products, pictures, collections, pages, stories. */
export const adminHomepageOut = z.object({
  sections: z.array(adminSectionOut),
  products: z.array(z.object({ id: z.string(), sku: z.string(), name: localized, thumbnail: z.string() })),
  images: z.array(mediaAdminOut.extend({ hash: z.string() })),
  collections: z.array(z.object({ key: z.string(), name: localized })),
  pages: z.array(z.object({ handle: z.string(), title: localized })),
  stories: z.array(z.object({ id: z.string(), title: z.string(), name: z.string() })),
});
export type AdminHomepageOut = z.infer<typeof adminHomepageOut>;

/** POST /admin/homepage/images: the uploaded picture, named by its hash (what a section stores). */
export const homepageImageOut = mediaAdminOut.extend({ hash: z.string() });
export type HomepageImageOut = z.infer<typeof homepageImageOut>;

const shown = { id: z.string(), title: localized };
const bannerShown = {
  ...shown,
  subtitle: localized,
  button: localized,
  image: mediaImage,
  alt: localized,
  /** the button's path without a locale prefix; null: no button */
  href: z.string().nullable(),
};
/** GET /homepage: the sections showing now, in order, ready for the page. */
export const homepageSectionOut = z.discriminatedUnion('kind', [
  z.object({ ...bannerShown, kind: z.literal('hero') }),
  z.object({ ...bannerShown, kind: z.literal('banner') }),
  z.object({
    ...shown,
    kind: z.literal('product_list'),
    list_key: z.enum(HOMEPAGE_LIST_KEYS).nullable(),
    /** the chosen products' SKUs in order (the product list call prices them for the shopper) */
    skus: z.array(z.string()),
    /** or a collection's handle */
    collection: z.string().nullable(),
  }),
  z.object({ ...shown, kind: z.literal('stories'), story_ids: z.array(z.string()) }),
]);
export type HomepageSectionOut = z.infer<typeof homepageSectionOut>;
export const homepageOut = z.object({ sections: z.array(homepageSectionOut) });
export type HomepageOut = z.infer<typeof homepageOut>;
