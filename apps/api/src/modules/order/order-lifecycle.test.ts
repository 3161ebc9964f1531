// The one transition(): core's state machine decides which moves are legal, and the hooks registered on a status run
// once per move inside its transaction (rolled back with it), the after-commit ones only once it committed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orderFixture } from '../../test/order-fixture.ts';
import { actors, type TransitionEvent } from './order-lifecycle.ts';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixture(t);
});
afterAll(async () => {
  await t.close();
});

const statusOf = async (id: string) =>
  (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
const notes = async (id: string, note: string) =>
  t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.note, note)));

describe('order lifecycle', () => {
  it('refuses a move core does not allow with 409 invalid_transition, and the order stays as it was', async () => {
    const { lifecycle } = t.app.orders;
    const o = await fx.place({ paid: false });
    // no edge from awaiting_payment to shipped, for anyone
    await expect(
      lifecycle.transaction((tx) =>
        lifecycle.transition(tx, o.id, 'awaiting_payment', 'shipped', actors.staff('a@b.example')),
      ),
    ).rejects.toMatchObject({ status: 409, code: 'invalid_transition' });
    // an edge that exists, taken by an actor who may not: only the provider or staff mark an order paid
    await expect(
      lifecycle.transaction((tx) =>
        lifecycle.transition(tx, o.id, 'awaiting_payment', 'paid', actors.system),
      ),
    ).rejects.toMatchObject({ status: 409, code: 'invalid_transition' });
    // a paid order goes to refunded only through a refund, never by a bare staff move
    const paid = await fx.place();
    await expect(
      lifecycle.transaction((tx) =>
        lifecycle.transition(tx, paid.id, 'paid', 'refunded', actors.staff('a@b.example')),
      ),
    ).rejects.toMatchObject({ status: 409, code: 'invalid_transition' });
    expect(await statusOf(o.id)).toBe('awaiting_payment');
    expect(await statusOf(paid.id)).toBe('paid');
    // and the service refuses a status change made outside a lifecycle transaction
    await expect(
      t.database.db.transaction((tx) =>
        t.app.orders.transition(tx, o.id, 'awaiting_payment', 'cancelled', actors.system),
      ),
    ).rejects.toThrow(/lifecycle\.transaction/);
    expect(await statusOf(o.id)).toBe('awaiting_payment');
  });

  it('runs a registered hook exactly once in the transition’s transaction, rolled back with it', async () => {
    const { lifecycle } = t.app.orders;
    const calls: { tx: DbOrTx; e: TransitionEvent }[] = [];
    const committed: TransitionEvent[] = [];
    const other: TransitionEvent[] = [];
    const offs = [
      lifecycle.on('paid', async (tx, e) => {
        calls.push({ tx, e });
        // the hook's own write: it exists exactly when the move does
        await lifecycle.recordEvent(tx, e.order.id, e.to, e.to, 'test', 'hook ran');
      }),
      lifecycle.afterCommit('paid', async (e) => {
        committed.push(e);
      }),
      lifecycle.on('cancelled', async (_tx, e) => {
        other.push(e);
      }),
    ];
    try {
      const o = await fx.place({ paid: false });
      const staff = actors.staff('a@b.example');
      let used: DbOrTx | undefined;
      await expect(
        lifecycle.transaction(async (tx) => {
          used = tx;
          expect(await lifecycle.transition(tx, o.id, 'awaiting_payment', 'paid', staff, 'try')).toBe(true);
          throw new Error('the caller fails after the move');
        }),
      ).rejects.toThrow('the caller fails after the move');
      expect(calls).toHaveLength(1);
      expect(calls[0]!.tx).toBe(used);
      expect(calls[0]!.e).toMatchObject({ from: 'awaiting_payment', to: 'paid', actor: staff, note: 'try' });
      expect(calls[0]!.e.order).toMatchObject({ id: o.id, status: 'paid' });
      // rolled back: the move, its event and the hook's write; the after-commit hook never ran
      expect(await statusOf(o.id)).toBe('awaiting_payment');
      expect(await notes(o.id, 'hook ran')).toHaveLength(0);
      expect(committed).toHaveLength(0);

      // committed: once more, once only, and the after-commit hook follows
      expect(
        await lifecycle.transaction((tx) =>
          lifecycle.transition(tx, o.id, 'awaiting_payment', 'paid', staff, 'again'),
        ),
      ).toBe(true);
      expect(calls).toHaveLength(2);
      expect(await statusOf(o.id)).toBe('paid');
      expect(await notes(o.id, 'hook ran')).toHaveLength(1);
      expect(committed.map((e) => e.order.id)).toEqual([o.id]);
      // a second mover loses the race on the status: no move, no hook
      expect(
        await lifecycle.transaction((tx) =>
          lifecycle.transition(tx, o.id, 'awaiting_payment', 'paid', staff, 'late'),
        ),
      ).toBe(false);
      expect(calls).toHaveLength(2);
      expect(committed).toHaveLength(1);
      expect(other).toHaveLength(0);
    } finally {
      for (const off of offs) off();
    }
  });
});
