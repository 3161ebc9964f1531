// What each email says after its intro, as blocks both the HTML and the plain-text part are made from (so the two
// always tell the same thing): sentences, a button, a code, the order summary, a list.
import type { EmailTemplateKey, Locale } from '@shop/core';
import type { EmailData, EmailOrder, ReturnEmailKind } from './email-data.ts';
import { LABELS } from './email-labels.ts';

export type Block =
  | { p: string }
  | { button: string; url: string }
  | { code: string }
  | { order: EmailOrder }
  | { list: string; items: string[] };

type Bodies = { [K in EmailTemplateKey]: (d: EmailData[K], locale: Locale) => Block[] };

const pick = <T>(locale: Locale, t: Record<Locale, T>) => t[locale];
const orderBlocks = (o: EmailOrder): Block[] => [{ order: o }];

/** the status word a return's subject and intro use */
export const RETURN_STATUS: Record<Locale, Record<ReturnEmailKind, string>> = {
  en: {
    requested: 'requested',
    approved: 'approved',
    refused: 'not accepted',
    received: 'received',
    refunded: 'refunded',
    exchanged: 'exchanged: your replacement is on its way',
  },
  hk: {
    requested: '已收到申請',
    approved: '已批准',
    refused: '未獲接納',
    received: '已收到貨品',
    refunded: '已退款',
    exchanged: '替換貨品已安排',
  },
  zh: {
    requested: '已收到申請',
    approved: '已核准',
    refused: '未獲接受',
    received: '已收到商品',
    refunded: '已退款',
    exchanged: '替換商品已安排',
  },
  cn: {
    requested: '已收到申请',
    approved: '已批准',
    refused: '未被接受',
    received: '已收到商品',
    refunded: '已退款',
    exchanged: '替换商品已安排',
  },
};

const RETURN_BODY: Record<Locale, Record<ReturnEmailKind, (extra: string) => string>> = {
  en: {
    requested: () => 'We have your return request. We will reply soon.',
    approved: () => 'Please send the items back to us.',
    refused: () => 'We are sorry: the return was not accepted.',
    received: () => 'We have received the items of your return.',
    refunded: (a) => `We have refunded ${a} to your original payment method.`,
    exchanged: (x) => `The replacement is order ${x}.`,
  },
  hk: {
    requested: () => '我們已收到你的退貨申請，會盡快回覆你。',
    approved: () => '請將貨品寄回。',
    refused: () => '抱歉，退貨未獲接納。',
    received: () => '我們已收到退貨的貨品。',
    refunded: (a) => `我們已將 ${a} 退回你原本的付款方式。`,
    exchanged: (x) => `替換貨品為訂單 ${x}。`,
  },
  zh: {
    requested: () => '我們已收到您的退貨申請，將盡快回覆您。',
    approved: () => '請將商品寄回。',
    refused: () => '很抱歉，退貨未獲接受。',
    received: () => '我們已收到退貨的商品。',
    refunded: (a) => `我們已將 ${a} 退回您原本的付款方式。`,
    exchanged: (x) => `替換商品為訂單 ${x}。`,
  },
  cn: {
    requested: () => '我们已收到您的退货申请，将尽快回复您。',
    approved: () => '请将商品寄回。',
    refused: () => '很抱歉，退货未被接受。',
    received: () => '我们已收到退货的商品。',
    refunded: (a) => `我们已将 ${a} 退回您原来的付款方式。`,
    exchanged: (x) => `替换商品为订单 ${x}。`,
  },
};

