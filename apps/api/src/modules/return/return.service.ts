// Returns and exchanges (docs/order-operations.md "Returns and exchanges"): the shopper asks within the window, staff
// approve or refuse, receive (restock or write off per line), then refund (core computeRefund, through the refund
// service to the original payment; cash dollars back to the wallet) or exchange (return-exchange.ts). Every staff
// write claims the order's version and is audited in its transaction; emails go after the commit (return-emails.ts).
import { eq, sql } from 'drizzle-orm';
import {
  canMoveReturn,
  canRefund,
  computeRefund,
  returnableQuantity,
  returnRequestProblem,
  returnWindowOpen,
  type ReturnStatus,
} from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, returnItems } from '../../db/schema.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import type { OrderRow } from '../order/order-lifecycle.ts';
import { claimOrderVersion } from '../order/order-version.ts';
import type { RefundService } from '../order/refund.service.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import { post } from '../wallet/wallet.ledger.ts';
import {
  insertReturn,
  itemsOf,
  leftShopAt,
  loadReturn,
  orderLinesOf,
  returnWindowDays,
  setReturn,
  unitsInOpenReturns,
  walletReturnedFor,
  type ReturnItemRow,
  type ReturnRow,
} from './return.repository.ts';
import type { ReturnEmails } from './return-emails.ts';

export interface ReturnLineAsk {
  order_item_id: string;
  quantity: number;
}

export async function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!o) throw new NotFoundError('No such order', 'order_not_found');
  return o;
}

/** What each line may still give back now, and whether the window is open. */
export async function returnability(tx: DbOrTx, o: OrderRow, exceptReturn?: string) {
  const [lines, open, since, days] = await Promise.all([
    orderLinesOf(tx, o.id),
    unitsInOpenReturns(tx, o.id, exceptReturn),
    leftShopAt(tx, o.id),
    returnWindowDays(tx),
  ]);
  const view = lines.map((l) => ({
    id: l.id,
    quantity: l.quantity,
    shipped_quantity: l.shippedQuantity,
    returned_quantity: l.returnedQuantity,
    in_open_returns: open.get(l.id) ?? 0,
    custom: l.custom,
  }));
  const windowOpen = returnWindowOpen(o.status, since, days);
  return {
    lines,
    view,
    since,
    days,
    windowOpen,
    left: (id: string) => {
      const v = view.find((x) => x.id === id);
      return v ? returnableQuantity(v, o.status) : 0;
    },
  };
}

/** The refund core computes for these units, with what this order's earlier returns took. */
export async function refundFor(
  tx: DbOrTx,
  o: OrderRow,
  asked: readonly ReturnLineAsk[],
  adjustment = 0,
  /** units of `asked` already counted in returned_quantity (a received return): not counted twice */
  countedAlready = true,
) {
  const lines = await orderLinesOf(tx, o.id);
  const walletReturned = await walletReturnedFor(tx, o.id);
  return computeRefund(
    {
      subtotal: o.subtotal,
      discount: o.discount,
      referral_discount: o.referralDiscount,
      reward_discount: o.rewardDiscount,
      wallet_amount: o.walletAmount,
      delivery_fee: o.deliveryFee,
      gift_wrap_fee: o.giftWrapFee,
      paid: o.paidAmount,
      refunded: o.refundedAmount,
      wallet_returned: walletReturned,
      lines: lines.map((l) => {
        const mine = countedAlready
          ? asked.filter((a) => a.order_item_id === l.id).reduce((n, a) => n + a.quantity, 0)
          : 0;
        return {
          id: l.id,
          quantity: l.quantity,
          line_total: l.lineTotal,
          returned_quantity: Math.max(0, l.returnedQuantity - mine),
        };
      }),
    },
    asked,
    adjustment,
  );
}

/** The units a return's refund counts: those received (once received), else those asked. */
export const refundUnits = (r: ReturnRow, items: readonly ReturnItemRow[]): ReturnLineAsk[] =>
  items
    .map((i) => ({
      order_item_id: i.orderItemId,
      quantity: r.status === 'requested' || r.status === 'approved' ? i.quantity : i.receivedQuantity,
    }))
    .filter((i) => i.quantity > 0);

function assertMove(r: ReturnRow, to: ReturnStatus) {
  if (!canMoveReturn(r.status as ReturnStatus, to))
    throw new ConflictError(`A return that is ${r.status} cannot become ${to}`, 'invalid_transition');
}

