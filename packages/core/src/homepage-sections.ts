// Homepage sections: the blocks the home page shows, in order (hero slides, banners, product lists, review stories),
// each with its own fields per kind and an optional schedule. Staff build them in the back office; the storefront
// renders the ones active now. The schemas are zod (the API checks every section with them); the web imports types.
import { z } from 'zod';

export const HOMEPAGE_SECTION_KINDS = ['hero', 'banner', 'product_list', 'stories'] as const;
export type HomepageSectionKind = (typeof HOMEPAGE_SECTION_KINDS)[number];

/** At most this many products in one list, and sections on the page. */
export const HOMEPAGE_LIST_MAX = 24;
export const HOMEPAGE_SECTIONS_MAX = 40;

/** An uploaded picture is named by the sha256 of its bytes (docs/media.md). */
export const MEDIA_HASH = /^[0-9a-f]{64}$/;
/** The shop's own drawn pictures (the seeded banners) are paths under /media/b/. */
const BUILT_IN_PICTURE = /^\/media\/b\/[\w.-]+$/;

const line = (max: number) => z.string().trim().max(max);
/** A text in the three catalogue scripts: English, Traditional and Simplified Chinese ('' allowed). */
const texts = (max: number) => z.strictObject({ eng: line(max), chi: line(max), cn: line(max) });
export type SectionText = z.infer<ReturnType<typeof texts>>;

/** Where a button leads: a content page, a collection, a product (by their handles or id) or a path of the shop. */
export const sectionLink = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('page'), target: line(120).min(1) }),
  z.strictObject({ kind: z.literal('collection'), target: line(120).min(1) }),
  z.strictObject({ kind: z.literal('product'), target: line(64).min(1) }),
  z.strictObject({
    kind: z.literal('path'),
    // a path inside the shop: never another site, never a protocol-relative //host
    target: line(300).regex(/^\/(?!\/)[^\s<>"]*$/, 'a path of the shop, starting with /'),
  }),
]);
export type SectionLink = z.infer<typeof sectionLink>;

/** Hero slide or banner: texts per script, an uploaded picture, its alt text, where the button leads. */
export const bannerContent = z.strictObject({
  title: texts(120),
  subtitle: texts(300),
  button: texts(60),
  image: z
    .string()
    .trim()
    .refine((s) => MEDIA_HASH.test(s) || BUILT_IN_PICTURE.test(s), 'an uploaded picture'),
  alt: texts(200),
  link: sectionLink.nullable(),
});
export type BannerContent = z.infer<typeof bannerContent>;

/** The storefront lists the settings API has always answered (7-14), kept for its callers. */
export const HOMEPAGE_LIST_KEYS = ['best_seller_list', 'treatment_list'] as const;
export type HomepageListKey = (typeof HOMEPAGE_LIST_KEYS)[number];

/** A product list: chosen products in order, or a collection's products. Empty title: the shop's standard heading. */
export const productListContent = z
  .strictObject({
    title: texts(120),
    product_ids: z.array(z.string().trim().min(1).max(64)).max(HOMEPAGE_LIST_MAX).default([]),
    collection: line(120).min(1).nullable().default(null),
    list_key: z.enum(HOMEPAGE_LIST_KEYS).nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (!c.collection && c.product_ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['product_ids'], message: 'choose products or a collection' });
    if (new Set(c.product_ids).size !== c.product_ids.length)
      ctx.addIssue({ code: 'custom', path: ['product_ids'], message: 'a product is listed twice' });
  });
export type ProductListContent = z.infer<typeof productListContent>;

/** Review stories: the picked ones in order, or (none picked) every published story. */
export const storiesContent = z.strictObject({
  title: texts(120),
  story_ids: z.array(z.string().trim().min(1).max(64)).max(HOMEPAGE_LIST_MAX).default([]),
});
export type StoriesContent = z.infer<typeof storiesContent>;

const instant = z.iso.datetime({ offset: true }).nullable().default(null);
const common = {
  /** absent: a new section */
  id: z.string().trim().min(1).max(64).optional(),
  enabled: z.boolean().default(true),
  starts_at: instant,
  ends_at: instant,
};

/** One section as staff save it; its position is its place in the list. */
export const homepageSectionInput = z
  .discriminatedUnion('kind', [
    z.strictObject({ ...common, kind: z.literal('hero'), content: bannerContent }),
    z.strictObject({ ...common, kind: z.literal('banner'), content: bannerContent }),
    z.strictObject({ ...common, kind: z.literal('product_list'), content: productListContent }),
    z.strictObject({ ...common, kind: z.literal('stories'), content: storiesContent }),
  ])
  .superRefine((s, ctx) => {
    if (s.starts_at && s.ends_at && Date.parse(s.ends_at) <= Date.parse(s.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'ends before it starts' });
  });
export type HomepageSectionInput = z.infer<typeof homepageSectionInput>;

/** What the schedule rules read of a section. */
export interface Schedulable {
  position: number;
  enabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Whether a section shows at `now`: enabled, started (start included) and not yet ended (end excluded). */
export function isSectionActive(s: Omit<Schedulable, 'position'>, now: Date): boolean {
  if (!s.enabled) return false;
  if (s.startsAt && s.endsAt && s.endsAt <= s.startsAt) return false;
  if (s.startsAt && now < s.startsAt) return false;
  if (s.endsAt && now >= s.endsAt) return false;
  return true;
}

/** The sections shown at `now`, in their order. */
export function activeSections<T extends Schedulable>(sections: readonly T[], now: Date): T[] {
  return sections.filter((s) => isSectionActive(s, now)).sort((a, b) => a.position - b.position);
}

/** The next moment after `now` when what shows changes (a start or an end), or null: a cache lives until then. */
export function nextScheduleChange(sections: readonly Schedulable[], now: Date): Date | null {
  let next: number | null = null;
  for (const s of sections) {
    if (!s.enabled) continue;
    for (const d of [s.startsAt, s.endsAt]) {
      const at = d?.getTime();
      if (at !== undefined && at > now.getTime() && (next === null || at < next)) next = at;
    }
  }
  return next === null ? null : new Date(next);
}
