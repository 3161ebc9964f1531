import type { Locale } from '@shop/core';

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'free_shipping_table' } // the page renders the thresholds from packages/core here
  | { kind: 'office_hours' } // rendered from SHOP_HOURS (shops-data.ts) in the locale
  | { kind: 'shop_list' } // rendered from SHOPS (shops-data.ts)
  | { kind: 'faq'; items: { q: string; a: string }[] };

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface ContentDoc {
  title: string;
  /** ≤ 155 chars, for <meta name=description> */
  description: string;
  intro: string;
  /** ISO date */
  updated?: string;
  sections: Section[];
}

export type ContentPageKey = 'exchange' | 'membership' | 'privacy' | 'shipping' | 'story' | 'terms' | 'shops';

export type LocalizedDoc = Record<Locale, ContentDoc>; // Locale = 'hk' | 'zh' | 'cn' | 'en'
