// Posting to the cash-dollar ledger. Every writer locks the (member, currency) balance row FOR UPDATE first, so two
// concurrent spends are serialised and the second sees the first's balance; the row always equals the entries' sum.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, sum } from 'drizzle-orm';
import { balanceAfter, type WalletEntryKind } from '@shop/core';
import type { DbOrTx } from '../../db/client.ts';
import { returns, walletBalances, walletEntries } from '../../db/schema.ts';
import { InvalidError } from '../../lib/errors.ts';
import { firstRow } from '../../db/first-row.ts';

export interface Posting {
  userId: string;
  currency: string;
  /** minor units; negative debits */
  amount: number;
  kind: WalletEntryKind;
  refType: string;
  refId: string;
  staffId?: string | null;
  note?: string | null;
}

/** The balance row, created at 0 if missing, locked for the rest of the transaction. */
export async function lockBalance(tx: DbOrTx, userId: string, currency: string): Promise<number> {
  await tx.insert(walletBalances).values({ userId, currency, balance: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ balance: walletBalances.balance })
    .from(walletBalances)
    .where(and(eq(walletBalances.userId, userId), eq(walletBalances.currency, currency)))
    .for('update');
  return row!.balance;
}

/**
 * Appends one entry and moves the balance; must run inside a transaction. The same (kind, ref, currency) posts once:
 * a repeat answers the entry already there. A debit beyond the balance is refused (400 insufficient_balance).
 */
export async function post(tx: DbOrTx, p: Posting) {
  const balance = await lockBalance(tx, p.userId, p.currency);
  const [seen] = await tx
    .select()
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.kind, p.kind),
        eq(walletEntries.refType, p.refType),
        eq(walletEntries.refId, p.refId),
        eq(walletEntries.currency, p.currency),
      ),
    );
  if (seen) return seen;
  const next = balanceAfter(balance, p.amount);
  if (!next.ok)
    throw new InvalidError(
      next.problem === 'insufficient_balance' ? 'Not enough cash dollars' : 'Invalid amount',
      'amount',
      next.problem,
    );
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      id: randomUUID(),
      userId: p.userId,
      currency: p.currency,
      amount: p.amount,
      balanceAfter: next.balance,
      kind: p.kind,
      refType: p.refType,
      refId: p.refId,
      staffId: p.staffId ?? null,
      note: p.note ?? null,
    })
    .returning();
  await tx
    .update(walletBalances)
    .set({ balance: next.balance, updatedAt: new Date() })
    .where(and(eq(walletBalances.userId, p.userId), eq(walletBalances.currency, p.currency)));
  return entry!;
}

/** The entry posted for an event, if any. */
export async function findEntry(tx: DbOrTx, kind: WalletEntryKind, refType: string, refId: string) {
  const [e] = await tx
    .select()
    .from(walletEntries)
    .where(
      and(eq(walletEntries.kind, kind), eq(walletEntries.refType, refType), eq(walletEntries.refId, refId)),
    );
  return e ?? null;
}

/**
 * Cash dollars of an order already given back by its returns (return.service.ts posts each return's share as a
 * spend_return on the return): closing the order gives back only the rest, never the same dollars twice.
 */
export async function returnedByReturns(tx: DbOrTx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sum(walletEntries.amount) })
    .from(walletEntries)
    .innerJoin(returns, eq(returns.id, walletEntries.refId))
    .where(
      and(
        eq(walletEntries.kind, 'spend_return'),
        eq(walletEntries.refType, 'return'),
        eq(returns.orderId, orderId),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function balancesOf(tx: DbOrTx, userId: string) {
  return tx
    .select({ currency: walletBalances.currency, balance: walletBalances.balance })
    .from(walletBalances)
    .where(eq(walletBalances.userId, userId))
    .orderBy(walletBalances.currency);
}

export async function ledgerOf(tx: DbOrTx, userId: string, page: number, pageSize: number) {
  const [rows, { n }] = await Promise.all([
    tx
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .then(firstRow),
  ]);
  return { rows, total: n };
}
