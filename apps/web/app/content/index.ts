import type { ContentPageKey, LocalizedDoc } from './types.ts';
import { exchangeDoc } from './exchange.ts';
import { membershipDoc } from './membership.ts';
import { privacyDoc } from './privacy.ts';
import { shippingDoc } from './shipping.ts';
import { storyDoc } from './story.ts';
import { termsDoc } from './terms.ts';
import { shopsDoc } from './shops.ts';

export type { Block, Section, ContentDoc, ContentPageKey, LocalizedDoc } from './types.ts';
export { SHOPS, SHOP_HOURS } from './shops-data.ts';
export type { Shop, ShopService } from './shops-data.ts';
export { exchangeDoc, membershipDoc, privacyDoc, shippingDoc, storyDoc, termsDoc, shopsDoc };

export const CONTENT: Record<ContentPageKey, LocalizedDoc> = {
  exchange: exchangeDoc,
  membership: membershipDoc,
  privacy: privacyDoc,
  shipping: shippingDoc,
  story: storyDoc,
  terms: termsDoc,
  shops: shopsDoc,
};
