// Every change to an option's stock goes through here: the balance moves and a ledger row says why, in the same
// transaction. A subscription option draws on its single-purchase option's stock.
import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productOptions, stockLedger } from '../../db/schema.ts';

export interface StockMove {
  subSku: string;
  /** units in (positive) or out (negative) */
  delta: number;
  /** 'checkout', 'restock: refund', 'released: expired', or the staff's own words */
  reason: string;
  /** staff email, 'system' or 'checkout' */
  actor: string;
  orderId?: string | null;
}

/** The option whose stock a sub_sku draws on (itself, or a subscription's parent). */
export async function stockSkuOf(tx: DbOrTx, subSku: string): Promise<string> {
  const [o] = await tx
    .select({ parent: productOptions.subscriptionParentSku })
    .from(productOptions)
    .where(eq(productOptions.subSku, subSku));
  return o?.parent ?? subSku;
}

/**
 * Moves stock and records it. Never below zero: a move that would go negative changes nothing and returns null
 * (the caller answers out_of_stock or a 409). Returns the balance after the move.
 */
export async function moveStock(tx: DbOrTx, m: StockMove): Promise<number | null> {
  const sku = await stockSkuOf(tx, m.subSku);
  const moved = await tx
    .update(productOptions)
    .set({ stock: sql`${productOptions.stock} + ${m.delta}` })
    .where(and(eq(productOptions.subSku, sku), m.delta < 0 ? gte(productOptions.stock, -m.delta) : sql`true`))
    .returning({ stock: productOptions.stock });
  if (moved.length === 0) return null;
  await tx.insert(stockLedger).values({
    id: randomUUID(),
    subSku: sku,
    delta: m.delta,
    balanceAfter: moved[0]!.stock,
    reason: m.reason,
    actor: m.actor,
    orderId: m.orderId ?? null,
  });
  return moved[0]!.stock;
}
