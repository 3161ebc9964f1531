import type { adminPaymentEn } from './admin-payment.en.ts';

/** 訂單頁的付款卡：支付商、參考編號、重新查核，以及支付商對退款的回覆。 */
export const adminPaymentHk: Record<keyof typeof adminPaymentEn, string> = {
  'admin.pay.provider': '支付商',
  'admin.pay.provider.paydollar': 'PayDollar',
  'admin.pay.provider.stripe': 'Stripe',
  'admin.pay.provider.sandbox': '沙盒（示範）',
  'admin.pay.method': '付款方式',
  'admin.pay.reference': '參考編號',
  'admin.pay.reference.paydollar': 'PayDollar 參考編號（PayRef）',
  'admin.pay.recheck': '向 PayDollar 重新查核',
  'admin.pay.recheck_answer': 'PayDollar 回覆：{status}。',
  'admin.pay.recheck_changed': 'PayDollar 回覆：{status}。訂單已更新。',
  'admin.pay.recheck_none': 'PayDollar 暫未有此訂單的付款。',
  'admin.orders.method.alipay_hk': 'AlipayHK',
  'admin.order.refund_pending_ok': '已送出 {amount} 退款；支付商確認前會顯示為處理中。',
  'admin.order.refund_refused': '支付商拒絕退款：{reason}。訂單及存貨維持不變。',
};
