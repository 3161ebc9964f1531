// The printable invoice (GET /order/{id}/invoice?lang=): in the page's language, with the shop's one money
// formatter (whole units for JPY, TWD, KRW, THB), localized status and country, names in the locale's order.
import {
  countryShortName,
  getCountry,
  isCountryKey,
  LOCALE_META,
  orderStatusName,
  personName,
  type Locale,
} from '@shop/core';
import { formatShopDate, localized, orderMoney, type Localized } from './order-text.ts';

type Copy = Record<
  | 'title'
  | 'number'
  | 'date'
  | 'status'
  | 'email'
  | 'deliver_to'
  | 'method'
  | 'item'
  | 'qty'
  | 'unit'
  | 'amount'
  | 'subtotal'
  | 'discount'
  | 'gift_wrap'
  | 'delivery'
  | 'free'
  | 'total'
  | 'card'
  | 'card_to'
  | 'card_from'
  | 'inside',
  string
>;

const COPY: Record<Locale, Copy> = {
  en: {
    title: 'Invoice',
    number: 'Order number',
    date: 'Date',
    status: 'Status',
    email: 'Email',
    deliver_to: 'Deliver to',
    method: 'Delivery method',
    item: 'Item',
    qty: 'Qty',
    unit: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    gift_wrap: 'Gift wrapping',
    delivery: 'Delivery',
    free: 'Free',
    total: 'Total',
    card: 'Card message',
    card_to: 'To',
    card_from: 'From',
    inside: 'Inside',
  },
  hk: {
    title: '發票',
    number: '訂單編號',
    date: '日期',
    status: '狀態',
    email: '電郵',
    deliver_to: '送貨至',
    method: '送貨方式',
    item: '貨品',
    qty: '數量',
    unit: '單價',
    amount: '金額',
    subtotal: '小計',
    discount: '折扣',
    gift_wrap: '禮盒包裝',
    delivery: '運費',
    free: '免費',
    total: '總額',
    card: '心意卡',
    card_to: '收件人',
    card_from: '寄件人',
    inside: '內含',
  },
  zh: {
    title: '發票',
    number: '訂單編號',
    date: '日期',
    status: '狀態',
    email: '電子郵件',
    deliver_to: '寄送至',
    method: '配送方式',
    item: '商品',
    qty: '數量',
    unit: '單價',
    amount: '金額',
    subtotal: '小計',
    discount: '折扣',
    gift_wrap: '禮盒包裝',
    delivery: '運費',
    free: '免運費',
    total: '總計',
    card: '賀卡訊息',
    card_to: '收件人',
    card_from: '寄件人',
    inside: '內含',
  },
  cn: {
    title: '发票',
    number: '订单编号',
    date: '日期',
    status: '状态',
    email: '电子邮箱',
    deliver_to: '收货信息',
    method: '配送方式',
    item: '商品',
    qty: '数量',
    unit: '单价',
    amount: '金额',
    subtotal: '小计',
    discount: '折扣',
    gift_wrap: '礼盒包装',
    delivery: '运费',
    free: '免运费',
    total: '总计',
    card: '贺卡留言',
    card_to: '收件人',
    card_from: '寄件人',
    inside: '内含',
  },
};

export interface InvoiceOrder {
  number: string;
  created_at: string;
  currency: string;
  status: string;
  email: string;
  items: {
    sku: string;
    name: Localized;
    option_name: Localized;
    quantity: number;
    unit_price: number;
    line_total: number;
  }[];
  subtotal: number;
  discount: number;
  gift_wrap_fee: number;
  delivery_fee: number;
  total: number;
  delivery: Record<string, unknown>;
  gift: { recipient: string; sender: string; message: string } | null;
}

