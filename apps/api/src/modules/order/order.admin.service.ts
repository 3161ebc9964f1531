// The back office's orders: the filtered list (and its CSV), one order in full, and the staff's moves along core's
// state machine. Every write is audited in its own transaction; emails and provider calls come after the commit.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CURRENCIES,
  cancelRefundAmount,
  canTransition,
  fromMinor,
  refundableAmount,
  shipmentProblem,
  staffTransitions,
  toCsv,
  type CurrencyCode,
  type OrderStatus,
} from '@shop/core';
import type { FastifyRequest } from 'fastify';
import { releaseCoupon } from '../coupon/coupon.repository.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  orderEvents,
  orderItems,
  orderNotes,
  orders,
  payments,
  productOptions,
  refunds,
  stockLedger,
} from '../../db/schema.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { stockSkuOf } from '../product/stock-ledger.ts';
import type { OrderRow, createOrderService } from './order.service.ts';
import type { PendingRefund, RefundService, RestockLine } from './refund.service.ts';
import type { PaymentMethod, PaymentProvider } from '../../providers/payment/payment.provider.ts';

type Orders = ReturnType<typeof createOrderService>;
/** The signed-in staff member as the audit log needs them. */
export type StaffActor = Pick<FastifyRequest, 'staff' | 'ip'>;

export interface OrderListQuery {
  q?: string;
  status?: OrderStatus;
  payment_method?: string;
  country?: string;
  /** YYYY-MM-DD, inclusive, in the shop's time zone (Hong Kong) */
  from?: string;
  to?: string;
  page: number;
  page_size: number;
}

/** A CSV export holds at most this many orders (newest first); narrow the filters for older ones. */
export const EXPORT_MAX_ROWS = 10_000;

const HK_OFFSET = '+08:00';
const dayStart = (d: string) => new Date(`${d}T00:00:00${HK_OFFSET}`);

/** LIKE's own wildcards in the shopper's text are literal. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The delivery record's fields the search reads. */
const d = (k: string) => sql`coalesce(${orders.delivery}->>${k}, '')`;

/**
 * What the staff typed, matched where it can be: an order number on the number alone, an email on the email, a
 * phone number on the digits of the phone; other words on the name (either order, with or without a space), email
 * and number. Each shape tests only its own columns, so a search stays fast on a large list.
 */
function searchCondition(q: string): SQL | undefined {
  const like = `%${likeEscape(q.toLowerCase())}%`;
  if (/^[a-z]{2}\d{4,}$/i.test(q)) return sql`${orders.number} like ${`${likeEscape(q.toUpperCase())}%`}`;
  if (q.includes('@')) return sql`lower(${orders.email}) like ${like}`;
  if (/^[+\d\s().-]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    if (!digits) return sql`false`;
    // the digits typed, against the calling code and number as stored (with or without spaces and dashes)
    const phone = sql`replace(replace(${d('calling_code')} || ${d('contact')}, ' ', ''), '-', '')`;
    return or(sql`${phone} like ${`%${digits}%`}`, sql`${orders.number} like ${`%${digits}%`}`);
  }
  // one haystack, one LIKE: number, email and the name in every order people write it (\u0001 keeps them apart)
  const fn = d('firstname');
  const ln = d('lastname');
  return sql`lower(${orders.number} || chr(1) || ${orders.email} || chr(1) || ${fn} || ' ' || ${ln} || chr(1) || ${ln} || ' ' || ${fn} || chr(1) || ${ln} || ${fn}) like ${like}`;
}

function listWhere(f: Omit<OrderListQuery, 'page' | 'page_size'>): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    f.status ? eq(orders.status, f.status) : undefined,
    f.payment_method ? eq(orders.paymentMethod, f.payment_method) : undefined,
    f.country ? sql`${orders.delivery}->>'country' = ${f.country}` : undefined,
    f.from ? gte(orders.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(orders.createdAt, new Date(dayStart(f.to).getTime() + 86_400_000)) : undefined,
  ];
  const q = f.q?.trim();
  if (q) conds.push(searchCondition(q));
  return and(...conds);
}

const listColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  email: orders.email,
  currency: orders.currency,
  total: orders.total,
  paidAmount: orders.paidAmount,
  refundedAmount: orders.refundedAmount,
  paymentMethod: orders.paymentMethod,
  delivery: orders.delivery,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
};
type ListRow = Pick<OrderRow, keyof typeof listColumns>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const nameOf = (d: Record<string, unknown>) => [str(d.firstname), str(d.lastname)].filter(Boolean).join(' ');
const phoneOf = (d: Record<string, unknown>) =>
  [str(d.calling_code) && `+${str(d.calling_code)}`, str(d.contact)].filter(Boolean).join(' ');

function presentListRow(r: ListRow) {
  return {
    _id: r.id,
    number: r.number,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    email: r.email,
    name: nameOf(r.delivery),
    phone: phoneOf(r.delivery),
    country: str(r.delivery.country),
    payment_method: r.paymentMethod,
    currency: r.currency,
    total: r.total,
    paid_amount: r.paidAmount,
    refunded_amount: r.refundedAmount,
  };
}

/** Minor units as the decimal a spreadsheet reads (HKD 12345 → 123.45). */
function decimal(minor: number, currency: string) {
  const c = currency as CurrencyCode;
  return CURRENCIES[c] ? fromMinor(minor, c).toFixed(CURRENCIES[c].minorDigits) : String(minor);
}

