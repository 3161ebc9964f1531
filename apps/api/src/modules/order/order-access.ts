// Who may see an order or its payment: the member who owns it, or whoever holds its token (the order's own, or a
// lookup token issued for it). Anyone else gets the same 404 as a missing order, so ids reveal nothing.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { OrderRow } from './order-lifecycle.ts';
import type { OrderLookupTokens } from './order-lookup.ts';

export const hashToken = (s: string) => createHash('sha256').update(s).digest('hex');

export interface Viewer {
  userId: string | null;
  token?: string;
}

export function createOrderAccess(deps: { db: Db; lookupTokens?: OrderLookupTokens }) {
  const { db } = deps;

  /** the order's own token, or a lookup token issued for this order and not expired */
  const tokenOpens = (token: string, o: OrderRow) =>
    hashToken(token) === o.accessTokenHash || !!deps.lookupTokens?.verify(token, o.id);

  const opens = (o: OrderRow, viewer: Viewer) =>
    (!!viewer.userId && o.userId === viewer.userId) || (!!viewer.token && tokenOpens(viewer.token, o));

  async function loadOrder(orderId: string): Promise<OrderRow | undefined> {
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    return o;
  }

  /** Owner or token holder; anyone else gets the same 404 as a missing order. */
  async function authorized(orderId: string, viewer: Viewer) {
    const o = await loadOrder(orderId);
    if (!o || !opens(o, viewer)) throw new NotFoundError('this order number is invalid', 'order_not_found');
    return o;
  }

  /** A payment whose order the viewer owns (member) or holds the token of; anyone else: the 404 of an unknown payment. */
  async function authorizedPayment(paymentId: string, viewer: Viewer) {
    const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
    const o = p ? await loadOrder(p.orderId) : undefined;
    if (!p || !o || !opens(o, viewer)) throw new NotFoundError('Unknown payment', 'payment_not_found');
    return { p, o };
  }

  return { loadOrder, authorized, authorizedPayment };
}

export type OrderAccess = ReturnType<typeof createOrderAccess>;
