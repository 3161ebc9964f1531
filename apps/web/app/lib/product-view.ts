import type { ProductOut } from '@shop/core/contract/product';
import type { Locale } from '@shop/core';
import { isOfferedOption } from '@shop/core';
import type { MediaImage } from '@shop/core/contract/media';

export type ProductOption = ProductOut['product_option'][number];

/** What grids, cards, quick view and add-to-bag need: a fraction of the full product, so pages ship less data. */
export interface CardOption {
  sub_sku: string;
  name: string;
  name_en: string;
  name_cn: string;
  availability: ProductOption['availability'];
  is_subscription: boolean;
  isTitle: boolean;
  subscription_parent_sku: string | null;
  subscription_inteval_in_month: number | null;
  display: Pick<
    ProductOption['display'],
    'currency' | 'price' | 'original_price' | 'purchasable' | 'reason' | 'show_price'
  >;
}
export interface CardProduct {
  _id: string;
  sku: string;
  name: ProductOut['name'];
  brand_name: ProductOut['brand_name'];
  brand_key: string;
  path: string;
  thumbnail: string;
  product_type: number;
  editor_comment: ProductOut['editor_comment'];
  ig_link: string | null;
  detail: { type: 'image' | 'video'; thumbnail: string }[];
  /** the first pictures with their size, placeholder and alt (the card's and the quick view's, 2.9-01) */
  images?: MediaImage[];
  display: ProductOut['display'];
  product_option: CardOption[];
}

/** One entry of a product's gallery: a picture (with its size and alt when the API knows them) or a video. */
export interface GalleryItem {
  type: 'image' | 'video';
  src: string;
  image: MediaImage | null;
  video: string | null;
}

/**
 * A product's gallery (2.9-01): staff's pictures in their order (ready uploads and drawn art, `images`), then the drawn
 * detail views and videos that are not among them; at least the thumbnail.
 */
export function galleryOf(p: {
  images?: MediaImage[];
  product_thumbnail: string[];
  thumbnail: string;
  detail: { type: 'image' | 'video'; thumbnail: string; video?: string | null }[];
}): GalleryItem[] {
  const listed = new Set(p.product_thumbnail);
  const items: GalleryItem[] = (p.images ?? []).map((image) => ({
    type: 'image',
    src: image.src,
    image,
    video: null,
  }));
  for (const d of p.detail)
    if (d.type === 'video' || !listed.has(d.thumbnail))
      items.push({ type: d.type, src: d.thumbnail, image: null, video: d.video ?? null });
  if (!items.length && p.thumbnail) items.push({ type: 'image', src: p.thumbnail, image: null, video: null });
  return items;
}

/** The card's picture: the thumbnail with its size and alt when the API presented it. */
export const cardImage = (p: Pick<CardProduct, 'thumbnail' | 'images'>): MediaImage | null =>
  p.images?.find((i) => i.src === p.thumbnail) ?? null;

/** The editor's comment in the page's language only (the quick view shows no other): the page's data is smaller. */
function commentFor(
  c: ProductOut['editor_comment'],
  locale: Locale | undefined,
): ProductOut['editor_comment'] {
  if (!c || !locale) return c;
  const key = locale === 'en' ? '_en' : locale === 'cn' ? '_cn' : '_zh';
  return { _en: '', _zh: '', _cn: '', [key]: c[key] };
}

/**
 * What a card (and its quick view) needs of a product. With the page's `locale`, only that language's editor
 * comment: a collection's cards are most of its page data, which the browser decodes while it hydrates.
 */
export function toCard(p: ProductOut, locale?: Locale): CardProduct {
  return {
    _id: p._id,
    sku: p.sku,
    name: p.name,
    brand_name: p.brand_name,
    brand_key: p.brand_key,
    path: p.path,
    thumbnail: p.thumbnail,
    product_type: p.product_type,
    editor_comment: commentFor(p.editor_comment, locale),
    ig_link: p.ig_link,
    // the card's hover picture and the quick view's first pictures (as `images` below)
    detail: p.detail.slice(0, 4).map((d) => ({ type: d.type, thumbnail: d.thumbnail })),
    images: p.images.slice(0, 4),
    display: p.display,
    product_option: p.product_option
      .filter((o) => !o.is_subscription)
      .map((o) => ({
        sub_sku: o.sub_sku,
        name: o.name,
        name_en: o.name_en,
        name_cn: o.name_cn,
        availability: o.availability,
        is_subscription: o.is_subscription,
        isTitle: o.isTitle,
        subscription_parent_sku: o.subscription_parent_sku,
        subscription_inteval_in_month: o.subscription_inteval_in_month,
        display: {
          currency: o.display.currency,
          price: o.display.price,
          original_price: o.display.original_price,
          purchasable: o.display.purchasable,
          reason: o.display.reason,
          show_price: o.display.show_price,
        },
      })),
  };
}

export function optionName(o: Pick<ProductOption, 'name' | 'name_en' | 'name_cn'>, locale: Locale): string {
  return locale === 'en' ? o.name_en : locale === 'cn' ? o.name_cn : o.name;
}

/** Variants the shopper chooses between: single-purchase options (subscriptions hang off them). */
export function singleOptions<O extends CardOption>(p: { product_option: O[] }): O[] {
  const singles = p.product_option.filter((o) => !o.is_subscription && !o.isTitle);
  // a disabled option is not offered (4-11); a product with nothing else still shows it, with its reason
  const offered = singles.filter(isOfferedOption);
  return offered.length ? offered : singles;
}

/** Subscription options of a variant, by interval. */
export function subscriptionsOf(p: ProductOut, parentSku: string): ProductOption[] {
  return p.product_option
    .filter(
      (o) => o.is_subscription && o.subscription_parent_sku === parentSku && o.subscription_inteval_in_month,
    )
    .sort((a, b) => (a.subscription_inteval_in_month ?? 0) - (b.subscription_inteval_in_month ?? 0));
}

/** The variant shown first: the first one that can be bought, else the first. */
export function defaultOption<O extends CardOption>(p: { product_option: O[] }): O | undefined {
  const singles = singleOptions(p);
  return singles.find((o) => o.display.purchasable) ?? singles[0];
}

/** DD/MM/YYYY (9-32) from an ISO date, without time-zone drift. */
export function dmy(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