export function createReturnService(deps: { db: Db; refunds: RefundService; emails: ReturnEmails }) {
  const { db } = deps;

  /** Checks the window (shoppers only; staff may open a goodwill return later) and each line's returnable units. */
  async function check(
    tx: DbOrTx,
    o: OrderRow,
    items: readonly ReturnLineAsk[],
    requestedBy: 'member' | 'guest' | 'staff',
  ) {
    const a = await returnability(tx, o);
    const windowOpen =
      requestedBy === 'staff' ? o.status === 'shipped' || o.status === 'delivered' : a.windowOpen;
    const problem = returnRequestProblem(a.view, items, o.status, windowOpen);
    if (problem?.reason === 'return_window_closed')
      throw new InvalidError('The return window of this order is closed', 'order', 'return_window_closed');
    if (problem?.reason === 'exceeds_returnable')
      throw new InvalidError('More units than may still be returned', 'items', 'exceeds_returnable');
    if (problem) throw new InvalidError(`items: ${problem.reason}`, 'items', problem.reason);
    return a.lines;
  }

  /** Opens a return after check(), on the locked order. */
  async function open(
    tx: DbOrTx,
    o: OrderRow,
    input: {
      items: ReturnLineAsk[];
      reason: string;
      comment?: string;
      photos: string[];
      kind: 'return' | 'exchange';
      requestedBy: 'member' | 'guest' | 'staff';
    },
  ) {
    const lines = await check(tx, o, input.items, input.requestedBy);
    return insertReturn(tx, {
      orderId: o.id,
      kind: input.kind,
      reason: input.reason,
      comment: input.comment ?? null,
      photos: input.photos,
      requestedBy: input.requestedBy,
      items: input.items.map((i) => ({
        orderItemId: i.order_item_id,
        subSku: lines.find((l) => l.id === i.order_item_id)!.subSku,
        quantity: i.quantity,
      })),
    });
  }

  /** A staff write on a return: the return locked, the order's version claimed, the move checked, then `work`. */
  async function staffWrite<T>(
    id: string,
    to: ReturnStatus,
    version: number | undefined,
    work: (tx: DbOrTx, r: ReturnRow, o: OrderRow) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const r = await loadReturn(tx, id, true);
      await claimOrderVersion(tx, r.orderId, version);
      const o = await lockOrder(tx, r.orderId);
      assertMove(r, to);
      return work(tx, r, o);
    });
  }

  return {
    check,
    open,

    /** A shopper's request (member or guest token checked by the route). */
    async request(
      o: OrderRow,
      input: { items: ReturnLineAsk[]; reason: string; comment?: string; photos: string[] },
      requestedBy: 'member' | 'guest',
    ) {
      const made = await db.transaction(async (tx) =>
        open(tx, await lockOrder(tx, o.id), { ...input, kind: 'return', requestedBy }),
      );
      await deps.emails.send(made.id, 'requested');
      return made;
    },

    /** A return opened by staff on the shopper's behalf (a call, a WhatsApp message). */
    async create(
      input: {
        order_id: string;
        items: ReturnLineAsk[];
        reason: string;
        comment?: string;
        kind: 'return' | 'exchange';
        version?: number;
      },
      who: AuditActor,
    ) {
      const made = await db.transaction(async (tx) => {
        await claimOrderVersion(tx, input.order_id, input.version);
        const o = await lockOrder(tx, input.order_id);
        const r = await open(tx, o, { ...input, photos: [], requestedBy: 'staff' });
        await audit(tx, who, {
          action: 'return.create',
          entity: 'return',
          entityId: r.id,
          after: { ...input, number: r.number },
        });
        return r;
      });
      await deps.emails.send(made.id, 'requested');
      return made;
    },

    async decide(
      id: string,
      to: 'approved' | 'refused',
      input: { note?: string; version?: number },
      who: AuditActor,
    ) {
      await staffWrite(id, to, input.version, async (tx, r) => {
        await setReturn(tx, id, { status: to, staffNote: input.note ?? r.staffNote });
        await audit(tx, who, {
          action: `return.${to === 'approved' ? 'approve' : 'refuse'}`,
          entity: 'return',
          entityId: id,
          before: { status: r.status },
          after: { status: to, note: input.note ?? null },
        });
      });
      await deps.emails.send(id, to);
    },

    /** Units in: each line's received count, restocked (stock ledger) or written off; returned_quantity grows. */
    async receive(
      id: string,
      input: {
        items: { order_item_id: string; quantity: number; disposition: 'restock' | 'write_off' }[];
        version?: number;
      },
      who: AuditActor,
    ) {
      await staffWrite(id, 'received', input.version, async (tx, r, o) => {
        const items = await itemsOf(tx, id);
        const restock: { sub_sku: string; quantity: number }[] = [];
        for (const line of input.items) {
          const it = items.find((i) => i.orderItemId === line.order_item_id);
          if (!it) throw new InvalidError('items: not in this return', 'items', 'unknown_item');
          if (line.quantity > it.quantity)
            throw new InvalidError(
              'More units received than the return holds',
              'items',
              'exceeds_returnable',
            );
          const [ol] = await tx.select().from(orderItems).where(eq(orderItems.id, it.orderItemId));
          if (ol!.returnedQuantity + line.quantity > ol!.quantity)
            throw new InvalidError('More units than were ordered', 'items', 'exceeds_returnable');
          await tx
            .update(orderItems)
            .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${line.quantity}` })
            .where(eq(orderItems.id, it.orderItemId));
          await tx
            .update(returnItems)
            .set({ receivedQuantity: line.quantity, disposition: line.disposition })
            .where(eq(returnItems.id, it.id));
          // a staff-made line has no shelf to go back to
          if (line.disposition === 'restock' && line.quantity > 0 && !ol!.custom)
            restock.push({ sub_sku: it.subSku, quantity: line.quantity });
        }
        await deps.refunds.restock(tx, o.id, restock, who.staff?.email ?? 'staff', 'restock: return');
        await setReturn(tx, id, { status: 'received' });
        await audit(tx, who, {
          action: 'return.receive',
          entity: 'return',
          entityId: id,
          before: { status: r.status },
          after: { status: 'received', items: input.items },
        });
      });
      await deps.emails.send(id, 'received');
    },

    /**
     * The refund: core's computation of the received units (± an adjustment with its reason) to the original
     * payment through the refund service, the cash dollars' share back to the wallet. Of two staff refunding one
     * return, the second waits on the locked return and finds it refunded (409), or holds a stale version (409).
     */
    async refund(
      id: string,
      input: { adjustment: number; adjustment_reason?: string; version?: number },
      who: AuditActor,
    ) {
      if (input.adjustment !== 0 && !input.adjustment_reason)
        throw new InvalidError('An adjusted refund needs its reason', 'adjustment_reason', 'required');
      const actor = who.staff?.email ?? 'staff';
      const done = await staffWrite(id, 'refunded', input.version, async (tx, r, o) => {
        if (!canRefund(o.status, o.paidAmount, o.refundedAmount))
          throw new ConflictError(`An order that is ${o.status} cannot be refunded`, 'not_refundable');
        const units = refundUnits(r, await itemsOf(tx, id));
        const c = await refundFor(tx, o, units, input.adjustment);
        const reason = `return ${r.number}${input.adjustment_reason ? `: ${input.adjustment_reason}` : ''}`;
        const pending =
          c.to_payment > 0
            ? await deps.refunds.open(tx, o, { amount: c.to_payment, reason, restock: [], actor })
            : null;
        // all of the payment back: the order becomes refunded and its wallet hook returns every cash dollar itself
        const whole = c.to_payment >= o.paidAmount - o.refundedAmount;
        if (c.to_wallet > 0 && o.userId && !whole)
          await post(tx, {
            userId: o.userId,
            currency: o.currency,
            amount: c.to_wallet,
            kind: 'spend_return',
            refType: 'return',
            refId: id,
            note: `return ${r.number}`,
          });
        await setReturn(tx, id, {
          status: 'refunded',
          refundAmount: c.to_payment,
          adjustment: input.adjustment,
          adjustmentReason: input.adjustment_reason ?? null,
          refundId: pending?.id ?? null,
        });
        await audit(tx, who, {
          action: 'return.refund',
          entity: 'return',
          entityId: id,
          before: { status: r.status, refunded_amount: o.refundedAmount },
          after: { status: 'refunded', computed: c, adjustment_reason: input.adjustment_reason ?? null },
        });
        return { pending, toWallet: whole ? 0 : c.to_wallet };
      });
      const settled = done.pending
        ? await deps.refunds.settle(done.pending)
        : { id: '', amount: 0, status: 'succeeded' as const };
      if (settled.status === 'failed') {
        // the provider refused: the return waits to be refunded again (the refund row says failed)
        await db.transaction((tx) =>
          setReturn(tx, id, { status: 'received', refundAmount: 0, refundId: null }),
        );
        deps.refunds.assertSettled(settled);
      }
      await deps.emails.send(id, 'refunded');
      return { id: settled.id, amount: settled.amount, status: settled.status, to_wallet: done.toWallet };
    },

    async close(id: string, version: number | undefined, who: AuditActor) {
      await staffWrite(id, 'closed', version, async (tx, r) => {
        await setReturn(tx, id, { status: 'closed' });
        await audit(tx, who, {
          action: 'return.close',
          entity: 'return',
          entityId: id,
          before: { status: r.status },
        });
      });
    },

    staffWrite,
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
