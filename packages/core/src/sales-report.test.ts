import { describe, expect, it } from 'vitest';
import {
  allocate,
  daysBetween,
  lineReport,
  monthOf,
  orderReport,
  rangeDays,
  reportPreset,
  weekOf,
  type OrderAggregate,
} from './sales-report.ts';

const agg = (o: Partial<OrderAggregate> & { key: string }): OrderAggregate => ({
  currency: 'HKD',
  orders: 1,
  units: 1,
  total: 10_000,
  discounts: 0,
  refunded: 0,
  ...o,
});

describe('sales report dates', () => {
  it('rolls a day into its Monday week and its month', () => {
    expect(weekOf('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-22')).toBe('2026-11-16'); // a Sunday belongs to the week before
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
    expect(monthOf('2026-11-27')).toBe('2026-11');
  });

  it('lists the days of a range and counts them', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(rangeDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(rangeDays('2026-01-02', '2026-01-01')).toBe(0);
    expect(rangeDays('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('turns presets into Hong Kong day ranges', () => {
    expect(reportPreset('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(reportPreset('last7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(reportPreset('this_month', '2026-03-14')).toEqual({ from: '2026-03-01', to: '2026-03-14' });
    expect(reportPreset('last_month', '2026-03-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportPreset('last_month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});

describe('orderReport', () => {
  it('gross = total + discounts, net = gross − discounts − refunds, a total row per currency', () => {
    const [hkd, usd] = orderReport(
      [
        agg({ key: '2026-03-02', total: 9_000, discounts: 1_000, refunded: 500 }),
        agg({ key: '2026-03-02', orders: 2, units: 3, total: 20_000 }),
        agg({ key: '2026-03-02', currency: 'USD', total: 1_500 }),
      ],
      'day',
      { from: '2026-03-01', to: '2026-03-02' },
    );
    expect(hkd!.currency).toBe('HKD');
    expect(hkd!.rows).toEqual([
      { key: '2026-03-01', orders: 0, units: 0, gross: 0, discounts: 0, refunds: 0, net: 0 },
      { key: '2026-03-02', orders: 3, units: 4, gross: 30_000, discounts: 1_000, refunds: 500, net: 28_500 },
    ]);
    expect(hkd!.total).toEqual({
      orders: 3,
      units: 4,
      gross: 30_000,
      discounts: 1_000,
      refunds: 500,
      net: 28_500,
    });
    // never added across currencies
    expect(usd!.total.gross).toBe(1_500);
  });

  it('rolls days into weeks and months, oldest first; other groupings largest net first', () => {
    const rows = [agg({ key: '2026-03-01' }), agg({ key: '2026-03-02' }), agg({ key: '2026-04-01' })];
    const range = { from: '2026-03-01', to: '2026-04-30' };
    expect(orderReport(rows, 'week', range)[0]!.rows.map((r) => [r.key, r.orders])).toEqual([
      ['2026-02-23', 1],
      ['2026-03-02', 1],
      ['2026-03-30', 1],
    ]);
    expect(orderReport(rows, 'month', range)[0]!.rows.map((r) => [r.key, r.orders])).toEqual([
      ['2026-03', 2],
      ['2026-04', 1],
    ]);
    const pm = orderReport(
      [agg({ key: 'card', total: 100 }), agg({ key: 'fps', total: 900 })],
      'payment_method',
      range,
    );
    expect(pm[0]!.rows.map((r) => r.key)).toEqual(['fps', 'card']);
  });

  it('answers nothing when nothing sold', () => {
    expect(orderReport([], 'day', { from: '2026-03-01', to: '2026-03-02' })).toEqual([]);
  });
});

describe('allocate', () => {
  it('shares an amount in proportion, adding up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1_000, [3_000, 1_000])).toEqual([750, 250]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([4, 3]);
    expect(allocate(5, [])).toEqual([]);
    const parts = allocate(9_999, [123, 4_567, 89, 1]);
    expect(parts.reduce((n, x) => n + x, 0)).toBe(9_999);
  });
});

describe('lineReport', () => {
  it('shares each order’s discounts and refunds among its lines; the total counts each order once', () => {
    const line = (order_id: string, key: string, line_total: number, d = 0, r = 0, quantity = 1) => ({
      order_id,
      currency: 'HKD',
      key,
      quantity,
      line_total,
      order_discounts: d,
      order_refunded: r,
    });
    const [hkd] = lineReport([
      line('o1', 'A', 3_000, 1_000, 400, 3),
      line('o1', 'B', 1_000, 1_000, 400),
      line('o2', 'A', 2_000),
    ]);
    expect(hkd!.rows).toEqual([
      { key: 'A', orders: 2, units: 4, gross: 5_000, discounts: 750, refunds: 300, net: 3_950 },
      { key: 'B', orders: 1, units: 1, gross: 1_000, discounts: 250, refunds: 100, net: 650 },
    ]);
    expect(hkd!.total).toEqual({
      orders: 2,
      units: 5,
      gross: 6_000,
      discounts: 1_000,
      refunds: 400,
      net: 4_600,
    });
  });
});