function esc(s: unknown): string {
  return String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A printable HTML invoice in `locale`; every shopper-written value is escaped. */
export function invoiceHtml(
  o: InvoiceOrder,
  locale: Locale,
  packages: ReadonlyMap<string, readonly Localized[]> = new Map(),
): string {
  const c = COPY[locale];
  // Chinese text takes the full-width colon with no space after it
  const colon = locale === 'en' ? ': ' : '：';
  const m = (n: number) => esc(orderMoney(n, o.currency, locale));
  const d = o.delivery;
  const country = str(d.country);
  const countryName = isCountryKey(country) ? countryShortName(getCountry(country), locale) : country;
  const method =
    d.method_name && typeof d.method_name === 'object' ? localized(d.method_name as Localized, locale) : '';
  const address = [d.address, d.address2, d.city, d.province, d.zip].map(str).filter((x) => x.trim());
  const rows = o.items
    .map((i) => {
      const inside = packages.get(i.sku);
      const contents = inside?.length
        ? `<br><small>${esc(c.inside)}${colon}${inside.map((n) => esc(localized(n, locale))).join(' · ')}</small>`
        : '';
      return `<tr><td>${esc(localized(i.name, locale))} · ${esc(localized(i.option_name, locale))}${contents}</td><td>${i.quantity}</td><td>${m(i.unit_price)}</td><td>${m(i.line_total)}</td></tr>`;
    })
    .join('');
  const gift = o.gift
    ? `<section><h2>${esc(c.card)}</h2><p>${esc(c.card_to)}${colon}${esc(o.gift.recipient)}<br>${esc(c.card_from)}${colon}${esc(o.gift.sender)}</p><p class="card">${esc(o.gift.message)}</p></section>`
    : '';
  const discount =
    o.discount > 0 ? `<tr><td colspan="3">${esc(c.discount)}</td><td>-${m(o.discount)}</td></tr>` : '';
  const wrap =
    o.gift_wrap_fee > 0
      ? `<tr><td colspan="3">${esc(c.gift_wrap)}</td><td>${m(o.gift_wrap_fee)}</td></tr>`
      : '';
  const deliveryFee = o.delivery_fee > 0 ? m(o.delivery_fee) : esc(c.free);
  return `<!doctype html><html lang="${LOCALE_META[locale].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(c.title)} ${esc(o.number)}</title>
<style>body{font:14px/1.7 system-ui,"PingFang TC","Noto Sans CJK TC","Microsoft JhengHei",sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#222}table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}tfoot td{font-weight:600}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{color:#666}dd{margin:0}.card{white-space:pre-wrap;border-left:3px solid #ccc;padding-left:.8rem}small{color:#666}</style></head>
<body><h1>Oxygen Ceuticals Limited — ${esc(c.title)}</h1>
<dl><dt>${esc(c.number)}</dt><dd>${esc(o.number)}</dd><dt>${esc(c.date)}</dt><dd>${esc(formatShopDate(o.created_at))}</dd><dt>${esc(c.status)}</dt><dd>${esc(orderStatusName(o.status, locale))}</dd><dt>${esc(c.email)}</dt><dd>${esc(o.email)}</dd></dl>
<h2>${esc(c.deliver_to)}</h2><p>${esc(personName(str(d.firstname), str(d.lastname), locale))}<br>${address.map(esc).join('<br>')}${address.length ? '<br>' : ''}${esc(countryName)}</p>${method ? `<p>${esc(c.method)}${colon}${esc(method)}</p>` : ''}
${gift}
<table><thead><tr><th>${esc(c.item)}</th><th>${esc(c.qty)}</th><th>${esc(c.unit)}</th><th>${esc(c.amount)}</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><td colspan="3">${esc(c.subtotal)}</td><td>${m(o.subtotal)}</td></tr>${discount}${wrap}<tr><td colspan="3">${esc(c.delivery)}</td><td>${deliveryFee}</td></tr>
<tr><td colspan="3">${esc(c.total)}</td><td>${m(o.total)}</td></tr></tfoot></table></body></html>`;
}
