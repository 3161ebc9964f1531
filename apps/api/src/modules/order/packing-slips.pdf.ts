// Packing slips and invoices for many orders as one PDF (GET /api/v1/admin/orders/packing-slips.pdf): one page per
// order per kind, A4 or a 100×150 mm shipping label, in the order's language, with a CJK font embedded (pdfkit
// subsets it) so Chinese names and addresses print and the text can be copied out.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { countryShortName, getCountry, isCountryKey, personName, type Locale } from '@shop/core';
import { AppError } from '../../lib/errors.ts';
import { formatShopDate, localized, orderMoney, type Localized } from './order-text.ts';

export type SlipSize = 'a4' | 'label';
export type SlipKind = 'slip' | 'invoice' | 'both';

export interface SlipFont {
  path: string;
  /** the face inside a .ttc collection */
  name: string;
}

export interface SlipOrder {
  number: string;
  createdAt: Date;
  locale: string;
  currency: string;
  paymentMethod: string;
  status: string;
  subtotal: number;
  discount: number;
  walletAmount: number;
  referralDiscount: number;
  rewardDiscount: number;
  giftWrapFee: number;
  deliveryFee: number;
  total: number;
  paidAmount: number;
  delivery: Record<string, unknown>;
  gift: { recipient: string; sender: string; message: string } | null;
  items: { name: Localized; optionName: Localized; quantity: number; unitPrice: number; lineTotal: number }[];
}

/** 100 × 150 mm in PDF points (72 per inch). */
export const LABEL_SIZE: [number, number] = [(100 / 25.4) * 72, (150 / 25.4) * 72];

type Copy = Record<
  | 'slip'
  | 'invoice'
  | 'order'
  | 'date'
  | 'ship_to'
  | 'item'
  | 'qty'
  | 'unit'
  | 'amount'
  | 'subtotal'
  | 'discount'
  | 'gift_wrap'
  | 'delivery'
  | 'total'
  | 'payment'
  | 'paid'
  | 'unpaid'
  | 'gift'
  | 'to'
  | 'from',
  string
>;
const EN: Copy = {
  slip: 'Packing slip',
  invoice: 'Invoice',
  order: 'Order',
  date: 'Date',
  ship_to: 'Ship to',
  item: 'Item',
  qty: 'Qty',
  unit: 'Unit price',
  amount: 'Amount',
  subtotal: 'Subtotal',
  discount: 'Discounts',
  gift_wrap: 'Gift wrapping',
  delivery: 'Delivery',
  total: 'Total',
  payment: 'Payment',
  paid: 'Paid',
  unpaid: 'Not paid yet',
  gift: 'Gift message',
  to: 'To',
  from: 'From',
};
const HK: Copy = {
  slip: '裝箱單',
  invoice: '發票',
  order: '訂單',
  date: '日期',
  ship_to: '送貨至',
  item: '貨品',
  qty: '數量',
  unit: '單價',
  amount: '金額',
  subtotal: '小計',
  discount: '折扣',
  gift_wrap: '禮盒包裝',
  delivery: '運費',
  total: '總額',
  payment: '付款方式',
  paid: '已付',
  unpaid: '未付款',
  gift: '心意卡',
  to: '收件人',
  from: '寄件人',
};
const CN: Copy = {
  ...HK,
  slip: '装箱单',
  invoice: '发票',
  order: '订单',
  ship_to: '收货信息',
  item: '商品',
  qty: '数量',
  unit: '单价',
  amount: '金额',
  subtotal: '小计',
  gift_wrap: '礼盒包装',
  delivery: '运费',
  total: '总计',
  paid: '已付',
  unpaid: '未付款',
  gift: '贺卡留言',
};
const COPY: Record<Locale, Copy> = { en: EN, hk: HK, zh: HK, cn: CN };

const METHODS: Record<string, Record<'en' | 'zh' | 'cn', string>> = {
  card: { en: 'Card', zh: '信用卡', cn: '信用卡' },
  payme: { en: 'PayMe', zh: 'PayMe', cn: 'PayMe' },
  fps: { en: 'FPS', zh: '轉數快', cn: '转数快' },
  alipay: { en: 'Alipay', zh: '支付寶', cn: '支付宝' },
  bank_transfer: { en: 'Bank transfer', zh: '銀行轉賬', cn: '银行转账' },
  cash: { en: 'Cash', zh: '現金', cn: '现金' },
};
const methodName = (m: string, l: Locale) => METHODS[m]?.[l === 'en' ? 'en' : l === 'cn' ? 'cn' : 'zh'] ?? m;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const asLocale = (l: string): Locale => (l === 'en' || l === 'cn' || l === 'zh' ? l : 'hk');

/** The font is looked up once at start (a warning) and again per request (a 503 naming the setting). */
export function slipFontProblem(font: SlipFont): string | undefined {
  return existsSync(font.path)
    ? undefined
    : `No CJK font for packing slips at ${font.path}: install fonts-noto-cjk or set PDF_FONT_PATH`;
}

