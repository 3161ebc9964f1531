// The menu editor's tree moves, pure: each takes the tree and an item's place (its indices from the top) and
// answers a new tree, leaving the old one as it was.
import { MENU_MAX_DEPTH, type MenuItem } from '@shop/core';

export type TreePath = readonly number[];

const clone = (items: readonly MenuItem[]): MenuItem[] =>
  items.map((i) => ({ ...i, label: { ...i.label }, children: clone(i.children) }));

/** the list holding the item at `path`, inside a tree the caller may change */
function siblingsOf(tree: MenuItem[], path: TreePath): MenuItem[] {
  let list = tree;
  for (const i of path.slice(0, -1)) list = list[i]!.children;
  return list;
}

export function itemAt(tree: readonly MenuItem[], path: TreePath): MenuItem | undefined {
  let list = tree;
  let item: MenuItem | undefined;
  for (const i of path) {
    item = list[i];
    if (!item) return undefined;
    list = item.children;
  }
  return item;
}

/** how many levels an item and the links under it take (a link alone: 1) */
export function heightOf(item: MenuItem): number {
  return 1 + Math.max(0, ...item.children.map(heightOf));
}

export function updateItem(tree: readonly MenuItem[], path: TreePath, patch: Partial<MenuItem>): MenuItem[] {
  const next = clone(tree);
  const list = siblingsOf(next, path);
  const at = path.at(-1)!;
  list[at] = { ...list[at]!, ...patch };
  return next;
}

export function moveItem(tree: readonly MenuItem[], path: TreePath, by: -1 | 1): MenuItem[] {
  const next = clone(tree);
  const list = siblingsOf(next, path);
  const at = path.at(-1)!;
  const to = at + by;
  if (to < 0 || to >= list.length) return next;
  [list[at], list[to]] = [list[to]!, list[at]!];
  return next;
}

/** whether the item can go under the link above it without passing three levels */
export function canIndent(tree: readonly MenuItem[], path: TreePath): boolean {
  const item = itemAt(tree, path);
  return !!item && path.at(-1)! > 0 && path.length + heightOf(item) <= MENU_MAX_DEPTH;
}

/** the item becomes the last child of the link above it */
export function indentItem(tree: readonly MenuItem[], path: TreePath): MenuItem[] {
  if (!canIndent(tree, path)) return clone(tree);
  const next = clone(tree);
  const list = siblingsOf(next, path);
  const at = path.at(-1)!;
  const [item] = list.splice(at, 1);
  list[at - 1]!.children.push(item!);
  return next;
}

/** the item leaves its parent and follows it, one level up */
export function outdentItem(tree: readonly MenuItem[], path: TreePath): MenuItem[] {
  if (path.length < 2) return clone(tree);
  const next = clone(tree);
  const list = siblingsOf(next, path);
  const [item] = list.splice(path.at(-1)!, 1);
  const parentPath = path.slice(0, -1);
  siblingsOf(next, parentPath).splice(parentPath.at(-1)! + 1, 0, item!);
  return next;
}

export function removeItem(tree: readonly MenuItem[], path: TreePath): MenuItem[] {
  const next = clone(tree);
  siblingsOf(next, path).splice(path.at(-1)!, 1);
  return next;
}

/** the API's name for an item's place: items.2.children.0 */
export const fieldPathOf = (path: TreePath) => `items.${path.join('.children.')}`;

/**
 * The item an API error names: `items.1.children.0.target` → items.1.children.0; a level too many
 * (`….children` of a third-level link) is that link's.
 */
export function itemOfField(field: string | undefined): string | undefined {
  if (!field?.startsWith('items.')) return undefined;
  return field.replace(/\.(label|target|kind|id)(\..*)?$/, '').replace(/\.children$/, '');
}

export function newItemId(): string {
  return `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
