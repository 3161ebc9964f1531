// Order edits before fulfilment (POST /admin/orders/:id/edits, /edits/preview): the edit priced as checkout prices
// (order-edit.pricing.ts), then in one transaction with the version claimed: stock moved for the units added and
// removed (ledger reason "order edit"), the lines and totals written, the difference settled (a payment row for the
// shopper to pay on the order's payment page, or a refund to the original payment), an order_edits row, a
// timeline event and the audit entry. The provider calls (the payment's session, the refund) and the shopper's
// email come after the commit.
import { randomUUID } from 'node:crypto';
import { and, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { formatMoney, isCurrency } from '@shop/core';
import type { OrderEditBody } from '@shop/core/contract/admin-order-edits';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderEdits, orderItems, orders, productOptions, products, stockLedger } from '../../db/schema.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import type { PaymentMethod } from '../../providers/payment/payment.provider.ts';
import { moveStock, stockSkuOf } from '../product/stock-ledger.ts';
import { audit } from '../staff/audit.ts';
import {
  createEditPricing,
  presentEdit,
  shopperOfOrder,
  type EditPricingDeps,
  type PricedEdit,
} from './order-edit.pricing.ts';
import { actors, type OrderRow } from './order-lifecycle.ts';
import { claimOrderVersion } from './order-version.ts';
import type { StaffActor } from './order.admin.service.ts';
import type { OrderService } from './order.service.ts';
import type { PendingRefund, RefundService } from './refund.service.ts';
import type { RecordedPayment } from './order-payments.ts';

const ADDED = 'order edit: added';
const REMOVED = 'order edit: removed';

