// A bank transfer holds stock for days (1-15), so it has its own rules: a few units per line, and one open
// reservation per shopper. Checked when an order is placed by transfer and when an unpaid order switches to one.
import { and, eq, gte, sql } from 'drizzle-orm';
import { lineQuantityAllowed, TRANSFER_MAX_LINE_QUANTITY } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { ConflictError, InvalidError } from '../../lib/errors.ts';
import type { PaymentMethod } from '../../providers/payment/payment.provider.ts';

/** How long an unpaid order holds its stock: a hosted or QR payment 30 minutes, a bank transfer the configured hours. */
export const deadlineMs = (method: PaymentMethod, transferHours: number) =>
  method === 'bank_transfer' ? transferHours * 3600_000 : 30 * 60_000;

/** A bank transfer holds stock for days: a few units per line only. */
export function assertTransferLines(lines: readonly { quantity: number }[]) {
  if (lines.some((l) => !lineQuantityAllowed(l.quantity, TRANSFER_MAX_LINE_QUANTITY))) {
    throw new InvalidError(
      `A bank transfer order holds at most ${TRANSFER_MAX_LINE_QUANTITY} of each item`,
      'payment_method',
      'transfer_line_limit',
    );
  }
}

/**
 * At most one open (unpaid, not yet expired) bank-transfer reservation per shopper, by email or member. The
 * shopper's keys are locked for the transaction first, so two concurrent checkouts cannot both pass the check.
 */
export async function assertNoOpenTransfer(
  tx: DbOrTx,
  shopper: { email: string; userId: string | null },
  exceptOrderId?: string,
) {
  const email = shopper.email.trim().toLowerCase();
  const keys = [
    `transfer:email:${email}`,
    ...(shopper.userId ? [`transfer:user:${shopper.userId}`] : []),
  ].sort();
  for (const k of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${k}))`);
  const who = shopper.userId
    ? sql`(lower(${orders.email}) = ${email} or ${orders.userId} = ${shopper.userId})`
    : sql`lower(${orders.email}) = ${email}`;
  const open = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentMethod, 'bank_transfer'),
        gte(orders.paymentDeadline, new Date()),
        who,
        exceptOrderId ? sql`${orders.id} <> ${exceptOrderId}` : undefined,
      ),
    )
    .limit(1);
  if (open.length) {
    throw new ConflictError(
      'You already have a bank transfer order waiting for payment; pay or let it expire first',
      'transfer_reservation_open',
    );
  }
}
