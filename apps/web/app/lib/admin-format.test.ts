import { describe, expect, it } from 'vitest';
import {
  formatAdminDate,
  formatAdminDateTime,
  formatAdminMoney,
  timeZoneChoices,
  timeZoneShortName,
} from './admin-format.ts';

// 2026-03-14 10:05 UTC: 18:05 in Hong Kong, 10:05 in London (GMT in March), 06:05 in New York (EDT)
const AT = '2026-03-14T10:05:00Z';

describe('admin time formatting', () => {
  it('shows Hong Kong time by default', () => {
    expect(formatAdminDateTime(AT, 'en')).toMatch(/14 Mar 2026.*18:05|6:05\s?pm/i);
    expect(formatAdminDateTime(AT, 'hk')).toContain('2026');
    expect(formatAdminDateTime(AT, 'hk')).toMatch(/6:05|18:05/);
  });

  it("shows the staff member's own time zone when they chose one", () => {
    expect(formatAdminDateTime(AT, 'en', 'Europe/London')).toMatch(/10:05|10:05\s?am/i);
    expect(formatAdminDateTime(AT, 'en', 'America/New_York')).toMatch(/6:05|06:05/);
    expect(formatAdminDateTime(AT, 'en', 'America/New_York')).not.toMatch(/18:05/);
  });

  it('takes the calendar day in the zone (late evening in HK is still the day before in New York)', () => {
    const late = '2026-03-14T15:30:00Z'; // 23:30 HK on the 14th; 11:30 the 14th in New York
    expect(formatAdminDate(late, 'en')).toContain('14');
    expect(formatAdminDate('2026-03-14T17:30:00Z', 'en')).toContain('15'); // 01:30 on the 15th in HK
    expect(formatAdminDate('2026-03-14T17:30:00Z', 'en', 'America/New_York')).toContain('14');
  });

  it('names the zone by its offset and lists Hong Kong first among the choices', () => {
    expect(timeZoneShortName('Asia/Hong_Kong', 'en', AT)).toBe('GMT+8');
    const zones = timeZoneChoices();
    expect(zones[0]).toBe('Asia/Hong_Kong');
    expect(zones).toContain('Europe/London');
    expect(new Set(zones).size).toBe(zones.length);
  });
});

describe('admin money formatting', () => {
  it('formats minor units with the currency, never cents', () => {
    expect(formatAdminMoney(123450, 'HKD', 'en')).toContain('1,234.50');
    expect(formatAdminMoney(123450, 'HKD', 'en')).toMatch(/HK\$/);
    expect(formatAdminMoney(1999, 'USD', 'en')).toContain('19.99');
    expect(formatAdminMoney(-500, 'HKD', 'hk')).toContain('5.00');
  });
});
