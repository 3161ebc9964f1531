import { describe, expect, it } from 'vitest';
import { bestRank, mergeRanked, rankMatch, searchQueryShape, type SearchRank } from './admin-search.ts';

describe('searchQueryShape', () => {
  it('reads a phone number with or without +852 and spaces', () => {
    expect(searchQueryShape('+852 9123 4567').phone).toEqual({ digits: '85291234567', local: '91234567' });
    expect(searchQueryShape('9123-4567').phone).toEqual({ digits: '91234567', local: '91234567' });
    expect(searchQueryShape('123').phone).toBeNull();
    expect(searchQueryShape('mei@example.com')).toMatchObject({ email: true, phone: null, code: null });
  });

  it('reads a code (order number, SKU, tracking) as upper case, never words with spaces', () => {
    expect(searchQueryShape(' oc0001 ').code).toBe('OC0001');
    expect(searchQueryShape('rose oil').code).toBeNull();
    expect(searchQueryShape('  rose   oil ').text).toBe('rose oil');
  });
});

describe('ranking', () => {
  it('ranks exact before prefix before contains', () => {
    expect(rankMatch('OC123', 'OC123')).toBe('exact');
    expect(rankMatch('OC1234', 'OC123')).toBe('prefix');
    expect(rankMatch('XOC123', 'OC123')).toBe('contains');
    expect(rankMatch('abc', 'z')).toBeNull();
    expect(bestRank([null, 'contains', 'prefix'])).toBe('prefix');
    expect(bestRank([null])).toBeNull();
  });

  it('merges lists: best rank first, then the order given, each id once', () => {
    const merged = mergeRanked<{ id: string; rank: SearchRank }>(
      [
        [
          { id: 'a', rank: 'contains' as const },
          { id: 'b', rank: 'prefix' as const },
        ],
        [
          { id: 'a', rank: 'exact' as const },
          { id: 'c', rank: 'contains' as const },
        ],
      ],
      2,
    );
    expect(merged.map((m) => m.id)).toEqual(['a', 'b']);
  });
});
