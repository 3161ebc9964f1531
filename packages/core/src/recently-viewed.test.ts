import { describe, expect, it } from 'vitest';
import { pushHistory, PRODUCT_HISTORY_MAX, RECENTLY_VIEWED_MAX } from './cart-rules.ts';
import { recentlyViewed, RECENTLY_VIEWED_VISIBLE } from './recently-viewed.ts';

const item = (id: string) => ({ _id: id, price: 100, thumbnail: `/${id}.svg`, detail: [{ type: 'image' }] });

describe('recentlyViewed', () => {
  it('newest first, without the product on screen, at most 4 (2 visible)', () => {
    let history: ReturnType<typeof item>[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'b']) history = pushHistory(history, item(id));
    expect(history.map((h) => h._id)).toEqual(['b', 'f', 'e', 'd', 'c', 'a']);
    expect(recentlyViewed(history, 'b').map((h) => h._id)).toEqual(['f', 'e', 'd', 'c']);
    expect(recentlyViewed(history, 'e').map((h) => h._id)).toEqual(['b', 'f', 'd', 'c']);
    expect(RECENTLY_VIEWED_MAX).toBe(4);
    expect(RECENTLY_VIEWED_VISIBLE).toBe(2);
  });

  it('the history keeps 8; a list stored with duplicates shows each product once', () => {
    let history: ReturnType<typeof item>[] = [];
    for (let i = 0; i < 12; i++) history = pushHistory(history, item(`p${i}`));
    expect(history).toHaveLength(PRODUCT_HISTORY_MAX);
    const tampered = [item('x'), item('x'), item('y')];
    expect(recentlyViewed(tampered, undefined).map((h) => h._id)).toEqual(['x', 'y']);
    expect(recentlyViewed([item('only')], 'only')).toEqual([]);
  });
});
