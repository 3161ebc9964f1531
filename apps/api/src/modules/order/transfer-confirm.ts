// A bank transfer (or cash) recorded by staff, for whatever amount arrived (core classifyPayment): the amount owed to
// the cent pays the order; short within the shop's tolerance (settings order_operations) pays it with the shortfall
// written off; short beyond leaves it awaiting payment, partly paid, with the rest owed; over pays it and the excess
// is refunded to that payment or credited to the member's wallet. The version is claimed in the same transaction.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { classifyPayment, formatMoney, isCurrency } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import { orders, payments, settings } from '../../db/schema.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors.ts';
import { audit } from '../staff/audit.ts';
import { readStoredSettings } from '../settings/settings.values.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { actors, type OrderLifecycle } from './order-lifecycle.ts';
import { claimOrderVersion } from './order-version.ts';
import type { StaffActor } from './order.admin.service.ts';
import type { PendingRefund, RefundService } from './refund.service.ts';

export interface TransferConfirmInput {
  amount: number;
  reference: string;
  method?: 'bank_transfer' | 'cash';
  excess?: 'refund' | 'wallet';
  version?: number;
}

/** The shop's tolerance for a currency, in minor units (none: 0). */
export async function transferTolerance(tx: DbOrTx, currency: string): Promise<number> {
  const ops = readStoredSettings(await tx.select().from(settings)).orderOperations;
  return isCurrency(currency) ? (ops.transfer_tolerance[currency] ?? 0) : 0;
}

export function createTransferConfirm(deps: {
  lifecycle: Pick<OrderLifecycle, 'transaction' | 'transition' | 'recordEvent'>;
  refunds: Pick<RefundService, 'open' | 'settle' | 'assertSettled'>;
  /** read when an overpayment is credited (the wallet module comes before orders) */
  wallet: () => Pick<WalletService, 'post'>;
}) {
  const { lifecycle } = deps;

  return async function confirmTransfer(id: string, input: TransferConfirmInput, who: StaffActor) {
    const email = who.staff!.email;
    const method = input.method ?? 'bank_transfer';
    const reference = input.reference.trim();
    const { pending, outcome } = await lifecycle.transaction(async (tx) => {
      const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!o) throw new NotFoundError('No such order', 'order_not_found');
      if (method === 'bank_transfer' && o.paymentMethod !== 'bank_transfer')
        throw new InvalidError('This order is not paid by bank transfer', 'order', 'not_bank_transfer');
      if (o.status !== 'awaiting_payment')
        throw new ConflictError(
          `An order that is ${o.status} cannot be confirmed paid`,
          'invalid_transition',
        );
      await claimOrderVersion(tx, id, input.version);
      const tolerance = await transferTolerance(tx, o.currency);
      const c = classifyPayment({
        total: o.total,
        paid: o.paidAmount,
        writtenOff: o.writtenOff,
        received: input.amount,
        tolerance,
      });
      if (c.fit === 'over' && !input.excess)
        throw new InvalidError(
          'Choose whether the excess is refunded or credited to the wallet',
          'excess',
          'required',
        );
      if (c.fit === 'over' && input.excess === 'wallet' && !o.userId)
        throw new InvalidError('A guest has no wallet: the excess can only be refunded', 'excess', 'invalid');
      const fmt = (n: number) => (isCurrency(o.currency) ? formatMoney(n, o.currency, 'en') : String(n));

      // the open transfer payment (if the shopper chose transfer) records what arrived; else a new row
      const [open] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, id), eq(payments.provider, method), eq(payments.status, 'pending')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      const paymentId = open?.id ?? randomUUID();
      const row = {
        status: 'succeeded' as const,
        method,
        amount: input.amount,
        capturedAmount: input.amount,
        providerRef: reference,
        updatedAt: new Date(),
      };
      if (open) await tx.update(payments).set(row).where(eq(payments.id, open.id));
      else
        await tx.insert(payments).values({
          id: paymentId,
          orderId: id,
          provider: method,
          currency: o.currency,
          returnUrl: '',
          ...row,
        });

      const how = method === 'cash' ? 'cash' : 'bank transfer';
      const note =
        c.fit === 'exact'
          ? `${how} of ${fmt(input.amount)} confirmed, reference ${reference}`
          : c.fit === 'short_within'
            ? `${how} of ${fmt(input.amount)} confirmed, reference ${reference}: ${fmt(c.shortfall)} short, within the ${fmt(tolerance)} tolerance, written off`
            : c.fit === 'over'
              ? `${how} of ${fmt(input.amount)} confirmed, reference ${reference}: ${fmt(c.excess)} over, ${input.excess === 'wallet' ? 'credited to the wallet' : 'refunded'}`
              : `${how} of ${fmt(input.amount)} received, reference ${reference}: ${fmt(c.owedAfter)} still owed`;
      const paidAmount = o.paidAmount + input.amount;
      let pending: PendingRefund | null = null;
      if (c.paid) {
        const moved = await lifecycle.transition(
          tx,
          id,
          'awaiting_payment',
          'paid',
          actors.staff(email),
          note,
        );
        if (!moved) throw new ConflictError('Someone else changed this order first', 'invalid_transition');
        // the move fixes paid = total; what actually arrived (and what was written off) is recorded instead
        await tx
          .update(orders)
          .set({ paidAmount, writtenOff: o.writtenOff + c.writeOff })
          .where(eq(orders.id, id));
        if (c.fit === 'over' && input.excess === 'refund')
          pending = await deps.refunds.open(
            tx,
            { ...o, paidAmount },
            { amount: c.excess, reason: 'overpayment', restock: [], actor: email },
          );
        if (c.fit === 'over' && input.excess === 'wallet') {
          await deps.wallet().post(tx, {
            userId: o.userId!,
            currency: o.currency,
            amount: c.excess,
            kind: 'adjustment',
            refType: 'order',
            refId: `overpayment:${paymentId}`,
            note: `overpayment on order ${o.number}`,
          });
          // credited: it is no longer refundable on the order
          await tx
            .update(orders)
            .set({ refundedAmount: sql`${orders.refundedAmount} + ${c.excess}` })
            .where(eq(orders.id, id));
        }
      } else {
        await tx.update(orders).set({ paidAmount }).where(eq(orders.id, id));
        await lifecycle.recordEvent(tx, id, o.status, o.status, actors.staff(email).name, note);
      }
      await audit(tx, who, {
        action: 'payment.confirm_transfer',
        entity: 'order',
        entityId: id,
        before: { status: o.status, paid_amount: o.paidAmount, written_off: o.writtenOff },
        after: {
          status: c.paid ? 'paid' : o.status,
          method,
          amount: input.amount,
          reference,
          fit: c.fit,
          paid_amount: paidAmount,
          written_off: o.writtenOff + c.writeOff,
          owed: c.owedAfter,
          ...(c.fit === 'over' ? { excess: c.excess, excess_to: input.excess } : {}),
        },
      });
      return { pending, outcome: c };
    });
    if (pending) deps.refunds.assertSettled(await deps.refunds.settle(pending));
    return { status: outcome.paid ? ('paid' as const) : ('awaiting_payment' as const), fit: outcome.fit };
  };
}
