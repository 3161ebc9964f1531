import type { Locale } from '@shop/core';

/** Order emails in the shopper's language. */
export const orderCopy: Record<
  Locale,
  {
    confirmationSubject: (n: string) => string;
    confirmationText: (n: string, amount: string) => string;
    paidSubject: (n: string) => string;
    paidText: (n: string, amount: string) => string;
  }
> = {
  en: {
    confirmationSubject: (n) => `Order ${n} received`,
    confirmationText: (n, a) =>
      `Thank you for your order ${n} (${a}).\n\nWe will let you know as soon as the payment is confirmed.`,
    paidSubject: (n) => `Payment received for order ${n}`,
    paidText: (n, a) => `We have received ${a} for order ${n}. Your parcel ships within 48 hours.`,
  },
  hk: {
    confirmationSubject: (n) => `已收到訂單 ${n}`,
    confirmationText: (n, a) => `多謝你的訂單 ${n}（${a}）。\n\n確認收款後我們會即時通知你。`,
    paidSubject: (n) => `訂單 ${n} 已付款`,
    paidText: (n, a) => `我們已收到訂單 ${n} 的款項 ${a}，貨品將於 48 小時內發貨。`,
  },
  zh: {
    confirmationSubject: (n) => `已收到訂單 ${n}`,
    confirmationText: (n, a) => `感謝您的訂單 ${n}（${a}）。\n\n確認付款後我們會立即通知您。`,
    paidSubject: (n) => `訂單 ${n} 已付款`,
    paidText: (n, a) => `我們已收到訂單 ${n} 的款項 ${a}，商品將於 48 小時內出貨。`,
  },
  cn: {
    confirmationSubject: (n) => `已收到订单 ${n}`,
    confirmationText: (n, a) => `感谢您的订单 ${n}（${a}）。\n\n确认收款后我们会立即通知您。`,
    paidSubject: (n) => `订单 ${n} 已付款`,
    paidText: (n, a) => `我们已收到订单 ${n} 的款项 ${a}，商品将在 48 小时内发货。`,
  },
};
