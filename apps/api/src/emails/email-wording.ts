// The built-in subject and intro of every email in hk, zh, cn and en, with the `{placeholders}` core
// email-templates.ts allows for the key. Staff may replace either per language (email_templates table); what
// follows the intro (items, totals, tracking, links) is the template's and always shown.
import type { EmailTemplateKey, Locale } from '@shop/core';

export interface Wording {
  subject: string;
  intro: string;
}

type Table = Record<EmailTemplateKey, Record<Locale, Wording>>;

export const WORDING: Table = {
  order_confirmation: {
    en: {
      subject: 'Order {order_number} received',
      intro: 'Thank you for your order {order_number} ({order_total}).',
    },
    hk: { subject: '已收到訂單 {order_number}', intro: '多謝你的訂單 {order_number}（{order_total}）。' },
    zh: { subject: '已收到訂單 {order_number}', intro: '感謝您的訂單 {order_number}（{order_total}）。' },
    cn: { subject: '已收到订单 {order_number}', intro: '感谢您的订单 {order_number}（{order_total}）。' },
  },
  order_paid: {
    en: {
      subject: 'Payment received for order {order_number}',
      intro: 'We have received {order_total} for order {order_number}. Your parcel ships within 48 hours.',
    },
    hk: {
      subject: '訂單 {order_number} 已付款',
      intro: '我們已收到訂單 {order_number} 的款項 {order_total}，貨品將於 48 小時內發貨。',
    },
    zh: {
      subject: '訂單 {order_number} 已付款',
      intro: '我們已收到訂單 {order_number} 的款項 {order_total}，商品將於 48 小時內出貨。',
    },
    cn: {
      subject: '订单 {order_number} 已付款',
      intro: '我们已收到订单 {order_number} 的款项 {order_total}，商品将在 48 小时内发货。',
    },
  },
  order_shipped: {
    en: { subject: 'Order {order_number} has shipped', intro: 'Your order {order_number} is on its way.' },
    hk: { subject: '訂單 {order_number} 已寄出', intro: '你的訂單 {order_number} 已經寄出。' },
    zh: { subject: '訂單 {order_number} 已出貨', intro: '您的訂單 {order_number} 已經出貨。' },
    cn: { subject: '订单 {order_number} 已发货', intro: '您的订单 {order_number} 已经发货。' },
  },
  order_delivered: {
    en: {
      subject: 'Order {order_number} delivered',
      intro: 'Your order {order_number} has been delivered. We hope you enjoy it.',
    },
    hk: { subject: '訂單 {order_number} 已送達', intro: '你的訂單 {order_number} 已經送達，希望你喜歡。' },
    zh: { subject: '訂單 {order_number} 已送達', intro: '您的訂單 {order_number} 已經送達，希望您喜歡。' },
    cn: { subject: '订单 {order_number} 已送达', intro: '您的订单 {order_number} 已经送达，希望您喜欢。' },
  },
  order_cancelled: {
    en: { subject: 'Order {order_number} cancelled', intro: 'Your order {order_number} has been cancelled.' },
    hk: { subject: '訂單 {order_number} 已取消', intro: '你的訂單 {order_number} 已經取消。' },
    zh: { subject: '訂單 {order_number} 已取消', intro: '您的訂單 {order_number} 已經取消。' },
    cn: { subject: '订单 {order_number} 已取消', intro: '您的订单 {order_number} 已经取消。' },
  },
  order_refunded: {
    en: {
      subject: 'Refund for order {order_number}',
      intro: 'We have refunded {amount} for order {order_number} to your original payment method.',
    },
    hk: {
      subject: '訂單 {order_number} 已退款',
      intro: '我們已將訂單 {order_number} 的 {amount} 退回你原本的付款方式。',
    },
    zh: {
      subject: '訂單 {order_number} 已退款',
      intro: '我們已將訂單 {order_number} 的 {amount} 退回您原本的付款方式。',
    },
    cn: {
      subject: '订单 {order_number} 已退款',
      intro: '我们已将订单 {order_number} 的 {amount} 退回您原来的付款方式。',
    },
  },
  order_edited: {
    en: {
      subject: 'Your order {order_number} has been changed',
      intro: 'We have changed your order {order_number} as agreed. The new total is {order_total}.',
    },
    hk: {
      subject: '您的訂單 {order_number} 已更改',
      intro: '我們已按約定更改您的訂單 {order_number}，新總額為 {order_total}。',
    },
    zh: {
      subject: '您的訂單 {order_number} 已更改',
      intro: '我們已按約定更改您的訂單 {order_number}，新總額為 {order_total}。',
    },
    cn: {
      subject: '您的订单 {order_number} 已更改',
      intro: '我们已按约定更改您的订单 {order_number}，新总额为 {order_total}。',
    },
  },
  draft_payment_link: {
    en: {
      subject: 'Your order {order_number}: payment link',
      intro: 'Thank you for ordering with us. Your order {order_number} comes to {order_total}.',
    },
    hk: {
      subject: '你的訂單 {order_number}：付款連結',
      intro: '多謝你的訂購。訂單 {order_number} 金額為 {order_total}。',
    },
    zh: {
      subject: '您的訂單 {order_number}：付款連結',
      intro: '感謝您的訂購。訂單 {order_number} 金額為 {order_total}。',
    },
    cn: {
      subject: '您的订单 {order_number}：付款链接',
      intro: '感谢您的订购。订单 {order_number} 金额为 {order_total}。',
    },
  },
  return_update: {
    en: {
      subject: 'Return {return_number} {status}',
      intro: 'Your return {return_number} for order {order_number}: {status}.',
    },
    hk: {
      subject: '退貨 {return_number} {status}',
      intro: '訂單 {order_number} 的退貨 {return_number}：{status}。',
    },
    zh: {
      subject: '退貨 {return_number} {status}',
      intro: '訂單 {order_number} 的退貨 {return_number}：{status}。',
    },
    cn: {
      subject: '退货 {return_number} {status}',
      intro: '订单 {order_number} 的退货 {return_number}：{status}。',
    },
  },
  subscription_reminder: {
    en: {
      subject: 'Your subscription renews on {date}',
      intro: '{product_name} renews on {date} for {amount}.',
    },
    hk: { subject: '你的訂閱將於 {date} 續期', intro: '{product_name} 將於 {date} 續期，金額 {amount}。' },
    zh: { subject: '您的訂閱將於 {date} 續訂', intro: '{product_name} 將於 {date} 續訂，金額 {amount}。' },
    cn: { subject: '您的订阅将于 {date} 续订', intro: '{product_name} 将于 {date} 续订，金额 {amount}。' },
  },
  subscription_renewed: {
    en: {
      subject: 'Your subscription renewed: order {order_number}',
      intro: '{product_name} has renewed as order {order_number} ({order_total}).',
    },
    hk: {
      subject: '你的訂閱已續期：訂單 {order_number}',
      intro: '{product_name} 已續期，訂單 {order_number}（{order_total}）。',
    },
    zh: {
      subject: '您的訂閱已續訂：訂單 {order_number}',
      intro: '{product_name} 已續訂，訂單 {order_number}（{order_total}）。',
    },
    cn: {
      subject: '您的订阅已续订：订单 {order_number}',
      intro: '{product_name} 已续订，订单 {order_number}（{order_total}）。',
    },
  },
  subscription_payment_failed: {
    en: {
      subject: 'We could not charge your card for your subscription',
      intro: 'The renewal of {product_name} ({amount}) was declined. We will try again on {date}.',
    },
    hk: {
      subject: '你的訂閱未能成功扣款',
      intro: '{product_name}（{amount}）的續期扣款被拒。我哋會喺 {date} 再試。',
    },
    zh: {
      subject: '您的訂閱扣款失敗',
      intro: '{product_name}（{amount}）的續訂扣款遭拒。我們將於 {date} 再次嘗試。',
    },
    cn: {
      subject: '您的订阅扣款失败',
      intro: '{product_name}（{amount}）的续订扣款被拒。我们将于 {date} 再次尝试。',
    },
  },
  subscription_suspended: {
    en: {
      subject: 'Your subscription is suspended',
      intro: 'We could not charge {product_name} after several tries, so the subscription is suspended.',
    },
    hk: { subject: '你的訂閱已暫停', intro: '多次嘗試後仍未能為 {product_name} 扣款，訂閱已暫停。' },
    zh: { subject: '您的訂閱已暫停', intro: '多次嘗試後仍無法為 {product_name} 扣款，訂閱已暫停。' },
    cn: { subject: '您的订阅已暂停', intro: '多次尝试后仍无法为 {product_name} 扣款，订阅已暂停。' },
  },
  subscription_out_of_stock: {
    en: {
      subject: 'Your subscription delivery is delayed',
      intro:
        '{product_name} is out of stock, so this renewal is delayed; we will try again on {date}. Nothing was charged.',
    },
    hk: {
      subject: '你的訂閱送貨將會延遲',
      intro: '{product_name} 暫時缺貨，今次續期會延遲，我哋會喺 {date} 再試，未有扣款。',
    },
    zh: {
      subject: '您的訂閱配送將延後',
      intro: '{product_name} 目前缺貨，本次續訂將延後，我們會在 {date} 再次嘗試，尚未扣款。',
    },
    cn: {
      subject: '您的订阅配送将推迟',
      intro: '{product_name} 暂时缺货，本次续订将推迟，我们会在 {date} 再次尝试，尚未扣款。',
    },
  },
  account_code: {
    en: {
      subject: 'Your {shop_name} verification code',
      intro: 'Your verification code is {code}. It expires in {minutes} minutes.',
    },
    hk: { subject: '{shop_name} 驗證碼', intro: '你的驗證碼是 {code}，{minutes} 分鐘內有效。' },
    zh: { subject: '{shop_name} 驗證碼', intro: '您的驗證碼是 {code}，{minutes} 分鐘內有效。' },
    cn: { subject: '{shop_name} 验证码', intro: '您的验证码是 {code}，{minutes} 分钟内有效。' },
  },
  password_reset: {
    en: {
      subject: 'Reset your {shop_name} password',
      intro: 'Open this link within an hour to choose a new password:',
    },
    hk: { subject: '重設 {shop_name} 密碼', intro: '請於一小時內開啟以下連結設定新密碼：' },
    zh: { subject: '重設 {shop_name} 密碼', intro: '請在一小時內開啟以下連結設定新密碼：' },
    cn: { subject: '重置 {shop_name} 密码', intro: '请在一小时内打开以下链接设置新密码：' },
  },
  referral_reward: {
    en: {
      subject: 'You earned {amount} for inviting a friend',
      intro: 'Your friend placed their first order, so {amount} is now in your wallet.',
    },
    hk: { subject: '推薦朋友獎賞 {amount}', intro: '你推薦的朋友已完成首張訂單，{amount} 已存入你的錢包。' },
    zh: { subject: '推薦好友獎勵 {amount}', intro: '您推薦的好友已完成首筆訂單，{amount} 已存入您的錢包。' },
    cn: { subject: '推荐好友奖励 {amount}', intro: '您推荐的好友已完成首笔订单，{amount} 已存入您的钱包。' },
  },
  review_reward: {
    en: {
      subject: 'Your review is live',
      intro: 'Thank you for reviewing {product_name}! Your review is now published.',
    },
    hk: { subject: '你的評價已經刊登', intro: '多謝你分享對「{product_name}」嘅評價！評價已經刊登。' },
    zh: { subject: '您的評論已刊登', intro: '感謝您分享對「{product_name}」的評論！評論已經刊登。' },
    cn: { subject: '您的评价已发布', intro: '感谢您分享对“{product_name}”的评价！评价已经发布。' },
  },
  newsletter_confirm: {
    en: {
      subject: 'Confirm your subscription',
      intro: 'Thank you for subscribing to {shop_name} news.',
    },
    hk: { subject: '請確認訂閱', intro: '多謝你訂閱 {shop_name} 最新消息。' },
    zh: { subject: '請確認訂閱', intro: '感謝您訂閱 {shop_name} 最新消息。' },
    cn: { subject: '请确认订阅', intro: '感谢您订阅 {shop_name} 最新资讯。' },
  },
};
