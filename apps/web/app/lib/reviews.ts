// Review shapes the product page reads (GET /api/v1/product/comment/{id}) and the translate button's language.
import type { Locale, ReviewLang } from '@shop/core';

export interface ReviewItem {
  _id: string;
  title: string;
  content: string;
  nickname: string;
  rating: number;
  created_at: string;
  inventory_sku: string;
  lang: string;
  images: string[];
  verified_purchase: boolean;
  shop_reply: string | null;
  translatable_to: ReviewLang[];
}
export interface ReviewStory {
  id: string;
  video_url: string | null;
  image_url: string | null;
  title: string;
  description: string;
  name: string;
  rating: number;
  ig_link: string | null;
}
export interface ReviewsData {
  comment_list: ReviewItem[];
  average: number | null;
  count: number;
  histogram: Record<'1' | '2' | '3' | '4' | '5', number>;
  total: number;
  page: number;
  page_size: number;
  related_inventory_products: { sku: string; name: { chi: string; eng: string; cn: string } }[];
  stories: ReviewStory[];
}
export interface Reviewable {
  order_id: string;
  number: string;
  inventory_sku: string;
}

/** The language a shopper reads reviews in: en, Simplified for cn, Traditional for hk and zh. */
export const readerLang = (locale: Locale): ReviewLang =>
  locale === 'en' ? 'en' : locale === 'cn' ? 'zh-CN' : 'zh-TW';

/** 4-17: a fake delay, then the text typed out one character per 20 ms. */
export const TRANSLATE_DELAY_MS = 2200;
export const TYPE_MS_PER_CHAR = 20;
