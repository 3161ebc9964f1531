// The one way an order changes status: transition() checks core's state machine (canTransition), moves the row with a
// compare-and-set on the status, writes the timeline event and runs the hooks registered for the new status. Hooks
// that must be atomic (wallet, stock, emails queued on the job table) run in the transition's transaction; hooks that
// call outside services (a payment provider, another module's service) run once that transaction has committed.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { canTransition, type OrderStatus, type TransitionActor } from '@shop/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { ConflictError } from '../../lib/errors.ts';

export type OrderRow = typeof orders.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who moves an order: the role core's state machine knows, and the name the timeline records. */
export interface Actor {
  role: TransitionActor;
  name: string;
}

export const actors = {
  staff: (email: string): Actor => ({ role: 'staff', name: `staff:${email}` }),
  /** a payment provider's signed notification, or the renewal engine's off-session charge */
  provider: (provider: string): Actor => ({ role: 'payment', name: `provider:${provider}` }),
  system: { role: 'system', name: 'system' } as Actor,
  /** a refund made by staff: the refund's own edges (all the money back → refunded) */
  refund: (email: string): Actor => ({ role: 'refund', name: `staff:${email}` }),
};

/** A move that happened: the order as it is after it, where it came from, who made it and why. */
export interface TransitionEvent {
  order: OrderRow;
  from: OrderStatus;
  to: OrderStatus;
  actor: Actor;
  note?: string;
}

/** Runs inside the transition's transaction: a throw rolls the move back. */
export type TransitionHook = (tx: DbOrTx, e: TransitionEvent) => Promise<unknown>;
/** Runs after the transaction committed: a failure is logged, the move stands. */
export type AfterCommitHook = (e: TransitionEvent) => Promise<unknown>;

export function createOrderLifecycle(deps: { db: Db; log: { warn(o: object, m: string): void } }) {
  const inTx = new Map<OrderStatus, TransitionHook[]>();
  const afterCommit = new Map<OrderStatus, AfterCommitHook[]>();
  /** the after-commit work of each open lifecycle transaction */
  const pending = new WeakMap<object, (() => Promise<void>)[]>();

  function register<H>(map: Map<OrderStatus, H[]>, to: OrderStatus | readonly OrderStatus[], hook: H) {
    const statuses = typeof to === 'string' ? [to] : to;
    for (const s of statuses) map.set(s, [...(map.get(s) ?? []), hook]);
    return () => {
      for (const s of statuses)
        map.set(
          s,
          (map.get(s) ?? []).filter((h) => h !== hook),
        );
    };
  }

  async function recordEvent(
    tx: DbOrTx,
    orderId: string,
    from: string | null,
    to: string,
    actor: string,
    note?: string,
  ) {
    await tx
      .insert(orderEvents)
      .values({ id: randomUUID(), orderId, fromStatus: from, toStatus: to, actor, note: note ?? null });
  }

  /**
   * A transaction in which orders may change status; the after-commit hooks of its moves run once it commits
   * (never inside it: a provider call never holds the stock rows' locks).
   */
  async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const after: (() => Promise<void>)[] = [];
    const result = await deps.db.transaction(async (tx) => {
      pending.set(tx, after);
      return work(tx);
    });
    for (const step of after) await step();
    return result;
  }

  /**
   * Moves an order from `from` to `to` if core's state machine lets this actor take that edge (else 409
   * invalid_transition). Concurrent movers race on the WHERE: false when the order was no longer `from`.
   */
  async function transition(
    tx: DbOrTx,
    orderId: string,
    from: OrderStatus,
    to: OrderStatus,
    actor: Actor,
    note?: string,
  ): Promise<boolean> {
    if (!canTransition(from, to, actor.role))
      throw new ConflictError(`An order that is ${from} cannot become ${to}`, 'invalid_transition');
    const after = pending.get(tx);
    if (!after) throw new Error('an order changes status only inside lifecycle.transaction()');
    const [order] = await tx
      .update(orders)
      // the paid amount is fixed when money arrives: refunds are measured against it
      .set({
        status: to,
        updatedAt: new Date(),
        ...(to === 'paid' ? { paidAmount: sql`${orders.total}` } : {}),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning();
    if (!order) return false;
    await recordEvent(tx, orderId, from, to, actor.name, note);
    const e: TransitionEvent = { order, from, to, actor, note };
    for (const hook of inTx.get(to) ?? []) await hook(tx, e);
    for (const hook of afterCommit.get(to) ?? [])
      after.push(() =>
        hook(e).then(
          () => undefined,
          (err: unknown) => deps.log.warn({ err, orderId, to }, 'after-transition step failed'),
        ),
      );
    return true;
  }

  return {
    transaction,
    transition,
    recordEvent,
    /** A hook run in the transaction of every move to these statuses; returns its removal. */
    on: (to: OrderStatus | readonly OrderStatus[], hook: TransitionHook) => register(inTx, to, hook),
    /** A hook run after the commit of every move to these statuses; returns its removal. */
    afterCommit: (to: OrderStatus | readonly OrderStatus[], hook: AfterCommitHook) =>
      register(afterCommit, to, hook),
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
