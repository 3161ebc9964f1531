// Placing an order: the quote checked once more, then in one transaction the Idempotency-Key, the order number,
// the coupon held, the order and its lines, wallet lines and a gift reward, its expiry job, the saved address, the
// payment row, the bag emptied and the stock held (last, in sub_sku order). The provider's session opens after
// the commit. releaseHolds gives back what an order held when it closes unpaid (a lifecycle hook).
import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import {
  fitsInt4,
  lineQuantityAllowed,
  MAX_LINE_QUANTITY,
  type CheckoutInput,
  type Locale,
} from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { addresses, idempotencyKeys, orderItems, orders, payments, productOptions } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, ConflictError, InvalidError } from '../../lib/errors.ts';
import type { PaymentMethod, PaymentProvider } from '../../providers/payment/payment.provider.ts';
import type { createCartService } from '../cart/cart.service.ts';
import type { Owner } from '../cart/cart.repository.ts';
import { holdCoupon, releaseCoupon } from '../coupon/coupon.repository.ts';
import type { ShopperContext } from '../product/product.service.ts';
import { moveStock } from '../product/stock-ledger.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { hashToken } from './order-access.ts';
import type { OrderLifecycle } from './order-lifecycle.ts';
import type { OrderNotifications } from './order-notifications.ts';
import type { OrderPayments, RecordedPayment } from './order-payments.ts';
import { presentOrder } from './order-presenter.ts';
import type { OrderQuote, Quote } from './order-quote.ts';
import { assertNoOpenTransfer, assertTransferLines, deadlineMs } from './transfer-rules.ts';

export type PlaceInput = CheckoutInput & { payment_method: PaymentMethod; expected_total: number };

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

/** The next order number from the database sequence. */
export async function nextOrderNumber(tx: DbOrTx, at?: Date) {
  // node-postgres and PGlite both answer { rows }; the generic driver type does not say so
  const seq = (await tx.execute(sql`select nextval('order_number_seq')::text as n`)) as unknown as {
    rows: { n: string }[];
  };
  return formatOrderNumber(seq.rows[0]!.n, at);
}

const keyReused = () =>
  new AppError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was used for a different order; send a new key',
  );

/**
 * What an unpaid order held goes back when it closes unpaid (expiry, cancellation): its stock, and the coupon use
 * it held since creation (a use counts from creation so two unpaid orders cannot both take the last one; payment
 * turns the hold into the redemption by leaving it in place).
 */
