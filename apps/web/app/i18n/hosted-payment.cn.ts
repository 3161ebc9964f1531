import type { hostedPaymentEn } from './hosted-payment.en.ts';

/** 在支付商页面付款（PayDollar）：付款方式名称、前往付款页及返回（简体）。 */
export const hostedPaymentCn: Record<keyof typeof hostedPaymentEn, string> = {
  'payment.method.alipay_hk': 'AlipayHK',
  'payment.detail.alipay_hk': '使用 AlipayHK 支付宝香港付款',
  'payment.detail.card_brands': 'Visa、Mastercard、AMEX、银联',
  'payment.detail.hosted': '在 PayDollar 安全付款页面',
  'payment.handoff_title': '正在前往 PayDollar',
  'payment.handoff_body': '您将在 PayDollar 的安全页面以{method}支付 {price}，完成后返回本页。',
  'payment.handoff_continue': '前往 PayDollar 付款',
  'payment.handoff_again':
    '如果 PayDollar 页面没有打开，请再按“前往 PayDollar 付款”。这是同一笔付款，不会重复扣款。',
  'payment.handoff_slow':
    'PayDollar 响应较慢。您可以继续等待，或再按“前往 PayDollar 付款”重试，不会重复扣款。',
  'payment.return_title': '您的付款',
  'payment.return_checking': '正在向 PayDollar 确认您的付款…',
  'payment.return_still_waiting':
    '我们尚未收到 PayDollar 的确认。如您已付款，订单会在收到确认后自动更新；您可以离开此页。',
  'payment.return_failed': '付款没有完成，未扣取任何款项。',
  'payment.try_again': '再试一次',
};
