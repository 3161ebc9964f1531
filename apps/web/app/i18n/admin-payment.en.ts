/** The order page's payment card: the provider, its reference, a re-check and what a provider says about a refund. */
export const adminPaymentEn = {
  'admin.pay.provider': 'Provider',
  'admin.pay.provider.paydollar': 'PayDollar',
  'admin.pay.provider.stripe': 'Stripe',
  'admin.pay.provider.sandbox': 'Sandbox (demo)',
  'admin.pay.method': 'Method',
  'admin.pay.reference': 'Reference',
  'admin.pay.reference.paydollar': 'PayDollar reference (PayRef)',
  'admin.pay.recheck': 'Re-check with PayDollar',
  'admin.pay.recheck_answer': 'PayDollar says: {status}.',
  'admin.pay.recheck_changed': 'PayDollar says: {status}. The order was updated.',
  'admin.pay.recheck_none': 'PayDollar has no payment for this order yet.',
  'admin.orders.method.alipay_hk': 'AlipayHK',
  'admin.order.refund_pending_ok': '{amount} refund sent; it stays pending until the provider confirms it.',
  'admin.order.refund_refused':
    'The provider refused the refund: {reason}. The order and its stock are unchanged.',
};
