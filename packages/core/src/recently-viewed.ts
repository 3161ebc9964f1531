// The product page's recently-viewed block (2.9-11, 2.11-04, 9-17): taken from the product history (newest first,
// at most 8, one per product), without the product being shown, at most 4, of which 2 are in view at a time.
import { RECENTLY_VIEWED_MAX, type HistoryEntry } from './cart-rules.ts';

/** 9-17: recently viewed shows 4, 2 of them visible at once (the rest behind the arrows). */
export const RECENTLY_VIEWED_VISIBLE = 2;

export function recentlyViewed<T extends HistoryEntry>(
  history: readonly T[],
  currentId: string | undefined,
  max: number = RECENTLY_VIEWED_MAX,
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const h of history) {
    if (out.length >= max) break;
    if (h._id === currentId || seen.has(h._id)) continue;
    seen.add(h._id);
    out.push(h);
  }
  return out;
}
