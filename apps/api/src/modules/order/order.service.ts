import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  fitsInt4,
  freeShippingGap,
  freeShippingThresholdMinor,
  lineQuantityAllowed,
  MAX_LINE_QUANTITY,
  priceInCurrency,
  qualifiesForFreeShipping,
  TRANSFER_MAX_LINE_QUANTITY,
  couponAmountOff,
  couponProblem,
  normalizeCouponCode,
  type CurrencyCode,
  type Locale,
} from '@shop/core';
import type { CheckoutInput } from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { moveStock } from '../product/stock-ledger.ts';
import { orderRecipient } from './order-recipient.ts';
import {
  findCoupon,
  holdCoupon,
  memberUses,
  releaseCoupon,
  ruleOf,
  type CouponShopper,
} from '../coupon/coupon.repository.ts';
import {
  addresses,
  deliveryMethods,
  idempotencyKeys,
  orderEvents,
  orderItems,
  orders,
  paymentNotifications,
  payments,
  productOptions,
} from '../../db/schema.ts';
import { AppError, ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type {
  NotificationFields,
  PaymentMethod,
  PaymentProvider,
} from '../../providers/payment/payment.provider.ts';
import type { createCartService } from '../cart/cart.service.ts';
import type { Owner } from '../cart/cart.repository.ts';
import type { ShopperContext } from '../product/product.service.ts';
import type { PricingInputs } from '../settings/settings.service.ts';
import { orderCopy } from './order.copy.ts';
import { orderMoney } from './order-text.ts';
import { packageDetails } from './package-details.ts';
import { memberTimeline } from './order-history.ts';
import type { OrderLookupTokens } from './order-lookup.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

type Carts = ReturnType<typeof createCartService>;
export type OrderRow = typeof orders.$inferSelect;
export type OrderEmailKind = 'confirmation' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

/** The card can change until the parcel leaves (SPEC §7 /order/card-message). */
const CARD_EDITABLE: OrderRow['status'][] = ['awaiting_payment', 'paid'];
/** How long an unpaid order holds its stock: a hosted or QR payment 30 minutes, a bank transfer the configured hours. */
const deadlineMs = (method: PaymentMethod, transferHours: number) =>
  method === 'bank_transfer' ? transferHours * 3600_000 : 30 * 60_000;

export type { CheckoutInput };

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

/** JSON with keys sorted at every level: the same request always hashes the same (Idempotency-Key reuse check). */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** `OC` + yymmdd + the database sequence (at least 6 digits): unique without a retry loop, readable on the phone. */
export function formatOrderNumber(seq: number | string, at: Date = new Date()): string {
  return `OC${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(seq).padStart(6, '0')}`;
}

const keyReused = () =>
  new AppError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was used for a different order; send a new key',
  );

