import type { hostedPaymentEn } from './hosted-payment.en.ts';

/** 在支付商頁面付款（PayDollar）：付款方式名稱、前往付款頁及返回（香港書面語）。 */
export const hostedPaymentHk: Record<keyof typeof hostedPaymentEn, string> = {
  'payment.method.alipay_hk': 'AlipayHK',
  'payment.detail.alipay_hk': '用 AlipayHK 支付寶香港付款',
  'payment.detail.card_brands': 'Visa、Mastercard、AMEX、銀聯',
  'payment.detail.hosted': '於 PayDollar 安全付款頁面',
  'payment.handoff_title': '正在前往 PayDollar',
  'payment.handoff_body': '你會在 PayDollar 的安全頁面以{method}支付 {price}，完成後返回本頁。',
  'payment.handoff_continue': '前往 PayDollar 付款',
  'payment.handoff_again':
    '如 PayDollar 頁面未有開啟，請再按「前往 PayDollar 付款」。這是同一筆付款，不會重複收費。',
  'payment.handoff_slow':
    'PayDollar 回應較慢。你可繼續等候，或再按「前往 PayDollar 付款」重試，不會重複收費。',
  'payment.return_title': '你的付款',
  'payment.return_checking': '正在向 PayDollar 確認你的付款…',
  'payment.return_still_waiting':
    '我們仍未收到 PayDollar 的確認。如你已付款，訂單會在收到確認後自動更新；你可離開此頁。',
  'payment.return_failed': '付款未能完成，並未收取任何款項。',
  'payment.try_again': '再試一次',
};