const SENTENCES = {
  confirmation: {
    en: 'We will let you know as soon as the payment is confirmed.',
    hk: '確認收款後我們會即時通知你。',
    zh: '確認付款後我們會立即通知您。',
    cn: '确认收款后我们会立即通知您。',
  },
  cancelledRefund: {
    en: (r: string) => `${r} is being refunded to your original payment method.`,
    hk: (r: string) => `${r} 會退回你原本的付款方式。`,
    zh: (r: string) => `${r} 將退回您原本的付款方式。`,
    cn: (r: string) => `${r} 将退回您原来的付款方式。`,
  },
  editDue: {
    en: (d: string) => `${d} is still to pay: open your order's payment page to pay the difference.`,
    hk: (d: string) => `尚需支付 ${d}：請到訂單的付款頁面支付差額。`,
    zh: (d: string) => `尚需支付 ${d}：請至訂單的付款頁面支付差額。`,
    cn: (d: string) => `尚需支付 ${d}：请到订单的付款页面支付差额。`,
  },
  editBack: {
    en: (b: string) => `${b} is being refunded to your original payment.`,
    hk: (b: string) => `${b} 將退回至您原來的付款方式。`,
    zh: (b: string) => `${b} 將退回至您原來的付款方式。`,
    cn: (b: string) => `${b} 将退回至您原来的付款方式。`,
  },
  paySecurely: {
    en: 'Pay securely here:',
    hk: '請按此安全付款：',
    zh: '請點此安全付款：',
    cn: '请点此安全付款：',
  },
  partial: {
    en: 'We will write again when the rest ships.',
    hk: '其餘貨品寄出時會再通知你。',
    zh: '其餘商品出貨時會再通知您。',
    cn: '其余商品发货时会再通知您。',
  },
  reminder: {
    en: 'To change, skip or delay this delivery, visit your subscriptions by the day before.',
    hk: '如要更改、跳過或延遲今次送貨，請於前一日或之前到訂閱頁面處理。',
    zh: '如需變更、略過或延後本次配送，請在前一天前至訂閱頁面設定。',
    cn: '如需更改、跳过或推迟本次配送，请在前一天前前往订阅页面设置。',
  },
  updateCard: {
    en: 'Update your card on your subscriptions page.',
    hk: '請到訂閱頁面更新信用卡。',
    zh: '請至訂閱頁面更新信用卡。',
    cn: '请前往订阅页面更新银行卡。',
  },
  reactivate: {
    en: 'Update your card and reactivate it on your subscriptions page.',
    hk: '請到訂閱頁面更新信用卡並重新啟用。',
    zh: '請至訂閱頁面更新信用卡並重新啟用。',
    cn: '请前往订阅页面更新银行卡并重新启用。',
  },
  resetIgnore: {
    en: 'If you did not ask for it, you can ignore this email; your password stays the same.',
    hk: '如非本人申請，請略過此電郵，你的密碼不會改變。',
    zh: '若非您本人申請，請忽略此郵件，您的密碼不會變更。',
    cn: '如非本人操作，请忽略此邮件，您的密码不会改变。',
  },
  confirmWithin: {
    en: 'Please confirm your email address within 7 days:',
    hk: '請於 7 日內按以下連結確認電郵地址：',
    zh: '請在 7 天內點選以下連結確認電子郵件地址：',
    cn: '请在 7 天内点击以下链接确认邮箱地址：',
  },
  reviewReward: {
    en: (a: string) => `Your review reward of ${a} is ready for your next order.`,
    hk: (a: string) => `你的評價獎賞 ${a} 已可於下次購物使用。`,
    zh: (a: string) => `您的評論獎勵 ${a} 已可於下次購物使用。`,
    cn: (a: string) => `您的评价奖励 ${a} 已可在下次购物时使用。`,
  },
  referral: {
    en: 'Thank you for sharing us with your friends.',
    hk: '多謝你將我們介紹給朋友。',
    zh: '感謝您將我們介紹給朋友。',
    cn: '感谢您将我们介绍给朋友。',
  },
} as const;

const track = (d: EmailData['order_shipped'], locale: Locale): Block[] => {
  const l = LABELS[locale];
  return [
    { p: `${d.carrier} ${d.trackingNumber}`.trim() },
    ...(d.trackingUrl ? [{ button: l.track, url: d.trackingUrl }] : []),
  ];
};

