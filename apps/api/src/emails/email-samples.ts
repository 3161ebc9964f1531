// Realistic sample data for the admin preview and "send me a test": a Hong Kong order with two lines and images,
// in HK$, written in the reader's language.
import { formatMoney, type EmailTemplateKey, type Locale } from '@shop/core';
import type { EmailData, EmailOrder, EmailShop } from './email-data.ts';
import { RETURN_STATUS } from './email-bodies.ts';

const SHOP: EmailShop = {
  name: 'Oxygen Ceuticals',
  url: 'https://shop.example',
  contactEmail: 'hello@oxygen-ceuticals.example',
};

type Three = Record<'en' | 'chi' | 'cn', string>;
const say = (t: Three, locale: Locale) => (locale === 'en' ? t.en : locale === 'cn' ? t.cn : t.chi);
const hkd = (cents: number, locale: Locale) => formatMoney(cents, 'HKD', locale);

const NAMES = {
  serum: { en: 'Hydrating Serum', chi: '保濕精華', cn: '保湿精华' },
  size: { en: '30 ml', chi: '30 毫升', cn: '30 毫升' },
  cream: { en: 'Barrier Repair Cream', chi: '修護屏障面霜', cn: '修护屏障面霜' },
  shade: { en: 'Travel size', chi: '旅行裝', cn: '旅行装' },
  street: {
    en: 'Flat 12A, 88 Queen’s Road Central',
    chi: '皇后大道中 88 號 12A 室',
    cn: '皇后大道中 88 号 12A 室',
  },
  district: { en: 'Central', chi: '中環', cn: '中环' },
  country: { en: 'Hong Kong', chi: '香港', cn: '中国香港' },
  sf: { en: 'SF Express locker', chi: '順豐智能櫃', cn: '顺丰智能柜' },
  card: { en: 'Credit or debit card', chi: '信用卡或扣賬卡', cn: '信用卡或借记卡' },
  person: { en: 'Mei Chan', chi: '陳美', cn: '陈美' },
  carrier: { en: 'SF Express', chi: '順豐速運', cn: '顺丰速运' },
  date: { en: '5 December 2026', chi: '2026年12月5日', cn: '2026年12月5日' },
} satisfies Record<string, Three>;

function sampleOrder(locale: Locale): EmailOrder {
  const t = (k: keyof typeof NAMES) => say(NAMES[k], locale);
  return {
    number: 'OC2611270042',
    customerName: t('person'),
    lines: [
      {
        name: t('serum'),
        option: t('size'),
        quantity: 2,
        price: hkd(76000, locale),
        image: `${SHOP.url}/images/products/sample-serum.jpg`,
      },
      {
        name: t('cream'),
        option: t('shade'),
        quantity: 1,
        price: hkd(28000, locale),
        image: `${SHOP.url}/images/products/sample-cream.jpg`,
      },
    ],
    subtotal: hkd(104000, locale),
    discount: hkd(10400, locale),
    delivery: hkd(0, locale),
    giftWrap: null,
    total: hkd(93600, locale),
    deliveryAddress: [t('person'), t('street'), t('district'), t('country')],
    billingAddress: null,
    deliveryMethod: t('sf'),
    paymentMethod: t('card'),
    orderUrl: `${SHOP.url}/hk/account/orders/OC2611270042`,
  };
}

export function sampleEmailData<K extends EmailTemplateKey>(key: K, locale: Locale): EmailData[K] {
  const order = sampleOrder(locale);
  const shop = SHOP;
  const product = say(NAMES.serum, locale);
  const subs = {
    shop,
    customerName: order.customerName,
    product,
    price: hkd(38000, locale),
    date: say(NAMES.date, locale),
    link: `${SHOP.url}/account/subscriptions`,
  };
  const all: EmailData = {
    order_confirmation: { shop, order },
    order_paid: { shop, order },
    order_shipped: {
      shop,
      order,
      carrier: say(NAMES.carrier, locale),
      trackingNumber: 'SF1234567890',
      trackingUrl: 'https://www.sf-express.com/track?n=SF1234567890',
      complete: true,
      parcel: order.lines.map((l) => ({ name: `${l.name} (${l.option})`, quantity: l.quantity })),
    },
    order_delivered: { shop, order },
    order_cancelled: { shop, order, amount: order.total },
    order_refunded: { shop, order, amount: hkd(28000, locale) },
    order_edited: { shop, order, due: hkd(12000, locale), back: null, payUrl: `${SHOP.url}/hk/order/pay` },
    draft_payment_link: { shop, order, payUrl: `${SHOP.url}/hk/order/pay` },
    return_update: {
      shop,
      order,
      returnNumber: 'R2611270003',
      kind: 'approved',
      status: RETURN_STATUS[locale].approved,
      extra: '',
    },
    subscription_reminder: subs,
    subscription_renewed: { shop, order, product },
    subscription_payment_failed: subs,
    subscription_suspended: subs,
    subscription_out_of_stock: subs,
    account_code: { shop, code: '482913', customerName: order.customerName, minutes: 10 },
    password_reset: {
      shop,
      customerName: order.customerName,
      link: `${SHOP.url}/reset-password?token=sample`,
      minutes: 60,
    },
    referral_reward: {
      shop,
      customerName: order.customerName,
      amount: hkd(5000, locale),
      link: `${SHOP.url}/account/wallet`,
    },
    review_reward: {
      shop,
      customerName: order.customerName,
      product,
      amount: hkd(2000, locale),
      link: `${SHOP.url}/hk/oxygen/hydrating-serum`,
    },
    newsletter_confirm: { shop, link: `${SHOP.url}/newsletter/confirm?token=sample` },
  };
  return all[key];
}
