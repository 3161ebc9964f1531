import type { MenuEntryOut } from '@shop/core/contract/settings';

/** a collection in the side menu (the settings payload's homepage_setting.menu) */
export type MenuEntry = MenuEntryOut;

/** The side menu (2.3-23): the main brand's collections and big_pi's, each sorted by priority (highest first). */
export function splitMenu(menu: MenuEntry[]) {
  const byPriority = (a: MenuEntry, b: MenuEntry) => b.priority - a.priority;
  return {
    main: menu.filter((m) => m.is_home_menu).sort(byPriority),
    bigPi: menu.filter((m) => m.is_big_pi_menu).sort(byPriority),
  };
}

export function collectionHref(m: MenuEntry): string {
  return m.brand_key
    ? `/collection/${m.value}?brand=${m.brand_key.replaceAll('_', '-')}`
    : `/collection/${m.value}`;
}
