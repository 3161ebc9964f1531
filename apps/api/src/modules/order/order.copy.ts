import type { Locale } from '@shop/core';

export interface Tracking {
  carrier: string;
  number: string;
  url: string | null;
}

const trackLine = (label: string, t: Tracking) =>
  `${t.carrier} ${t.number}${t.url ? `\n${label}${t.url}` : ''}`;

/** Order emails in the shopper's language. */
export const orderCopy: Record<
  Locale,
  {
    confirmationSubject: (n: string) => string;
    confirmationText: (n: string, amount: string) => string;
    paidSubject: (n: string) => string;
    paidText: (n: string, amount: string) => string;
    shippedSubject: (n: string) => string;
    shippedText: (n: string, t: Tracking) => string;
    deliveredSubject: (n: string) => string;
    deliveredText: (n: string) => string;
    cancelledSubject: (n: string) => string;
    /** refund: the amount going back, or null when nothing was paid */
    cancelledText: (n: string, refund: string | null) => string;
    refundedSubject: (n: string) => string;
    refundedText: (n: string, amount: string) => string;
    /** a draft order (phone or WhatsApp) sent to the customer: the link opens the payment page */
    paymentLinkSubject: (n: string) => string;
    paymentLinkText: (n: string, amount: string, link: string) => string;
  }
> = {
  en: {
    confirmationSubject: (n) => `Order ${n} received`,
    confirmationText: (n, a) =>
      `Thank you for your order ${n} (${a}).\n\nWe will let you know as soon as the payment is confirmed.`,
    paidSubject: (n) => `Payment received for order ${n}`,
    paidText: (n, a) => `We have received ${a} for order ${n}. Your parcel ships within 48 hours.`,
    shippedSubject: (n) => `Order ${n} has shipped`,
    shippedText: (n, t) => `Your order ${n} is on its way.\n\n${trackLine('Track it: ', t)}`,
    deliveredSubject: (n) => `Order ${n} delivered`,
    deliveredText: (n) => `Your order ${n} has been delivered. We hope you enjoy it.`,
    cancelledSubject: (n) => `Order ${n} cancelled`,
    cancelledText: (n, r) =>
      `Your order ${n} has been cancelled.${r ? `\n\n${r} is being refunded to your original payment method.` : ''}`,
    refundedSubject: (n) => `Refund for order ${n}`,
    refundedText: (n, a) => `We have refunded ${a} for order ${n} to your original payment method.`,
    paymentLinkSubject: (n) => `Your order ${n}: payment link`,
    paymentLinkText: (n, a, l) =>
      `Thank you for ordering with us. Your order ${n} comes to ${a}.\n\nPay securely here: ${l}`,
  },
  hk: {
    confirmationSubject: (n) => `已收到訂單 ${n}`,
    confirmationText: (n, a) => `多謝你的訂單 ${n}（${a}）。\n\n確認收款後我們會即時通知你。`,
    paidSubject: (n) => `訂單 ${n} 已付款`,
    paidText: (n, a) => `我們已收到訂單 ${n} 的款項 ${a}，貨品將於 48 小時內發貨。`,
    shippedSubject: (n) => `訂單 ${n} 已寄出`,
    shippedText: (n, t) => `你的訂單 ${n} 已經寄出。\n\n${trackLine('追蹤包裹：', t)}`,
    deliveredSubject: (n) => `訂單 ${n} 已送達`,
    deliveredText: (n) => `你的訂單 ${n} 已經送達，希望你喜歡。`,
    cancelledSubject: (n) => `訂單 ${n} 已取消`,
    cancelledText: (n, r) => `你的訂單 ${n} 已經取消。${r ? `\n\n${r} 會退回你原本的付款方式。` : ''}`,
    refundedSubject: (n) => `訂單 ${n} 已退款`,
    refundedText: (n, a) => `我們已將訂單 ${n} 的 ${a} 退回你原本的付款方式。`,
    paymentLinkSubject: (n) => `你的訂單 ${n}：付款連結`,
    paymentLinkText: (n, a, l) => `多謝你的訂購。訂單 ${n} 金額為 ${a}。\n\n請按此安全付款：${l}`,
  },
  zh: {
    confirmationSubject: (n) => `已收到訂單 ${n}`,
    confirmationText: (n, a) => `感謝您的訂單 ${n}（${a}）。\n\n確認付款後我們會立即通知您。`,
    paidSubject: (n) => `訂單 ${n} 已付款`,
    paidText: (n, a) => `我們已收到訂單 ${n} 的款項 ${a}，商品將於 48 小時內出貨。`,
    shippedSubject: (n) => `訂單 ${n} 已出貨`,
    shippedText: (n, t) => `您的訂單 ${n} 已經出貨。\n\n${trackLine('追蹤包裹：', t)}`,
    deliveredSubject: (n) => `訂單 ${n} 已送達`,
    deliveredText: (n) => `您的訂單 ${n} 已經送達，希望您喜歡。`,
    cancelledSubject: (n) => `訂單 ${n} 已取消`,
    cancelledText: (n, r) => `您的訂單 ${n} 已經取消。${r ? `\n\n${r} 將退回您原本的付款方式。` : ''}`,
    refundedSubject: (n) => `訂單 ${n} 已退款`,
    refundedText: (n, a) => `我們已將訂單 ${n} 的 ${a} 退回您原本的付款方式。`,
    paymentLinkSubject: (n) => `您的訂單 ${n}：付款連結`,
    paymentLinkText: (n, a, l) => `感謝您的訂購。訂單 ${n} 金額為 ${a}。\n\n請點此安全付款：${l}`,
  },
  cn: {
    confirmationSubject: (n) => `已收到订单 ${n}`,
    confirmationText: (n, a) => `感谢您的订单 ${n}（${a}）。\n\n确认收款后我们会立即通知您。`,
    paidSubject: (n) => `订单 ${n} 已付款`,
    paidText: (n, a) => `我们已收到订单 ${n} 的款项 ${a}，商品将在 48 小时内发货。`,
    shippedSubject: (n) => `订单 ${n} 已发货`,
    shippedText: (n, t) => `您的订单 ${n} 已经发货。\n\n${trackLine('查询物流：', t)}`,
    deliveredSubject: (n) => `订单 ${n} 已送达`,
    deliveredText: (n) => `您的订单 ${n} 已经送达，希望您喜欢。`,
    cancelledSubject: (n) => `订单 ${n} 已取消`,
    cancelledText: (n, r) => `您的订单 ${n} 已经取消。${r ? `\n\n${r} 将退回您原来的付款方式。` : ''}`,
    refundedSubject: (n) => `订单 ${n} 已退款`,
    refundedText: (n, a) => `我们已将订单 ${n} 的 ${a} 退回您原来的付款方式。`,
    paymentLinkSubject: (n) => `您的订单 ${n}：付款链接`,
    paymentLinkText: (n, a, l) => `感谢您的订购。订单 ${n} 金额为 ${a}。\n\n请点此安全付款：${l}`,
  },
};
