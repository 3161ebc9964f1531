import { describe, expect, it } from 'vitest';
import { COLLECTION_PAGE_SIZE, pageCount, parsePage } from './paging.ts';

describe('collection pages (7-10)', () => {
  it('reads ?page= as a whole number from 1, and anything else as the first page', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('9'.repeat(50))).toBe(1);
  });

  it('counts the pages of a list, one for an empty list, with full grid rows', () => {
    expect(pageCount(0, COLLECTION_PAGE_SIZE)).toBe(1);
    expect(pageCount(48, 48)).toBe(1);
    expect(pageCount(49, 48)).toBe(2);
    expect(pageCount(20_072, 48)).toBe(419);
    expect(COLLECTION_PAGE_SIZE % 4).toBe(0);
  });
});
