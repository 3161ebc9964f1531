// What an order would cost: the delivery methods of a country, a coupon checked with core's rules, and every number
// of the order recomputed on the server from the bag, the catalogue and the wallet.
import {
  couponAmountOff,
  couponProblem,
  freeShippingGap,
  freeShippingThresholdMinor,
  normalizeCouponCode,
  priceInCurrency,
  qualifiesForFreeShipping,
  type CheckoutInput,
  type CurrencyCode,
} from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliveryMethods } from '../../db/schema.ts';
import type { createCartService } from '../cart/cart.service.ts';
import type { Owner } from '../cart/cart.repository.ts';
import { findCoupon, memberUses, ruleOf, type CouponShopper } from '../coupon/coupon.repository.ts';
import type { ShopperContext } from '../product/product.service.ts';
import type { PricingInputs } from '../settings/settings.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

export interface QuoteDeps {
  db: Db;
  carts: ReturnType<typeof createCartService>;
  pricing: () => Promise<PricingInputs>;
  /** cash dollars, the referral discount and review rewards at checkout */
  wallet?: WalletService;
}

export function createOrderQuote(deps: QuoteDeps) {
  const { db } = deps;

  async function deliveryOptions(country: string, currency: CurrencyCode) {
    const inputs = await deps.pricing();
    const rows = await db.select().from(deliveryMethods).orderBy(deliveryMethods.priority);
    return rows
      .filter((m) => m.availableCountryList.includes(country))
      .map((m) => ({
        _id: m.id,
        kind: m.kind,
        name: m.name,
        currency,
        price:
          m.kind === 'pickup'
            ? 0
            : priceInCurrency({ hkdMinor: m.priceHkd, usdMinor: m.priceUsd }, currency, inputs.ratesToUsd),
        free_over:
          m.kind === 'pickup' ? null : freeShippingThresholdMinor(currency, inputs.freeShippingThresholds),
      }));
  }

  /** The code checked with core's rules for this shopper (per-member uses by id, guests by email). */
  async function couponDiscount(
    code: string | undefined,
    currency: CurrencyCode,
    subtotal: number,
    who: CouponShopper = { userId: null },
    tx: DbOrTx = db,
  ) {
    if (!code) return null;
    const normalized = normalizeCouponCode(code);
    const c = await findCoupon(tx, normalized);
    const reason = couponProblem(c && ruleOf(c), {
      now: new Date(),
      currency,
      subtotal,
      totalUses: c?.usedCount ?? 0,
      memberUses: c?.perMemberLimit != null ? await memberUses(tx, normalized, who) : 0,
    });
    if (!c || reason) return { code: normalized, valid: false, reason, discount: 0 };
    return {
      code: c.code,
      valid: true,
      reason: null,
      discount: couponAmountOff(ruleOf(c), currency, subtotal),
    };
  }

  /** Every number of the order, recomputed on the server from the bag and the catalogue. */
  async function quote(owner: Owner, shopper: ShopperContext, input: CheckoutInput) {
    const bag = await deps.carts.get(owner, shopper);
    const cart = input.cart_type === 'subscription' ? bag.subscription_cart : bag.single_cart;
    const items = cart.items;
    const subtotal = cart.total_amount;
    const coupon = await couponDiscount(input.coupon_code, shopper.currency, subtotal, {
      userId: owner.userId,
      email: input.email,
    });
    const discount = coupon?.valid ? coupon.discount : 0;
    const inputs = await deps.pricing();
    const wrapUnit = priceInCurrency(
      { hkdMinor: inputs.giftWrapFee.hkd, usdMinor: inputs.giftWrapFee.usd },
      shopper.currency,
      inputs.ratesToUsd,
    );
    const giftWrapFee = input.add_gift_box_wrapping
      ? wrapUnit * items.reduce((n, i) => n + i.quantity, 0)
      : 0;
    const methods = await deliveryOptions(input.delivery_country_key, shopper.currency);
    const method = methods.find((m) => m._id === input.delivery_method);
    const afterDiscount = subtotal - discount;
    const wallet = deps.wallet
      ? await deps.wallet.checkoutLines(db, {
          userId: owner.userId,
          currency: shopper.currency,
          goods: afterDiscount,
          cashDollars: input.cash_dollars,
          redeemItems: input.redeem_items,
          referralCode: input.referral_code,
          address: input.delivery_address,
        })
      : null;
    const walletOff = wallet ? wallet.referral_discount + wallet.reward_discount + wallet.wallet_amount : 0;
    const free = qualifiesForFreeShipping(afterDiscount, shopper.currency, inputs.freeShippingThresholds);
    const deliveryFee = !method ? 0 : method.kind === 'pickup' || free ? 0 : method.price;
    return {
      currency: shopper.currency,
      items: items.map((i) => ({
        pid: i.pid,
        sku: i.sku,
        sub_sku: i.sub_sku,
        name: i.name,
        option_name: i.option_name,
        quantity: i.quantity,
        unit_price: i.price,
        line_total: i.line_total,
        thumbnail: i.thumbnail,
        subscription_inteval_in_month: i.subscription_inteval_in_month,
      })),
      subtotal,
      discount,
      coupon: coupon ? { code: coupon.code, valid: coupon.valid, reason: coupon.reason } : null,
      gift_wrap_fee: giftWrapFee,
      delivery_fee: deliveryFee,
      method,
      free_shipping: {
        threshold: freeShippingThresholdMinor(shopper.currency, inputs.freeShippingThresholds),
        qualifies: free,
        remaining: freeShippingGap(afterDiscount, shopper.currency, inputs.freeShippingThresholds),
      },
      referral_discount: wallet?.referral_discount ?? 0,
      reward_discount: wallet?.reward_discount ?? 0,
      wallet_amount: wallet?.wallet_amount ?? 0,
      wallet_balance: wallet?.wallet_balance ?? 0,
      reward: wallet?.reward ?? null,
      walletLines: wallet,
      total: afterDiscount - walletOff + giftWrapFee + deliveryFee,
      can_checkout: cart.can_checkout,
      blocking_reason: cart.blocking_reason,
    };
  }

  return { deliveryOptions, couponDiscount, quote };
}

export type OrderQuote = ReturnType<typeof createOrderQuote>;
export type Quote = Awaited<ReturnType<OrderQuote['quote']>>;
