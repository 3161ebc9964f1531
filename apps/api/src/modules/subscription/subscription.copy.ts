// The subscription emails in the member's language: the 3-day reminder, a failed charge (retried on day 1, 3 and
// 7), the suspension after the last one, and a renewal delayed by stock.
import type { Locale } from '@shop/core';

export type SubscriptionEmailKind = 'reminder' | 'payment_failed' | 'suspended' | 'out_of_stock';

export interface SubscriptionMailFacts {
  product: string;
  price: string;
  date: string;
  link: string;
}

type Copy = Record<SubscriptionEmailKind, (f: SubscriptionMailFacts) => [subject: string, text: string]>;

export const subscriptionCopy: Record<Locale, Copy> = {
  en: {
    reminder: (f) => [
      `Your subscription renews on ${f.date}`,
      `${f.product} renews on ${f.date} for ${f.price}. To change, skip or delay this delivery, visit ${f.link} by the day before.`,
    ],
    payment_failed: (f) => [
      'We could not charge your card for your subscription',
      `The renewal of ${f.product} (${f.price}) was declined. We will try again on ${f.date}. Update your card at ${f.link}.`,
    ],
    suspended: (f) => [
      'Your subscription is suspended',
      `We could not charge ${f.price} for ${f.product} after several tries, so the subscription is suspended. Update your card and reactivate it at ${f.link}.`,
    ],
    out_of_stock: (f) => [
      'Your subscription delivery is delayed',
      `${f.product} is out of stock, so this renewal is delayed; we will try again on ${f.date}. Nothing was charged. Details: ${f.link}.`,
    ],
  },
  hk: {
    reminder: (f) => [
      `你的訂閱將於 ${f.date} 續期`,
      `${f.product} 將於 ${f.date} 續期，金額 ${f.price}。如要更改、跳過或延遲今次送貨，請於前一日或之前到 ${f.link} 處理。`,
    ],
    payment_failed: (f) => [
      '你的訂閱未能成功扣款',
      `${f.product}（${f.price}）的續期扣款被拒。我哋會喺 ${f.date} 再試。請到 ${f.link} 更新信用卡。`,
    ],
    suspended: (f) => [
      '你的訂閱已暫停',
      `多次嘗試後仍未能為 ${f.product} 扣款 ${f.price}，訂閱已暫停。請到 ${f.link} 更新信用卡並重新啟用。`,
    ],
    out_of_stock: (f) => [
      '你的訂閱送貨將會延遲',
      `${f.product} 暫時缺貨，今次續期會延遲，我哋會喺 ${f.date} 再試，未有扣款。詳情：${f.link}。`,
    ],
  },
  zh: {
    reminder: (f) => [
      `您的訂閱將於 ${f.date} 續訂`,
      `${f.product} 將於 ${f.date} 續訂，金額 ${f.price}。如需變更、略過或延後本次配送，請在前一天前至 ${f.link} 設定。`,
    ],
    payment_failed: (f) => [
      '您的訂閱扣款失敗',
      `${f.product}（${f.price}）的續訂扣款遭拒。我們將於 ${f.date} 再次嘗試。請至 ${f.link} 更新信用卡。`,
    ],
    suspended: (f) => [
      '您的訂閱已暫停',
      `多次嘗試後仍無法為 ${f.product} 扣款 ${f.price}，訂閱已暫停。請至 ${f.link} 更新信用卡並重新啟用。`,
    ],
    out_of_stock: (f) => [
      '您的訂閱配送將延後',
      `${f.product} 目前缺貨，本次續訂將延後，我們會在 ${f.date} 再次嘗試，尚未扣款。詳情：${f.link}。`,
    ],
  },
  cn: {
    reminder: (f) => [
      `您的订阅将于 ${f.date} 续订`,
      `${f.product} 将于 ${f.date} 续订，金额 ${f.price}。如需更改、跳过或推迟本次配送，请在前一天前前往 ${f.link} 设置。`,
    ],
    payment_failed: (f) => [
      '您的订阅扣款失败',
      `${f.product}（${f.price}）的续订扣款被拒。我们将于 ${f.date} 再次尝试。请前往 ${f.link} 更新银行卡。`,
    ],
    suspended: (f) => [
      '您的订阅已暂停',
      `多次尝试后仍无法为 ${f.product} 扣款 ${f.price}，订阅已暂停。请前往 ${f.link} 更新银行卡并重新启用。`,
    ],
    out_of_stock: (f) => [
      '您的订阅配送将推迟',
      `${f.product} 暂时缺货，本次续订将推迟，我们会在 ${f.date} 再次尝试，尚未扣款。详情：${f.link}。`,
    ],
  },
};
