import { describe, expect, it } from 'vitest';
import { formatDateTime } from './order-bits.tsx';

describe('formatDateTime (9-32)', () => {
  it('reads a moment in Hong Kong time, whatever the browser’s zone, and nothing for a missing or bad date', () => {
    expect(formatDateTime('2026-11-28T16:30:00Z')).toBe('29/11/2026 00:30');
    expect(formatDateTime('2026-01-05T01:07:00+08:00')).toBe('05/01/2026 01:07');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
