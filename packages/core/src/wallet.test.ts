import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, type CurrencyCode } from './currencies.ts';
import {
  balanceAfter,
  cashDollarsApplied,
  convertWalletAmount,
  isSelfReferral,
  ledgerBalance,
  minimumConversion,
  planConversion,
  referralFriendDiscount,
  referralReward,
  rewardExpiresAt,
  rewardProblem,
} from './wallet.ts';

const RATES = { HKD: '7.8', USD: '1', GBP: '0.79', JPY: '150.5', TWD: '32.4', KRW: '1380', CNY: '7.2' };

describe('ledger balance rules', () => {
  it('refuses an entry that would go below zero, and zero or fractional amounts', () => {
    expect(balanceAfter(500, -500)).toEqual({ ok: true, balance: 0 });
    expect(balanceAfter(500, -501)).toEqual({ ok: false, problem: 'insufficient_balance' });
    expect(balanceAfter(500, 0)).toEqual({ ok: false, problem: 'invalid_amount' });
    expect(balanceAfter(500, 1.5)).toEqual({ ok: false, problem: 'invalid_amount' });
    expect(balanceAfter(-1, 10)).toEqual({ ok: false, problem: 'invalid_amount' });
  });

  it('property: no sequence of entries makes a balance negative, and the balance is always the ledger sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50_000, max: 50_000 }), { maxLength: 60 }), (amounts) => {
        let balance = 0;
        const ledger: { amount: number }[] = [];
        for (const a of amounts) {
          const r = balanceAfter(balance, a);
          if (!r.ok) continue;
          balance = r.balance;
          ledger.push({ amount: a });
          expect(balance).toBeGreaterThanOrEqual(0);
        }
        expect(ledgerBalance(ledger)).toBe(balance);
      }),
    );
  });

  it('property: spends, returns and conversions across wallets never lose a cent nor go negative', () => {
    const cur = fc.constantFrom<CurrencyCode>('HKD', 'USD', 'GBP', 'JPY', 'TWD');
    const op = fc.oneof(
      fc.record({ t: fc.constant('credit' as const), c: cur, n: fc.integer({ min: 1, max: 100_000 }) }),
      fc.record({ t: fc.constant('spend' as const), c: cur, n: fc.integer({ min: 1, max: 100_000 }) }),
      fc.record({ t: fc.constant('return' as const) }),
      fc.record({
        t: fc.constant('convert' as const),
        c: cur,
        to: cur,
        n: fc.integer({ min: 1, max: 100_000 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 50 }), (ops) => {
        const ledger: { c: CurrencyCode; amount: number }[] = [];
        const bal = (c: CurrencyCode) => ledgerBalance(ledger.filter((e) => e.c === c));
        const spends: { c: CurrencyCode; n: number }[] = [];
        let credited = 0;
        for (const o of ops) {
          if (o.t === 'credit') {
            ledger.push({ c: o.c, amount: o.n });
            credited += o.n;
          } else if (o.t === 'spend') {
            const applied = cashDollarsApplied(o.n, bal(o.c), 80_000);
            if (applied > 0) {
              ledger.push({ c: o.c, amount: -applied });
              spends.push({ c: o.c, n: applied });
            }
          } else if (o.t === 'return') {
            const s = spends.pop();
            if (s) ledger.push({ c: s.c, amount: s.n });
          } else {
            const r = planConversion({ amount: o.n, from: o.c, to: o.to, balance: bal(o.c) }, RATES);
            if (r.ok) {
              ledger.push({ c: o.c, amount: -r.plan.debit }, { c: o.to, amount: r.plan.credit });
              // a conversion never creates value: the credit is worth at most the debit
              expect(convertWalletAmount(r.plan.credit, o.to, o.c, RATES)).toBeLessThanOrEqual(r.plan.debit);
            }
          }
          for (const c of ['HKD', 'USD', 'GBP', 'JPY', 'TWD'] as const)
            expect(bal(c)).toBeGreaterThanOrEqual(0);
        }
        // without conversions, what was credited is exactly what is held plus what is spent and not returned
        if (!ops.some((o) => o.t === 'convert')) {
          const held = (['HKD', 'USD', 'GBP', 'JPY', 'TWD'] as const).reduce((n, c) => n + bal(c), 0);
          expect(held + spends.reduce((n, s) => n + s.n, 0)).toBe(credited);
        }
      }),
    );
  });
});

