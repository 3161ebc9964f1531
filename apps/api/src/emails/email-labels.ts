// The fixed words around an email's content (table heads, totals, buttons, footer) in hk, zh, cn and en.
import type { Locale } from '@shop/core';

export interface Labels {
  hello: (name: string) => string;
  items: string;
  qty: string;
  subtotal: string;
  discount: string;
  giftWrap: string;
  delivery: string;
  total: string;
  deliverTo: string;
  billTo: string;
  deliveryMethod: string;
  payment: string;
  viewOrder: string;
  payNow: string;
  track: string;
  inParcel: string;
  help: string;
  footer: (shop: string) => string;
  ignore: string;
  subscriptions: string;
  wallet: string;
  viewReview: string;
  confirm: string;
  resetPassword: string;
}

export const LABELS: Record<Locale, Labels> = {
  en: {
    hello: (n) => `Hi ${n},`,
    items: 'Items',
    qty: 'Qty',
    subtotal: 'Subtotal',
    discount: 'Discounts',
    giftWrap: 'Gift wrap',
    delivery: 'Delivery',
    total: 'Total',
    deliverTo: 'Delivery address',
    billTo: 'Billing address',
    deliveryMethod: 'Delivery method',
    payment: 'Payment method',
    viewOrder: 'View your order',
    payNow: 'Pay now',
    track: 'Track your parcel',
    inParcel: 'In this parcel:',
    help: 'Questions? Write to us at',
    footer: (s) => `${s} · Hong Kong`,
    ignore: 'If you did not ask for this, ignore this email.',
    subscriptions: 'Manage your subscription',
    wallet: 'Open your wallet',
    viewReview: 'See your review',
    confirm: 'Confirm my subscription',
    resetPassword: 'Choose a new password',
  },
  hk: {
    hello: (n) => `${n} 你好：`,
    items: '貨品',
    qty: '數量',
    subtotal: '小計',
    discount: '折扣',
    giftWrap: '禮品包裝',
    delivery: '運費',
    total: '總額',
    deliverTo: '送貨地址',
    billTo: '賬單地址',
    deliveryMethod: '送貨方式',
    payment: '付款方式',
    viewOrder: '查看訂單',
    payNow: '立即付款',
    track: '追蹤包裹',
    inParcel: '這個包裹內有：',
    help: '有問題？請電郵至',
    footer: (s) => `${s} · 香港`,
    ignore: '如非本人申請，請略過此電郵。',
    subscriptions: '管理訂閱',
    wallet: '查看錢包',
    viewReview: '查看評價',
    confirm: '確認訂閱',
    resetPassword: '設定新密碼',
  },
  zh: {
    hello: (n) => `${n} 您好：`,
    items: '商品',
    qty: '數量',
    subtotal: '小計',
    discount: '折扣',
    giftWrap: '禮品包裝',
    delivery: '運費',
    total: '總額',
    deliverTo: '收件地址',
    billTo: '帳單地址',
    deliveryMethod: '配送方式',
    payment: '付款方式',
    viewOrder: '查看訂單',
    payNow: '立即付款',
    track: '追蹤包裹',
    inParcel: '此包裹內有：',
    help: '有任何問題？請來信',
    footer: (s) => `${s} · 香港`,
    ignore: '若非您本人申請，請忽略此郵件。',
    subscriptions: '管理訂閱',
    wallet: '查看錢包',
    viewReview: '查看評論',
    confirm: '確認訂閱',
    resetPassword: '設定新密碼',
  },
  cn: {
    hello: (n) => `${n} 您好：`,
    items: '商品',
    qty: '数量',
    subtotal: '小计',
    discount: '折扣',
    giftWrap: '礼品包装',
    delivery: '运费',
    total: '总额',
    deliverTo: '收货地址',
    billTo: '账单地址',
    deliveryMethod: '配送方式',
    payment: '付款方式',
    viewOrder: '查看订单',
    payNow: '立即付款',
    track: '查询物流',
    inParcel: '此包裹内有：',
    help: '有任何问题？请发邮件至',
    footer: (s) => `${s} · 香港`,
    ignore: '如非本人操作，请忽略此邮件。',
    subscriptions: '管理订阅',
    wallet: '查看钱包',
    viewReview: '查看评价',
    confirm: '确认订阅',
    resetPassword: '设置新密码',
  },
};
