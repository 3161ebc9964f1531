// Return emails in the shopper's language (hk, zh, cn, en), like order.copy.ts.
import type { Locale } from '@shop/core';

export type ReturnEmailKind = 'requested' | 'approved' | 'refused' | 'received' | 'refunded' | 'exchanged';

type Copy = Record<
  ReturnEmailKind,
  (r: string, order: string, extra: string) => [subject: string, text: string]
>;

export const returnCopy: Record<Locale, Copy> = {
  en: {
    requested: (r, n) => [
      `Return ${r} requested`,
      `We have your return request ${r} for order ${n}. We will reply soon.`,
    ],
    approved: (r, n, note) => [
      `Return ${r} approved`,
      `Your return ${r} for order ${n} is approved. Please send the items back to us.${note ? `\n\n${note}` : ''}`,
    ],
    refused: (r, n, note) => [
      `Return ${r} not accepted`,
      `We are sorry: your return ${r} for order ${n} was not accepted.${note ? `\n\n${note}` : ''}`,
    ],
    received: (r, n) => [
      `Return ${r} received`,
      `We have received the items of your return ${r} (order ${n}).`,
    ],
    refunded: (r, n, a) => [
      `Return ${r} refunded`,
      `We have refunded ${a} for your return ${r} (order ${n}) to your original payment method.`,
    ],
    exchanged: (r, n, x) => [
      `Exchange ${r}: your replacement is on its way`,
      `The replacement for your return ${r} (order ${n}) is order ${x}.`,
    ],
  },
  hk: {
    requested: (r, n) => [`已收到退貨申請 ${r}`, `我們已收到訂單 ${n} 的退貨申請 ${r}，會盡快回覆你。`],
    approved: (r, n, note) => [
      `退貨 ${r} 已批准`,
      `訂單 ${n} 的退貨 ${r} 已批准，請將貨品寄回。${note ? `\n\n${note}` : ''}`,
    ],
    refused: (r, n, note) => [
      `退貨 ${r} 未獲接納`,
      `抱歉，訂單 ${n} 的退貨 ${r} 未獲接納。${note ? `\n\n${note}` : ''}`,
    ],
    received: (r, n) => [`已收到退貨 ${r}`, `我們已收到退貨 ${r}（訂單 ${n}）的貨品。`],
    refunded: (r, n, a) => [
      `退貨 ${r} 已退款`,
      `我們已將退貨 ${r}（訂單 ${n}）的 ${a} 退回你原本的付款方式。`,
    ],
    exchanged: (r, n, x) => [`換貨 ${r}：替換貨品已安排`, `退貨 ${r}（訂單 ${n}）的替換貨品為訂單 ${x}。`],
  },
  zh: {
    requested: (r, n) => [`已收到退貨申請 ${r}`, `我們已收到訂單 ${n} 的退貨申請 ${r}，將盡快回覆您。`],
    approved: (r, n, note) => [
      `退貨 ${r} 已核准`,
      `訂單 ${n} 的退貨 ${r} 已核准，請將商品寄回。${note ? `\n\n${note}` : ''}`,
    ],
    refused: (r, n, note) => [
      `退貨 ${r} 未獲接受`,
      `很抱歉，訂單 ${n} 的退貨 ${r} 未獲接受。${note ? `\n\n${note}` : ''}`,
    ],
    received: (r, n) => [`已收到退貨 ${r}`, `我們已收到退貨 ${r}（訂單 ${n}）的商品。`],
    refunded: (r, n, a) => [
      `退貨 ${r} 已退款`,
      `我們已將退貨 ${r}（訂單 ${n}）的 ${a} 退回您原本的付款方式。`,
    ],
    exchanged: (r, n, x) => [`換貨 ${r}：替換商品已安排`, `退貨 ${r}（訂單 ${n}）的替換商品為訂單 ${x}。`],
  },
  cn: {
    requested: (r, n) => [`已收到退货申请 ${r}`, `我们已收到订单 ${n} 的退货申请 ${r}，将尽快回复您。`],
    approved: (r, n, note) => [
      `退货 ${r} 已批准`,
      `订单 ${n} 的退货 ${r} 已批准，请将商品寄回。${note ? `\n\n${note}` : ''}`,
    ],
    refused: (r, n, note) => [
      `退货 ${r} 未被接受`,
      `很抱歉，订单 ${n} 的退货 ${r} 未被接受。${note ? `\n\n${note}` : ''}`,
    ],
    received: (r, n) => [`已收到退货 ${r}`, `我们已收到退货 ${r}（订单 ${n}）的商品。`],
    refunded: (r, n, a) => [
      `退货 ${r} 已退款`,
      `我们已将退货 ${r}（订单 ${n}）的 ${a} 退回您原来的付款方式。`,
    ],
    exchanged: (r, n, x) => [`换货 ${r}：替换商品已安排`, `退货 ${r}（订单 ${n}）的替换商品为订单 ${x}。`],
  },
};
