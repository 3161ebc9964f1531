// An API refusal (or a form's own check, which answers the same way) in the staff's words: found by its code, then
// by the field it names, never by the English text the API writes for developers.
import { isErrorCode } from '@shop/core';
import type { AdminMessageKey } from '../i18n/admin.en.ts';
import type { AdminT } from './admin-i18n.tsx';

/** Codes the back office's pages word in their own terms (the rest read as admin.errors.<code>). */
const BY_CODE: Record<string, AdminMessageKey> = {
  invalid_amount: 'admin.error.invalid_amount',
  forbidden: 'admin.error.forbidden',
  not_found: 'admin.error.not_found',
  order_not_found: 'admin.error.not_found',
  insufficient_stock: 'admin.cat.err.insufficient_stock',
  invalid_transition: 'admin.order.error.invalid_transition',
  required: 'admin.order.error.required',
  invalid_url: 'admin.order.error.invalid_url',
  exceeds_refundable: 'admin.order.error.exceeds_refundable',
  not_positive: 'admin.order.error.not_positive',
  exceeds_ordered: 'admin.order.error.exceeds_ordered',
  unknown_item: 'admin.order.error.unknown_item',
  amount_mismatch: 'admin.order.error.amount_mismatch',
  not_refundable: 'admin.order.error.not_refundable',
  not_captured: 'admin.order.error.not_captured',
  not_bank_transfer: 'admin.order.error.not_bank_transfer',
};

/**
 * `invalid` says only that a field is wrong; the field says how. Paths are looked up without their row numbers
 * ('fix_price.1.member_group' → 'fix_price.member_group'), then by ever shorter heads ('items.sku' → 'items').
 */
const INVALID_FIELD: Record<string, AdminMessageKey> = {
  // settings
  rate_to_usd: 'admin.settings.rate_invalid',
  rate: 'admin.settings.rate_invalid',
  currency: 'admin.settings.currency_invalid',
  available_country_list: 'admin.settings.need_country',
  id: 'admin.settings.id_invalid',
  image: 'admin.settings.link_invalid',
  link: 'admin.settings.link_invalid',
  account_no: 'admin.settings.account_no_invalid',
  items: 'admin.settings.sku_invalid',
  value: 'admin.settings.sku_invalid',
  // catalogue: what the API checks beyond the form (catalogue-admin.ts in core)
  special_pricing: 'admin.cat.err.special_above',
  special_pricing_usd: 'admin.cat.err.special_above',
  original_price: 'admin.cat.err.original_below',
  original_price_usd: 'admin.cat.err.original_below',
  allow_member_group: 'admin.cat.err.unknown_group',
  'fix_price.member_group': 'admin.cat.err.unknown_group',
  'multi_pricing.member_group': 'admin.cat.err.unknown_group',
  'multi_pricing.pricing.qty': 'admin.cat.err.tiers',
  cut_off_date: 'admin.cat.err.date',
  estimate: 'admin.cat.err.date',
  categories: 'admin.cat.err.unknown_key',
  collections: 'admin.cat.err.unknown_key',
  delta: 'admin.cat.err.delta',
  // the product editor (its options are rows of options.N.* on the new-product page)
  sku: 'admin.pe.err.sku',
  sub_sku: 'admin.pe.err.sku',
  'options.sub_sku': 'admin.pe.err.sku',
  unique_url: 'admin.pe.err.handle',
  name: 'admin.pe.err.name',
  'options.name': 'admin.pe.err.name',
  brand_key: 'admin.pe.err.unknown_brand',
  tags: 'admin.pe.err.unknown_tag',
  offer_ids: 'admin.pe.err.unknown_offer',
  ship_countries: 'admin.pe.err.countries',
  subscription_inteval_in_month: 'admin.pe.err.interval',
  'options.subscription_inteval_in_month': 'admin.pe.err.interval',
  subscription_parent_sku: 'admin.pe.err.parent',
  'options.subscription_parent_sku': 'admin.pe.err.parent',
  'options.price': 'admin.error.invalid_amount',
  'options.price_usd': 'admin.error.invalid_amount',
  content: 'admin.pe.err.html',
  seo: 'admin.pe.err.seo',
  options: 'admin.pe.err.options',
};

function byField(field: string): AdminMessageKey | undefined {
  const parts = field.split('.').filter((p) => !/^\d+$/.test(p));
  for (let n = parts.length; n > 0; n--) {
    const key = INVALID_FIELD[parts.slice(0, n).join('.')];
    if (key) return key;
  }
  return undefined;
}

/**
 * By the page's own words for the code, then for `invalid` by the field it names, then by the shared catalogue of
 * codes (i18n/admin-errors.*.ts); a code outside the list (a proxy's 502, no body) reads as the generic message.
 */
export function adminErrorText(body: { error?: string; code?: string; field?: string }, t: AdminT): string {
  const code = body.code ?? '';
  const known = BY_CODE[code];
  if (known) return t(known);
  if (code === 'invalid') return t((body.field && byField(body.field)) || 'admin.error.invalid');
  return isErrorCode(code) ? t(`admin.errors.${code}`) : t('admin.errors.generic');
}
