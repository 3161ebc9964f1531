// What each email shows, by template key (packages/core email-templates.ts): every value already written for the
// reader (money formatted, names in their script, countries by name), so a template only lays it out.
import type { EmailTemplateKey } from '@shop/core';

/** The shop as every email shows it: the logo and links point at the public site, help goes to the contact. */
export interface EmailShop {
  name: string;
  /** the public site, no trailing slash */
  url: string;
  contactEmail: string;
}

export interface EmailLine {
  name: string;
  /** the option (shade, size); empty when the product has one */
  option: string;
  quantity: number;
  /** the line total, formatted */
  price: string;
  /** an absolute image address, or null (the row then shows no image) */
  image: string | null;
}

/** An order as its emails show it. */
export interface EmailOrder {
  number: string;
  customerName: string;
  lines: EmailLine[];
  subtotal: string;
  /** every discount together (coupon, wallet, referral, reward), formatted, or null when none */
  discount: string | null;
  /** delivery fee, formatted (or the word "free") */
  delivery: string;
  giftWrap: string | null;
  total: string;
  /** address lines as a person reads them: name, street, city, country name */
  deliveryAddress: string[];
  /** null: same as delivery (or none given) */
  billingAddress: string[] | null;
  /** the delivery method's name, or empty */
  deliveryMethod: string;
  paymentMethod: string;
  /** the order page: a member's account page, or a guest's signed link; null when there is none */
  orderUrl: string | null;
}

interface Base {
  shop: EmailShop;
}
interface WithOrder extends Base {
  order: EmailOrder;
}

export type ReturnEmailKind = 'requested' | 'approved' | 'refused' | 'received' | 'refunded' | 'exchanged';

export interface SubscriptionFacts extends Base {
  customerName: string;
  product: string;
  price: string;
  date: string;
  /** the member's subscriptions page */
  link: string;
}

export interface EmailData {
  order_confirmation: WithOrder;
  order_paid: WithOrder;
  order_shipped: WithOrder & {
    carrier: string;
    trackingNumber: string;
    trackingUrl: string | null;
    /** the last parcel: the whole order is on its way */
    complete: boolean;
    /** what is in this parcel ("name (option)", quantity) */
    parcel: { name: string; quantity: number }[];
  };
  order_delivered: WithOrder;
  /** amount: what goes back, or null when nothing was paid */
  order_cancelled: WithOrder & { amount: string | null };
  order_refunded: WithOrder & { amount: string };
  /** due: still to pay (payUrl opens the payment page); back: refunded */
  order_edited: WithOrder & { due: string | null; back: string | null; payUrl: string | null };
  /** a staff draft sent to the customer: payUrl opens its payment page */
  draft_payment_link: WithOrder & { payUrl: string };
  return_update: WithOrder & {
    returnNumber: string;
    kind: ReturnEmailKind;
    /** the status as the reader says it */
    status: string;
    /** staff note (approved/refused), refunded amount, or the exchange order's number */
    extra: string;
  };
  subscription_reminder: SubscriptionFacts;
  subscription_renewed: WithOrder & { product: string };
  subscription_payment_failed: SubscriptionFacts;
  subscription_suspended: SubscriptionFacts;
  subscription_out_of_stock: SubscriptionFacts;
  account_code: Base & { code: string; customerName: string; minutes: number };
  password_reset: Base & { customerName: string; link: string; minutes: number };
  referral_reward: Base & { customerName: string; amount: string; link: string };
  review_reward: Base & { customerName: string; product: string; amount: string | null; link: string };
  newsletter_confirm: Base & { link: string };
}

// every template key has its data shape
export type _EveryKey = { [K in EmailTemplateKey]: EmailData[K] };
