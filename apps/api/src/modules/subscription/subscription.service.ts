// Subscriptions that renew (1-08, 4-18): made when a subscription order is paid, changed by the member inside the
// windows core allows, and renewed by the engine (renewal.ts). Every rule comes from core/subscriptions.ts.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  addressProblem,
  cancelProblem,
  changeProblem,
  lineQuantityAllowed,
  MAX_LINE_QUANTITY,
  nextRenewalAt,
  reactivateProblem,
  renewalDateProblem,
  RETRY_DAYS,
  type ErrorCode,
  type SubscriptionStatus,
} from '@shop/core';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  orderItems,
  orders,
  payments,
  productOptions,
  subscriptionRenewals,
  subscriptions,
} from '../../db/schema.ts';
import { AppError, ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import type { PaymentMethod, PaymentProvider } from '../../providers/payment/payment.provider.ts';
import { actors, type OrderLifecycle } from '../order/order-lifecycle.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** 8-15: cancellation before two periods, and a subscription that cannot be activated. */
export const CANCEL_TOO_EARLY =
  'Subscriptions can be cancelled after at least two delivery periods have been paid';
export const CONTACT_SPECIALIST = 'This subscription cannot be activated; please contact a specialist';

const REASONS: Partial<Record<ErrorCode, string>> = {
  change_window_closed: 'Changes close 1 day before the renewal',
  address_window_closed: 'The address closes 3 days before the shipment',
  subscription_cancelled: 'This subscription is cancelled',
  renewal_date_too_soon: 'The next renewal must be more than 1 day from now',
  renewal_date_too_late: 'The next renewal can move at most 6 months',
  cancel_too_early: CANCEL_TOO_EARLY,
};

export interface SubscriptionDeps {
  db: Db;
  payments: PaymentProvider;
  /** the clock: tests and the demo move it (run-renewals {now}) */
  now: () => Date;
  /** queue the engine's work for a subscription (its reminder and renewal dates) */
  schedule: (s: Pick<SubscriptionRow, 'id' | 'nextRenewalAt' | 'nextAttemptAt'>) => Promise<void>;
  /** a renewal order's status changes and their hooks: the order module's lifecycle */
  orderLifecycle: () => Pick<OrderLifecycle, 'transaction' | 'transition'>;
}

export function presentSubscription(s: SubscriptionRow, now: Date) {
  const windows = {
    change: changeProblem(s, now),
    address: addressProblem({ status: s.status, nextShipmentAt: s.nextAttemptAt ?? s.nextRenewalAt }, now),
    cancel: cancelProblem(s, now),
    reactivate: reactivateProblem({ status: s.status, hasPaymentMethod: !!s.paymentMethodRef }),
  };
  return {
    _id: s.id,
    status: s.status,
    pid: s.pid,
    sku: s.sku,
    sub_sku: s.subSku,
    quantity: s.quantity,
    interval_months: s.intervalMonths,
    currency: s.currency,
    next_renewal_at: s.nextRenewalAt.toISOString(),
    /** a retry or a stock delay moves the next attempt past the renewal date */
    next_attempt_at: s.nextAttemptAt?.toISOString() ?? null,
    periods_paid: s.periodsPaid,
    failed_attempts: s.failedAttempts,
    delivery: s.delivery,
    payment_method: s.paymentMethodLabel,
    cancelled_at: s.cancelledAt?.toISOString() ?? null,
    created_at: s.createdAt.toISOString(),
    /** what the member may do now: null, or the reason it is greyed */
    allowed: {
      change: windows.change,
      address: windows.address,
      cancel: windows.cancel,
      reactivate: windows.reactivate,
    },
  };
}

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db } = deps;

  async function own(userId: string, id: string) {
    const [s] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
    // another member's subscription is as unknown as a missing one
    if (!s) throw new NotFoundError('Unknown subscription', 'subscription_not_found');
    return s;
  }

  async function renewalOrders(subscriptionId: string) {
    const rows = await db
      .select({
        period: subscriptionRenewals.period,
        status: subscriptionRenewals.status,
        attempts: subscriptionRenewals.attempts,
        last_error: subscriptionRenewals.lastError,
        order_id: subscriptionRenewals.orderId,
        created_at: subscriptionRenewals.createdAt,
        number: orders.number,
        total: orders.total,
        order_status: orders.status,
      })
      .from(subscriptionRenewals)
      .leftJoin(orders, eq(orders.id, subscriptionRenewals.orderId))
      .where(eq(subscriptionRenewals.subscriptionId, subscriptionId))
      .orderBy(desc(subscriptionRenewals.period));
    return rows.map((r) => ({
      ...r,
      number: r.number ?? null,
      total: r.total ?? null,
      order_status: r.order_status ?? null,
      created_at: r.created_at.toISOString(),
    }));
  }

  const refuse = (code: ErrorCode, field?: string) => new InvalidError(REASONS[code] ?? code, field, code);

  /** A write that lost a race with the engine or another tab changes nothing: 409, try again. */
  async function write(s: SubscriptionRow, set: Partial<SubscriptionRow>) {
    const [after] = await db
      .update(subscriptions)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.id, s.id),
          // PostgreSQL keeps microseconds (defaultNow), a JS Date only milliseconds: compare at that precision
          sql`date_trunc('milliseconds', ${subscriptions.updatedAt}) = ${s.updatedAt.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!after) throw new ConflictError('The subscription changed meanwhile; please reload', 'stale');
    return after;
  }

  /** A renewal still waiting for its money (a retry pending) closes with the subscription and gives back its stock. */
  async function closeOpenRenewal(s: SubscriptionRow) {
    const lifecycle = deps.orderLifecycle();
    await lifecycle.transaction(async (tx) => {
      const open = await tx
        .select({ orderId: subscriptionRenewals.orderId })
        .from(subscriptionRenewals)
        .where(
          and(
            eq(subscriptionRenewals.subscriptionId, s.id),
            inArray(subscriptionRenewals.status, ['pending', 'failed']),
          ),
        );
      for (const { orderId } of open) {
        // the order gives back the stock it held through the lifecycle's hooks
        if (orderId)
          await lifecycle.transition(
            tx,
            orderId,
            'awaiting_payment',
            'cancelled',
            actors.system,
            'subscription cancelled',
          );
      }
    });
  }

  return {
    own,
    renewalOrders,

    /**
     * A paid subscription order: one subscription per subscription line, with the card the payment saved. The
     * unique order line makes a repeated call (a late duplicate notification) create nothing more.
     */
    async createFromOrder(orderId: string) {
      const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!o || o.cartType !== 'subscription' || !o.userId || o.status !== 'paid') return 0;
      // a renewal's order pays for a subscription that exists already: it starts none
      const [renewal] = await db
        .select({ id: subscriptionRenewals.id })
        .from(subscriptionRenewals)
        .where(eq(subscriptionRenewals.orderId, orderId))
        .limit(1);
      if (renewal) return 0;
      const lines = (await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).filter(
        (l) => l.subscriptionInterval,
      );
      if (!lines.length) return 0;
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'authorized'])))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      const saved = payment
        ? await deps.payments
            .savedMethodOf({
              paymentId: payment.id,
              providerRef: payment.providerRef,
              method: (payment.method ?? payment.provider) as PaymentMethod,
              amount: payment.amount,
              currency: payment.currency,
            })
            .catch(() => null)
        : null;
      const paidAt = o.updatedAt;
      let made = 0;
      for (const l of lines) {
        const interval = l.subscriptionInterval!;
        const row = {
          id: randomUUID(),
          userId: o.userId,
          orderItemId: l.id,
          firstOrderId: o.id,
          pid: l.pid,
          sku: l.sku,
          subSku: l.subSku,
          quantity: l.quantity,
          intervalMonths: interval,
          currency: o.currency,
          country: String((o.delivery as { country?: string }).country ?? 'hk'),
          locale: o.locale,
          email: o.email,
          status: 'active' as const,
          anchorDay: paidAt.getUTCDate(),
          nextRenewalAt: nextRenewalAt(paidAt, interval),
          periodsPaid: 1,
          delivery: o.delivery,
          deliveryFee: lines.length === 1 ? o.deliveryFee : 0,
          paymentMethodRef: saved?.ref ?? null,
          paymentCustomerRef: saved?.customer ?? null,
          paymentMethodLabel: saved?.label ?? null,
        };
        const inserted = await db
          .insert(subscriptions)
          .values(row)
          .onConflictDoNothing({ target: subscriptions.orderItemId })
          .returning();
        if (inserted[0]) {
          made++;
          await deps.schedule(inserted[0]);
        }
      }
      return made;
    },

    /** Whether the member has a suspended subscription (the bag's and the account's banner). */
    async hasSuspended(userId: string) {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'suspended')))
        .limit(1);
      return !!row;
    },

    async list(userId: string) {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt));
      const now = deps.now();
      return rows.map((s) => presentSubscription(s, now));
    },

    async detail(userId: string, id: string) {
      const s = await own(userId, id);
      return { ...presentSubscription(s, deps.now()), renewal_orders: await renewalOrders(s.id) };
    },

    /** Quantity, interval, skip/delay (next_renewal_at) until 1 day before; the address until 3 days before. */
    async change(
      userId: string,
      id: string,
      p: { quantity?: number; interval_months?: number; next_renewal_at?: string; address_id?: string },
    ) {
      const s = await own(userId, id);
      const now = deps.now();
      const set: Partial<SubscriptionRow> = {};
      if (p.quantity !== undefined || p.interval_months !== undefined || p.next_renewal_at !== undefined) {
        const problem = changeProblem(s, now);
        if (problem) throw refuse(problem, 'next_renewal_at');
      }
      if (p.quantity !== undefined) {
        if (!lineQuantityAllowed(p.quantity, MAX_LINE_QUANTITY))
          throw new InvalidError(`quantity: 1 to ${MAX_LINE_QUANTITY}`, 'quantity', 'invalid_quantity');
        set.quantity = p.quantity;
      }
      if (p.interval_months !== undefined && p.interval_months !== s.intervalMonths) {
        set.intervalMonths = p.interval_months;
        // the same product's option for that interval, when the catalogue sells one (its own price rule)
        const [current] = await db
          .select({ parent: productOptions.subscriptionParentSku })
          .from(productOptions)
          .where(eq(productOptions.subSku, s.subSku));
        if (current?.parent) {
          const [sibling] = await db
            .select({ subSku: productOptions.subSku })
            .from(productOptions)
            .where(
              and(
                eq(productOptions.subscriptionParentSku, current.parent),
                eq(productOptions.subscriptionIntervalInMonth, p.interval_months),
              ),
            );
          if (sibling) set.subSku = sibling.subSku;
        }
      }
      if (p.next_renewal_at !== undefined) {
        const proposed = new Date(p.next_renewal_at);
        const problem = renewalDateProblem(s.nextRenewalAt, proposed, now);
        if (problem) throw refuse(problem, 'next_renewal_at');
        set.nextRenewalAt = proposed;
        set.anchorDay = proposed.getUTCDate();
        set.nextAttemptAt = null;
      }
      if (p.address_id !== undefined) {
        const problem = addressProblem(
          { status: s.status, nextShipmentAt: s.nextAttemptAt ?? s.nextRenewalAt },
          now,
        );
        if (problem) throw refuse(problem, 'address_id');
        const [a] = await db
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, p.address_id), eq(addresses.userId, userId)));
        if (!a) throw new InvalidError('Unknown address', 'address_id', 'address_not_found');
        set.delivery = {
          ...(s.delivery as Record<string, unknown>),
          firstname: a.firstname,
          lastname: a.lastname,
          calling_code: a.code,
          contact: a.phone,
          address: a.address,
          address2: a.address2,
          city: a.city,
          province: a.province,
          zip: a.zip,
          country: a.country,
          passport: a.passport,
        };
      }
      if (!Object.keys(set).length) return this.detail(userId, id);
      const after = await write(s, set);
      if (set.nextRenewalAt) await deps.schedule(after);
      return this.detail(userId, id);
    },

    /** 4-18, 8-15: refused before two paid periods; inside the change window only. */
    async cancel(actor: { userId: string } | { staff: string; reason: string }, id: string) {
      const s =
        'userId' in actor
          ? await own(actor.userId, id)
          : (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
      if (!s) throw new NotFoundError('Unknown subscription', 'subscription_not_found');
      const problem = cancelProblem(s, deps.now());
      // staff may end a subscription at any time; the two-period rule is the member's
      if (problem && ('userId' in actor || problem === 'subscription_cancelled'))
        throw new AppError(
          problem === 'cancel_too_early' ? 422 : 400,
          problem,
          REASONS[problem] ?? problem,
          'id',
        );
      await write(s, {
        status: 'cancelled' satisfies SubscriptionStatus,
        cancelledAt: deps.now(),
        cancelReason: 'userId' in actor ? 'member' : `${actor.staff}: ${actor.reason}`,
        nextAttemptAt: null,
      });
      await closeOpenRenewal(s);
      return presentSubscription(
        (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!,
        deps.now(),
      );
    },

    /** Opens the provider's card form; with setup_ref (and the sandbox's card number) saves the card it made. */
    async updatePaymentMethod(userId: string, id: string, p: { setup_ref?: string; card_number?: string }) {
      const s = await own(userId, id);
      if (s.status === 'cancelled') throw refuse('subscription_cancelled', 'id');
      if (!p.setup_ref) {
        const setup = await deps.payments.startMethodUpdate({
          reference: `sub_${s.id}`,
          customer: s.paymentCustomerRef,
        });
        return { setup, subscription: null };
      }
      const saved = await deps.payments.confirmMethodUpdate(p.setup_ref, { card_number: p.card_number });
      if (!saved) throw new InvalidError('The card was not accepted', 'card_number', 'card_rejected');
      const after = await write(s, {
        paymentMethodRef: saved.ref,
        paymentCustomerRef: saved.customer ?? s.paymentCustomerRef,
        paymentMethodLabel: saved.label,
      });
      return { setup: null, subscription: presentSubscription(after, deps.now()) };
    },

    /** Checks a reactivation is possible (the engine then charges what is due). */
    async assertReactivatable(userId: string, id: string) {
      const s = await own(userId, id);
      const problem = reactivateProblem({ status: s.status, hasPaymentMethod: !!s.paymentMethodRef });
      if (problem === 'already_active')
        throw new ConflictError('This subscription is active', 'already_active');
      if (problem) throw new AppError(422, 'contact_specialist', CONTACT_SPECIALIST, 'id');
      return s;
    },

    /**
     * Back to active, the period due tried at once (the engine charges it); one more failure suspends again.
     */
    async reactivate(s: SubscriptionRow) {
      const now = deps.now();
      return write(s, {
        status: 'active',
        suspendedAt: null,
        failedAttempts: RETRY_DAYS.length,
        // suspension follows a failed renewal: its period is charged now
        nextAttemptAt: now,
      });
    },

    /** Staff's retry now: the waiting retry or stock delay comes due at once. */
    async retryNow(s: SubscriptionRow) {
      return write(s, { nextAttemptAt: deps.now() });
    },

    /** Staff: every subscription, newest first, optionally by status. */
    async adminList(q: { status?: SubscriptionStatus; page: number; pageSize?: number }) {
      const size = q.pageSize ?? 50;
      const rows = await db
        .select()
        .from(subscriptions)
        .where(q.status ? eq(subscriptions.status, q.status) : undefined)
        .orderBy(desc(subscriptions.createdAt))
        .limit(size)
        .offset((q.page - 1) * size);
      const now = deps.now();
      return rows.map((s) => ({ ...presentSubscription(s, now), email: s.email }));
    },

    async adminDetail(id: string) {
      const [s] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      if (!s) throw new NotFoundError('Unknown subscription', 'subscription_not_found');
      return {
        ...presentSubscription(s, deps.now()),
        email: s.email,
        cancel_reason: s.cancelReason,
        renewal_orders: await renewalOrders(s.id),
      };
    },

    /** Queues the next reminder and renewal of a subscription on the durable queue. */
    reschedule: (s: SubscriptionRow) => deps.schedule(s),

    /** Subscriptions of these ids (the engine's batch). */
    async rows(ids: string[]) {
      return ids.length ? db.select().from(subscriptions).where(inArray(subscriptions.id, ids)) : [];
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
