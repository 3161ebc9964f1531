// Guest order lookup: order number and email give a guest's order back, with a token that opens the
// guest order page and invoice. The order's own token is stored hashed and cannot be shown again, so the lookup
// issues a signed one that expires (HMAC under the auth secret), accepted beside it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { NotFoundError } from '../../lib/errors.ts';

const TTL_SECONDS = 24 * 3600;

export function orderLookupTokens(secret: () => Uint8Array, now: () => number = Date.now) {
  const sign = (orderId: string, exp: string) =>
    createHmac('sha256', secret()).update(`order_lookup:${orderId}:${exp}`).digest('base64url');
  return {
    issue(orderId: string): string {
      const exp = String(Math.floor(now() / 1000) + TTL_SECONDS);
      return `lk.${exp}.${sign(orderId, exp)}`;
    },
    /** true only for a token issued for this very order and not yet expired */
    verify(token: string, orderId: string): boolean {
      const m = /^lk\.(\d{10})\.([\w-]{43})$/.exec(token);
      if (!m) return false;
      const [, exp = '', mac = ''] = m;
      if (Number(exp) * 1000 < now()) return false;
      return timingSafeEqual(Buffer.from(mac), Buffer.from(sign(orderId, exp)));
    },
  };
}
export type OrderLookupTokens = ReturnType<typeof orderLookupTokens>;

/**
 * The guest order with this number and email. An unknown number, a wrong email and a member's order (the member
 * signs in instead) all answer the same 404, so the lookup tells nobody which order numbers exist.
 */
export async function findGuestOrder(db: Db, number: string, email: string): Promise<string> {
  const [o] = await db
    .select({ id: orders.id, email: orders.email, userId: orders.userId })
    .from(orders)
    .where(eq(orders.number, number.trim().toUpperCase()));
  const same = !!o && o.email.trim().toLowerCase() === email.trim().toLowerCase();
  if (!o || !same || o.userId)
    throw new NotFoundError('No order with this number and email', 'order_not_found');
  return o.id;
}
