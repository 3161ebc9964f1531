// The renewal engine: each due subscription gets one renewal order per period, re-priced at the member's price now,
// stock reserved, charged off-session with the saved card, then paid and into fulfilment like any order.
//
// Exactly once: the (subscription_id, period) row is the key. Its order is written (committed) before the charge;
// the charge's idempotency key names subscription, period and attempt, so a runner that crashed after the charge,
// a retried job or a second instance asks the provider again with the same key and gets the same answer, not a
// second charge; the write that follows is conditional, so only one of them records it.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  formatMoney,
  isLocale,
  personName,
  reminderAt,
  type CountryKey,
  type CurrencyCode,
  type Locale,
} from '@shop/core';
import type { Db } from '../../db/client.ts';
import {
  memberGroups,
  orders,
  subscriptionRenewals,
  subscriptions,
  userMemberGroups,
  users,
} from '../../db/schema.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { EmailProvider } from '../../providers/email/email.provider.ts';
import type { PaymentProvider } from '../../providers/payment/payment.provider.ts';
import type { Products } from '../product/product.service.ts';
import { localized } from '../order/order-text.ts';
import { OutOfStock, settleRenewal, writeRenewalOrder } from './renewal-order.ts';
import type { OrderLifecycle } from '../order/order-lifecycle.ts';
import { emailShop } from '../../emails/order-email-data.ts';
import { sendTemplatedEmail } from '../../emails/send-email.ts';

/** the 3-day reminder, a failed charge (retried on day 1, 3 and 7), the suspension, a renewal delayed by stock */
export type SubscriptionEmailKind = 'reminder' | 'payment_failed' | 'suspended' | 'out_of_stock';
const SUBSCRIPTION_TEMPLATES = {
  reminder: 'subscription_reminder',
  payment_failed: 'subscription_payment_failed',
  suspended: 'subscription_suspended',
  out_of_stock: 'subscription_out_of_stock',
} as const;
import type { SubscriptionRow } from './subscription.service.ts';

const DAY_MS = 86_400_000;
/** Renewals run side by side in one pass (PostgreSQL serves them on its pool). */
const RUN_CONCURRENCY = 8;
/** An out-of-stock renewal is tried again a day later. */
const STOCK_DELAY_DAYS = 1;

export interface RenewalOutcome {
  subscriptionId: string;
  period: number;
  result: 'paid' | 'failed' | 'suspended' | 'out_of_stock' | 'skipped';
}

