// What the buyer reads and may still change on an order: one order with its payment and history, a guest's order
// found by number and email, the member's lists, and the gift card until the parcel leaves.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isLocale } from '@shop/core';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderItems, orders, payments } from '../../db/schema.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { PaymentMethod, PaymentProvider } from '../../providers/payment/payment.provider.ts';
import type { OrderAccess, Viewer } from './order-access.ts';
import { memberTimeline } from './order-history.ts';
import type { OrderLifecycle, OrderRow } from './order-lifecycle.ts';
import { findGuestOrder, type OrderLookupTokens } from './order-lookup.ts';
import {
  presentEvents,
  presentOrder,
  presentOrders,
  presentPayment,
  presentTracking,
} from './order-presenter.ts';

/** The card can change until the parcel leaves (7-21 /order/card-message). */
const CARD_EDITABLE: OrderRow['status'][] = ['awaiting_payment', 'paid'];

export function createOrderViews(deps: {
  db: Db;
  payments: PaymentProvider;
  access: OrderAccess;
  lifecycle: Pick<OrderLifecycle, 'recordEvent'>;
  lookupTokens?: OrderLookupTokens;
  log: { warn(o: object, m: string): void };
}) {
  const { db, access } = deps;

  const itemsOf = async (rows: OrderRow[]) =>
    rows.length
      ? db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
          )
      : [];

  async function view(orderId: string, viewer: Viewer) {
    const o = await access.authorized(orderId, viewer);
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
                // a hosted page sends the shopper back here, in their language; a guest's link keeps the token
                // the viewer already holds
                returnUrl: viewer.token
                  ? `${p.returnUrl}?token=${encodeURIComponent(viewer.token)}`
                  : p.returnUrl,
                locale: isLocale(o.locale) ? o.locale : undefined,
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
      payment: presentPayment(p, session),
      events: presentEvents(events),
      // the shopper's history of the order: status changes, tracking on shipped, refunds with amounts
      timeline: await memberTimeline(db, o, events),
      tracking: presentTracking(o),
    };
  }

  return {
    view,

    /** A guest's order by number and email, with a lookup token that opens its page and invoice. */
    async lookup(number: string, email: string) {
      const id = await findGuestOrder(db, number, email);
      const token = deps.lookupTokens!.issue(id);
      return { ...(await view(id, { userId: null, token })), access_token: token };
    },

    /**
     * The gift card's recipient, sender and message (7-21 /order/card-message), set or changed by the buyer while
     * the parcel has not left: once shipped (or closed) the card is printed or moot, so a change is refused.
     */
    async cardMessage(
      orderId: string,
      viewer: Viewer,
      card: { recipient: string; sender: string; message: string },
    ) {
      const o = await access.authorized(orderId, viewer);
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(orders)
          .set({ gift: card })
          .where(and(eq(orders.id, o.id), inArray(orders.status, CARD_EDITABLE)))
          .returning({ status: orders.status });
        const [row] = rows;
        if (row)
          await deps.lifecycle.recordEvent(
            tx,
            o.id,
            row.status,
            row.status,
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
      const [counted] = await db
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
      return {
        items: presentOrders(rows, await itemsOf(rows)),
        total: counted?.total ?? 0,
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
      return presentOrders(rows, await itemsOf(rows));
    },
  };
}
