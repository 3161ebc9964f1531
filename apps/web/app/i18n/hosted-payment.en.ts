/** Paying on a provider's hosted page (PayDollar): the method names it reads, the hand-off and the return. */
export const hostedPaymentEn = {
  'payment.method.alipay_hk': 'AlipayHK',
  'payment.detail.alipay_hk': 'Pay in the AlipayHK app',
  'payment.detail.card_brands': 'Visa, Mastercard, AMEX, UnionPay',
  'payment.detail.hosted': 'On PayDollar’s secure page',
  'payment.handoff_title': 'Taking you to PayDollar',
  'payment.handoff_body': 'You pay {price} by {method} on PayDollar’s secure page, then come back here.',
  'payment.handoff_continue': 'Continue to PayDollar',
  'payment.handoff_again':
    'If PayDollar’s page didn’t open, press Continue again. It is the same payment: you won’t be charged twice.',
  'payment.handoff_slow':
    'PayDollar is slow to answer. Keep waiting, or press Continue to try again — you won’t be charged twice.',
  'payment.return_title': 'Your payment',
  'payment.return_checking': 'Checking your payment with PayDollar…',
  'payment.return_still_waiting':
    'We haven’t heard from PayDollar yet. If you paid, your order updates as soon as it does; you can leave this page.',
  'payment.return_failed': 'Your payment didn’t go through. Nothing was charged.',
  'payment.try_again': 'Try again',
};