export function createRenewalEngine(deps: {
  db: Db;
  payments: PaymentProvider;
  products: Products;
  email: EmailProvider;
  jobs: Pick<Jobs, 'send'>;
  /** the renewal order's status changes (paid, cancelled) and their hooks: the order module's lifecycle */
  orderLifecycle: () => Pick<OrderLifecycle, 'transaction' | 'transition'>;
  /** the shop's address for links in emails */
  publicUrl: string;
  /** EMAIL_FROM: the shop's name and help address in its emails */
  emailFrom?: string;
  log: { warn(o: object, m: string): void };
}) {
  const { db } = deps;

  async function shopperOf(s: SubscriptionRow) {
    const groups = await db
      .select({ id: memberGroups.id, name: memberGroups.name, tier: memberGroups.tier })
      .from(userMemberGroups)
      .innerJoin(memberGroups, eq(memberGroups.id, userMemberGroups.groupId))
      .where(eq(userMemberGroups.userId, s.userId));
    return {
      currency: s.currency as CurrencyCode,
      country: s.country as CountryKey,
      memberGroupIds: groups.map((g) => g.id),
      memberGroupTiers: groups.map((g) => g.tier),
    };
  }

  async function email(
    s: SubscriptionRow,
    kind: SubscriptionEmailKind,
    facts: { price: number; date: Date },
  ) {
    await deps.jobs
      .send('subscription.email', {
        subscriptionId: s.id,
        kind,
        price: facts.price,
        date: facts.date.toISOString(),
      })
      .catch((err) => deps.log.warn({ err }, 'subscription email not queued'));
  }

  /** The subscription.email job: written in the member's language from the subscription as it is now. */
  async function deliverEmail(job: { subscriptionId: string; kind: string; price: number; date: string }) {
    const [s] = await db.select().from(subscriptions).where(eq(subscriptions.id, job.subscriptionId));
    if (!s) return;
    const locale: Locale = isLocale(s.locale) ? s.locale : 'hk';
    const line = await deps.products.priceLine(
      { pid: s.pid, subSku: s.subSku, quantity: s.quantity },
      await shopperOf(s),
    );
    const product = line ? localized(line.entry.row.name, locale) : s.sku;
    const key = SUBSCRIPTION_TEMPLATES[job.kind as SubscriptionEmailKind];
    if (!key) throw new Error(`unknown subscription email ${job.kind}`);
    const [member] = await db
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, s.userId));
    await sendTemplatedEmail(deps, key, locale, s.email, {
      shop: emailShop(deps.publicUrl, deps.emailFrom),
      customerName: member ? personName(member.firstname, member.lastname, locale) : '',
      product,
      price: formatMoney(job.price, s.currency as CurrencyCode, locale),
      date: job.date.slice(0, 10),
      link: new URL(`/account?view=SUBSCRIPTION`, deps.publicUrl).toString(),
    });
  }

  /** Today's price for the member (group pricing, currency), or null when it cannot be sold now. */
  async function priceNow(s: SubscriptionRow) {
    const line = await deps.products.priceLine(
      { pid: s.pid, subSku: s.subSku, quantity: s.quantity },
      await shopperOf(s),
    );
    if (!line || !line.check.ok) return null;
    return { line, unit: line.price.unitPrice };
  }

  /** The renewal row and its order for this period, made once (the unique key settles any race). */
  async function claim(s: SubscriptionRow, period: number, now: Date) {
    const [existing] = await db
      .select()
      .from(subscriptionRenewals)
      .where(and(eq(subscriptionRenewals.subscriptionId, s.id), eq(subscriptionRenewals.period, period)));
    if (existing?.status === 'paid') return { renewal: existing, stock: true };
    if (existing?.orderId) {
      const [o] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, existing.orderId));
      if (o?.status === 'awaiting_payment') return { renewal: existing, stock: true };
    }
    const priced = await priceNow(s);
    const orderId = randomUUID();
    const total = priced ? priced.unit * s.quantity + s.deliveryFee : 0;
    try {
      const renewal = await db.transaction(async (tx) => {
        await tx
          .insert(subscriptionRenewals)
          .values({ id: randomUUID(), subscriptionId: s.id, period, status: 'pending', amount: total })
          .onConflictDoNothing();
        const [r] = await tx
          .select()
          .from(subscriptionRenewals)
          .where(and(eq(subscriptionRenewals.subscriptionId, s.id), eq(subscriptionRenewals.period, period)))
          .for('update');
        // another runner made the order meanwhile: use theirs
        if (r!.orderId !== (existing?.orderId ?? null)) return r!;
        if (!priced) throw new OutOfStock();
        await writeRenewalOrder(tx, s, { orderId, period, unit: priced.unit, line: priced.line, total, now });
        const [after] = await tx
          .update(subscriptionRenewals)
          .set({ orderId, amount: total, status: r!.status === 'paid' ? 'paid' : 'pending', updatedAt: now })
          .where(eq(subscriptionRenewals.id, r!.id))
          .returning();
        return after!;
      });
      return { renewal, stock: true };
    } catch (e) {
      if (!(e instanceof OutOfStock)) throw e;
      return { renewal: null, stock: false };
    }
  }

  /** A renewal delayed by stock: told once per period, tried again a day later. */
  async function delayForStock(s: SubscriptionRow, period: number, now: Date) {
    const retryAt = new Date(now.getTime() + STOCK_DELAY_DAYS * DAY_MS);
    const first = await db.transaction(async (tx) => {
      const made = await tx
        .insert(subscriptionRenewals)
        .values({ id: randomUUID(), subscriptionId: s.id, period, status: 'out_of_stock' })
        .onConflictDoNothing()
        .returning({ id: subscriptionRenewals.id });
      if (!made.length)
        await tx
          .update(subscriptionRenewals)
          .set({ status: 'out_of_stock', updatedAt: now })
          .where(
            and(
              eq(subscriptionRenewals.subscriptionId, s.id),
              eq(subscriptionRenewals.period, period),
              isNull(subscriptionRenewals.orderId),
            ),
          );
      await tx
        .update(subscriptions)
        .set({ nextAttemptAt: retryAt, updatedAt: now })
        .where(eq(subscriptions.id, s.id));
      return made.length > 0;
    });
    if (first) await email(s, 'out_of_stock', { price: 0, date: retryAt });
    return retryAt;
  }

  /** Sends the 3-day reminder for the coming period, once (the conditional update claims it). */
  async function remind(s: SubscriptionRow, now: Date) {
    const period = s.periodsPaid + 1;
    if (s.remindedPeriod >= period || now < reminderAt(s.nextRenewalAt) || now >= s.nextRenewalAt)
      return false;
    const claimed = await db
      .update(subscriptions)
      .set({ remindedPeriod: period })
      .where(and(eq(subscriptions.id, s.id), sql`${subscriptions.remindedPeriod} < ${period}`))
      .returning({ id: subscriptions.id });
    if (!claimed.length) return false;
    const priced = await priceNow(s);
    await email(s, 'reminder', {
      price: priced ? priced.unit * s.quantity + s.deliveryFee : 0,
      date: s.nextRenewalAt,
    });
    return true;
  }

  /** One subscription as of `now`: its reminder, then its renewal if due. */
  async function renewOne(subscriptionId: string, now: Date): Promise<RenewalOutcome | null> {
    const [s] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!s || s.status !== 'active') return null;
    await remind(s, now);
    const dueAt = s.nextAttemptAt ?? s.nextRenewalAt;
    if (now < dueAt) return null;
    const period = s.periodsPaid + 1;
    const { renewal, stock } = await claim(s, period, now);
    if (!stock || !renewal) {
      await delayForStock(s, period, now);
      return { subscriptionId: s.id, period, result: 'out_of_stock' };
    }
    if (renewal.status === 'paid') return { subscriptionId: s.id, period, result: 'skipped' };
    if (!s.paymentMethodRef) {
      const result = await settleRenewal(
        deps,
        s,
        renewal.id,
        renewal.attempts,
        { status: 'failed', error: 'no saved card' },
        now,
      );
      return { subscriptionId: s.id, period, result };
    }
    const charge = await deps.payments.chargeOffSession({
      idempotencyKey: `sub_${s.id}_p${period}_a${renewal.attempts + 1}`,
      amount: renewal.amount,
      currency: s.currency,
      method: { ref: s.paymentMethodRef, customer: s.paymentCustomerRef, label: s.paymentMethodLabel ?? '' },
      description: `Subscription ${s.id} renewal ${period}`,
    });
    const result = await settleRenewal(deps, s, renewal.id, renewal.attempts, charge, now);
    if (result === 'failed' || result === 'suspended') {
      const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, s.id));
      await email(s, result === 'failed' ? 'payment_failed' : 'suspended', {
        price: renewal.amount,
        date: after?.nextAttemptAt ?? now,
      });
    }
    return { subscriptionId: s.id, period, result };
  }

  return {
    renewOne,
    deliverEmail,

    /** What the next delivery costs the member today (null: not for sale now). */
    async priceOf(subscriptionId: string) {
      const [s] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      const priced = s && (await priceNow(s));
      return priced ? priced.unit * s.quantity + s.deliveryFee : null;
    },

    /**
     * Everything due as of `now`: reminders and renewals, oldest first, until nothing is left due (a subscription
     * a year behind renews period after period). Safe to run on several instances at once.
     */
    async runDue(now: Date) {
      const outcomes: RenewalOutcome[] = [];
      // what cannot move further in this pass (failed, delayed, broken) is not picked again
      const done = new Set<string>();
      const active = eq(subscriptions.status, 'active');
      for (;;) {
        const due = (
          await db
            .select({ id: subscriptions.id })
            .from(subscriptions)
            .where(
              and(
                active,
                lte(sql`coalesce(${subscriptions.nextAttemptAt}, ${subscriptions.nextRenewalAt})`, now),
              ),
            )
            .orderBy(asc(subscriptions.nextRenewalAt))
            .limit(done.size + 500)
        ).filter((d) => !done.has(d.id));
        if (!due.length) break;
        // a few at once: each renewal is independent (its own key and transactions), and the pool is shared
        let next = 0;
        const worker = async () => {
          while (next < due.length) {
            const d = due[next++]!;
            try {
              const out = await renewOne(d.id, now);
              if (out) outcomes.push(out);
              // a paid period may leave the next one due too (a run a year late renews them all)
              if (out?.result !== 'paid') done.add(d.id);
            } catch (err) {
              // one subscription's trouble (the provider down) stops no other; its renewal resumes next run
              deps.log.warn({ err, subscription: d.id }, 'subscription renewal failed');
              done.add(d.id);
            }
          }
        };
        await Promise.all(Array.from({ length: RUN_CONCURRENCY }, worker));
      }
      const soon = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            active,
            lte(subscriptions.nextRenewalAt, new Date(now.getTime() + 3 * DAY_MS)),
            sql`${subscriptions.remindedPeriod} <= ${subscriptions.periodsPaid}`,
          ),
        );
      let reminded = 0;
      for (const r of soon) {
        const [s] = await db.select().from(subscriptions).where(eq(subscriptions.id, r.id));
        if (s && (await remind(s, now))) reminded++;
      }
      return { outcomes, reminded };
    },
  };
}

export type RenewalEngine = ReturnType<typeof createRenewalEngine>;
