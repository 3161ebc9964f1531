import { nameForLocale, type Locale, type ScriptText } from '@shop/core';
import type { MenuEntryOut } from '@shop/core/contract/settings';
import type { MenusOut, ResolvedMenuItemOut } from '@shop/core/contract/menu';

/** a collection in the side menu (the settings payload's homepage_setting.menu) */
export type MenuEntry = MenuEntryOut;

/** Staff-written text in the viewer's script, or the nearest script that has it (core NAME_FALLBACK). */
export function collectionText(t: Partial<ScriptText> | null | undefined, locale: Locale): string {
  return nameForLocale(t, locale);
}

/** The home page's collections: the main brand's and big_pi's, each sorted by priority (highest first). */
export function splitMenu(menu: MenuEntry[]) {
  const byPriority = (a: MenuEntry, b: MenuEntry) => b.priority - a.priority;
  return {
    main: menu.filter((m) => m.is_home_menu).sort(byPriority),
    bigPi: menu.filter((m) => m.is_big_pi_menu).sort(byPriority),
  };
}

/** A collection's page: /collection/{handle} (the seeded ones' handles are their old keys, so old links hold). */
export function collectionHref(m: Pick<MenuEntry, 'handle' | 'brand_key'>): string {
  return m.brand_key
    ? `/collection/${m.handle}?brand=${m.brand_key.replaceAll('_', '-')}`
    : `/collection/${m.handle}`;
}

/** The menu entry a /collection/{handle} address names: by handle, or by its key (addresses made before handles). */
export function findCollection(menu: MenuEntry[], handleOrKey: string): MenuEntry | undefined {
  return menu.find((m) => m.handle === handleOrKey) ?? menu.find((m) => m.value === handleOrKey);
}

/** The header, footer and side menu as the shop's locale shows them (GET /api/v1/menus, staff-edited trees). */
export type ShopMenus = MenusOut;
export type MenuLink = ResolvedMenuItemOut;
export const EMPTY_MENUS: Omit<ShopMenus, 'locale'> = { header: [], footer: [], side: [] };