export const BODIES: Bodies = {
  order_confirmation: (d, locale) => [{ p: pick(locale, SENTENCES.confirmation) }, ...orderBlocks(d.order)],
  order_paid: (d) => orderBlocks(d.order),
  order_shipped: (d, locale) => [
    ...(d.complete ? [] : [{ p: pick(locale, SENTENCES.partial) }]),
    {
      list: LABELS[locale].inParcel,
      items: d.parcel.map((x) => `${x.name} × ${x.quantity}`),
    },
    ...track(d, locale),
    ...orderBlocks(d.order),
  ],
  order_delivered: (d) => orderBlocks(d.order),
  order_cancelled: (d, locale) => [
    ...(d.amount ? [{ p: pick(locale, SENTENCES.cancelledRefund)(d.amount) }] : []),
    ...orderBlocks(d.order),
  ],
  order_refunded: (d) => orderBlocks(d.order),
  order_edited: (d, locale) => [
    ...(d.due ? [{ p: pick(locale, SENTENCES.editDue)(d.due) }] : []),
    ...(d.due && d.payUrl ? [{ button: LABELS[locale].payNow, url: d.payUrl }] : []),
    ...(d.back ? [{ p: pick(locale, SENTENCES.editBack)(d.back) }] : []),
    ...orderBlocks({ ...d.order, orderUrl: d.due ? null : d.order.orderUrl }),
  ],
  draft_payment_link: (d, locale) => [
    { p: pick(locale, SENTENCES.paySecurely) },
    { button: LABELS[locale].payNow, url: d.payUrl },
    ...orderBlocks({ ...d.order, orderUrl: null }),
  ],
  return_update: (d, locale) => [
    { p: RETURN_BODY[locale][d.kind](d.extra) },
    ...((d.kind === 'approved' || d.kind === 'refused') && d.extra ? [{ p: d.extra }] : []),
    ...(d.order.orderUrl ? [{ button: LABELS[locale].viewOrder, url: d.order.orderUrl }] : []),
  ],
  subscription_reminder: (d, locale) => [
    { p: pick(locale, SENTENCES.reminder) },
    { button: LABELS[locale].subscriptions, url: d.link },
  ],
  subscription_renewed: (d) => orderBlocks(d.order),
  subscription_payment_failed: (d, locale) => [
    { p: pick(locale, SENTENCES.updateCard) },
    { button: LABELS[locale].subscriptions, url: d.link },
  ],
  subscription_suspended: (d, locale) => [
    { p: pick(locale, SENTENCES.reactivate) },
    { button: LABELS[locale].subscriptions, url: d.link },
  ],
  subscription_out_of_stock: (d, locale) => [{ button: LABELS[locale].subscriptions, url: d.link }],
  account_code: (d, locale) => [{ code: d.code }, { p: LABELS[locale].ignore }],
  password_reset: (d, locale) => [
    { button: LABELS[locale].resetPassword, url: d.link },
    { p: pick(locale, SENTENCES.resetIgnore) },
  ],
  referral_reward: (d, locale) => [
    { p: pick(locale, SENTENCES.referral) },
    { button: LABELS[locale].wallet, url: d.link },
  ],
  review_reward: (d, locale) => [
    ...(d.amount ? [{ p: pick(locale, SENTENCES.reviewReward)(d.amount) }] : []),
    { button: LABELS[locale].viewReview, url: d.link },
  ],
  newsletter_confirm: (d, locale) => [
    { p: pick(locale, SENTENCES.confirmWithin) },
    { button: LABELS[locale].confirm, url: d.link },
    { p: LABELS[locale].ignore },
  ],
};

/** A shipment that is not the last parcel says so in its built-in subject and intro. */
export const PARTIAL_SHIPMENT: Record<Locale, { subject: string; intro: string }> = {
  en: {
    subject: 'Part of order {order_number} has shipped',
    intro: 'Part of your order {order_number} is on its way.',
  },
  hk: {
    subject: '訂單 {order_number} 部分貨品已寄出',
    intro: '你的訂單 {order_number} 有部分貨品已經寄出。',
  },
  zh: {
    subject: '訂單 {order_number} 部分商品已出貨',
    intro: '您的訂單 {order_number} 有部分商品已經出貨。',
  },
  cn: {
    subject: '订单 {order_number} 部分商品已发货',
    intro: '您的订单 {order_number} 有部分商品已经发货。',
  },
};
