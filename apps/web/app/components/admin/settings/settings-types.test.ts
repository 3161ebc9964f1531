import { describe, expect, it } from 'vitest';
import { editableLists } from './settings-types.ts';

describe('the homepage lists the settings page edits', () => {
  it('keeps the lists of skus and leaves out menu_list, whose entries are not skus (no "[object Object]" lines)', () => {
    expect(
      editableLists({
        best_seller_list: ['OC-001', 'OC-002'],
        menu_list: [{ collection: 'skin-care', priority: 1 }],
        combo: [],
      }),
    ).toEqual({ best_seller_list: ['OC-001', 'OC-002'], combo: [] });
  });
});