describe('conversion at the shop rates', () => {
  it('goes through the USD rates exactly and floors to the shown unit of the target', () => {
    // HK$100.00 → US$ 100/7.8 = 12.8205… → 12.82
    expect(convertWalletAmount(100_00, 'HKD', 'USD', RATES)).toBe(12_82);
    // US$10.00 → HK$78.00 exactly
    expect(convertWalletAmount(10_00, 'USD', 'HKD', RATES)).toBe(78_00);
    // HK$100 → ¥ 100/7.8×150.5 = 1929.48… → ¥1929 (JPY has no minor digits)
    expect(convertWalletAmount(100_00, 'HKD', 'JPY', RATES)).toBe(1929);
    // HK$100 → NT$ 415.38… → NT$415 (TWD shows whole dollars, stored in cents)
    expect(convertWalletAmount(100_00, 'HKD', 'TWD', RATES)).toBe(415_00);
  });

  it('needs a minimum of US$1 worth, refuses same currency, more than the balance, or nothing', () => {
    expect(minimumConversion('HKD', RATES)).toBe(7_80);
    expect(minimumConversion('JPY', RATES)).toBe(151);
    expect(planConversion({ amount: 7_79, from: 'HKD', to: 'USD', balance: 100_00 }, RATES)).toEqual({
      ok: false,
      problem: 'below_minimum',
    });
    expect(planConversion({ amount: 7_80, from: 'HKD', to: 'USD', balance: 100_00 }, RATES)).toEqual({
      ok: true,
      plan: { debit: 7_80, credit: 1_00 },
    });
    expect(planConversion({ amount: 10_00, from: 'HKD', to: 'HKD', balance: 100_00 }, RATES)).toMatchObject({
      problem: 'same_currency',
    });
    expect(planConversion({ amount: 200_00, from: 'HKD', to: 'USD', balance: 100_00 }, RATES)).toMatchObject({
      problem: 'insufficient_balance',
    });
    expect(planConversion({ amount: 0, from: 'HKD', to: 'USD', balance: 100_00 }, RATES)).toMatchObject({
      problem: 'invalid_amount',
    });
  });

  it('property: converting there and back never gains', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(...CURRENCY_CODES.filter((c) => c !== 'RMB' && c !== 'THB' && c !== 'AUD')),
        fc.constantFrom<CurrencyCode>('HKD', 'USD', 'JPY', 'TWD', 'GBP'),
        (n, a, b) => {
          const rates = { ...RATES, SGD: '1.34', CAD: '1.36', CHF: '0.88', MYR: '4.7' };
          const there = convertWalletAmount(n, a, b, rates);
          expect(there).toBeGreaterThanOrEqual(0);
          expect(convertWalletAmount(there, b, a, rates)).toBeLessThanOrEqual(n);
        },
      ),
    );
  });
});

describe('checkout and referral amounts', () => {
  it('cash dollars applied are capped by the balance and the goods total', () => {
    expect(cashDollarsApplied(50_00, 30_00, 100_00)).toBe(30_00);
    expect(cashDollarsApplied(50_00, 300_00, 40_00)).toBe(40_00);
    expect(cashDollarsApplied(-5, 300_00, 40_00)).toBe(0);
    expect(cashDollarsApplied(1.5, 300_00, 40_00)).toBe(0);
  });

  it('10% to the friend and to the referrer, floored to the currency shown unit', () => {
    expect(referralFriendDiscount(123_45, 'HKD')).toBe(12_34);
    expect(referralReward(123_45, 'HKD')).toBe(12_34);
    expect(referralReward(1999, 'JPY')).toBe(199);
    expect(referralReward(1234_00, 'TWD')).toBe(123_00);
    expect(referralReward(-5, 'HKD')).toBe(0);
  });
});

describe('review rewards', () => {
  const published = new Date('2026-01-01T00:00:00Z');
  it('expire 60 days after publication, and redeem once', () => {
    const expiresAt = rewardExpiresAt(published);
    expect(expiresAt.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(rewardProblem({ expiresAt, redeemedOrderId: null }, new Date('2026-03-01T23:59:59Z'))).toBeNull();
    expect(rewardProblem({ expiresAt, redeemedOrderId: null }, expiresAt)).toBe('reward_expired');
    expect(rewardProblem({ expiresAt, redeemedOrderId: 'o1' }, published)).toBe('reward_used');
    expect(rewardProblem(null, published)).toBe('reward_not_found');
  });
});

describe('self-referral', () => {
  const referrer = {
    email: 'Amy+shop@Example.com',
    phone: '+852 9123 4567',
    addresses: ['1 Queen’s Road, Central'],
    paymentMethods: ['card:fp_abc'],
  };
  it('is refused on the same email, phone, address or payment method', () => {
    expect(isSelfReferral(referrer, { email: 'amy@example.com' })).toBe(true);
    expect(isSelfReferral(referrer, { email: 'b@example.com', phone: '85291234567' })).toBe(true);
    expect(isSelfReferral(referrer, { email: 'b@x.com', addresses: ['1 queen’s road central'] })).toBe(true);
    expect(isSelfReferral(referrer, { email: 'b@x.com', paymentMethods: ['card:fp_abc'] })).toBe(true);
    expect(
      isSelfReferral(referrer, { email: 'b@x.com', phone: '85290000000', addresses: ['2 Other St'] }),
    ).toBe(false);
  });
});
