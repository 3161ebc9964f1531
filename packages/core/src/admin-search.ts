// The back office's search box (docs/back-office.md "Search and shortcuts"): what a query can be (an order number,
// an email, a phone number, a tracking number, words) and how a match ranks. Pure; the API's repository reads.

export type SearchRank = 'exact' | 'prefix' | 'contains';
export const RANK_ORDER: Record<SearchRank, number> = { exact: 0, prefix: 1, contains: 2 };

export interface SearchQueryShape {
  /** the query trimmed, spaces collapsed */
  text: string;
  lower: string;
  /** looks like an email (has @): searched on emails only */
  email: boolean;
  /** the digits a phone search uses (calling code kept and stripped), null when the query is not a phone number */
  phone: { digits: string; local: string } | null;
  /** letters and digits with no space: an order number, a SKU or a tracking number */
  code: string | null;
}

/** Hong Kong's calling code: a number typed with it finds the number stored without it, and the other way. */
const HK = '852';

export function searchQueryShape(q: string): SearchQueryShape {
  const text = q.trim().replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  const email = text.includes('@');
  let phone: SearchQueryShape['phone'] = null;
  if (!email && /^[+\d\s().-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 4) {
      const local = digits.startsWith(HK) && digits.length === 11 ? digits.slice(3) : digits;
      phone = { digits, local };
    }
  }
  const code = !email && /^[a-z0-9][a-z0-9-]*$/i.test(text) ? text.toUpperCase() : null;
  return { text, lower, email, phone, code };
}

/** How `value` matches `q` (both compared as given): whole, start, inside, or not at all. */
export function rankMatch(value: string, q: string): SearchRank | null {
  if (!q) return null;
  if (value === q) return 'exact';
  if (value.startsWith(q)) return 'prefix';
  return value.includes(q) ? 'contains' : null;
}

/** The best of several ranks (null when none matched). */
export function bestRank(ranks: readonly (SearchRank | null)[]): SearchRank | null {
  let best: SearchRank | null = null;
  for (const r of ranks) if (r && (!best || RANK_ORDER[r] < RANK_ORDER[best])) best = r;
  return best;
}

/** Best rank first, then the given order (newest first for orders); duplicates by id keep their best; `limit` kept. */
export function mergeRanked<T extends { id: string; rank: SearchRank }>(
  lists: readonly T[][],
  limit: number,
): T[] {
  const best = new Map<string, { item: T; at: number }>();
  let at = 0;
  for (const list of lists)
    for (const item of list) {
      const seen = best.get(item.id);
      if (!seen || RANK_ORDER[item.rank] < RANK_ORDER[seen.item.rank])
        best.set(item.id, { item, at: seen?.at ?? at });
      at++;
    }
  return [...best.values()]
    .sort((a, b) => RANK_ORDER[a.item.rank] - RANK_ORDER[b.item.rank] || a.at - b.at)
    .slice(0, limit)
    .map((x) => x.item);
}