export function createOrderService(deps: {
  db: Db;
  carts: Carts;
  payments: PaymentProvider;
  email: EmailProvider;
  /** durable work: expiry at the payment deadline, order emails (retried when delivery fails) */
  jobs: Pick<Jobs, 'send' | 'pendingKeys'>;
  pricing: () => Promise<PricingInputs>;
  log: { warn(o: object, m: string): void };
  /** TRANSFER_RESERVATION_HOURS: how long an unpaid bank transfer holds its stock */
  transferReservationHours?: number;
  /** the guest order lookup's signed tokens, accepted beside the order's own */
  lookupTokens?: OrderLookupTokens;
  /** issue 19: cash dollars, the referral discount and review rewards at checkout; status changes post to it */
  wallet?: WalletService;
  /** an order just became paid (subscriptions start from it); a failure is logged, the payment stands */
  onPaid?: (orderId: string) => Promise<void>;
}) {
  const { db } = deps;
  const transferHours = deps.transferReservationHours ?? 48;

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

  async function recordEvent(
    tx: DbOrTx,
    orderId: string,
    from: string | null,
    to: string,
    actor: string,
    note?: string,
  ) {
    await tx
      .insert(orderEvents)
      .values({ id: randomUUID(), orderId, fromStatus: from, toStatus: to, actor, note: note ?? null });
  }

  /** Moves an order between states only along the allowed path; concurrent movers race on the WHERE. */
  async function transition(
    tx: DbOrTx,
    orderId: string,
    from: OrderRow['status'],
    to: OrderRow['status'],
    actor: string,
    note?: string,
  ) {
    const moved = await tx
      .update(orders)
      // the paid amount is fixed when money arrives: refunds are measured against it
      .set({
        status: to,
        updatedAt: new Date(),
        ...(to === 'paid' ? { paidAmount: sql`${orders.total}` } : {}),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (moved.length) {
      await recordEvent(tx, orderId, from, to, actor, note);
      if (deps.wallet) {
        const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
        await deps.wallet.onTransition(tx, o!, to);
      }
    }
    return moved.length === 1;
  }

  /**
   * What an unpaid order held goes back when it closes unpaid (expiry, cancellation): its stock, and the coupon use
   * it held since creation (a use counts from creation so two unpaid orders cannot both take the last one; payment
   * turns the hold into the redemption by leaving it in place).
   */
  async function releaseHolds(tx: DbOrTx, orderId: string) {
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    for (const l of lines) {
      await moveStock(tx, {
        subSku: l.subSku,
        delta: l.quantity,
        reason: 'released: order closed unpaid',
        actor: 'system',
        orderId,
      });
    }
    await releaseCoupon(tx, orderId);
  }

  /** A gift-item reward: a free line on the order, its unit taken from stock like any other. */
  async function addRewardLine(
    tx: DbOrTx,
    orderId: string,
    reward: { id: string; sub_sku: string | null; name: unknown },
  ) {
    const subSku = reward.sub_sku!;
    const held = await moveStock(tx, { subSku, delta: -1, reason: 'checkout', actor: 'checkout', orderId });
    if (held === null) throw new ConflictError('The reward item is out of stock', 'reward_out_of_stock');
    const name = reward.name as { eng: string; chi: string; cn: string };
    await tx.insert(orderItems).values({
      id: randomUUID(),
      orderId,
      pid: `reward:${reward.id}`,
      sku: subSku,
      subSku,
      name,
      optionName: name,
      thumbnail: '',
      quantity: 1,
      unitPrice: 0,
      lineTotal: 0,
    });
  }

  /** A bank transfer holds stock for days: a few units per line only. */
  function assertTransferLines(lines: readonly { quantity: number }[]) {
    if (lines.some((l) => !lineQuantityAllowed(l.quantity, TRANSFER_MAX_LINE_QUANTITY))) {
      throw new InvalidError(
        `A bank transfer order holds at most ${TRANSFER_MAX_LINE_QUANTITY} of each item`,
        'payment_method',
        'transfer_line_limit',
      );
    }
  }

  /**
   * At most one open (unpaid, not yet expired) bank-transfer reservation per shopper, by email or member. The
   * shopper's keys are locked for the transaction first, so two concurrent checkouts cannot both pass the check.
   */
  async function assertNoOpenTransfer(
    tx: DbOrTx,
    shopper: { email: string; userId: string | null },
    exceptOrderId?: string,
  ) {
    const keys = [
      `transfer:email:${shopper.email.trim().toLowerCase()}`,
      ...(shopper.userId ? [`transfer:user:${shopper.userId}`] : []),
    ].sort();
    for (const k of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${k}))`);
    const who = shopper.userId
      ? sql`(lower(${orders.email}) = ${shopper.email.trim().toLowerCase()} or ${orders.userId} = ${shopper.userId})`
      : sql`lower(${orders.email}) = ${shopper.email.trim().toLowerCase()}`;
    const open = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'awaiting_payment'),
          eq(orders.paymentMethod, 'bank_transfer'),
          gte(orders.paymentDeadline, new Date()),
          who,
          exceptOrderId ? sql`${orders.id} <> ${exceptOrderId}` : undefined,
        ),
      )
      .limit(1);
    if (open.length) {
      throw new ConflictError(
        'You already have a bank transfer order waiting for payment; pay or let it expire first',
        'transfer_reservation_open',
      );
    }
  }

  /** The payment row, written in the order's own transaction; the provider is called once that commits. */
  async function recordPayment(tx: DbOrTx, order: OrderRow, method: PaymentMethod, returnUrl: string) {
    if (!deps.payments.available(method, order.currency)) {
      throw new InvalidError(
        `${method} is not available for ${order.currency}`,
        'payment_method',
        'payment_method_unavailable',
      );
    }
    const id = randomUUID();
    await tx.insert(payments).values({
      id,
      orderId: order.id,
      provider: method,
      method,
      status: 'pending',
      amount: order.total,
      currency: order.currency,
      returnUrl,
    });
    return { id, order, method, returnUrl };
  }

  /**
   * Opens the provider's session outside any transaction (a provider call never holds stock locks). A guest's return
   * from a hosted page carries their order token; the stored return address never does.
   */
  async function openSession(r: Awaited<ReturnType<typeof recordPayment>>, guestToken?: string) {
    const { id, order, method } = r;
    const returnUrl = guestToken ? `${r.returnUrl}?token=${encodeURIComponent(guestToken)}` : r.returnUrl;
    let session;
    try {
      session = await deps.payments.initiate(method, {
        paymentId: id,
        orderNumber: order.number,
        amount: order.total,
        currency: order.currency,
        deadline: order.paymentDeadline ?? new Date(),
        returnUrl,
        // a member's subscription order keeps the card for its renewals
        saveMethod: order.cartType === 'subscription' && !!order.userId,
      });
    } catch (err) {
      deps.log.warn({ err, payment: id }, 'payment provider refused to open a session');
      await db.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.id, id));
      throw new AppError(
        502,
        'payment_unavailable',
        'The payment service did not answer; your order is kept, please try to pay again',
      );
    }
    const { provider_ref: ref, ...shown } = session;
    if (ref) await db.update(payments).set({ providerRef: ref }).where(eq(payments.id, id));
    return {
      id,
      provider: method,
      status: 'pending' as const,
      amount: order.total,
      currency: order.currency,
      ...shown,
    };
  }

  function presentOrder(o: OrderRow, items: (typeof orderItems.$inferSelect)[], token?: string) {
    return {
      _id: o.id,
      number: o.number,
      status: o.status,
      currency: o.currency,
      /** the language the order was placed in (its e-mails; the invoice's default) */
      locale: o.locale as Locale,
      items: items.map((i) => ({
        sku: i.sku,
        sub_sku: i.subSku,
        name: i.name,
        option_name: i.optionName,
        quantity: i.quantity,
        unit_price: i.unitPrice,
        line_total: i.lineTotal,
        thumbnail: i.thumbnail,
        subscription_inteval_in_month: i.subscriptionInterval,
      })),
      subtotal: o.subtotal,
      discount: o.discount,
      coupon_code: o.couponCode,
      referral_discount: o.referralDiscount,
      reward_discount: o.rewardDiscount,
      wallet_amount: o.walletAmount,
      gift_wrap_fee: o.giftWrapFee,
      delivery_fee: o.deliveryFee,
      total: o.total,
      payment_method: o.paymentMethod as PaymentMethod,
      payment_deadline: o.paymentDeadline?.toISOString() ?? null,
      created_at: o.createdAt.toISOString(),
      email: o.email,
      delivery: o.delivery,
      gift: o.gift,
      client_remarks: o.clientRemarks,
      transfer_reference: o.transferReference,
      // the shopper sees the parcel's way and any money that went back
      carrier: o.carrier,
      tracking_number: o.trackingNumber,
      tracking_url: o.trackingUrl,
      refunded_amount: o.refundedAmount,
      access_token: token ?? null,
    };
  }

  /** the order's own token, or a lookup token issued for this order and not expired */
  const tokenOpens = (token: string, o: OrderRow) =>
    hash(token) === o.accessTokenHash || !!deps.lookupTokens?.verify(token, o.id);

  async function loadOrder(orderId: string) {
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    return o;
  }

  /** Owner or token holder; anyone else gets the same 404 as a missing order. */
  async function authorized(orderId: string, viewer: { userId: string | null; token?: string }) {
    const o = await loadOrder(orderId);
    const ok =
      o && ((viewer.userId && o.userId === viewer.userId) || (viewer.token && tokenOpens(viewer.token, o)));
    if (!o || !ok) throw new NotFoundError('this order number is invalid', 'order_not_found');
    return o;
  }

  /** A payment whose order the viewer owns (member) or holds the token of; anyone else: the 404 of an unknown payment. */
  async function authorizedPayment(paymentId: string, viewer: { userId: string | null; token?: string }) {
    const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
    const o = p ? await loadOrder(p.orderId) : undefined;
    const ok =
      o && ((viewer.userId && o.userId === viewer.userId) || (viewer.token && tokenOpens(viewer.token, o)));
    if (!p || !o || !ok) throw new NotFoundError('Unknown payment', 'payment_not_found');
    return { p, o };
  }

  /**
   * An order that closed unpaid (expired, cancelled) closes its open payments at the provider too, after the
   * status change commits: a Payment Intent left open could still take money for an order that no longer holds
   * its stock. A provider that cannot be reached leaves the payment open; a late payment is then noted as due back.
   */
  async function closeOpenPayments(orderId: string) {
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending', 'requires_action'])));
    for (const p of open) {
      try {
        const method = (p.method ?? p.provider) as PaymentMethod;
        // a bank transfer has nothing open at a provider: the shopper simply must not pay any more
        const status =
          method === 'bank_transfer'
            ? 'canceled'
            : await deps.payments.cancel({
                paymentId: p.id,
                providerRef: p.providerRef,
                method,
                amount: p.amount,
                currency: p.currency,
              });
        if (status === 'canceled')
          await db
            .update(payments)
            .set({ status: 'canceled', updatedAt: new Date() })
            .where(and(eq(payments.id, p.id), inArray(payments.status, ['pending', 'requires_action'])));
      } catch (err) {
        deps.log.warn({ err, paymentId: p.id }, 'open payment not cancelled at the provider');
      }
    }
  }

  const EMAIL_KINDS: readonly OrderEmailKind[] = [
    'confirmation',
    'paid',
    'shipped',
    'delivered',
    'cancelled',
    'refunded',
  ];

  /**
   * Queues the shopper's email about their order (job email.send): a failing mail server retries it later instead
   * of losing it. Called after the change is committed; `amount` is what a cancellation or refund gives back.
   */
  async function sendOrderEmail(o: OrderRow, kind: OrderEmailKind, extra: { amount?: number } = {}) {
    await deps.jobs
      .send('email.send', { orderId: o.id, kind, ...(extra.amount ? { amount: extra.amount } : {}) })
      .catch((err) => deps.log.warn({ err }, 'order email not queued'));
  }

  /** What follows an order becoming paid (its subscriptions start); a failure is logged, the payment stands. */
  async function afterPaid(orderId: string) {
    await deps.onPaid?.(orderId).catch((err) => deps.log.warn({ err, orderId }, 'after-payment step failed'));
  }

  /** The email.send job: written from the order as it is now, in the order's language; a throw retries it. */
  async function deliverOrderEmail(job: { orderId: string; kind: string; amount?: number }) {
    const o = await loadOrder(job.orderId);
    if (!o) return;
    const kind = job.kind as OrderEmailKind;
    if (!EMAIL_KINDS.includes(kind)) throw new Error(`unknown order email ${job.kind}`);
    const extra = { amount: job.amount };
    // a member who switched order emails off gets none; a member's mail is in their preferred language
    const to = await orderRecipient(deps.db, o);
    if (!to.email) return;
    const locale: Locale = to.locale;
    const copy = orderCopy[locale];
    const money = (n: number) => orderMoney(n, o.currency, locale);
    const tracking = { carrier: o.carrier ?? '', number: o.trackingNumber ?? '', url: o.trackingUrl };
    const back = extra.amount ? money(extra.amount) : null;
    const [subject, text] = {
      confirmation: () => [
        copy.confirmationSubject(o.number),
        copy.confirmationText(o.number, money(o.total)),
      ],
      paid: () => [copy.paidSubject(o.number), copy.paidText(o.number, money(o.total))],
      shipped: () => [copy.shippedSubject(o.number), copy.shippedText(o.number, tracking)],
      delivered: () => [copy.deliveredSubject(o.number), copy.deliveredText(o.number)],
      cancelled: () => [copy.cancelledSubject(o.number), copy.cancelledText(o.number, back)],
      refunded: () => [copy.refundedSubject(o.number), copy.refundedText(o.number, back ?? money(0))],
    }[kind]();
    await deps.email.send({ to: o.email, subject, text }).catch((err) => {
      deps.log.warn({ err, orderId: o.id, kind }, 'order email failed');
      throw err;
    });
  }

  return {
    // the back office's lifecycle (order.admin.service.ts) moves orders with the same pieces
    transition,
    recordEvent,
    releaseHolds,
    sendOrderEmail,
    afterPaid,
    deliveryOptions,
    couponDiscount,
    quote,
    packageDetails: (skus: readonly string[]) => packageDetails(db, skus),
    deliverOrderEmail,

    async create(
      owner: Owner,
      shopper: ShopperContext,
      input: CheckoutInput & { payment_method: PaymentMethod; expected_total: number },
      ctx: { email: string; locale: Locale; idempotencyKey?: string; returnBase: string },
    ) {
      // the same key with another body is a client bug or a replayed key: refused, nothing is created (Stripe's rule)
      const requestHash = hash(canonicalJson(input));
      const replayOf = (seen: typeof idempotencyKeys.$inferSelect) => {
        if (seen.requestHash && seen.requestHash !== requestHash) throw keyReused();
        return { replay: true as const, orderId: seen.orderId, response: seen.response };
      };
      if (ctx.idempotencyKey) {
        const [seen] = await db
          .select()
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.key, ctx.idempotencyKey));
        if (seen) return replayOf(seen);
      }
      const q = await quote(owner, shopper, input);
      if (q.items.length === 0) throw new InvalidError('The bag is empty', 'cart_type', 'cart_empty');
      if (!q.can_checkout)
        throw new InvalidError(
          `The bag cannot be checked out: ${q.blocking_reason}`,
          'cart_type',
          q.blocking_reason ?? 'cannot_checkout',
        );
      if (!q.method)
        throw new InvalidError(
          'Choose a delivery method available in this country',
          'delivery_method',
          'delivery_method',
        );
      if (q.coupon && !q.coupon.valid)
        throw new InvalidError(
          `Coupon refused: ${q.coupon.reason}`,
          'coupon_code',
          q.coupon.reason ? `coupon_${q.coupon.reason}` : 'coupon_unknown',
        );
      if (q.method.kind === 'delivery' && !input.delivery_address?.trim())
        throw new InvalidError('is required', 'delivery_address', 'invalid');
      // bags written before the per-line limit, and sums that an int4 column cannot hold: a 400, never a 500
      if (q.items.some((i) => !lineQuantityAllowed(i.quantity))) {
        throw new InvalidError(
          `At most ${MAX_LINE_QUANTITY} of each item per order`,
          'quantity',
          'max_quantity',
        );
      }
      if (![q.subtotal, q.total, q.gift_wrap_fee, ...q.items.map((i) => i.line_total)].every(fitsInt4)) {
        throw new InvalidError('This order is too large to place at once', 'quantity', 'total_too_large');
      }
      if (input.payment_method === 'bank_transfer') assertTransferLines(q.items);
      if (q.total !== input.expected_total) {
        throw new AppError(
          409,
          'totals_changed',
          `The total is ${q.total}, not ${input.expected_total}; please review the order`,
        );
      }
      if (!deps.payments.available(input.payment_method, shopper.currency)) {
        throw new InvalidError(
          `${input.payment_method} is not available for ${shopper.currency}`,
          'payment_method',
          'payment_method_unavailable',
        );
      }
      const token = randomBytes(24).toString('base64url');
      const orderId = randomUUID();
      const deadline = new Date(Date.now() + deadlineMs(input.payment_method, transferHours));
      let recorded: Awaited<ReturnType<typeof recordPayment>> | undefined;
      try {
        await db.transaction(async (tx) => {
          if (ctx.idempotencyKey) {
            // the key is claimed first: a concurrent twin waits here and then replays
            await tx.insert(idempotencyKeys).values({ key: ctx.idempotencyKey, orderId, requestHash });
          }
          if (input.payment_method === 'bank_transfer')
            await assertNoOpenTransfer(tx, { email: ctx.email, userId: owner.userId });
          // node-postgres and PGlite both answer { rows }; the generic driver type does not say so
          const seq = (await tx.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as {
            rows: { n: string }[];
          };
          const number = formatOrderNumber(seq.rows[0]!.n);
          if (q.coupon?.valid)
            await holdCoupon(tx, {
              code: q.coupon.code,
              orderId,
              who: { userId: owner.userId, email: ctx.email },
              currency: shopper.currency,
              discount: q.discount,
            });
          const delivery = {
            method: q.method!._id,
            method_kind: q.method!.kind,
            method_name: q.method!.name,
            firstname: input.delivery_firstname,
            lastname: input.delivery_lastname,
            calling_code: input.delivery_calling_code,
            contact: input.delivery_contact,
            address: input.delivery_address ?? null,
            address2: input.delivery_address2 ?? null,
            city: input.delivery_city ?? null,
            province: input.delivery_province ?? null,
            zip: input.delivery_zip ?? null,
            country: input.delivery_country_key,
            passport: input.delivery_passport ?? null,
          };
          await tx.insert(orders).values({
            id: orderId,
            number,
            userId: owner.userId,
            email: ctx.email,
            accessTokenHash: hash(token),
            status: 'awaiting_payment',
            cartType: input.cart_type,
            currency: shopper.currency,
            locale: ctx.locale,
            subtotal: q.subtotal,
            discount: q.discount,
            couponCode: q.coupon?.valid ? q.coupon.code : null,
            giftWrapFee: q.gift_wrap_fee,
            deliveryFee: q.delivery_fee,
            walletAmount: q.wallet_amount,
            referralDiscount: q.referral_discount,
            rewardDiscount: q.reward_discount,
            rewardId: q.reward?.id ?? null,
            total: q.total,
            paymentMethod: input.payment_method,
            paymentDeadline: deadline,
            delivery,
            billing: input.billing_same
              ? null
              : {
                  firstname: input.billing_firstname,
                  lastname: input.billing_lastname,
                  contact: input.billing_contact,
                  address: input.billing_address,
                  address2: input.billing_address2,
                  city: input.billing_city,
                  country: input.billing_country,
                },
            gift: input.add_gift_box_wrapping
              ? {
                  recipient: input.gift_recipient ?? '',
                  sender: input.gift_sender ?? '',
                  message: input.gift_message ?? '',
                }
              : null,
            clientRemarks: input.client_remarks ?? null,
          });
          await tx.insert(orderItems).values(
            q.items.map((i) => ({
              id: randomUUID(),
              orderId,
              pid: i.pid,
              sku: i.sku,
              subSku: i.sub_sku,
              name: i.name,
              optionName: i.option_name,
              thumbnail: i.thumbnail,
              quantity: i.quantity,
              unitPrice: i.unit_price,
              lineTotal: i.line_total,
              subscriptionInterval: i.subscription_inteval_in_month,
            })),
          );
          if (q.walletLines && owner.userId) {
            await deps.wallet!.applyToOrder(
              tx,
              {
                id: orderId,
                userId: owner.userId,
                currency: shopper.currency,
                email: ctx.email,
                address: input.delivery_address,
              },
              q.walletLines,
              input.referral_code,
            );
            if (q.reward?.kind === 'gift_item' && q.reward.sub_sku)
              await addRewardLine(tx, orderId, q.reward);
          }
          await recordEvent(
            tx,
            orderId,
            null,
            'awaiting_payment',
            owner.userId ? `member:${owner.userId}` : 'guest',
          );
          // unpaid reservations expire by a durable job, queued in this transaction: no order without its expiry
          await deps.jobs.send(
            'order.expire',
            { orderId },
            { startAfter: deadline, singletonKey: orderId, tx },
          );
          if (owner.userId && input.save_address && !input.address_id && q.method!.kind === 'delivery') {
            await tx.insert(addresses).values({
              id: randomUUID(),
              userId: owner.userId,
              firstname: input.delivery_firstname,
              lastname: input.delivery_lastname,
              code: input.delivery_calling_code,
              phone: input.delivery_contact,
              address: input.delivery_address ?? '',
              address2: input.delivery_address2 ?? null,
              city: input.delivery_city ?? null,
              province: input.delivery_province ?? null,
              zip: input.delivery_zip ?? null,
              country: input.delivery_country_key,
              passport: input.delivery_passport ?? null,
            });
          }
          const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
          // the return address never holds the guest's token: the pages add it from their own URL
          recorded = await recordPayment(tx, row, input.payment_method, `${ctx.returnBase}/${orderId}`);
          await deps.carts.clearCart(tx, owner, input.cart_type);
          // reserve stock in the same transaction: a conditional decrement never goes below zero. Last, so a popular
          // option's row is locked only until the commit (not through every insert above: under load the checkouts
          // queued on it held every pooled connection), and in sub_sku order, so two bags cannot deadlock
          for (const i of [...q.items].sort((a, b) =>
            a.sub_sku < b.sub_sku ? -1 : a.sub_sku > b.sub_sku ? 1 : 0,
          )) {
            const [opt] = await tx
              .select({ availability: productOptions.availability })
              .from(productOptions)
              .where(eq(productOptions.subSku, i.sub_sku));
            if (opt?.availability === 'pre_order') continue;
            const held = await moveStock(tx, {
              subSku: i.sub_sku,
              delta: -i.quantity,
              reason: 'checkout',
              actor: 'checkout',
              orderId,
            });
            if (held === null) throw new ConflictError(`Not enough stock for ${i.sku}`, 'out_of_stock');
          }
        });
      } catch (e) {
        if (
          ctx.idempotencyKey &&
          /unique|duplicate/i.test(`${(e as Error).message} ${(e as { cause?: Error }).cause?.message ?? ''}`)
        ) {
          const [seen] = await db
            .select()
            .from(idempotencyKeys)
            .where(eq(idempotencyKeys.key, ctx.idempotencyKey));
          if (seen) return replayOf(seen);
        }
        throw e;
      }
      const payment = await openSession(recorded!, owner.userId ? undefined : token);
      const row = (await loadOrder(orderId))!;
      await sendOrderEmail(row, 'confirmation');
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const response = { order: presentOrder(row, items, owner.userId ? undefined : token), payment };
      if (ctx.idempotencyKey)
        await db.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.key, ctx.idempotencyKey));
      return { replay: false as const, ...response };
    },

    async view(orderId: string, viewer: { userId: string | null; token?: string }) {
      const o = await authorized(orderId, viewer);
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
      const [p] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, o.id))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      // the payment in progress as the provider shows it, without opening another one
      const session =
        p && p.status === 'pending' && o.status === 'awaiting_payment'
          ? await deps.payments
              .describe(
                p.provider as PaymentMethod,
                {
                  paymentId: p.id,
                  orderNumber: o.number,
                  amount: p.amount,
                  currency: p.currency,
                  deadline: o.paymentDeadline ?? new Date(),
                },
                p.providerRef,
              )
              .catch((err) => {
                deps.log.warn({ err, payment: p.id }, 'payment provider did not describe a payment');
                return {};
              })
          : {};
      const events = await db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, o.id))
        .orderBy(orderEvents.createdAt);
      return {
        order: presentOrder(o, items, viewer.token),
        payment: p
          ? {
              id: p.id,
              provider: p.provider,
              status: p.status,
              amount: p.amount,
              currency: p.currency,
              ...session,
            }
          : null,
        events: events.map((e) => ({
          from: e.fromStatus,
          to: e.toStatus,
          actor: e.actor,
          at: e.createdAt.toISOString(),
        })),
        // the shopper's history of the order (issue 16): status changes, tracking on shipped, refunds with amounts
        timeline: await memberTimeline(db, o, events),
        tracking: { carrier: o.carrier, tracking_number: o.trackingNumber, tracking_url: o.trackingUrl },
      };
    },

    /**
     * The gift card's recipient, sender and message (SPEC §7 /order/card-message), set or changed by the buyer while
     * the parcel has not left: once shipped (or closed) the card is printed or moot, so a change is refused.
     */
    async cardMessage(
      orderId: string,
      viewer: { userId: string | null; token?: string },
      card: { recipient: string; sender: string; message: string },
    ) {
      const o = await authorized(orderId, viewer);
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(orders)
          .set({ gift: card })
          .where(and(eq(orders.id, o.id), inArray(orders.status, CARD_EDITABLE)))
          .returning({ status: orders.status });
        if (rows.length)
          await recordEvent(
            tx,
            o.id,
            rows[0].status,
            rows[0].status,
            viewer.userId ? `member:${viewer.userId}` : 'guest',
            'card message set',
          );
        return rows.length === 1;
      });
      if (!updated)
        throw new ConflictError(
          'This order has shipped; its card can no longer be changed',
          'card_message_locked',
        );
      return { gift: card };
    },

    /** The member's orders of one kind, newest first, a page at a time. */
    async pageForMember(userId: string, type: 'single' | 'subscription', page: number, pageSize: number) {
      const mine = and(eq(orders.userId, userId), eq(orders.cartType, type));
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(mine);
      const rows = await db
        .select()
        .from(orders)
        .where(mine)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const items = rows.length
        ? await db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      return {
        items: rows.map((o) =>
          presentOrder(
            o,
            items.filter((i) => i.orderId === o.id),
          ),
        ),
        total,
        page,
        page_size: pageSize,
      };
    },

    async listForMember(userId: string, onlyAwaiting = false) {
      const rows = await db
        .select()
        .from(orders)
        .where(
          onlyAwaiting
            ? and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment'))
            : eq(orders.userId, userId),
        )
        .orderBy(desc(orders.createdAt))
        .limit(100);
      const items = rows.length
        ? await db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      return rows.map((o) =>
        presentOrder(
          o,
          items.filter((i) => i.orderId === o.id),
        ),
      );
    },

    /** A new attempt for an order still awaiting payment (declined card, the payment-link page). */
    async pay(
      orderId: string,
      viewer: { userId: string | null; token?: string },
      method: PaymentMethod,
      returnBase: string,
    ) {
      const o = await authorized(orderId, viewer);
      if (o.status !== 'awaiting_payment' || (o.paymentDeadline && o.paymentDeadline < new Date())) {
        throw new InvalidError('There is no payment due on this order', 'order', 'order_not_payable');
      }
      const recorded = await db.transaction(async (tx) => {
        if (method === 'bank_transfer' && o.paymentMethod !== 'bank_transfer') {
          // switching to a transfer keeps the order's deadline, and the same limits as a new transfer order apply
          assertTransferLines(
            await tx
              .select({ quantity: orderItems.quantity })
              .from(orderItems)
              .where(eq(orderItems.orderId, o.id)),
          );
          await assertNoOpenTransfer(tx, { email: o.email, userId: o.userId }, o.id);
        }
        if (method !== o.paymentMethod)
          await tx.update(orders).set({ paymentMethod: method }).where(eq(orders.id, o.id));
        return recordPayment(tx, { ...o, paymentMethod: method }, method, `${returnBase}/${o.id}`);
      });
      return openSession(recorded, viewer.userId && viewer.userId === o.userId ? undefined : viewer.token);
    },

    async transferReference(
      orderId: string,
      viewer: { userId: string | null; token?: string },
      reference: string,
    ) {
      const o = await authorized(orderId, viewer);
      if (o.paymentMethod !== 'bank_transfer' || o.status !== 'awaiting_payment')
        throw new InvalidError('This order is not waiting for a transfer', 'order', 'order_not_payable');
      await db.update(orders).set({ transferReference: reference }).where(eq(orders.id, o.id));
      await recordEvent(
        db,
        o.id,
        o.status,
        o.status,
        viewer.userId ? `member:${viewer.userId}` : 'guest',
        `transfer reference ${reference}`,
      );
      return { ok: true as const };
    },

    /** A payment's state; no credential of the order (its return address holds no token). */
    async paymentStatus(paymentId: string) {
      const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
      if (!p) throw new NotFoundError('Unknown payment', 'payment_not_found');
      const o = (await loadOrder(p.orderId))!;
      return {
        status: p.status,
        order_status: o.status,
        order_id: o.id,
        order_number: o.number,
        amount: p.amount,
        currency: p.currency,
        provider: p.provider,
        return_url: p.returnUrl,
      };
    },

    /** The payment for the sandbox's buttons: only the buyer (member or guest token holder) may complete it. */
    async buyerPayment(paymentId: string, viewer: { userId: string | null; token?: string }) {
      const { p, o } = await authorizedPayment(paymentId, viewer);
      return {
        status: p.status,
        order_id: o.id,
        amount: p.amount,
        currency: p.currency,
        provider: p.provider,
        return_url: p.returnUrl,
      };
    },

    /**
     * A provider's notification, its signature already checked (provider.parseWebhook). Applied at most once: a
     * repeat or a late, out-of-order notification never captures twice nor re-opens an expired or cancelled order.
     * A failed attempt is not final (a Payment Intent takes another card): money arriving after it still pays.
     * Authorized (held for a manual capture) pays the order; the capture later only records the money taken.
     */
    async applyNotification(fields: NotificationFields) {
      let becamePaid = false;
      const r = await db.transaction(async (tx) => {
        const [p] = await tx.select().from(payments).where(eq(payments.id, fields.payment_id)).for('update');
        if (!p) throw new NotFoundError('Unknown payment', 'payment_not_found');
        if (p.amount !== fields.amount || p.currency !== fields.currency)
          throw new InvalidError('Amount does not match the payment', 'amount', 'amount_mismatch');
        const open = p.status === 'pending' || p.status === 'requires_action';
        const applies =
          fields.status === 'failed'
            ? open
            : fields.status === 'authorized'
              ? open || p.status === 'failed'
              : open || p.status === 'failed' || p.status === 'authorized';
        if (!applies) return { applied: false, status: p.status };
        await tx
          .update(payments)
          .set({
            status: fields.status,
            method: p.method ?? p.provider,
            ...(fields.status === 'succeeded' ? { capturedAmount: fields.amount } : {}),
            updatedAt: new Date(),
          })
          .where(eq(payments.id, p.id));
        await tx
          .insert(paymentNotifications)
          .values({ id: randomUUID(), paymentId: p.id, status: fields.status });
        // a capture after an authorization: the order was paid for when the money was held
        if (fields.status !== 'failed' && p.status !== 'authorized') {
          const actor = `provider:${p.provider}`;
          becamePaid = await transition(tx, p.orderId, 'awaiting_payment', 'paid', actor, `payment ${p.id}`);
          if (!becamePaid) {
            const [o] = await tx
              .select({ status: orders.status })
              .from(orders)
              .where(eq(orders.id, p.orderId));
            await recordEvent(tx, p.orderId, o.status, o.status, actor, `late payment ${p.id}: refund due`);
          }
        }
        return { applied: true, status: fields.status };
      });
      if (becamePaid) {
        const [p] = await db.select().from(payments).where(eq(payments.id, fields.payment_id));
        const o = await loadOrder(p.orderId);
        if (o?.status === 'paid') await sendOrderEmail(o, 'paid');
        await afterPaid(p.orderId);
      }
      return r;
    },

    /**
     * Unpaid orders without a queued expiry get one (at boot): those placed before the queue moved to pg-boss,
     * whose jobs went with the old table. A deadline already past comes due at once.
     */
    async queueMissingExpiries() {
      const open = await db
        .select({ id: orders.id, deadline: orders.paymentDeadline })
        .from(orders)
        .where(eq(orders.status, 'awaiting_payment'));
      const queued = await deps.jobs.pendingKeys(
        'order.expire',
        open.map((o) => o.id),
      );
      const missing = open.filter((o) => !queued.has(o.id));
      for (const o of missing)
        await deps.jobs.send(
          'order.expire',
          { orderId: o.id },
          { startAfter: o.deadline ?? new Date(), singletonKey: o.id },
        );
      return missing.length;
    },

    /** The order.expire job: an order still unpaid at its deadline expires and gives back what it held. */
    async expireOrder(orderId: string) {
      const expired = await db.transaction(async (tx) => {
        const moved = await transition(
          tx,
          orderId,
          'awaiting_payment',
          'expired',
          'system',
          'payment deadline passed',
        );
        if (moved) await releaseHolds(tx, orderId);
        return moved;
      });
      if (expired) await closeOpenPayments(orderId);
      return expired;
    },

    closeOpenPayments,
  };
}