function shipTo(o: SlipOrder, l: Locale): string[] {
  const d = o.delivery;
  const country = str(d.country);
  const countryName = isCountryKey(country)
    ? countryShortName(getCountry(country), l)
    : country.toUpperCase();
  const phone = [str(d.calling_code) && `+${str(d.calling_code)}`, str(d.contact)].filter(Boolean).join(' ');
  return [
    personName(str(d.firstname), str(d.lastname), l),
    ...[d.address, d.address2, d.city, d.province, d.zip].map(str).filter(Boolean),
    countryName,
    phone,
  ].filter(Boolean);
}

function page(doc: PDFKit.PDFDocument, o: SlipOrder, kind: 'slip' | 'invoice', shop: string, label: boolean) {
  const l = asLocale(o.locale);
  const c = COPY[l];
  const colon = l === 'en' ? ': ' : '：';
  const m = (n: number) => orderMoney(n, o.currency, l);
  const base = label ? 8 : 10;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fontSize(base + 2).text(shop, { continued: false });
  doc.fontSize(base + 6).text(`${kind === 'slip' ? c.slip : c.invoice} · ${o.number}`);
  doc.fontSize(base).text(`${c.date}${colon}${formatShopDate(o.createdAt.toISOString())}`);
  doc.moveDown(0.5);
  doc.fontSize(base).text(c.ship_to, { underline: true });
  for (const line of shipTo(o, l)) doc.text(line);
  doc.moveDown(0.5);

  // the lines: name · option, then the quantity (and money on an invoice) in right-hand columns
  const money = kind === 'invoice';
  const cols = money
    ? { qty: width * 0.5, unit: width * 0.62, amount: width * 0.8 }
    : { qty: width * 0.82, unit: 0, amount: 0 };
  const nameWidth = cols.qty - 6;
  const header = doc.y;
  doc.text(c.item, left, header, { width: nameWidth });
  doc.text(c.qty, left + cols.qty, header, { width: width * 0.12 });
  if (money) {
    doc.text(c.unit, left + cols.unit, header, { width: width * 0.18, align: 'right' });
    doc.text(c.amount, left + cols.amount, header, { width: width * 0.2, align: 'right' });
  }
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke();
  doc.y += 4;
  for (const i of o.items) {
    const y = doc.y;
    doc.text(`${localized(i.name, l)} · ${localized(i.optionName, l)}`, left, y, { width: nameWidth });
    const after = doc.y;
    doc.text(String(i.quantity), left + cols.qty, y, { width: width * 0.12 });
    if (money) {
      doc.text(m(i.unitPrice), left + cols.unit, y, { width: width * 0.18, align: 'right' });
      doc.text(m(i.lineTotal), left + cols.amount, y, { width: width * 0.2, align: 'right' });
    }
    doc.y = Math.max(after, doc.y);
  }
  doc.x = left;
  doc.moveDown(0.5);

  if (money) {
    const discounts = o.discount + o.walletAmount + o.referralDiscount + o.rewardDiscount;
    const sums: [string, string][] = [[c.subtotal, m(o.subtotal)]];
    if (discounts > 0) sums.push([c.discount, `-${m(discounts)}`]);
    if (o.giftWrapFee > 0) sums.push([c.gift_wrap, m(o.giftWrapFee)]);
    sums.push([c.delivery, m(o.deliveryFee)], [c.total, m(o.total)]);
    sums.push([c.payment, methodName(o.paymentMethod, l)]);
    sums.push([c.paid, o.paidAmount > 0 ? m(o.paidAmount) : c.unpaid]);
    for (const [k, v] of sums) {
      const y = doc.y;
      doc.text(k, left, y, { width: width * 0.6 });
      doc.text(v, left + width * 0.6, y, { width: width * 0.4, align: 'right' });
    }
    doc.x = left;
    doc.moveDown(0.5);
  }
  if (o.gift?.message) {
    doc.text(c.gift, { underline: true });
    if (o.gift.recipient) doc.text(`${c.to}${colon}${o.gift.recipient}`);
    doc.text(o.gift.message);
    if (o.gift.sender) doc.text(`${c.from}${colon}${o.gift.sender}`);
  }
}

/** One PDF: for each order a packing slip, an invoice, or both, in the order given. */
export async function packingSlipsPdf(
  list: SlipOrder[],
  opts: { size: SlipSize; kind: SlipKind; font: SlipFont; shop: string },
): Promise<Buffer> {
  const problem = slipFontProblem(opts.font);
  if (problem) throw new AppError(503, 'internal', problem);
  const label = opts.size === 'label';
  const doc = new PDFDocument({
    size: label ? LABEL_SIZE : 'A4',
    margin: label ? 14 : 50,
    autoFirstPage: false,
    info: { Title: 'Packing slips', Producer: opts.shop, Creator: opts.shop },
  });
  try {
    doc.registerFont('cjk', opts.font.path, opts.font.name);
  } catch (err) {
    throw new AppError(503, 'internal', `The PDF font at ${opts.font.path} cannot be read: ${String(err)}`);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const kinds: ('slip' | 'invoice')[] = opts.kind === 'both' ? ['slip', 'invoice'] : [opts.kind];
  for (const o of list)
    for (const k of kinds) {
      doc.addPage();
      doc.font('cjk');
      page(doc, o, k, opts.shop, label);
    }
  doc.end();
  return done;
}
