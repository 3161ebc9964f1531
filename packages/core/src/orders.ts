// Order words every surface shares (the settings payload, the invoice, the pages): status names per locale and
// the order a person's name is written in.
import type { Locale } from './locales.ts';

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Status-name texts (3-23), here for all four locales (hk in Hong Kong wording). */
export const ORDER_STATUS_NAMES: Record<Locale, Record<OrderStatus, string>> = {
  en: {
    awaiting_payment: 'Awaiting payment',
    paid: 'Paid',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    expired: 'Expired',
    refunded: 'Refunded',
  },
  hk: {
    awaiting_payment: '待付款',
    paid: '已付款',
    packed: '已包裝',
    shipped: '已寄出',
    delivered: '已送達',
    cancelled: '已取消',
    expired: '已逾期',
    refunded: '已退款',
  },
  zh: {
    awaiting_payment: '等待付款',
    paid: '已付款',
    packed: '已包裝',
    shipped: '已出貨',
    delivered: '已送達',
    cancelled: '已取消',
    expired: '已逾期',
    refunded: '已退款',
  },
  cn: {
    awaiting_payment: '等待付款',
    paid: '已付款',
    packed: '已打包',
    shipped: '已发货',
    delivered: '已送达',
    cancelled: '已取消',
    expired: '已过期',
    refunded: '已退款',
  },
};

/** The status in the locale's words; an unknown status shows as it is. */
export function orderStatusName(status: string, locale: Locale): string {
  return (ORDER_STATUS_NAMES[locale] as Record<string, string>)[status] ?? status;
}

const HAN = /\p{Script=Han}/u;

/**
 * A person's name for display. Chinese locales write the family name first; a name written in Chinese is
 * always family name first with no space ('陳美玲'), in every locale. Latin names in English: 'Mei Chan'; in a
 * Chinese locale: 'Chan Mei'.
 */
export function personName(
  first: string | null | undefined,
  last: string | null | undefined,
  locale: Locale,
) {
  const f = (first ?? '').trim();
  const l = (last ?? '').trim();
  if (HAN.test(f + l)) return `${l}${f}`;
  return (locale === 'en' ? [f, l] : [l, f]).filter(Boolean).join(' ');
}
