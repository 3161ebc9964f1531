import { describe, expect, it } from 'vitest';
import { addDays, OFFICE_HOURS, optionShippingEstimate, shopDate } from './delivery.ts';
import { formatCutOff, formatDateDMY } from './cart-rules.ts';

describe('shopDate', () => {
  it('is the Hong Kong calendar date', () => {
    // 17:30 UTC on 31 Dec is already 1 Jan in Hong Kong (UTC+8)
    expect(shopDate(new Date('2026-12-31T17:30:00Z'))).toBe('2027-01-01');
    expect(shopDate(new Date('2026-12-31T15:59:00Z'))).toBe('2026-12-31');
  });
});

describe('addDays', () => {
  it('crosses months and leap days', () => {
    expect(addDays('2028-02-28', 2)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 2)).toBe('2027-01-02');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('optionShippingEstimate', () => {
  const today = '2026-06-10';

  it('in stock: ships within 48 hours, delivered from then to 2 days later', () => {
    const e = optionShippingEstimate({ availability: 'in_stock' }, today);
    expect(e).toEqual({
      preOrder: false,
      shipDate: '2026-06-12',
      delivery: { from: '2026-06-12', to: '2026-06-14' },
      cutOff: null,
    });
    expect(`${formatDateDMY(e.delivery.from)} – ${formatDateDMY(e.delivery.to)}`).toBe(
      '12/06/2026 – 14/06/2026',
    );
  });

  it('a pre-order ships on its estimate; the window runs from it to +2 days', () => {
    expect(
      optionShippingEstimate({ availability: 'pre_order', estimate: '2026-07-01' }, today),
    ).toMatchObject({
      preOrder: true,
      shipDate: '2026-07-01',
      delivery: { from: '2026-07-01', to: '2026-07-03' },
    });
  });

  it('a pre-order whose estimate is already near or past ships like stock, and a bad estimate is ignored', () => {
    expect(
      optionShippingEstimate({ availability: 'pre_order', estimate: '2026-06-01' }, today),
    ).toMatchObject({ preOrder: false, shipDate: '2026-06-12' });
    expect(optionShippingEstimate({ availability: 'pre_order', estimate: 'soon' }, today)).toMatchObject({
      preOrder: false,
      shipDate: '2026-06-12',
    });
    // an estimate on an in-stock option is not a pre-order date
    expect(optionShippingEstimate({ availability: 'in_stock', estimate: '2026-08-01' }, today).preOrder).toBe(
      false,
    );
  });

  it('shows the cut-off (DD/MM) until it has passed', () => {
    const e = optionShippingEstimate({ availability: 'in_stock', cut_off_date: '2026-06-10' }, today);
    expect(e.cutOff).toBe('2026-06-10');
    expect(formatCutOff(e.cutOff!)).toBe('10/06');
    expect(
      optionShippingEstimate({ availability: 'in_stock', cut_off_date: '2026-06-09' }, today).cutOff,
    ).toBe(null);
  });

  it('office hours follow the spec (9-33)', () => {
    expect(OFFICE_HOURS).toEqual([
      { days: 'weekdays', open: '10:00', close: '19:00' },
      { days: 'weekends_holidays', open: '12:00', close: '19:00' },
    ]);
  });
});
