// Navigation menus (header, footer, side menu) as trees of links staff edit: the shape a saved tree must have,
// the loops it must not hold, and the address each link opens in each locale.
import { nameForLocale } from './catalogue-translations.ts';
import { localizePath, parseLocalePath, type Locale } from './locales.ts';

export const MENU_HANDLES = ['header', 'footer', 'side'] as const;
export type MenuHandle = (typeof MENU_HANDLES)[number];
export const MENU_KINDS = ['page', 'collection', 'product', 'url'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];
/** a top-level link is depth 1; its children 2; theirs 3 */
export const MENU_MAX_DEPTH = 3;
export const MENU_MAX_ITEMS = 100;
export const MENU_LABEL_MAX = 80;

/** The content pages the shop had before pages were records: their handles open today's addresses. */
export const CONTENT_PAGE_PATHS: Readonly<Record<string, string>> = {
  exchange: '/exchange',
  membership: '/membership',
  privacy: '/privacy',
  shipping: '/shipping',
  story: '/story',
  terms: '/terms',
  shops: '/shops',
};

/** A page's address without the locale: today's address for the old content pages, else /pages/{handle}. */
export function contentPagePath(handle: string): string {
  return CONTENT_PAGE_PATHS[handle] ?? `/pages/${handle}`;
}

/** A collection's address (the seeded ones' handles are their old keys; a brand collection names its brand). */
export function collectionPath(c: { handle: string; brand_key: string | null }): string {
  return c.brand_key
    ? `/collection/${c.handle}?brand=${c.brand_key.replaceAll('_', '-')}`
    : `/collection/${c.handle}`;
}

export interface MenuLabel {
  eng: string;
  chi: string;
  cn: string;
}

export interface MenuItem {
  id: string;
  label: MenuLabel;
  kind: MenuKind;
  /** page handle, collection key, product id, or a relative /path or https:// URL */
  target: string;
  children: MenuItem[];
}

/** A relative path of this shop ('/x', never '//host') or an https address. */
export function isMenuUrl(target: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(target) || /^https:\/\/[^\s/]+[^\s]*$/.test(target);
}

export interface MenuShapeIssue {
  /** the path below the tree: [2, 'children', 0, 'label'] */
  path: (string | number)[];
  message: string;
}

/** What a saved tree must be: at most 3 levels and 100 links; each label in English or Chinese; URLs relative or https. */
export function menuShapeIssues(items: readonly MenuItem[]): MenuShapeIssue[] {
  const issues: MenuShapeIssue[] = [];
  let count = 0;
  const walk = (list: readonly MenuItem[], depth: number, path: (string | number)[]) => {
    list.forEach((item, i) => {
      const at = [...path, i];
      count++;
      if (count === MENU_MAX_ITEMS + 1)
        issues.push({ path: at, message: `at most ${MENU_MAX_ITEMS} links in a menu` });
      if (depth > MENU_MAX_DEPTH) issues.push({ path: at, message: `at most ${MENU_MAX_DEPTH} levels` });
      if (!item.label.eng.trim() && !item.label.chi.trim())
        issues.push({ path: [...at, 'label'], message: 'write the label in English or Chinese' });
      if (item.kind === 'url' && !isMenuUrl(item.target))
        issues.push({ path: [...at, 'target'], message: 'a link starts with / (this shop) or https://' });
      walk(item.children ?? [], depth + 1, [...at, 'children']);
    });
  };
  walk(items, 1, []);
  return issues;
}

export interface MenuProblem {
  code: 'menu_loop';
  /** the item's path: items.2.children.0 */
  field: string;
}

/** Addresses that are the menu itself (its editor, its API): a link there would lead nowhere but back. */
function pointsAtMenu(target: string, handle: string | undefined): boolean {
  let path = target;
  if (/^https:\/\//.test(target)) {
    try {
      path = new URL(target).pathname;
    } catch {
      return false;
    }
  }
  path = parseLocalePath(path.split(/[?#]/)[0] ?? '').rest.replace(/\/+$/, '');
  if (path === '/admin/menus' || path === '/api/v1/menus') return true;
  const own = /^\/(?:api\/v1\/)?admin\/menus\/([^/]+)$/.exec(path);
  return !!own && (handle === undefined || own[1] === handle);
}

/**
 * The loops a tree holds: an item id seen twice (the same link nested in itself, or in two places) or a link back
 * at the menu itself. Each names the item's path (`items.2.children.0`).
 */
export function menuProblems(items: readonly MenuItem[], handle?: string): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const seen = new Set<string>();
  const walk = (list: readonly MenuItem[], path: string) => {
    list.forEach((item, i) => {
      const at = `${path}.${i}`;
      if (seen.has(item.id)) problems.push({ code: 'menu_loop', field: at });
      else if (item.kind === 'url' && pointsAtMenu(item.target, handle))
        problems.push({ code: 'menu_loop', field: `${at}.target` });
      seen.add(item.id);
      walk(item.children ?? [], `${at}.children`);
    });
  };
  walk(items, 'items');
  return problems;
}

/** How the shop finds a link's address: null when the target is gone or not shown (unpublished). */
export interface MenuLookups {
  page(handle: string): string | null;
  collection(key: string): string | null;
  product(id: string): string | null;
}

/** The address a link opens in a locale; null when its page, collection or product is not on show. */
export function resolveMenuHref(
  item: Pick<MenuItem, 'kind' | 'target'>,
  locale: Locale,
  lookups: MenuLookups,
): string | null {
  if (item.kind === 'url') {
    if (!isMenuUrl(item.target)) return null;
    return item.target.startsWith('https://') ? item.target : localizePath(item.target, locale);
  }
  const path = lookups[item.kind](item.target);
  return path === null ? null : localizePath(path, locale);
}

export interface ResolvedMenuItem {
  id: string;
  label: string;
  href: string;
  /** opens another site (in a new tab) */
  external: boolean;
  children: ResolvedMenuItem[];
}

/** A tree as a locale shows it: labels in its script (or the nearest), links that lead nowhere left out. */
export function resolveMenu(
  items: readonly MenuItem[],
  locale: Locale,
  lookups: MenuLookups,
): ResolvedMenuItem[] {
  return items.flatMap((item) => {
    const href = resolveMenuHref(item, locale, lookups);
    const label = nameForLocale(item.label, locale);
    if (href === null || !label) return [];
    return [
      {
        id: item.id,
        label,
        href,
        external: href.startsWith('https://'),
        children: resolveMenu(item.children ?? [], locale, lookups),
      },
    ];
  });
}