export function createOrderAdminService(deps: {
  db: Db;
  orders: Orders;
  refunds: RefundService;
  payments: PaymentProvider;
  log: { warn(o: object, m: string): void };
}) {
  const { db } = deps;

  async function loadOr404(tx: DbOrTx, id: string, lock = false) {
    const q = tx.select().from(orders).where(eq(orders.id, id));
    const [o] = lock ? await q.for('update') : await q;
    if (!o) throw new NotFoundError('No such order', 'order_not_found');
    return o;
  }

  /** Units this order took from stock at checkout (pre-orders took none), by the stock sku they came from. */
  async function heldStockSkus(tx: DbOrTx, orderId: string) {
    const rows = await tx
      .selectDistinct({ sku: stockLedger.subSku })
      .from(stockLedger)
      .where(and(eq(stockLedger.orderId, orderId), eq(stockLedger.reason, 'checkout')));
    return new Set(rows.map((r) => r.sku));
  }

  /** A cancelled paid order: every unit it took and has not returned goes back to stock. */
  async function restockAll(tx: DbOrTx, orderId: string, actor: string) {
    const held = await heldStockSkus(tx, orderId);
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const back: RestockLine[] = [];
    for (const l of lines) {
      const left = l.quantity - l.restockedQuantity;
      if (left > 0 && held.has(await stockSkuOf(tx, l.subSku)))
        back.push({ sub_sku: l.subSku, quantity: left });
    }
    await deps.refunds.restock(tx, orderId, back, actor, 'restock: order cancelled');
    return back;
  }

  /**
   * Manual capture (STRIPE_CAPTURE=manual): the money an authorization holds is taken when the order is packed,
   * after the status change commits. A capture that fails leaves the order packed and says so on its timeline.
   */
  async function captureHeld(orderId: string, actor: string) {
    const held = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'authorized')));
    for (const p of held) {
      const ref = {
        paymentId: p.id,
        providerRef: p.providerRef,
        method: (p.method ?? p.provider) as PaymentMethod,
        amount: p.amount,
        currency: p.currency,
      };
      let note: string;
      try {
        const r = await deps.payments.capture(ref);
        if (r.status === 'captured') {
          await db
            .update(payments)
            .set({ status: 'succeeded', capturedAmount: r.amount, updatedAt: new Date() })
            .where(and(eq(payments.id, p.id), eq(payments.status, 'authorized')));
          note = `payment ${p.id} captured`;
        } else note = `payment ${p.id}: capture answered ${r.status}`;
      } catch (err) {
        deps.log.warn({ err, paymentId: p.id }, 'capture failed');
        note = `payment ${p.id}: capture failed, ${(err as Error).message}`;
      }
      await deps.orders.recordEvent(db, orderId, 'packed', 'packed', actor, note);
    }
  }

  async function detail(id: string) {
    const o = await loadOr404(db, id);
    const [items, pays, refs, events, notes] = await Promise.all([
      db.select().from(orderItems).where(eq(orderItems.orderId, id)),
      db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)),
      db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt)),
      db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.createdAt)),
      db.select().from(orderNotes).where(eq(orderNotes.orderId, id)).orderBy(asc(orderNotes.createdAt)),
    ]);
    // what is on the shelf now for each line (a subscription draws on its parent's stock)
    const stock = new Map<string, number | null>();
    for (const i of items) {
      const [row] = await db
        .select({ stock: productOptions.stock })
        .from(productOptions)
        .where(eq(productOptions.subSku, await stockSkuOf(db, i.subSku)));
      stock.set(i.subSku, row?.stock ?? null);
    }
    return {
      _id: o.id,
      number: o.number,
      status: o.status,
      created_at: o.createdAt.toISOString(),
      locale: o.locale,
      email: o.email,
      user_id: o.userId,
      currency: o.currency,
      subtotal: o.subtotal,
      discount: o.discount,
      coupon_code: o.couponCode,
      gift_wrap_fee: o.giftWrapFee,
      delivery_fee: o.deliveryFee,
      total: o.total,
      paid_amount: o.paidAmount,
      refunded_amount: o.refundedAmount,
      refundable: refundableAmount(o.paidAmount, o.refundedAmount),
      payment_method: o.paymentMethod,
      payment_deadline: o.paymentDeadline?.toISOString() ?? null,
      transfer_reference: o.transferReference,
      delivery: o.delivery,
      billing: o.billing,
      gift: o.gift,
      client_remarks: o.clientRemarks,
      carrier: o.carrier,
      tracking_number: o.trackingNumber,
      tracking_url: o.trackingUrl,
      items: items.map((i) => ({
        sku: i.sku,
        sub_sku: i.subSku,
        name: i.name,
        option_name: i.optionName,
        thumbnail: i.thumbnail,
        quantity: i.quantity,
        unit_price: i.unitPrice,
        line_total: i.lineTotal,
        restocked_quantity: i.restockedQuantity,
        stock: stock.get(i.subSku) ?? null,
      })),
      payments: pays.map((p) => ({
        id: p.id,
        provider: p.provider,
        status: p.status,
        amount: p.amount,
        captured_amount: p.capturedAmount,
        refunded_amount: p.refundedAmount,
        currency: p.currency,
        provider_ref: p.providerRef,
        created_at: p.createdAt.toISOString(),
      })),
      refunds: refs.map((r) => ({
        id: r.id,
        amount: r.amount,
        currency: r.currency,
        reason: r.reason,
        status: r.status,
        restock_items: r.restockItems,
        actor: r.actor,
        created_at: r.createdAt.toISOString(),
      })),
      timeline: events.map((e) => ({
        from: e.fromStatus,
        to: e.toStatus,
        actor: e.actor,
        note: e.note,
        at: e.createdAt.toISOString(),
      })),
      notes: notes.map((n) => ({
        id: n.id,
        staff_email: n.staffEmail,
        text: n.text,
        created_at: n.createdAt.toISOString(),
      })),
      // a transfer is marked paid through its confirmation (amount and reference), not a bare move
      allowed_transitions: staffTransitions(o.status).filter((to) => to !== 'paid'),
      can_confirm_transfer: o.status === 'awaiting_payment' && o.paymentMethod === 'bank_transfer',
    };
  }

  return {
    detail,

    async list(f: OrderListQuery) {
      const where = listWhere(f);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select(listColumns)
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(f.page_size)
          .offset((f.page - 1) * f.page_size),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { items: rows.map(presentListRow), total: n, page: f.page, page_size: f.page_size };
    },

    async exportCsv(f: Omit<OrderListQuery, 'page' | 'page_size'>) {
      const rows = await db
        .select(listColumns)
        .from(orders)
        .where(listWhere(f))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(EXPORT_MAX_ROWS);
      const header = [
        'number',
        'created_at',
        'status',
        'payment_method',
        'currency',
        'total',
        'paid',
        'refunded',
        'email',
        'name',
        'phone',
        'country',
        'carrier',
        'tracking_number',
      ];
      return toCsv([
        header,
        ...rows.map((r) => {
          const v = presentListRow(r);
          return [
            v.number,
            v.created_at,
            v.status,
            v.payment_method,
            v.currency,
            decimal(v.total, v.currency),
            decimal(v.paid_amount, v.currency),
            decimal(v.refunded_amount, v.currency),
            v.email,
            v.name,
            v.phone,
            v.country,
            r.carrier,
            r.trackingNumber,
          ];
        }),
      ]);
    },

    /**
     * A staff move along core's state machine. The status is compared and set in one UPDATE: of two staff acting at
     * once one wins, the other gets 409. Cancelling a paid or packed order returns its units and coupon use in the
     * same transaction and refunds it in full after the commit.
     */
    async transition(
      id: string,
      input: {
        to: OrderStatus;
        carrier?: string;
        tracking_number?: string;
        tracking_url?: string;
        note?: string;
      },
      who: StaffActor,
    ) {
      const email = who.staff!.email;
      const actor = `staff:${email}`;
      const { before, pending } = await db.transaction(async (tx) => {
        const o = await loadOr404(tx, id);
        if (input.to === 'paid')
          throw new InvalidError(
            'A transfer is marked paid by confirming it (amount and reference)',
            'to',
            'confirm_transfer',
          );
        if (!canTransition(o.status, input.to, 'staff'))
          throw new ConflictError(
            `An order that is ${o.status} cannot become ${input.to}`,
            'invalid_transition',
          );
        const problem = shipmentProblem(input.to, input);
        if (problem)
          throw new InvalidError(`${problem.field}: ${problem.reason}`, problem.field, problem.reason);
        const moved = await deps.orders.transition(
          tx,
          id,
          o.status,
          input.to,
          actor,
          input.note?.trim() || undefined,
        );
        if (!moved)
          throw new ConflictError('Someone else changed this order first; reload it', 'invalid_transition');
        const after: Record<string, unknown> = { status: input.to };
        if (input.to === 'shipped') {
          const tracking = {
            carrier: input.carrier!.trim(),
            trackingNumber: input.tracking_number!.trim(),
            trackingUrl: input.tracking_url?.trim() || null,
          };
          await tx.update(orders).set(tracking).where(eq(orders.id, id));
          Object.assign(after, tracking);
        }
        let pending: PendingRefund | null = null;
        if (input.to === 'cancelled') {
          if (o.status === 'awaiting_payment') {
            await deps.orders.releaseHolds(tx, id);
          } else {
            after.restocked = await restockAll(tx, id, email);
            await releaseCoupon(tx, o.id);
            const amount = cancelRefundAmount(o.status, o.paidAmount, o.refundedAmount);
            if (amount > 0)
              pending = await deps.refunds.open(tx, o, {
                amount,
                reason: 'order cancelled',
                restock: [],
                actor: email,
              });
            after.refund = amount;
          }
        }
        await audit(tx, who, {
          action: 'order.transition',
          entity: 'order',
          entityId: id,
          before: { status: o.status },
          after,
        });
        return { before: o, pending };
      });
      const settled = pending ? await deps.refunds.settle(pending) : null;
      const row = await loadOr404(db, id);
      if (input.to === 'packed') await captureHeld(id, actor);
      if (input.to === 'cancelled' && before.status === 'awaiting_payment')
        await deps.orders.closeOpenPayments(id);
      if (input.to === 'shipped' || input.to === 'delivered') await deps.orders.sendOrderEmail(row, input.to);
      if (input.to === 'cancelled')
        await deps.orders.sendOrderEmail(row, 'cancelled', {
          amount: settled && settled.status !== 'failed' ? settled.amount : 0,
        });
      // the cancellation stands; the refund that failed can be made again from the order (core canRefund)
      if (settled) deps.refunds.assertSettled(settled);
      return { from: before.status, to: input.to, refund: settled };
    },

    async refund(
      id: string,
      input: { amount: number; reason: string; restock_items?: RestockLine[] },
      who: StaffActor,
    ) {
      const settled = await deps.refunds.refund(id, input, who.staff!.email, async (tx, before) => {
        await audit(tx, who, {
          action: 'order.refund',
          entity: 'order',
          entityId: id,
          before: { status: before.status, refunded_amount: before.refundedAmount },
          after: {
            refunded_amount: before.refundedAmount + input.amount,
            amount: input.amount,
            reason: input.reason,
            restock_items: input.restock_items ?? [],
          },
        });
      });
      deps.refunds.assertSettled(settled);
      return settled;
    },

    /** A bank transfer arrived: the order is paid, with a succeeded payment carrying the bank's reference. */
    async confirmTransfer(id: string, input: { amount: number; reference: string }, who: StaffActor) {
      const email = who.staff!.email;
      await db.transaction(async (tx) => {
        const o = await loadOr404(tx, id, true);
        if (o.paymentMethod !== 'bank_transfer')
          throw new InvalidError('This order is not paid by bank transfer', 'order', 'not_bank_transfer');
        if (!canTransition(o.status, 'paid', 'staff'))
          throw new ConflictError(
            `An order that is ${o.status} cannot be confirmed paid`,
            'invalid_transition',
          );
        if (input.amount !== o.total)
          throw new InvalidError(
            `The amount must equal the order total (${o.total})`,
            'amount',
            'amount_mismatch',
          );
        const reference = input.reference.trim();
        const moved = await deps.orders.transition(
          tx,
          id,
          'awaiting_payment',
          'paid',
          `staff:${email}`,
          `bank transfer confirmed, reference ${reference}`,
        );
        if (!moved) throw new ConflictError('Someone else changed this order first', 'invalid_transition');
        const [open] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.orderId, id),
              eq(payments.provider, 'bank_transfer'),
              eq(payments.status, 'pending'),
            ),
          )
          .orderBy(desc(payments.createdAt))
          .limit(1);
        const paid = {
          status: 'succeeded' as const,
          method: 'bank_transfer',
          capturedAmount: input.amount,
          providerRef: reference,
          updatedAt: new Date(),
        };
        if (open) await tx.update(payments).set(paid).where(eq(payments.id, open.id));
        else
          await tx.insert(payments).values({
            id: randomUUID(),
            orderId: id,
            provider: 'bank_transfer',
            amount: input.amount,
            currency: o.currency,
            returnUrl: '',
            ...paid,
          });
        await audit(tx, who, {
          action: 'payment.confirm_transfer',
          entity: 'order',
          entityId: id,
          before: { status: o.status },
          after: { status: 'paid', amount: input.amount, reference },
        });
      });
      await deps.orders.sendOrderEmail(await loadOr404(db, id), 'paid');
      await deps.orders.afterPaid(id);
      return { status: 'paid' as const };
    },

    async addNote(id: string, text: string, who: StaffActor) {
      const note = { id: randomUUID(), orderId: id, staffEmail: who.staff!.email, text: text.trim() };
      await db.transaction(async (tx) => {
        await loadOr404(tx, id);
        await tx.insert(orderNotes).values(note);
        await audit(tx, who, {
          action: 'order.note',
          entity: 'order',
          entityId: id,
          after: { text: note.text },
        });
      });
      return { id: note.id, staff_email: note.staffEmail, text: note.text };
    },
  };
}
