// An order as its emails show it (EmailOrder), read when the email is written: lines with images and options in
// the reader's script, money formatted, addresses with country names, the payment method by name, and the order
// page (a member's own page; a guest's signed lookup link).
import { asc, eq } from 'drizzle-orm';
import {
  countryShortName,
  getCountry,
  isCountryKey,
  localizePath,
  personName,
  shareableImageUrl,
  type Locale,
} from '@shop/core';
import type { DbOrTx } from '../db/client.ts';
import type { orders } from '../db/schema.ts';
import { orderItems } from '../db/schema.ts';
import { localized, orderMoney, type Localized } from '../modules/order/order-text.ts';
import type { EmailOrder, EmailShop } from './email-data.ts';

type OrderRow = typeof orders.$inferSelect;

const DEFAULT_FROM = 'Oxygen Ceuticals <hello@oxygen-ceuticals.example>';

/** The shop as emails show it, from PUBLIC_URL and EMAIL_FROM ("Name <address>"). */
export function emailShop(
  publicUrl: string,
  from: string = process.env.EMAIL_FROM || DEFAULT_FROM,
): EmailShop {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  const name =
    from
      .replace(/<[^>]*>/, '')
      .trim()
      .replace(/^"|"$/g, '') || 'Oxygen Ceuticals';
  return { name, url: publicUrl.replace(/\/+$/, ''), contactEmail: address };
}

const PAYMENT: Record<Locale, Record<string, string>> = {
  en: {
    card: 'Credit or debit card',
    payme: 'PayMe',
    fps: 'FPS',
    alipay: 'Alipay',
    bank_transfer: 'Bank transfer',
  },
  hk: {
    card: '信用卡或扣賬卡',
    payme: 'PayMe',
    fps: '轉數快 FPS',
    alipay: '支付寶',
    bank_transfer: '銀行轉賬',
  },
  zh: {
    card: '信用卡或金融卡',
    payme: 'PayMe',
    fps: '轉數快 FPS',
    alipay: '支付寶',
    bank_transfer: '銀行轉帳',
  },
  cn: {
    card: '信用卡或借记卡',
    payme: 'PayMe',
    fps: '转数快 FPS',
    alipay: '支付宝',
    bank_transfer: '银行转账',
  },
};
const FREE: Record<Locale, string> = { en: 'Free', hk: '免費', zh: '免費', cn: '免费' };

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** An address as a person reads it: name, street lines, city, country by name. */
export function addressLines(a: Record<string, unknown> | null | undefined, locale: Locale): string[] {
  if (!a) return [];
  const country = str(a.country);
  const countryName = isCountryKey(country) ? countryShortName(getCountry(country), locale) : country;
  return [
    personName(str(a.firstname), str(a.lastname), locale),
    str(a.address),
    str(a.address2),
    [str(a.city), str(a.province), str(a.zip)].filter(Boolean).join(', '),
    countryName,
  ].filter(Boolean);
}

/** An absolute image address (order lines keep the catalogue's path). */
const absolute = (src: string, base: string) => {
  if (!src) return null;
  try {
    return new URL(src, `${base}/`).toString();
  } catch {
    return null;
  }
};

export interface OrderLinks {
  publicUrl: string;
  /** a signed token that opens a guest's order page (order-lookup.ts); absent: guests get no link */
  guestToken?: (orderId: string) => string;
}

/** The order page in the reader's language: a member's own, a guest's with a signed token. */
export function orderPageUrl(o: Pick<OrderRow, 'id' | 'userId'>, locale: Locale, links: OrderLinks) {
  // a member's order in their account (returns and reviews start there); a guest's confirmation page
  if (o.userId) {
    const own = localizePath(`/account?view=ORDERS&order=${encodeURIComponent(o.id)}`, locale);
    return new URL(own, links.publicUrl).toString();
  }
  const path = localizePath(`/checkout/order-confirmation/${o.id}`, locale);
  if (!links.guestToken) return null;
  return new URL(`${path}?token=${encodeURIComponent(links.guestToken(o.id))}`, links.publicUrl).toString();
}

export async function orderEmailData(
  db: DbOrTx,
  o: OrderRow,
  locale: Locale,
  links: OrderLinks,
): Promise<EmailOrder> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, o.id))
    .orderBy(asc(orderItems.id));
  const money = (n: number) => orderMoney(n, o.currency, locale);
  const base = links.publicUrl.replace(/\/+$/, '');
  const discount = o.discount + o.walletAmount + o.referralDiscount + o.rewardDiscount;
  const d = o.delivery;
  const method = d.method_name;
  return {
    number: o.number,
    customerName: personName(str(d.firstname), str(d.lastname), locale),
    lines: items.map((i) => ({
      name: localized(i.name as Localized, locale),
      option: localized(i.optionName as Localized, locale),
      quantity: i.quantity,
      price: money(i.lineTotal),
      image: absolute(shareableImageUrl(i.thumbnail), base),
    })),
    subtotal: money(o.subtotal),
    discount: discount > 0 ? money(discount) : null,
    delivery: o.deliveryFee > 0 ? money(o.deliveryFee) : FREE[locale],
    giftWrap: o.giftWrapFee > 0 ? money(o.giftWrapFee) : null,
    total: money(o.total),
    deliveryAddress: addressLines(d, locale),
    billingAddress: o.billing ? addressLines(o.billing, locale) : null,
    deliveryMethod:
      method && typeof method === 'object' ? localized(method as Localized, locale) : str(method),
    paymentMethod: PAYMENT[locale][o.paymentMethod] ?? o.paymentMethod,
    orderUrl: orderPageUrl(o, locale, links),
  };
}
