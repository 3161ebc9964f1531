// The cash-dollar ledger (also under concurrent spends), the member's wallet and conversion, cash dollars at
// checkout, and staff adjustments. Referrals and rewards (review rewards, gift items, gift codes) have their files.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, walletBalances } from '../../db/schema.ts';
import {
  balance,
  credit,
  fx,
  ledgerSum,
  other,
  OTHER_ID,
  referrer,
  REFERRER_ID,
  staffPost,
  support,
  t,
  useWalletApp,
  walletOf,
} from './wallet.test-util.ts';

useWalletApp();

describe('the ledger', () => {
  it('concurrent spends cannot overdraw: the balance row serialises them and equals the entries’ sum', async () => {
    expect((await credit(OTHER_ID, 100_00)).statusCode).toBe(200);
    const spends = Array.from({ length: 6 }, (_, i) =>
      t.database.db.transaction((tx) =>
        t.app.wallet.post(tx, {
          userId: OTHER_ID,
          currency: 'HKD',
          amount: -30_00,
          kind: 'spend',
          refType: 'test',
          refId: `concurrent-${i}`,
        }),
      ),
    );
    const results = await Promise.allSettled(spends);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.every((r) => (r.reason as { code?: string }).code === 'insufficient_balance')).toBe(true);
    expect(await balance(OTHER_ID)).toBe(10_00);
    expect(await ledgerSum(OTHER_ID)).toBe(10_00);
  });

  it('a twin instance on the same database is serialised too', async () => {
    const twin = await t.twin();
    try {
      const spend = (app: typeof t.app, i: number) =>
        app.deps.database.db.transaction((tx) =>
          app.wallet.post(tx, {
            userId: OTHER_ID,
            currency: 'HKD',
            amount: -10_00,
            kind: 'spend',
            refType: 'test',
            refId: `twin-${i}`,
          }),
        );
      const r = await Promise.allSettled([spend(t.app, 1), spend(twin.app, 2)]);
      expect(r.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
      expect(await balance(OTHER_ID)).toBe(0);
      expect(await ledgerSum(OTHER_ID)).toBe(0);
    } finally {
      await twin.close();
    }
  });

  it('the same event posts once; the database refuses a negative balance even to a raw update', async () => {
    await credit(OTHER_ID, 5_00);
    const once = () =>
      t.database.db.transaction((tx) =>
        t.app.wallet.post(tx, {
          userId: OTHER_ID,
          currency: 'HKD',
          amount: -1_00,
          kind: 'spend',
          refType: 'test',
          refId: 'same-event',
        }),
      );
    const a = await once();
    const b = await once();
    expect(b.id).toBe(a.id);
    expect(await balance(OTHER_ID)).toBe(4_00);
    await expect(
      t.database.db.update(walletBalances).set({ balance: -1 }).where(eq(walletBalances.userId, OTHER_ID)),
    ).rejects.toThrow();
  });
});

describe('GET /account/wallet and POST /order/convertPiWallet', () => {
  it('answers balances and the ledger a page at a time; only for a member', async () => {
    expect((await t.inject({ url: '/api/v1/account/wallet' })).statusCode).toBe(401);
    const w = await walletOf(other, '?page=1&page_size=2');
    expect(w.balances).toEqual([{ currency: 'HKD', balance: 4_00 }]);
    expect(w.entries).toHaveLength(2);
    expect(w.total).toBeGreaterThan(2);
    expect(w.entries[0]).toMatchObject({ kind: 'spend', amount: -1_00, balance_after: 4_00 });
  });

  it('converts at the shop rates, floored; a minimum is needed; more than the balance is refused', async () => {
    await credit(OTHER_ID, 96_00);
    const convert = (payload: object) =>
      t.inject({ method: 'POST', url: '/api/v1/order/convertPiWallet', cookies: other, payload });
    const small = await convert({ from: 'HKD', to: 'USD', amount: 1_00 });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ field: 'amount', code: 'below_minimum' });
    expect(small.json().error).toMatch(/minimum balance/);
    const over = await convert({ from: 'HKD', to: 'USD', amount: 1000_00 });
    expect(over.json()).toMatchObject({ field: 'amount', code: 'insufficient_balance' });
    const bad = await convert({ from: 'HKD', to: 'XXX', amount: 10_00 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('to');
    const ok = await convert({ from: 'HKD', to: 'USD', amount: 50_00 });
    expect(ok.statusCode, ok.body).toBe(200);
    const { debit, credit: got } = ok.json();
    expect(debit).toBe(50_00);
    expect(got).toBeGreaterThan(0);
    expect(await balance(OTHER_ID, 'HKD')).toBe(50_00);
    expect(await balance(OTHER_ID, 'USD')).toBe(got);
    expect(await ledgerSum(OTHER_ID, 'USD')).toBe(got);
  });
});

describe('cash dollars at checkout', () => {
  it('the server applies at most the balance and the goods; cancelling gives them back', async () => {
    await credit(REFERRER_ID, 30_00);
    const held = await balance(REFERRER_ID);
    const over = await fx
      .place({ cookies: referrer, extra: { cash_dollars: held + 1 }, paid: false })
      .catch((e: Error) => e.message);
    expect(over).toMatch(/insufficient_balance/);
    const order = await fx.place({ cookies: referrer, extra: { cash_dollars: 25_00 }, paid: false });
    const q = order.quote as { wallet_amount: number; total: number; subtotal: number };
    expect(q.wallet_amount).toBe(25_00);
    expect(await balance(REFERRER_ID)).toBe(held - 25_00);
    const view = (await t.inject({ url: `/api/v1/order/${order.id}`, cookies: referrer })).json().order;
    expect(view).toMatchObject({ wallet_amount: 25_00, total: q.total });
    const cancel = await staffPost(`/api/v1/admin/orders/${order.id}/transitions`, { to: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance(REFERRER_ID)).toBe(held);
    expect(await ledgerSum(REFERRER_ID)).toBe(held);
  });

  it('a guest cannot use cash dollars', async () => {
    await expect(fx.place({ extra: { cash_dollars: 1_00 } })).rejects.toThrow(/login/);
  });
});

describe('admin wallet adjustments', () => {
  it('need the refund permission and a reason, are audited, and cannot take a balance below zero', async () => {
    const url = `/api/v1/admin/members/${OTHER_ID}/wallet/adjust`;
    const denied = await staffPost(url, { currency: 'HKD', amount: 1_00, reason: 'goodwill' }, support);
    expect(denied.statusCode).toBe(403);
    const noReason = await staffPost(url, { currency: 'HKD', amount: 1_00, reason: '' });
    expect(noReason.json().field).toBe('reason');
    const b = await balance(OTHER_ID);
    const tooMuch = await staffPost(url, { currency: 'HKD', amount: -(b + 1), reason: 'mistake' });
    expect(tooMuch.json()).toMatchObject({ code: 'insufficient_balance' });
    const ok = await staffPost(url, { currency: 'HKD', amount: 2_00, reason: 'goodwill for a late parcel' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.adjust'), eq(auditLog.entityId, OTHER_ID)))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    expect(row!.after).toMatchObject({ amount: 2_00, reason: 'goodwill for a late parcel' });
    const ledger = await t.app.inject({
      url: `/api/v1/admin/members/${OTHER_ID}/wallet`,
      headers: support.headers,
    });
    expect(ledger.json().entries[0]).toMatchObject({
      kind: 'adjustment',
      note: 'goodwill for a late parcel',
    });
  });
});
