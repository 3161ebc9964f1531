// Subscription rules (4-18, 5-16): the states and their moves, the change and address windows, renewal date arithmetic
// and the failed-payment schedule. The API enforces them; the account view greys its buttons with the same answers.

export type SubscriptionStatus = 'active' | 'suspended' | 'cancelled';
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'suspended', 'cancelled'];

/** Who moves a subscription: the member, the renewal engine, staff. */
export type SubscriptionActor = 'member' | 'system' | 'staff';

/** Intervals sold: every 1 to 6 months. */
export const MIN_INTERVAL_MONTHS = 1;
export const MAX_INTERVAL_MONTHS = 6;
/** Cancellation is accepted once this many periods are paid (the first order is period 1). */
export const MIN_PAID_PERIODS_TO_CANCEL = 2;
/** Quantity, interval, skip/delay and cancel close this long before the renewal. */
export const CHANGE_WINDOW_DAYS = 1;
/** The address closes this long before the shipment. */
export const ADDRESS_WINDOW_DAYS = 3;
/** The reminder email goes this long before the renewal. */
export const REMINDER_DAYS_BEFORE = 3;
/** A failed renewal charge is tried again on these days after the renewal date; after the last, suspended. */
export const RETRY_DAYS = [1, 3, 7] as const;
/** How far a member may push the next renewal (skip or delay) past the one scheduled. */
export const MAX_DELAY_MONTHS = 6;

const DAY_MS = 86_400_000;

const EDGES: Record<SubscriptionStatus, Partial<Record<SubscriptionStatus, readonly SubscriptionActor[]>>> = {
  // a failed payment (after its retries) or an expired card suspends; the member or staff cancels
  active: { suspended: ['system', 'staff'], cancelled: ['member', 'staff'] },
  // the member reactivates after updating the card; staff may retry it back to life
  suspended: { active: ['member', 'system', 'staff'], cancelled: ['member', 'staff'] },
  cancelled: {},
};

export function canMoveSubscription(
  from: SubscriptionStatus,
  to: SubscriptionStatus,
  actor: SubscriptionActor,
): boolean {
  return EDGES[from]?.[to]?.includes(actor) ?? false;
}

export const validIntervalMonths = (n: number) =>
  Number.isInteger(n) && n >= MIN_INTERVAL_MONTHS && n <= MAX_INTERVAL_MONTHS;

/** Days in a month of a UTC year (month 0–11). */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * `months` after `from`, month-end safe: the day of month is the anchor's (the first order's day), clamped to the
 * month's last day, so a subscription started on 31 January renews 28/29 February, then 31 March, not 28 March.
 */
export function addMonths(from: Date, months: number, anchorDay: number = from.getUTCDate()): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const day = Math.min(anchorDay, daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** The renewal after `current`, `interval` months on, keeping the anchor day. */
export function nextRenewalAt(current: Date, intervalMonths: number, anchorDay?: number): Date {
  if (!validIntervalMonths(intervalMonths))
    throw new RangeError(`interval ${intervalMonths} is not 1–6 months`);
  return addMonths(current, intervalMonths, anchorDay);
}

/** Quantity, interval, skip/delay: until 1 day before the renewal, and never on a cancelled subscription. */
export function changeProblem(
  s: { status: SubscriptionStatus; nextRenewalAt: Date },
  now: Date,
): 'subscription_cancelled' | 'change_window_closed' | null {
  if (s.status === 'cancelled') return 'subscription_cancelled';
  return now.getTime() > s.nextRenewalAt.getTime() - CHANGE_WINDOW_DAYS * DAY_MS
    ? 'change_window_closed'
    : null;
}

/** The delivery address: until 3 days before the shipment (a renewal ships on its renewal date). */
export function addressProblem(
  s: { status: SubscriptionStatus; nextShipmentAt: Date },
  now: Date,
): 'subscription_cancelled' | 'address_window_closed' | null {
  if (s.status === 'cancelled') return 'subscription_cancelled';
  return now.getTime() > s.nextShipmentAt.getTime() - ADDRESS_WINDOW_DAYS * DAY_MS
    ? 'address_window_closed'
    : null;
}

/** Cancel: only after two paid periods (8-15: refused before), and inside the change window. */
export function cancelProblem(
  s: { status: SubscriptionStatus; periodsPaid: number; nextRenewalAt: Date },
  now: Date,
): 'subscription_cancelled' | 'cancel_too_early' | 'change_window_closed' | null {
  if (s.status === 'cancelled') return 'subscription_cancelled';
  if (s.periodsPaid < MIN_PAID_PERIODS_TO_CANCEL) return 'cancel_too_early';
  // a suspended subscription renews nothing: it may always be cancelled
  if (s.status === 'suspended') return null;
  return changeProblem(s, now);
}

/** Reactivation: a suspended subscription with a usable payment method; anything else asks for a specialist. */
export function reactivateProblem(s: {
  status: SubscriptionStatus;
  hasPaymentMethod: boolean;
}): 'already_active' | 'contact_specialist' | null {
  if (s.status === 'active') return 'already_active';
  if (s.status === 'cancelled' || !s.hasPaymentMethod) return 'contact_specialist';
  return null;
}

/**
 * A new next renewal date asked by the member (skip or delay): later than the change window from now, and at
 * most 6 months past the date scheduled.
 */
export function renewalDateProblem(
  scheduled: Date,
  proposed: Date,
  now: Date,
): 'renewal_date_too_soon' | 'renewal_date_too_late' | null {
  if (proposed.getTime() <= now.getTime() + CHANGE_WINDOW_DAYS * DAY_MS) return 'renewal_date_too_soon';
  if (proposed.getTime() > addMonths(scheduled, MAX_DELAY_MONTHS).getTime()) return 'renewal_date_too_late';
  return null;
}

/** When the reminder for a renewal is due. */
export const reminderAt = (renewalAt: Date) => new Date(renewalAt.getTime() - REMINDER_DAYS_BEFORE * DAY_MS);

/**
 * After a failed charge: when to try again, or `suspend`. `failures` counts the failed attempts so far for this
 * period (1 after the first one, on the renewal date); retries fall on day 1, 3 and 7 after the renewal date.
 */
export function afterFailedCharge(
  renewalAt: Date,
  failures: number,
): { action: 'retry'; at: Date } | { action: 'suspend' } {
  const day = RETRY_DAYS[failures - 1];
  if (day === undefined) return { action: 'suspend' };
  return { action: 'retry', at: new Date(renewalAt.getTime() + day * DAY_MS) };
}
