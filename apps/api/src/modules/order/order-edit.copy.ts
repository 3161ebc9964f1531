// The email a shopper gets when staff change their order before it ships, in their language: the new total and
// what happens to the difference (to pay on the order's payment page, or refunded to the original payment).
import type { Locale } from '@shop/core';

interface EditCopy {
  subject: (n: string) => string;
  text: (n: string, total: string, due: string | null, back: string | null, link: string | null) => string;
}

export const orderEditCopy: Record<Locale, EditCopy> = {
  en: {
    subject: (n) => `Your order ${n} has been changed`,
    text: (n, total, due, back, link) =>
      `We have changed your order ${n} as agreed. The new total is ${total}.` +
      (due
        ? `\n\n${due} is still to pay: open your order's payment page to pay the difference.${link ? `\n${link}` : ''}`
        : '') +
      (back ? `\n\n${back} is being refunded to your original payment.` : ''),
  },
  hk: {
    subject: (n) => `您的訂單 ${n} 已更改`,
    text: (n, total, due, back, link) =>
      `我們已按約定更改您的訂單 ${n}，新總額為 ${total}。` +
      (due ? `\n\n尚需支付 ${due}：請到訂單的付款頁面支付差額。${link ? `\n${link}` : ''}` : '') +
      (back ? `\n\n${back} 將退回至您原來的付款方式。` : ''),
  },
  zh: {
    subject: (n) => `您的訂單 ${n} 已更改`,
    text: (n, total, due, back, link) =>
      `我們已按約定更改您的訂單 ${n}，新總額為 ${total}。` +
      (due ? `\n\n尚需支付 ${due}：請至訂單的付款頁面支付差額。${link ? `\n${link}` : ''}` : '') +
      (back ? `\n\n${back} 將退回至您原來的付款方式。` : ''),
  },
  cn: {
    subject: (n) => `您的订单 ${n} 已更改`,
    text: (n, total, due, back, link) =>
      `我们已按约定更改您的订单 ${n}，新总额为 ${total}。` +
      (due ? `\n\n尚需支付 ${due}：请到订单的付款页面支付差额。${link ? `\n${link}` : ''}` : '') +
      (back ? `\n\n${back} 将退回至您原来的付款方式。` : ''),
  },
};