export async function releaseHolds(tx: DbOrTx, orderId: string) {
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

/**
 * Takes an order's units from stock in the placing transaction (pre-orders take none): a conditional decrement never
 * goes below zero (409 out_of_stock). In sub_sku order, so two orders cannot deadlock. Checkout and a completed draft
 * order both place through it.
 */
export async function takeStock(
  tx: DbOrTx,
  items: readonly { sub_sku: string; sku: string; quantity: number }[],
  orderId: string,
  actor = 'checkout',
) {
  for (const i of [...items].sort((a, b) => (a.sub_sku < b.sub_sku ? -1 : a.sub_sku > b.sub_sku ? 1 : 0))) {
    const [opt] = await tx
      .select({ availability: productOptions.availability })
      .from(productOptions)
      .where(eq(productOptions.subSku, i.sub_sku));
    if (opt?.availability === 'pre_order') continue;
    const held = await moveStock(tx, {
      subSku: i.sub_sku,
      delta: -i.quantity,
      reason: 'checkout',
      actor,
      orderId,
    });
    if (held === null) throw new ConflictError(`Not enough stock for ${i.sku}`, 'out_of_stock');
  }
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

/** The quote's refusals, before anything is written: each a 4xx naming the field to fix. */
function assertPlaceable(q: Quote, input: PlaceInput) {
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
    throw new InvalidError(`At most ${MAX_LINE_QUANTITY} of each item per order`, 'quantity', 'max_quantity');
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
}

/** The delivery, billing and gift records as the order keeps them. */
function orderRecords(input: PlaceInput, method: NonNullable<Quote['method']>) {
  return {
    delivery: {
      method: method._id,
      method_kind: method.kind,
      method_name: method.name,
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
    },
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
  };
}

/**
 * How long a claimed Idempotency-Key may wait for its answer before a repeat treats the request as lost: longer
 * than any placement takes (the payment provider's call included), so a twin still writing is never overtaken.
 */
export const ANSWER_LOST_MS = 30_000;

export function createOrderPlacement(deps: {
  db: Db;
  carts: ReturnType<typeof createCartService>;
  payments: PaymentProvider;
  jobs: Pick<Jobs, 'send'>;
  wallet?: WalletService;
  quote: OrderQuote;
  orderPayments: Pick<OrderPayments, 'recordPayment' | 'openSession'>;
  notifications: Pick<OrderNotifications, 'queueOrderEmail'>;
  lifecycle: Pick<OrderLifecycle, 'recordEvent'>;
  transferHours: number;
}) {
  const { db } = deps;

  async function create(
    owner: Owner,
    shopper: ShopperContext,
    input: PlaceInput,
    ctx: { email: string; locale: Locale; idempotencyKey?: string; returnBase: string },
  ) {
    // the same key with another body is a client bug or a replayed key: refused, nothing is created (Stripe's rule)
    const requestHash = hashToken(canonicalJson(input));
    const replayOf = (seen: typeof idempotencyKeys.$inferSelect) => {
      if (seen.requestHash && seen.requestHash !== requestHash) throw keyReused();
      return { replay: true as const, orderId: seen.orderId, response: seen.response };
    };
    const seenKey = async (key: string) =>
      (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];
    if (ctx.idempotencyKey) {
      const seen = await seenKey(ctx.idempotencyKey);
      if (seen) {
        const replay = replayOf(seen);
        // committed, but its answer was never written (the database went away after the commit): the shopper's
        // retry gets the order rather than "still being placed" for good
        if (!seen.response && Date.now() - seen.createdAt.getTime() > ANSWER_LOST_MS)
          return { ...replay, response: await answerAgain(seen.key, seen.orderId, owner, ctx.returnBase) };
        return replay;
      }
    }
    const q = await deps.quote.quote(owner, shopper, input);
    assertPlaceable(q, input);
    const method = q.method!;
    if (!deps.payments.available(input.payment_method, shopper.currency)) {
      throw new InvalidError(
        `${input.payment_method} is not available for ${shopper.currency}`,
        'payment_method',
        'payment_method_unavailable',
      );
    }
    const token = randomBytes(24).toString('base64url');
    const orderId = randomUUID();
    const deadline = new Date(Date.now() + deadlineMs(input.payment_method, deps.transferHours));
    let recorded: RecordedPayment | undefined;
    try {
      await db.transaction(async (tx) => {
        if (ctx.idempotencyKey) {
          // the key is claimed first: a concurrent twin waits here and then replays
          await tx.insert(idempotencyKeys).values({ key: ctx.idempotencyKey, orderId, requestHash });
        }
        if (input.payment_method === 'bank_transfer')
          await assertNoOpenTransfer(tx, { email: ctx.email, userId: owner.userId });
        const number = await nextOrderNumber(tx);
        if (q.coupon?.valid)
          await holdCoupon(tx, {
            code: q.coupon.code,
            orderId,
            who: { userId: owner.userId, email: ctx.email },
            currency: shopper.currency,
            discount: q.discount,
          });
        await tx.insert(orders).values({
          id: orderId,
          number,
          userId: owner.userId,
          email: ctx.email,
          accessTokenHash: hashToken(token),
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
          ...orderRecords(input, method),
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
          if (q.reward?.kind === 'gift_item' && q.reward.sub_sku) await addRewardLine(tx, orderId, q.reward);
        }
        await deps.lifecycle.recordEvent(
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
        if (owner.userId && input.save_address && !input.address_id && method.kind === 'delivery') {
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
        recorded = await deps.orderPayments.recordPayment(
          tx,
          row!,
          input.payment_method,
          `${ctx.returnBase}/${orderId}`,
        );
        await deps.carts.clearCart(tx, owner, input.cart_type);
        // the confirmation exists exactly when the order does (an answer lost after the commit loses no email)
        await deps.notifications.queueOrderEmail(tx, row!, 'confirmation');
        // reserve stock in the same transaction: a conditional decrement never goes below zero. Last, so a popular
        // option's row is locked only until the commit (not through every insert above: under load the checkouts
        // queued on it held every pooled connection), and in sub_sku order, so two bags cannot deadlock
        await takeStock(tx, q.items, orderId);
      });
    } catch (e) {
      // a concurrent twin claimed the key first: its order is the answer
      if (ctx.idempotencyKey && isUniqueViolation(e)) {
        const seen = await seenKey(ctx.idempotencyKey);
        if (seen) return replayOf(seen);
      }
      throw e;
    }
    const payment = await deps.orderPayments.openSession(recorded!, owner.userId ? undefined : token);
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const response = { order: presentOrder(row!, items, owner.userId ? undefined : token), payment };
    if (ctx.idempotencyKey)
      await db.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.key, ctx.idempotencyKey));
    return { replay: false as const, ...response };
  }

  /**
   * The answer of an order whose request died after its commit: its payment attempt (recorded in that
   * transaction) opened again, and for a guest a new access token (the first never reached anyone: the answer
   * holding it was lost with the request). Stored as the key's answer, so later repeats replay it.
   */
  async function answerAgain(key: string, orderId: string, owner: Owner, returnBase: string) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [attempt] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!row || !attempt) return null;
    const token = owner.userId ? undefined : randomBytes(24).toString('base64url');
    const payment = await deps.orderPayments.openSession(
      {
        id: attempt.id,
        order: row,
        method: (attempt.method ?? row.paymentMethod) as PaymentMethod,
        returnUrl: `${returnBase}/${orderId}`,
        amount: attempt.amount,
      },
      token,
    );
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const response = { order: presentOrder(row, items, token), payment };
    // two late repeats may both get here: the first to lock the key answers, and its token is the order's; the
    // other returns that answer, so no answer holds a token that no longer opens the order
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key))
        .for('update');
      if (claimed?.response) return claimed.response;
      if (token)
        await tx
          .update(orders)
          .set({ accessTokenHash: hashToken(token) })
          .where(eq(orders.id, orderId));
      await tx.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.key, key));
      return response;
    });
  }

  return { create };
}
