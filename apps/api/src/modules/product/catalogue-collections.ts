// The storefront's collections in the cached catalogue: an automatic collection's members are decided once per
// catalogue load by its rules (core's collection-rules), a manual one's by the products' own lists and its order.
import { collectionProductFacts, matchesCollectionRules } from '@shop/core';
import type { CollectionRow, OptionRow, ProductRow } from './product.repository.ts';

/** A collection as the storefront lists it: an automatic one's members decided by its rules at load. */
export interface CatalogueCollection {
  row: CollectionRow;
  /** automatic: the product ids its rules select; manual: undefined (products' own lists say) */
  members?: Set<string>;
  /** manual: a product's place in the order staff set */
  order: Map<string, number>;
}
/** Collections by key and by handle; automatic ones' members computed once here from their rules (core). */
export function loadCollections(
  rows: CollectionRow[],
  list: { row: ProductRow; options: OptionRow[] }[],
): Map<string, CatalogueCollection> {
  const facts = list.map((e) => ({
    id: e.row.id,
    facts: collectionProductFacts({
      brand_key: e.row.brandKey,
      product_type: e.row.productType,
      tags: e.row.tags,
      categories: e.row.categories,
      options: e.options
        .filter((o) => !o.archivedAt)
        .map((o) => ({
          is_subscription: o.isSubscription,
          availability: o.availability,
          price_hkd: o.priceHkd,
          stock: o.stock,
        })),
    }),
  }));
  const out = new Map<string, CatalogueCollection>();
  for (const row of rows) {
    const c: CatalogueCollection = {
      row,
      members:
        row.kind === 'automatic'
          ? new Set(
              row.rules
                ? facts.filter((f) => matchesCollectionRules(row.rules!, f.facts)).map((f) => f.id)
                : [],
            )
          : undefined,
      order: new Map(row.productOrder.map((id, i) => [id, i])),
    };
    out.set(row.key, c);
  }
  for (const c of [...out.values()]) if (!out.has(c.row.handle)) out.set(c.row.handle, c);
  return out;
}

/** A collection's member: by its rules (automatic) or by the product's own list (manual); by key or handle. */
export function inCollection(
  collections: Map<string, CatalogueCollection>,
  row: Pick<ProductRow, 'id' | 'collections'>,
  keyOrHandle: string,
): boolean {
  const c = collections.get(keyOrHandle);
  if (!c) return row.collections.includes(keyOrHandle);
  return c.members ? c.members.has(row.id) : row.collections.includes(c.row.key);
}
