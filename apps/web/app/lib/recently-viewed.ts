import { pushHistory, PRODUCT_HISTORY_MAX, recentlyViewed } from '@shop/core';
import { useEffect, useState } from 'react';

export interface HistoryItem {
  _id: string;
  path: string;
  name: { eng: string; chi: string; cn: string };
  thumbnail: string;
  price: number | null;
  currency: string;
  detail: { type: string }[];
}

const KEY = 'shop:recently-viewed';

function read(): HistoryItem[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as HistoryItem[];
  } catch {
    return [];
  }
}

/**
 * Product history (3-22, 4-32): newest first, at most 8, no duplicates, entries lacking price, thumbnail or detail
 * dropped — the rules live in core; the browser keeps the list. Returns the recently-viewed block's items.
 */
export function useRecentlyViewed(current?: HistoryItem) {
  const [items, setItems] = useState<HistoryItem[]>([]);
  useEffect(() => {
    let list = read();
    if (current) {
      list = pushHistory(list, current, PRODUCT_HISTORY_MAX) as HistoryItem[];
      try {
        localStorage.setItem(KEY, JSON.stringify(list));
      } catch {
        /* storage full or blocked */
      }
    }
    // what the page shows: the others, newest first, at most 4 (9-17)
    setItems(recentlyViewed(list, current?._id));
  }, [current?._id]); // eslint-disable-line react-hooks/exhaustive-deps
  return items;
}
