// The catalogue file and the bulk actions name brands, categories, tags, collections and member groups by key or
// by name (in any script, any case): a spreadsheet reads better with "Oxygen Ceuticals" than with a key.
import type { LocalizedText } from '../../db/schema.ts';

/** key or name → key; undefined when nothing has that key or name. */
export function keyResolver(
  items: readonly { key: string; name: LocalizedText | string }[],
): (keyOrName: string) => string | undefined {
  const map = new Map<string, string>();
  const fold = (s: string) => s.normalize('NFKC').trim().toLowerCase();
  // names first, keys last: a key always wins over another item's identical name
  for (const i of items)
    for (const n of typeof i.name === 'string' ? [i.name] : [i.name.eng, i.name.chi, i.name.cn])
      if (n && !map.has(fold(n))) map.set(fold(n), i.key);
  for (const i of items) map.set(fold(i.key), i.key);
  return (s) => map.get(fold(s));
}
