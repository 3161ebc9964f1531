import { describe, expect, it } from 'vitest';
import {
  autoGroupMembers,
  exportContact,
  hkDayStart,
  matchesSegment,
  segmentFilter,
  segmentFilterProblem,
  type SegmentCustomer,
} from './segments.ts';

const customer = (over: Partial<SegmentCustomer> = {}): SegmentCustomer => ({
  country: 'hk',
  preferred_lang: 'zh_hk',
  group_ids: ['basic'],
  tags: ['skin'],
  lifetime_spend: 150_000,
  order_count: 3,
  last_order_at: new Date('2026-05-10T04:00:00Z'),
  marketing_email: true,
  marketing_sms: false,
  ...over,
});

describe('segments', () => {
  it('an empty filter keeps everyone', () => {
    expect(matchesSegment(customer(), {})).toBe(true);
    expect(matchesSegment(customer({ country: null, last_order_at: null }), {})).toBe(true);
  });

  it('lists match any value; conditions all hold', () => {
    expect(matchesSegment(customer(), { countries: ['hk', 'mo'] })).toBe(true);
    expect(matchesSegment(customer(), { countries: ['tw'] })).toBe(false);
    expect(matchesSegment(customer({ country: null }), { countries: ['hk'] })).toBe(false);
    expect(matchesSegment(customer(), { languages: ['en'] })).toBe(false);
    expect(matchesSegment(customer(), { group_ids: ['vip', 'basic'] })).toBe(true);
    expect(matchesSegment(customer(), { tags: ['hair'] })).toBe(false);
    expect(matchesSegment(customer(), { countries: ['hk'], tags: ['skin'], languages: ['zh_hk'] })).toBe(
      true,
    );
  });

  it('spend and order-count ranges are inclusive', () => {
    expect(matchesSegment(customer(), { spend_min: 150_000 })).toBe(true);
    expect(matchesSegment(customer(), { spend_min: 150_001 })).toBe(false);
    expect(matchesSegment(customer(), { spend_max: 150_000 })).toBe(true);
    expect(matchesSegment(customer(), { spend_max: 149_999 })).toBe(false);
    expect(matchesSegment(customer(), { order_count_min: 3, order_count_max: 3 })).toBe(true);
    expect(matchesSegment(customer(), { order_count_min: 4 })).toBe(false);
  });

  it('last order dates are HK days; no order never matches a date', () => {
    // 2026-05-10 04:00 UTC is 12:00 in Hong Kong on the 10th
    expect(matchesSegment(customer(), { last_order_after: '2026-05-10' })).toBe(true);
    expect(matchesSegment(customer(), { last_order_after: '2026-05-11' })).toBe(false);
    expect(matchesSegment(customer(), { last_order_before: '2026-05-11' })).toBe(true);
    expect(matchesSegment(customer(), { last_order_before: '2026-05-10' })).toBe(false);
    expect(matchesSegment(customer({ last_order_at: null }), { last_order_before: '2030-01-01' })).toBe(
      false,
    );
    // 23:30 HK on the 9th is 15:30 UTC: still the 9th in Hong Kong
    const late = customer({ last_order_at: new Date('2026-05-09T15:30:00Z') });
    expect(matchesSegment(late, { last_order_after: '2026-05-10' })).toBe(false);
    expect(hkDayStart('2026-05-10').toISOString()).toBe('2026-05-09T16:00:00.000Z');
  });

  it('marketing consent', () => {
    expect(matchesSegment(customer(), { marketing_email: true })).toBe(true);
    expect(matchesSegment(customer(), { marketing_sms: true })).toBe(false);
    expect(matchesSegment(customer(), { marketing_sms: false })).toBe(true);
  });

  it('the schema refuses unknown keys and bad dates; ranges must not be upside down', () => {
    expect(segmentFilter.safeParse({ country: 'hk' }).success).toBe(false);
    expect(segmentFilter.safeParse({ last_order_after: '10/05/2026' }).success).toBe(false);
    expect(segmentFilter.safeParse({ spend_min: 1.5 }).success).toBe(false);
    expect(segmentFilterProblem({ spend_min: 10, spend_max: 5 })).toBe('spend_max');
    expect(segmentFilterProblem({ order_count_min: 2, order_count_max: 1 })).toBe('order_count_max');
    expect(segmentFilterProblem({ last_order_after: '2026-01-02', last_order_before: '2026-01-01' })).toBe(
      'last_order_before',
    );
    expect(segmentFilterProblem({ spend_min: 5, spend_max: 5 })).toBeNull();
  });

  it('the export shows an email or phone only with marketing consent', () => {
    const c = { email: 'a@example.com', phone: '85291110002' };
    expect(exportContact({ ...c, marketing_email: true, marketing_sms: false })).toEqual({
      email: 'a@example.com',
      phone: '',
    });
    expect(exportContact({ ...c, marketing_email: false, marketing_sms: true })).toEqual({
      email: '',
      phone: '85291110002',
    });
    expect(exportContact({ ...c, phone: null, marketing_email: false, marketing_sms: true }).phone).toBe('');
  });
});

describe('automatic group membership', () => {
  it('every member whose lifetime spend reaches the threshold belongs', () => {
    const spends = [
      { id: 'a', lifetime_spend: 99_999 },
      { id: 'b', lifetime_spend: 100_000 },
      { id: 'c', lifetime_spend: 250_000 },
    ];
    expect(autoGroupMembers(spends, 100_000)).toEqual(['b', 'c']);
    expect(autoGroupMembers(spends, 1_000_000)).toEqual([]);
    expect(autoGroupMembers([], 0)).toEqual([]);
  });
});
