import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addressProblem,
  afterFailedCharge,
  canMoveSubscription,
  cancelProblem,
  changeProblem,
  nextRenewalAt,
  reactivateProblem,
  reminderAt,
  renewalDateProblem,
  validIntervalMonths,
} from './subscriptions.ts';

const d = (s: string) => new Date(s);

describe('subscription states', () => {
  it('moves only along the allowed edges', () => {
    expect(canMoveSubscription('active', 'suspended', 'system')).toBe(true);
    expect(canMoveSubscription('suspended', 'active', 'member')).toBe(true);
    expect(canMoveSubscription('active', 'cancelled', 'member')).toBe(true);
    expect(canMoveSubscription('suspended', 'cancelled', 'member')).toBe(true);
    expect(canMoveSubscription('active', 'suspended', 'member')).toBe(false);
    expect(canMoveSubscription('cancelled', 'active', 'staff')).toBe(false);
    expect(canMoveSubscription('cancelled', 'suspended', 'system')).toBe(false);
  });

  it('reactivates a suspended subscription with a card; otherwise a specialist is needed', () => {
    expect(reactivateProblem({ status: 'suspended', hasPaymentMethod: true })).toBeNull();
    expect(reactivateProblem({ status: 'suspended', hasPaymentMethod: false })).toBe('contact_specialist');
    expect(reactivateProblem({ status: 'cancelled', hasPaymentMethod: true })).toBe('contact_specialist');
    expect(reactivateProblem({ status: 'active', hasPaymentMethod: true })).toBe('already_active');
  });
});

describe('renewal dates', () => {
  it('accepts intervals of 1 to 6 whole months only', () => {
    expect([0, 1, 3, 6, 7, 1.5].map(validIntervalMonths)).toEqual([false, true, true, true, false, false]);
    expect(() => nextRenewalAt(d('2027-01-01T00:00:00Z'), 7)).toThrow(RangeError);
  });

  it('is month-end safe and keeps the anchor day', () => {
    const jan31 = d('2027-01-31T10:00:00Z');
    const feb = nextRenewalAt(jan31, 1, 31);
    expect(feb.toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(nextRenewalAt(feb, 1, 31).toISOString()).toBe('2027-03-31T10:00:00.000Z');
    expect(addMonths(d('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(nextRenewalAt(d('2027-08-31T00:00:00Z'), 6).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(nextRenewalAt(d('2027-11-15T00:00:00Z'), 3).toISOString()).toBe('2028-02-15T00:00:00.000Z');
  });

  it('twelve monthly renewals land on the same day each month', () => {
    let at = d('2027-01-15T09:00:00Z');
    const days = [];
    for (let i = 0; i < 12; i++) days.push((at = nextRenewalAt(at, 1, 15)).toISOString().slice(0, 10));
    expect(days[0]).toBe('2027-02-15');
    expect(days[11]).toBe('2028-01-15');
    expect(new Set(days.map((x) => x.slice(8))).size).toBe(1);
  });

  it('sends the reminder 3 days before', () => {
    expect(reminderAt(d('2027-03-10T00:00:00Z')).toISOString()).toBe('2027-03-07T00:00:00.000Z');
  });
});

describe('windows', () => {
  const renewal = d('2027-03-10T00:00:00Z');
  const active = { status: 'active' as const, nextRenewalAt: renewal };

  it('allows changes until 1 day before the renewal', () => {
    expect(changeProblem(active, d('2027-03-08T23:59:59Z'))).toBeNull();
    expect(changeProblem(active, d('2027-03-09T00:00:00Z'))).toBeNull();
    expect(changeProblem(active, d('2027-03-09T00:00:01Z'))).toBe('change_window_closed');
    expect(changeProblem({ ...active, status: 'cancelled' }, d('2027-01-01T00:00:00Z'))).toBe(
      'subscription_cancelled',
    );
  });

  it('allows address changes until 3 days before the shipment', () => {
    const s = { status: 'active' as const, nextShipmentAt: renewal };
    expect(addressProblem(s, d('2027-03-07T00:00:00Z'))).toBeNull();
    expect(addressProblem(s, d('2027-03-07T00:00:01Z'))).toBe('address_window_closed');
  });

  it('refuses cancellation before two paid periods, and after the change window', () => {
    const now = d('2027-03-01T00:00:00Z');
    expect(cancelProblem({ ...active, periodsPaid: 1 }, now)).toBe('cancel_too_early');
    expect(cancelProblem({ ...active, periodsPaid: 2 }, now)).toBeNull();
    expect(cancelProblem({ ...active, periodsPaid: 2 }, d('2027-03-09T12:00:00Z'))).toBe(
      'change_window_closed',
    );
    expect(
      cancelProblem({ ...active, status: 'suspended', periodsPaid: 2 }, d('2027-03-09T12:00:00Z')),
    ).toBeNull();
    expect(cancelProblem({ ...active, status: 'cancelled', periodsPaid: 5 }, now)).toBe(
      'subscription_cancelled',
    );
  });

  it('lets the member move the next renewal within limits', () => {
    const now = d('2027-03-01T00:00:00Z');
    expect(renewalDateProblem(renewal, d('2027-04-10T00:00:00Z'), now)).toBeNull();
    expect(renewalDateProblem(renewal, d('2027-03-01T12:00:00Z'), now)).toBe('renewal_date_too_soon');
    expect(renewalDateProblem(renewal, d('2027-09-11T00:00:00Z'), now)).toBe('renewal_date_too_late');
  });
});

describe('failed charges', () => {
  it('retries on day 1, 3 and 7, then suspends', () => {
    const renewal = d('2027-03-10T00:00:00Z');
    const at = (n: number) => {
      const r = afterFailedCharge(renewal, n);
      return r.action === 'retry' ? r.at.toISOString().slice(0, 10) : r.action;
    };
    expect([1, 2, 3, 4].map(at)).toEqual(['2027-03-11', '2027-03-13', '2027-03-17', 'suspend']);
  });
});
