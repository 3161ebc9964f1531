import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@shop/core';
import {
  canIndent,
  fieldPathOf,
  indentItem,
  itemOfField,
  moveItem,
  outdentItem,
  removeItem,
  updateItem,
} from './menu-tree.ts';

const item = (id: string, children: MenuItem[] = []): MenuItem => ({
  id,
  label: { eng: id, chi: '', cn: '' },
  kind: 'url',
  target: `/${id}`,
  children,
});
const ids = (tree: MenuItem[]): unknown[] =>
  tree.map((i) => (i.children.length ? [i.id, ids(i.children)] : i.id));

describe('menu tree moves', () => {
  const tree = [item('a'), item('b', [item('b1'), item('b2')]), item('c')];

  it('moves within its own level only, leaving the old tree as it was', () => {
    expect(ids(moveItem(tree, [2], -1))).toEqual(['a', 'c', ['b', ['b1', 'b2']]]);
    expect(ids(moveItem(tree, [1, 0], 1))).toEqual(['a', ['b', ['b2', 'b1']], 'c']);
    expect(ids(moveItem(tree, [0], -1))).toEqual(ids(tree));
    expect(ids(tree)).toEqual(['a', ['b', ['b1', 'b2']], 'c']);
  });

  it('nests under the link above and comes back out after its parent', () => {
    const nested = indentItem(tree, [2]);
    expect(ids(nested)).toEqual(['a', ['b', ['b1', 'b2', 'c']]]);
    expect(ids(outdentItem(nested, [1, 2]))).toEqual(['a', ['b', ['b1', 'b2']], 'c']);
    expect(canIndent(tree, [0])).toBe(false);
  });

  it('never nests past three levels', () => {
    const deep = [item('a', [item('b')]), item('d', [item('e', [item('f')])])];
    expect(canIndent(deep, [1])).toBe(false);
    expect(ids(indentItem(deep, [1]))).toEqual(ids(deep));
    expect(canIndent([item('a', [item('b')]), item('c')], [1])).toBe(true);
  });

  it('removes and updates by place', () => {
    expect(ids(removeItem(tree, [1, 0]))).toEqual(['a', ['b', ['b2']], 'c']);
    expect(updateItem(tree, [1, 1], { target: '/x' })[1]!.children[1]!.target).toBe('/x');
  });

  it('reads which item an API error names', () => {
    expect(fieldPathOf([1, 0])).toBe('items.1.children.0');
    expect(itemOfField('items.1.children.0.target')).toBe('items.1.children.0');
    expect(itemOfField('items.1.children.0')).toBe('items.1.children.0');
    expect(itemOfField('items.0.children.0.children.0.children')).toBe('items.0.children.0.children.0');
    expect(itemOfField('items.2.label.eng')).toBe('items.2');
    expect(itemOfField('handle')).toBeUndefined();
  });
});
