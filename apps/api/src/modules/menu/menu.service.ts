// Navigation menus: the shop's three menus resolved per locale (kept until anything they link to changes, on every
// instance), and the back office's whole-tree save: refused with the item's field when it loops or links to
// something that does not exist, audited in its transaction.
import {
  CONTENT_PAGE_PATHS,
  collectionPath,
  contentPagePath,
  MENU_HANDLES,
  menuProblems,
  resolveMenu,
  type Locale,
  type MenuHandle,
  type MenuItem,
  type MenuKind,
  type MenuLookups,
} from '@shop/core';
import type { MenuTargetOut, MenusOut } from '@shop/core/contract/menu';
import type { Db } from '../../db/client.ts';
import { CONTENT_PAGE_TITLES } from '../../db/seed/menus-seed.ts';
import { InvalidError } from '../../lib/errors.ts';
import { audit, type AuditActor } from '../staff/audit.ts';
import { productPath } from '../product/product-presenter.ts';
import { menuRepository, type MenuProductRow } from './menu.repository.ts';

const EMPTY = { eng: '', chi: '', cn: '' };
const keyOf = (kind: MenuKind, target: string) => `${kind}:${target}`;

function* walk(items: readonly MenuItem[], path = 'items'): Generator<[MenuItem, string]> {
  for (const [i, item] of items.entries()) {
    yield [item, `${path}.${i}`];
    yield* walk(item.children ?? [], `${path}.${i}.children`);
  }
}

const productShown = (p: MenuProductRow) => p.published && !p.archivedAt;
const productTarget = (p: MenuProductRow): MenuTargetOut => ({
  kind: 'product',
  target: p.id,
  title: p.name,
  path: productPath(p),
  shown: productShown(p),
});

export function createMenuService(db: Db, deps: { invalidate: () => void }) {
  const repo = menuRepository(db);

  /** every page, collection and product the trees link to, as the editor and the shop see them */
  async function targetIndex(trees: readonly MenuItem[][]): Promise<Map<string, MenuTargetOut>> {
    const productIds = new Set<string>();
    for (const items of trees)
      for (const [item] of walk(items)) if (item.kind === 'product') productIds.add(item.target);
    const [cols, pageRows, prods] = await Promise.all([
      repo.collections(),
      repo.pages(),
      repo.productsById([...productIds]),
    ]);
    const index = new Map<string, MenuTargetOut>();
    for (const [handle, title] of Object.entries(CONTENT_PAGE_TITLES))
      index.set(keyOf('page', handle), {
        kind: 'page',
        target: handle,
        title,
        path: contentPagePath(handle),
        shown: true,
      });
    for (const p of pageRows)
      index.set(keyOf('page', p.handle), {
        kind: 'page',
        target: p.handle,
        title: (p.published ?? p.draft)?.title ?? EMPTY,
        path: contentPagePath(p.handle),
        // a page record never published stays off the shop (an old content page keeps its address meanwhile)
        shown: !!p.published || p.handle in CONTENT_PAGE_PATHS,
      });
    for (const c of cols)
      index.set(keyOf('collection', c.key), {
        kind: 'collection',
        target: c.key,
        title: c.name,
        path: collectionPath({ handle: c.handle, brand_key: c.brandKey }),
        shown: c.published,
      });
    for (const p of prods) index.set(keyOf('product', p.id), productTarget(p));
    return index;
  }

  function lookupsOf(index: Map<string, MenuTargetOut>): MenuLookups {
    const path = (kind: MenuKind) => (target: string) => {
      const t = index.get(keyOf(kind, target));
      return t?.shown ? t.path : null;
    };
    return { page: path('page'), collection: path('collection'), product: path('product') };
  }

  async function savedTrees(): Promise<Record<MenuHandle, MenuItem[]>> {
    const rows = await repo.all();
    const byHandle = new Map(rows.map((r) => [r.handle, r.items as MenuItem[]]));
    return Object.fromEntries(MENU_HANDLES.map((h) => [h, byHandle.get(h) ?? []])) as Record<
      MenuHandle,
      MenuItem[]
    >;
  }

  // one promise per locale, kept until a change anywhere drops them all (menus, pages, collections, products)
  let resolved = new Map<Locale, Promise<MenusOut>>();
  async function resolve(locale: Locale): Promise<MenusOut> {
    const trees = await savedTrees();
    const lookups = lookupsOf(await targetIndex(Object.values(trees)));
    return {
      locale,
      header: resolveMenu(trees.header, locale, lookups),
      footer: resolveMenu(trees.footer, locale, lookups),
      side: resolveMenu(trees.side, locale, lookups),
    };
  }

  return {
    /** the three menus as a locale shows them */
    forLocale(locale: Locale): Promise<MenusOut> {
      let hit = resolved.get(locale);
      if (!hit) {
        hit = resolve(locale);
        // a failed read is not kept
        hit.catch(() => resolved.delete(locale));
        resolved.set(locale, hit);
      }
      return hit;
    },

    invalidate() {
      resolved = new Map();
    },

    async get(handle: MenuHandle) {
      const row = await repo.get(handle);
      const items = (row?.items as MenuItem[] | undefined) ?? [];
      const index = await targetIndex([items]);
      const targets: Record<string, MenuTargetOut> = {};
      for (const [item] of walk(items)) {
        const t = index.get(keyOf(item.kind, item.target));
        if (t && item.kind !== 'url') targets[keyOf(item.kind, item.target)] = t;
      }
      return { handle, items, targets, updated_at: row?.updatedAt.toISOString() ?? null };
    },

    /** replaces the whole tree; a loop or a link to nothing is a 400 naming the item, and nothing is written */
    async save(handle: MenuHandle, items: MenuItem[], staff: AuditActor) {
      const [loop] = menuProblems(items, handle);
      if (loop)
        throw new InvalidError(`${loop.field}: this link leads back into the menu`, loop.field, 'menu_loop');
      const index = await targetIndex([items]);
      for (const [item, path] of walk(items)) {
        if (item.kind !== 'url' && !index.has(keyOf(item.kind, item.target)))
          throw new InvalidError(`${path}.target: no such ${item.kind}`, `${path}.target`);
      }
      await db.transaction(async (tx) => {
        const before = await menuRepository(tx).get(handle);
        await menuRepository(tx).save(handle, items);
        await audit(tx, staff, {
          action: 'menu.update',
          entity: 'menu',
          entityId: handle,
          before: before?.items ?? null,
          after: items,
        });
      });
      // the shop's menus, the settings and the guest page cache, on every instance
      deps.invalidate();
      return this.get(handle);
    },

    /** the picker's choices by name: pages (all), collections (all) or products (search, 20 at most) */
    async targets(kind: 'page' | 'collection' | 'product', q: string): Promise<MenuTargetOut[]> {
      const needle = q.trim().toLowerCase();
      const matches = (t: MenuTargetOut) =>
        !needle ||
        [t.title.eng, t.title.chi, t.title.cn, t.target].some((s) => s.toLowerCase().includes(needle));
      if (kind === 'product') return (await repo.searchProducts(q.trim())).map(productTarget);
      const index = await targetIndex([]);
      return [...index.values()].filter((t) => t.kind === kind && matches(t)).slice(0, 50);
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