export function createOrderEdits(
  deps: EditPricingDeps & {
    db: Db;
    orders: Pick<
      OrderService,
      'lifecycle' | 'recordPayment' | 'openSession' | 'closeOpenPayments' | 'sendOrderEmail'
    >;
    refunds: Pick<RefundService, 'open' | 'settle'>;
    log: { warn(o: object, m: string): void };
  },
) {
  const { db } = deps;
  const pricing = createEditPricing(deps);

  async function load(tx: DbOrTx, id: string, lock = false) {
    const q = tx.select().from(orders).where(eq(orders.id, id));
    const [o] = lock ? await q.for('update') : await q;
    if (!o) throw new NotFoundError('No such order', 'order_not_found');
    return o;
  }

  /** Units this order took from stock (at checkout or by an edit): only those go back when a line shrinks. */
  async function heldSkus(tx: DbOrTx, orderId: string) {
    const rows = await tx
      .selectDistinct({ sku: stockLedger.subSku })
      .from(stockLedger)
      .where(and(eq(stockLedger.orderId, orderId), inArray(stockLedger.reason, ['checkout', ADDED])));
    return new Set(rows.map((r) => r.sku));
  }

  async function write(tx: DbOrTx, o: OrderRow, e: PricedEdit, actor: string) {
    const held = await heldSkus(tx, o.id);
    for (const l of e.lines) {
      const delta = l.after - l.before;
      if (delta > 0) {
        const left = await moveStock(tx, {
          subSku: l.sub_sku,
          delta: -delta,
          reason: ADDED,
          actor,
          orderId: o.id,
        });
        if (left === null)
          throw new ConflictError(`Not enough ${l.sub_sku} in stock for ${delta} more`, 'insufficient_stock');
      } else if (delta < 0 && held.has(await stockSkuOf(tx, l.sub_sku)))
        await moveStock(tx, { subSku: l.sub_sku, delta: -delta, reason: REMOVED, actor, orderId: o.id });
      if (!l.row)
        await tx.insert(orderItems).values({
          id: randomUUID(),
          orderId: o.id,
          pid: l.pid,
          sku: l.sku,
          subSku: l.sub_sku,
          name: l.name,
          optionName: l.option_name,
          thumbnail: l.thumbnail,
          quantity: l.after,
          unitPrice: l.unit_price,
          lineTotal: l.line_total,
        });
      else if (l.after === 0) await tx.delete(orderItems).where(eq(orderItems.id, l.row.id));
      else if (delta !== 0)
        await tx
          .update(orderItems)
          .set({ quantity: l.after, unitPrice: l.unit_price, lineTotal: l.line_total })
          .where(eq(orderItems.id, l.row.id));
    }
    await tx
      .update(orders)
      .set({
        subtotal: e.totals.subtotal,
        discount: e.totals.discount,
        deliveryFee: e.totals.deliveryFee,
        giftWrapFee: e.totals.giftWrapFee,
        total: e.totals.total,
        ...(e.delivery ? { delivery: e.delivery } : {}),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, o.id));
  }

  /** The timeline's words, as staff read them: what changed, the totals and what happens to the money. */
  function noteOf(o: OrderRow, e: PricedEdit, note?: string) {
    const money = (n: number) => (isCurrency(o.currency) ? formatMoney(n, o.currency, 'en') : String(n));
    const lines = e.lines
      .filter((l) => l.after !== l.before)
      .map(
        (l) =>
          `${l.name.eng || l.sub_sku}${l.option_name.eng ? ` (${l.option_name.eng})` : ''} ${l.before} → ${l.after}`,
      );
    if (e.delivery) lines.push('delivery address changed');
    const money2 = `total ${money(o.total)} → ${money(e.totals.total)}`;
    const settle =
      e.settle.settlement === 'payment_link'
        ? `, ${money(e.settle.amount)} to collect (payment link)`
        : e.settle.settlement === 'refund'
          ? `, ${money(e.settle.amount)} refunded`
          : '';
    return `order edited: ${lines.join('; ')}; ${money2}${settle}${note ? ` (${note})` : ''}`;
  }

  return {
    /** The re-priced order and the difference, nothing written. */
    async preview(id: string, body: OrderEditBody) {
      const o = await load(db, id);
      return presentEdit(o, await pricing.price(db, o, body));
    },

    async apply(id: string, body: OrderEditBody, who: StaffActor) {
      const email = who.staff!.email;
      // priced before the transaction (the catalogue and settings are read through their own caches and
      // connections); the transaction then checks that the order is still the one priced
      const priced = await load(db, id);
      if (body.version != null && priced.version !== body.version)
        throw new ConflictError(
          `The order changed since you opened it (now version ${priced.version}); look again and retry`,
          'order_changed',
        );
      const e = await pricing.price(db, priced, body);
      if (!e.delivery && e.lines.every((l) => l.after === l.before))
        throw new InvalidError('The edit changes nothing', 'change', 'unchanged');
      const result = await deps.orders.lifecycle.transaction(async (tx) => {
        const o = await load(tx, id, true);
        await claimOrderVersion(tx, id, body.version ?? priced.version);
        await write(tx, o, e, email);
        let recorded: RecordedPayment | null = null;
        let pending: PendingRefund | null = null;
        if (e.settle.settlement === 'payment_link') {
          const method = o.paymentMethod as PaymentMethod;
          const base = `${o.locale === 'hk' ? '' : `/${o.locale}`}/checkout/order-confirmation`;
          recorded = await deps.orders.recordPayment(
            tx,
            { ...o, total: e.totals.total },
            method,
            `${base}/${o.id}`,
            e.settle.amount,
          );
        } else if (e.settle.settlement === 'refund')
          pending = await deps.refunds.open(tx, o, {
            amount: e.settle.amount,
            reason: 'order edit',
            restock: [],
            actor: email,
          });
        const editId = randomUUID();
        const changes = {
          lines: e.lines
            .filter((l) => l.after !== l.before)
            .map((l) => ({ sub_sku: l.sub_sku, before: l.before, after: l.after, unit_price: l.unit_price })),
          ...(e.delivery ? { address: { before: o.delivery, after: e.delivery } } : {}),
          ...(body.note ? { note: body.note } : {}),
        };
        await tx.insert(orderEdits).values({
          id: editId,
          orderId: id,
          changes,
          totalBefore: o.total,
          totalAfter: e.totals.total,
          difference: e.settle.difference,
          settlement: e.settle.settlement,
          paymentId: recorded?.id ?? null,
          refundId: pending?.id ?? null,
          actor: email,
        });
        await deps.orders.lifecycle.recordEvent(
          tx,
          id,
          o.status,
          o.status,
          actors.staff(email).name,
          noteOf(o, e, body.note),
        );
        await audit(tx, who, {
          action: 'order.edit',
          entity: 'order',
          entityId: id,
          before: { total: o.total, status: o.status },
          after: {
            ...changes,
            total: e.totals.total,
            difference: e.settle.difference,
            settlement: e.settle.settlement,
            amount: e.settle.amount,
          },
        });
        return { o, editId, recorded, pending };
      });
      const { o, editId, recorded, pending } = result;
      // provider calls after the commit: the difference's payment session, the refund
      if (recorded)
        await deps.orders.openSession(recorded).catch((err: unknown) => {
          deps.log.warn(
            { err, orderId: id },
            'payment link for an edit: session not opened (the shopper can pay again)',
          );
        });
      const settled = pending ? await deps.refunds.settle(pending) : null;
      // an unpaid order's open card session was for the old total: closed, the shopper pays the new one
      if (o.status === 'awaiting_payment' && e.settle.difference !== 0 && o.paymentMethod !== 'bank_transfer')
        await deps.orders.closeOpenPayments(id);
      await deps.orders.sendOrderEmail({ ...o, total: e.totals.total }, 'edited', {
        amount:
          e.settle.settlement === 'payment_link'
            ? e.settle.amount
            : e.settle.settlement === 'refund' && settled?.status !== 'failed'
              ? -e.settle.amount
              : undefined,
      });
      return {
        ...presentEdit(o, e),
        id: editId,
        payment_id: recorded?.id ?? null,
        refund_status: settled?.status ?? null,
      };
    },

    /** Options staff may add, found by name or sku, priced for this order's shopper (the edit card's picker). */
    async searchProducts(id: string, q: string) {
      const o = await load(db, id);
      const shopper = await shopperOfOrder(db, o);
      const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select({ subSku: productOptions.subSku, pid: productOptions.productId, stock: productOptions.stock })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(
          and(
            isNull(productOptions.archivedAt),
            eq(productOptions.isSubscription, false),
            eq(productOptions.isTitle, false),
            inArray(productOptions.availability, ['in_stock', 'pre_order']),
            or(
              ilike(sql`${products.name}->>'eng'`, like),
              ilike(sql`${products.name}->>'chi'`, like),
              ilike(sql`${products.name}->>'cn'`, like),
              ilike(products.sku, like),
              ilike(productOptions.subSku, like),
            ),
          ),
        )
        .orderBy(products.sku, productOptions.position)
        .limit(12);
      const items = [];
      for (const r of rows) {
        const line = await deps.products.priceLine({ pid: r.pid, subSku: r.subSku, quantity: 1 }, shopper);
        if (!line?.check.ok) continue;
        items.push({
          sub_sku: r.subSku,
          name: line.entry.row.name,
          option_name: line.row.name,
          thumbnail: line.entry.row.thumbnail,
          unit_price: line.price.unitPrice,
          stock: r.stock,
        });
      }
      return { items };
    },
  };
}

export type OrderEdits = ReturnType<typeof createOrderEdits>;
